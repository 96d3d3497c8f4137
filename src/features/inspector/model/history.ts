import type { RequestEvent } from '../../../api/request-events';

/** One saved call: the redacted event, whether the user starred it, and what it costs to keep. */
export interface HistoryEntry {
  key: string;
  event: RequestEvent;
  starred: boolean;
  /** Approximate stored size (characters of the text fields). */
  bytes: number;
}

export interface HistoryCap {
  maxRows: number;
  maxBytes: number;
}

export const DEFAULT_HISTORY_CAP: HistoryCap = { maxRows: 300, maxBytes: 4 * 1024 * 1024 };

/** A key that stays unique across reloads (event ids restart at 1 on each page load). */
export function historyKey(event: Pick<RequestEvent, 'id' | 'startedAt'>): string {
  return `${event.startedAt.toString(36).padStart(9, '0')}-${event.id}`;
}

function entryBytes(event: RequestEvent): number {
  let n = event.url.length + (event.requestBody?.length ?? 0) + (event.responseBody?.length ?? 0) + (event.error?.message.length ?? 0);
  for (const [k, v] of Object.entries(event.headers)) n += k.length + v.length;
  for (const [k, v] of Object.entries(event.responseHeaders ?? {})) n += k.length + v.length;
  return n + 64;
}

export function toEntry(event: RequestEvent, starred = false): HistoryEntry {
  return { key: historyKey(event), event, starred, bytes: entryBytes(event) };
}

/** Newest first. */
export function sortEntries(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => b.event.startedAt - a.event.startedAt || b.event.id - a.event.id);
}

export function historyTotals(entries: readonly HistoryEntry[]): { rows: number; bytes: number; starred: number } {
  return {
    rows: entries.length,
    bytes: entries.reduce((n, e) => n + e.bytes, 0),
    starred: entries.filter((e) => e.starred).length,
  };
}

/**
 * Keys to evict so that the rest fits the cap: oldest un-starred first. Starred entries are never
 * evicted, even when they alone exceed the cap (the user chose to keep them).
 */
export function evictionFor(entries: readonly HistoryEntry[], cap: HistoryCap): string[] {
  let { rows, bytes } = historyTotals(entries);
  const evict: string[] = [];
  const oldestFirst = sortEntries(entries).reverse();
  for (const e of oldestFirst) {
    if (rows <= cap.maxRows && bytes <= cap.maxBytes) break;
    if (e.starred) continue;
    evict.push(e.key);
    rows -= 1;
    bytes -= e.bytes;
  }
  return evict;
}

/** Keys that "clear" removes: everything, or everything but the starred entries. */
export function keysToClear(entries: readonly HistoryEntry[], keepStarred: boolean): string[] {
  return entries.filter((e) => !(keepStarred && e.starred)).map((e) => e.key);
}

export interface HistoryFilter {
  /** Part of the path, e.g. "reversegeo" or "/tmap/geo". */
  path: string;
  /** "200", "4xx", "429", "error" (any failure) or "ok"; empty for any. */
  status: string;
  /** Free text searched in the URL (decoded), the request body and the response body. */
  text: string;
  starredOnly?: boolean;
}

export const EMPTY_FILTER: HistoryFilter = { path: '', status: '', text: '' };

/** The URL as a person reads it: query values decoded ("+" and %20 both as spaces). */
function decoded(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${decodeURIComponent(u.pathname)}?${[...u.searchParams].map(([k, v]) => `${k}=${v}`).join('&')}`;
  } catch {
    return url;
  }
}

function pathname(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Whether a status filter accepts an event. Unknown filter text matches nothing. */
export function statusMatches(filter: string, event: Pick<RequestEvent, 'status' | 'error'>): boolean {
  const f = filter.trim().toLowerCase();
  if (!f) return true;
  const failed = event.error !== undefined || (event.status !== undefined && event.status >= 400);
  if (f === 'error' || f === 'failed' || f === '실패' || f === '오류') return failed;
  if (f === 'ok' || f === '성공') return !failed && event.status !== undefined;
  if (/^\d{3}$/.test(f)) return String(event.status ?? '') === f;
  if (/^\dxx$/.test(f)) return event.status !== undefined && String(event.status).startsWith(f[0] ?? '');
  // A service code (THROTTLED, 9401) also works here.
  return event.error?.code?.toLowerCase() === f;
}

export function matchesFilter(entry: HistoryEntry, filter: HistoryFilter): boolean {
  const e = entry.event;
  if (filter.starredOnly && !entry.starred) return false;
  const path = filter.path.trim().toLowerCase();
  if (path && !pathname(e.url).toLowerCase().includes(path) && !e.operation.toLowerCase().includes(path)) return false;
  if (!statusMatches(filter.status, e)) return false;
  const text = filter.text.trim().toLowerCase();
  if (text) {
    const hay = [decoded(e.url), e.requestBody ?? '', e.responseBody ?? '', e.error?.message ?? ''].join('\n').toLowerCase();
    if (!hay.includes(text)) return false;
  }
  return true;
}

export function filterHistory(entries: readonly HistoryEntry[], filter: HistoryFilter): HistoryEntry[] {
  return entries.filter((e) => matchesFilter(e, filter));
}
