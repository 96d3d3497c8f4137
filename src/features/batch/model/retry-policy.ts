import { isApiError } from '../../../api/errors';

/**
 * What a failed attempt means for its row:
 * - 'throttled': 429 THROTTLED — the per-second limit; retry after a backoff.
 * - 'transient': 5xx, network failure or timeout — retry after a backoff.
 * - 'quota': 429 QUOTA_EXCEEDED — the day's quota is spent; retrying before the next Korean
 *   day is pointless, so the run pauses and the row waits.
 * - 'fatal': any other 4xx (bad input, unknown key, no address there…) — the row fails.
 * - 'aborted': the run was stopped under the request; the row goes back to pending.
 */
export type FailureKind = 'throttled' | 'transient' | 'quota' | 'fatal' | 'aborted';

export function classifyFailure(error: unknown): FailureKind {
  if (!isApiError(error)) return 'fatal';
  if (error.kind === 'aborted') return 'aborted';
  if (error.kind === 'network' || error.kind === 'timeout') return 'transient';
  if (error.status === 429) return error.code === 'QUOTA_EXCEEDED' ? 'quota' : 'throttled';
  if (error.status !== undefined && error.status >= 500) return 'transient';
  return 'fatal';
}

export interface BackoffSettings {
  /** Delay before the first retry, ms. */
  baseDelayMs: number;
  /** Upper bound of one delay, ms. */
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = { baseDelayMs: 400, maxDelayMs: 10_000 };

/**
 * Exponential backoff with jitter: base·2^(attempts−1), capped, times a factor in [0.5, 1.5)
 * so rows throttled together do not come back together. `attempts` = attempts made so far (≥ 1).
 */
export function backoffDelay(attempts: number, random: number, settings: BackoffSettings = DEFAULT_BACKOFF): number {
  const exp = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.5 + random));
}
