/**
 * Per-key request limits, as the gateway applies them:
 * - a requests-per-second limit over a sliding 1 s window (THROTTLED);
 * - a daily quota per Korean calendar day, UTC+9 (QUOTA_EXCEEDED).
 * A rejected request counts against neither. The quota is checked first, so an exhausted
 * key keeps hearing QUOTA_EXCEEDED rather than THROTTLED. The per-second window lives in
 * memory; while a quota is on, the day's count lives in `DayCounts` (the database,
 * db/quota-counts.ts), so it survives a restart (a daily quota is a promise about a day) and
 * several processes over one database count together: each admitted request is counted there
 * by one atomic increment that refuses to pass the quota.
 */

/** Where the day's counts are kept beyond the process. */
export interface DayCounts {
  /** The count of `key` on Korean day number `day` (0 when none). */
  get(key: string, day: number): number;
  /**
   * Counts one request of `key` on `day` unless the day's count has reached `limit`, in one
   * atomic step: the new count, or null when the limit was already reached (perhaps by another
   * process counting on the same database).
   */
  take(key: string, day: number, limit: number): number | null;
  clear(): void;
}

export type LimitVerdict = 'ok' | 'THROTTLED' | 'QUOTA_EXCEEDED';

export interface RateLimits {
  /** Requests per second per key; 0 = unlimited. */
  rps: number;
  /** Requests per day per key; 0 = unlimited. */
  dailyQuota: number;
}

const WINDOW_MS = 1000;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface KeyState {
  /** Times of the requests admitted in the last window, oldest first. */
  recent: number[];
  day: number;
  dayCount: number;
}

export class RateLimiter {
  private readonly keys = new Map<string, KeyState>();
  private limits: RateLimits;

  constructor(
    private readonly configured: RateLimits,
    private readonly now: () => number = Date.now,
    private readonly counts?: DayCounts,
  ) {
    this.limits = { ...configured };
  }

  /** The limits in force. */
  get current(): RateLimits {
    return { ...this.limits };
  }

  /** Replaces the limits (test-mode control); counters are kept. */
  setLimits(limits: RateLimits): void {
    this.limits = { ...limits };
  }

  /** Decides one request of `key`, counting it when admitted. */
  admit(key: string): LimitVerdict {
    const { rps, dailyQuota } = this.limits;
    if (rps === 0 && dailyQuota === 0) return 'ok';
    const t = this.now();
    const state = this.stateOf(key, t);
    const shared = dailyQuota > 0 ? this.counts : undefined;
    // Other processes may have counted since: the stored count is the one that holds.
    if (shared) state.dayCount = shared.get(key, state.day);
    if (dailyQuota > 0 && state.dayCount >= dailyQuota) return 'QUOTA_EXCEEDED';
    if (rps > 0) {
      while (state.recent.length > 0 && (state.recent[0] ?? t) <= t - WINDOW_MS) state.recent.shift();
      if (state.recent.length >= rps) return 'THROTTLED';
    }
    if (shared) {
      const count = shared.take(key, state.day, dailyQuota);
      if (count === null) return 'QUOTA_EXCEEDED';
      state.dayCount = count;
    } else {
      state.dayCount += 1;
    }
    if (rps > 0) state.recent.push(t);
    return 'ok';
  }

  /** Forgets every counter and restores the configured limits (control reset). */
  reset(): void {
    this.keys.clear();
    this.counts?.clear();
    this.limits = { ...this.configured };
  }

  private stateOf(key: string, t: number): KeyState {
    const day = Math.floor((t + KST_OFFSET_MS) / DAY_MS);
    let state = this.keys.get(key);
    if (!state) {
      state = { recent: [], day, dayCount: this.counts?.get(key, day) ?? 0 };
      this.keys.set(key, state);
    } else if (state.day !== day) {
      state.day = day;
      state.dayCount = this.counts?.get(key, day) ?? 0;
    }
    return state;
  }
}
