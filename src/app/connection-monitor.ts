import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { INITIAL_HEALTH, nextHealth, type ConnectionHealth, type HealthEvent } from '../session/connection-health';
import { sessionStore } from '../session/session-store';

/**
 * Watches the console's calls and, while the service cannot be reached, probes it on a backoff.
 * When it answers again, every active query that failed for want of a connection is fetched
 * again, so the page shows what it was asked for without a click.
 */
class ConnectionMonitor {
  private state: ConnectionHealth = INITIAL_HEALTH;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private probing = false;
  private queryClient: QueryClient | undefined;

  get = (): ConnectionHealth => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(client: ApiClient, queryClient: QueryClient): void {
    this.queryClient = queryClient;
    client.events.subscribe((e) => {
      if (e.phase !== 'end') return;
      if (e.status !== undefined) this.dispatch({ type: 'answered', at: Date.now() });
      else if (e.error?.kind === 'network') this.dispatch({ type: 'unreachable', at: Date.now(), reason: e.error.message });
    });
    window.addEventListener('offline', () => this.dispatch({ type: 'browser-offline', at: Date.now() }));
    window.addEventListener('online', () => void this.probeNow());
  }

  /** Asks the service at once (the banner's "retry now"). */
  probeNow = async (): Promise<void> => {
    if (this.probing) return;
    this.probing = true;
    clearTimeout(this.timer);
    try {
      const ok = await probe(sessionStore.baseUrl());
      this.dispatch(ok ? { type: 'answered', at: Date.now() } : { type: 'probe-failed', at: Date.now() });
    } finally {
      this.probing = false;
    }
  };

  private dispatch(event: HealthEvent): void {
    const before = this.state;
    const after = nextHealth(before, event);
    if (after === before) return;
    this.state = after;
    clearTimeout(this.timer);
    if (after.status === 'offline' && after.nextProbeAt !== undefined) {
      this.timer = setTimeout(() => void this.probeNow(), Math.max(0, after.nextProbeAt - Date.now()));
    }
    if (before.status === 'offline' && after.status === 'online') {
      void this.queryClient?.refetchQueries({
        type: 'active',
        predicate: (q) => q.state.status === 'error' && isApiError(q.state.error) && q.state.error.kind === 'network',
      });
    }
    for (const l of this.listeners) l();
  }
}

/**
 * One cheap request: the emulator's health route on the console's own origin, or the remote
 * service's base URL (any answer, even an opaque one, means it is reachable). No credentials.
 */
async function probe(baseUrl: string): Promise<boolean> {
  try {
    if (baseUrl === '') {
      const res = await fetch('/_locus/health', { cache: 'no-store' });
      return res.ok;
    }
    await fetch(baseUrl, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

export const connectionMonitor = new ConnectionMonitor();

export function useConnectionHealth(): ConnectionHealth {
  return useSyncExternalStore(connectionMonitor.subscribe, connectionMonitor.get, connectionMonitor.get);
}
