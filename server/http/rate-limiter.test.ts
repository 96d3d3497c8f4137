import { describe, it, expect } from 'vitest';
import { RateLimiter } from './rate-limiter';

function clock(start: number) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RateLimiter', () => {
  it('admits everything when both limits are off', () => {
    const r = new RateLimiter({ rps: 0, dailyQuota: 0 });
    for (let i = 0; i < 1000; i++) expect(r.admit('k')).toBe('ok');
  });

  it('throttles over the per-second limit in a sliding window', () => {
    const c = clock(1_000_000);
    const r = new RateLimiter({ rps: 2, dailyQuota: 0 }, c.now);
    expect(r.admit('k')).toBe('ok');
    c.advance(500);
    expect(r.admit('k')).toBe('ok');
    expect(r.admit('k')).toBe('THROTTLED');
    c.advance(500); // the first request leaves the window
    expect(r.admit('k')).toBe('ok');
    expect(r.admit('k')).toBe('THROTTLED');
  });

  it('counts keys separately', () => {
    const r = new RateLimiter({ rps: 1, dailyQuota: 0 }, () => 0);
    expect(r.admit('a')).toBe('ok');
    expect(r.admit('b')).toBe('ok');
    expect(r.admit('a')).toBe('THROTTLED');
  });

  it('enforces the daily quota and renews it at midnight in Korea', () => {
    // 2030-01-01T14:59:00Z is 23:59 in Korea.
    const c = clock(Date.UTC(2030, 0, 1, 14, 59));
    const r = new RateLimiter({ rps: 0, dailyQuota: 2 }, c.now);
    expect(r.admit('k')).toBe('ok');
    expect(r.admit('k')).toBe('ok');
    expect(r.admit('k')).toBe('QUOTA_EXCEEDED');
    c.advance(60_000);
    expect(r.admit('k')).toBe('ok');
  });

  it('does not count throttled requests against the quota', () => {
    const c = clock(0);
    const r = new RateLimiter({ rps: 1, dailyQuota: 2 }, c.now);
    expect(r.admit('k')).toBe('ok');
    expect(r.admit('k')).toBe('THROTTLED');
    c.advance(1000);
    expect(r.admit('k')).toBe('ok');
    c.advance(1000);
    expect(r.admit('k')).toBe('QUOTA_EXCEEDED');
  });

  it('forgets counters on reset', () => {
    const r = new RateLimiter({ rps: 1, dailyQuota: 1 }, () => 0);
    r.admit('k');
    expect(r.admit('k')).toBe('QUOTA_EXCEEDED');
    r.reset();
    expect(r.admit('k')).toBe('ok');
  });
});
