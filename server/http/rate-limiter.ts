/**
 * Per-key request limits, as the gateway applies them:
 * - a requests-per-second limit over a sliding 1 s window (THROTTLED);
 * - a daily quota per Korean calendar day, UTC+9 (QUOTA_EXCEEDED).
 * A rejected request counts against neither. The quota is checked first, so an exhausted
 * key keeps hearing QUOTA_EXCEEDED rather than THROTTLED. The per-second window lives in
 * memory; the day's count is also kept in `DayCounts` (the database, db/quota-counts.ts) while
 * a quota is on, so it survives a restart: a daily quota is a promise about a day.
 */

/** Where the day's counts are kept beyond the process. */
export interface DayCounts {
  /** The count of `key` on Korean day number `day` (0 when none). */
  get(key: string, day: number): number;
  set(key: string, day: number, count: number): void;
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
    if (dailyQuota > 0 && state.dayCount >= dailyQuota) return 'QUOTA_EXCEEDED';
    if (rps > 0) {
      while (state.recent.length > 0 && (state.recent[0] ?? t) <= t - WINDOW_MS) state.recent.shift();
      if (state.recent.length >= rps) return 'THROTTLED';
      state.recent.push(t);
    }
    state.dayCount += 1;
    if (dailyQuota > 0) this.counts?.set(key, state.day, state.dayCount);
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
