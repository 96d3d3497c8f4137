/**
 * Calls sent per key per Korean calendar day, the key known only by its fingerprint
 * (key-fingerprint.ts): `{ "<fingerprint>": { "2026-11-24": 12, … } }`. The service sends no
 * quota headers, so the console counts what it sent; quotas reset at midnight KST.
 */
import { isDay, KEEP_DAYS, kstDay } from './day-counter';
import { parseNestedCounts } from './stored-counts';

export type KeyCallCounts = Record<string, Record<string, number>>;

/** Adds one call for a key; drops days older than KEEP_DAYS and keys left with none. Returns a new object. */
export function addKeyCall(counts: KeyCallCounts, fingerprint: string, ms: number): KeyCallCounts {
  const day = kstDay(ms);
  const days = counts[fingerprint] ?? {};
  const next: KeyCallCounts = { ...counts, [fingerprint]: { ...days, [day]: (days[day] ?? 0) + 1 } };
  const oldest = kstDay(ms - (KEEP_DAYS - 1) * 24 * 60 * 60 * 1000);
  for (const [fp, perDay] of Object.entries(next)) {
    const kept = Object.fromEntries(Object.entries(perDay).filter(([d]) => d >= oldest));
    if (Object.keys(kept).length === 0) delete next[fp];
    else next[fp] = kept;
  }
  return next;
}

/** Calls sent today (Korean day of `ms`) with the key of this fingerprint. */
export function callsToday(counts: KeyCallCounts, fingerprint: string, ms: number): number {
  return counts[fingerprint]?.[kstDay(ms)] ?? 0;
}

/** How today's count stands against a daily quota (none when the quota is unknown). */
export type QuotaState = 'none' | 'ok' | 'near' | 'over';

/** "near" from this share of the quota on. */
const NEAR_QUOTA = 0.8;

export function quotaState(calls: number, quota: number | null | undefined): QuotaState {
  if (!quota || quota <= 0) return 'none';
  if (calls >= quota) return 'over';
  return calls >= quota * NEAR_QUOTA ? 'near' : 'ok';
}

/** Reads what localStorage held; anything malformed (a key that is not a fingerprint) is dropped. */
export function parseKeyCallCounts(text: string | null): KeyCallCounts {
  return parseNestedCounts(text, (fp) => /^[0-9a-f]{8}$/.test(fp), isDay);
}
