import type { RequestEvent } from '../../../api/request-events';

/** Path and query of a URL, decoded so Korean text and placeholders read as typed. */
export function callPath(url: string): string {
  try {
    const u = new URL(url);
    const query = [...u.searchParams].map(([k, v]) => `${k}=${v}`).join('&');
    return u.pathname + (query ? `?${query}` : '');
  } catch {
    return url;
  }
}

export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export type CallState = 'pending' | 'good' | 'bad';

export function callState(e: Pick<RequestEvent, 'phase' | 'error' | 'status'>): CallState {
  if (e.phase === 'start') return 'pending';
  if (e.error || (e.status !== undefined && e.status >= 400)) return 'bad';
  return 'good';
}

/** "3 h 12 min" style, for the time left until the quota resets. */
export function hoursMinutes(ms: number): { h: number; m: number } {
  const total = Math.max(0, Math.ceil(ms / 60_000));
  return { h: Math.floor(total / 60), m: total % 60 };
}
