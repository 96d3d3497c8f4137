import { describe, expect, it } from 'vitest';
import { addCall, countsOn, KEEP_DAYS, kstDay, msUntilKstMidnight, parseCounts } from './day-counter';

describe('calls per Korean day', () => {
  it('changes day at midnight KST, not UTC', () => {
    // 2025-03-01 14:59:59 UTC = 23:59:59 KST; one second later it is the 2nd in Korea.
    const before = Date.UTC(2025, 2, 1, 14, 59, 59);
    expect(kstDay(before)).toBe('2025-03-01');
    expect(kstDay(before + 1000)).toBe('2025-03-02');
    expect(msUntilKstMidnight(before)).toBe(1000);
    expect(msUntilKstMidnight(before + 1000)).toBe(24 * 3600 * 1000);
  });

  it('counts per operation per day and keeps a week', () => {
    const t = Date.UTC(2025, 2, 1, 3, 0, 0);
    let c = addCall({}, 'reverseGeocoding', t);
    c = addCall(c, 'reverseGeocoding', t + 1000);
    c = addCall(c, 'fullAddrGeo', t);
    expect(countsOn(c, '2025-03-01')).toEqual([
      { operation: 'reverseGeocoding', calls: 2 },
      { operation: 'fullAddrGeo', calls: 1 },
    ]);
    for (let d = 1; d <= 10; d++) c = addCall(c, 'x', t + d * 86_400_000);
    expect(Object.keys(c)).toHaveLength(KEEP_DAYS);
    expect(c['2025-03-01']).toBeUndefined();
  });

  it('reads stored counts defensively', () => {
    expect(parseCounts('{"2025-03-01":{"a":2,"b":"x","c":-1},"bad":{"a":1}}')).toEqual({ '2025-03-01': { a: 2 } });
    expect(parseCounts('nope')).toEqual({});
    expect(parseCounts(null)).toEqual({});
  });
});
