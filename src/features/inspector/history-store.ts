import { useSyncExternalStore } from 'react';
import { createStore, delMany, entries as allEntries, setMany } from 'idb-keyval';
import { redactHeaders, redactText, redactUrl } from '../../api/redact';
import type { RequestEvent } from '../../api/request-events';
import { sessionStore } from '../../session/session-store';
import {
  DEFAULT_HISTORY_CAP,
  evictionFor,
  keysToClear,
  sortEntries,
  toEntry,
  type HistoryCap,
  type HistoryEntry,
} from './model/history';

/**
 * The call history, kept in IndexedDB so it survives reloads: redacted events only (the client
 * redacts; this store redacts once more with the session's credentials before writing, so a
 * credential can never reach the disk through here). Capped in rows and bytes; the oldest
 * un-starred calls go first. Writes are batched.
 */
const idb = typeof indexedDB === 'undefined' ? undefined : createStore('locus-inspector', 'history');

function isEntry(v: unknown): v is HistoryEntry {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Partial<HistoryEntry>;
  return typeof o.key === 'string' && typeof o.starred === 'boolean' && typeof o.bytes === 'number' && typeof o.event === 'object' && o.event !== null;
}

/** The event with every credential of the session replaced by its placeholder. */
function scrub(event: RequestEvent): RequestEvent {
  const s = sessionStore.get();
  const c = s.credentials[s.profileId];
  const secrets = { appKey: c.appKey, appId: c.appId };
  const r = (t: string) => redactText(t, secrets);
  return {
    ...event,
    url: redactUrl(event.url, secrets),
    headers: redactHeaders(event.headers, secrets),
    requestBody: event.requestBody === undefined ? undefined : r(event.requestBody),
    responseBody: event.responseBody === undefined ? undefined : r(event.responseBody),
    responseHeaders: event.responseHeaders && redactHeaders(event.responseHeaders, secrets),
    error: event.error && { ...event.error, message: r(event.error.message) },
  };
}

export interface HistoryState {
  entries: HistoryEntry[];
  loaded: boolean;
  cap: HistoryCap;
}

class HistoryStore {
  private state: HistoryState = { entries: [], loaded: false, cap: DEFAULT_HISTORY_CAP };
  private readonly listeners = new Set<() => void>();
  private dirty = new Map<string, HistoryEntry>();
  private removed = new Set<string>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private loading: Promise<void> | undefined;

  get = (): HistoryState => this.state;

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  /** Reads the saved history once; calls recorded meanwhile are kept. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      let saved: HistoryEntry[] = [];
      try {
        saved = idb ? (await allEntries(idb)).map(([, v]) => v).filter(isEntry) : [];
      } catch {
        // IndexedDB unavailable (private mode, quota): the history lives for this tab only.
      }
      const byKey = new Map(saved.map((e) => [e.key, e]));
      for (const e of this.state.entries) byKey.set(e.key, e);
      for (const k of this.removed) byKey.delete(k);
      this.commit(sortEntries([...byKey.values()]), true);
    })();
    return this.loading;
  }

  record(event: RequestEvent): void {
    if (event.phase !== 'end') return;
    const entry = toEntry(scrub(event));
    const rest = this.state.entries.filter((e) => e.key !== entry.key);
    this.dirty.set(entry.key, entry);
    this.commit([entry, ...rest], this.state.loaded);
  }

  setStarred(key: string, starred: boolean): void {
    const entries = this.state.entries.map((e) => (e.key === key ? { ...e, starred } : e));
    const changed = entries.find((e) => e.key === key);
    if (changed) this.dirty.set(key, changed);
    this.commit(entries, this.state.loaded);
  }

  clear(keepStarred: boolean): void {
    const gone = new Set(keysToClear(this.state.entries, keepStarred));
    this.remove(gone);
    this.commit(this.state.entries.filter((e) => !gone.has(e.key)), this.state.loaded);
  }

  private remove(keys: Iterable<string>): void {
    for (const k of keys) {
      this.removed.add(k);
      this.dirty.delete(k);
    }
  }

  private commit(entries: HistoryEntry[], loaded: boolean): void {
    const evict = new Set(evictionFor(entries, this.state.cap));
    if (evict.size > 0) this.remove(evict);
    this.state = { ...this.state, entries: evict.size > 0 ? entries.filter((e) => !evict.has(e.key)) : entries, loaded };
    for (const l of this.listeners) l();
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (!idb || this.flushTimer !== undefined) return;
    this.flushTimer = setTimeout(() => void this.flush(), 250);
  }

  /** Writes pending changes now (also used before a reload in tests). */
  async flush(): Promise<void> {
    this.flushTimer = undefined;
    if (!idb) return;
    const writes = [...this.dirty.values()];
    const deletes = [...this.removed];
    this.dirty = new Map();
    this.removed = new Set();
    try {
      if (deletes.length > 0) await delMany(deletes, idb);
      if (writes.length > 0) await setMany(writes.map((e) => [e.key, e]), idb);
    } catch {
      // A failed write loses history, never the call: nothing to tell the page.
    }
  }
}

export const historyStore = new HistoryStore();

export function useHistory(): HistoryState {
  return useSyncExternalStore(historyStore.subscribe, historyStore.get, historyStore.get);
}
