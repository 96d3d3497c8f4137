/**
 * Calls per operation per Korean calendar day. The service sends no rate-limit headers, so the
 * console counts what it sent; daily quotas reset at midnight KST (UTC+9, no daylight saving).
 */
import { KST_OFFSET_MS } from './kst';
import { parseNestedCounts, type NestedCounts } from './stored-counts';

export type DayCounts = NestedCounts;

/** A day as YYYY-MM-DD. */
export const isDay = (key: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(key);

const DAY_MS = 24 * 60 * 60 * 1000;
export const KEEP_DAYS = 7;

/** The Korean calendar day of an instant, as YYYY-MM-DD. */
export function kstDay(ms: number): string {
  return new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Milliseconds from an instant to the next midnight in Korea. */
export function msUntilKstMidnight(ms: number): number {
  const local = ms + KST_OFFSET_MS;
  return DAY_MS - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

/** Adds one call; keeps only the last KEEP_DAYS days. Returns a new object. */
export function addCall(counts: DayCounts, operation: string, ms: number): DayCounts {
  const day = kstDay(ms);
  const today = counts[day] ?? {};
  const next: DayCounts = { ...counts, [day]: { ...today, [operation]: (today[operation] ?? 0) + 1 } };
  const days = Object.keys(next).sort().reverse();
  for (const old of days.slice(KEEP_DAYS)) delete next[old];
  return next;
}

/** One day's counts, biggest first. */
export function countsOn(counts: DayCounts, day: string): { operation: string; calls: number }[] {
  return Object.entries(counts[day] ?? {})
    .map(([operation, calls]) => ({ operation, calls }))
    .sort((a, b) => b.calls - a.calls || a.operation.localeCompare(b.operation));
}

/** Reads what localStorage held; anything malformed is dropped. */
export function parseCounts(text: string | null): DayCounts {
  return parseNestedCounts(text, isDay, () => true);
}
