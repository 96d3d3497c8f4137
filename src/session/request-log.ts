import { useSyncExternalStore } from 'react';
import type { RequestEvent } from '../api/request-events';

/** One row of the request drawer: a call, pending or ended. Already redacted by the client. */
export type RequestRow = RequestEvent;

const CAP = 500;

class RequestLog {
  private rows: RequestRow[] = [];
  private readonly listeners = new Set<() => void>();

  record(event: RequestEvent): void {
    const i = this.rows.findIndex((r) => r.id === event.id);
    if (i >= 0) {
      const next = this.rows.slice();
      next[i] = event;
      this.rows = next;
    } else {
      this.rows = [event, ...this.rows].slice(0, CAP);
    }
    this.emit();
  }

  clear(): void {
    this.rows = [];
    this.emit();
  }

  get = (): RequestRow[] => this.rows;

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

export const requestLog = new RequestLog();

/** The calls of this tab that have ended, oldest first (the log keeps the latest 500). */
export function endedCalls(): RequestRow[] {
  return requestLog
    .get()
    .filter((row) => row.phase === 'end')
    .reverse();
}

export function useRequestLog(): RequestRow[] {
  return useSyncExternalStore(requestLog.subscribe, requestLog.get, requestLog.get);
}
