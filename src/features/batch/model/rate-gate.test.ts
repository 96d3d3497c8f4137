import { describe, expect, it } from 'vitest';
import { HEADROOM, RateGate } from './rate-gate';

describe('RateGate', () => {
  const interval = 1000 / (10 * HEADROOM);

  it('spaces starts evenly and never saves idle time into a burst', () => {
    const g = new RateGate(10);
    expect(g.delay(0)).toBe(0);
    g.take(0);
    expect(g.delay(0)).toBeCloseTo(interval);
    g.take(interval);
    expect(g.delay(interval)).toBeCloseTo(interval);
    // Idle for 10 s: one start now, the next a full interval later.
    g.take(10_000);
    expect(g.delay(10_000)).toBeCloseTo(interval);
  });

  it('keeps to its grid when a start comes a little late', () => {
    const g = new RateGate(10);
    g.take(0);
    g.take(interval + 30); // 30 ms late
    expect(g.delay(interval + 30)).toBeCloseTo(interval - 30);
  });

  it('never lets more than the cap start in any 1 s window', () => {
    const g = new RateGate(20);
    const starts: number[] = [];
    let t = 0;
    while (starts.length < 200) {
      t += g.delay(t) + (starts.length % 3 === 0 ? 7 : 0); // timers firing late now and then
      g.take(t);
      starts.push(t);
    }
    for (let i = 0; i + 20 < starts.length; i++) expect((starts[i + 20] ?? 0) - (starts[i] ?? 0)).toBeGreaterThan(1000);
  });

  it('follows a new rate', () => {
    const g = new RateGate(10);
    g.setRate(100);
    g.take(0);
    expect(g.delay(0)).toBeCloseTo(1000 / (100 * HEADROOM));
  });
});
