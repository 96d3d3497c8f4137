import { describe, expect, it } from 'vitest';
import { COORD_TYPES } from '../../../../shared/contract/common';
import { convert } from '../../../../shared/crs/convert';
import { compareConversions, DRIFT_LIMIT_M, formatMetres, groundDistance, inEverySystem } from './compare';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };

describe('groundDistance', () => {
  it('measures metres on the ground in every system', () => {
    const east = { lat: 37.5665, lon: 126.978 + 10 / (111_320 * Math.cos((37.5665 * Math.PI) / 180)) };
    for (const system of COORD_TYPES) {
      const d = groundDistance(system, convert('WGS84GEO', system, CITY_HALL), convert('WGS84GEO', system, east));
      expect(d).toBeCloseTo(10, 1);
    }
  });
});

describe('inEverySystem', () => {
  it('gives the point in all seven systems, KATECH near the published sample', () => {
    const rows = inEverySystem('WGS84GEO', CITY_HALL);
    expect(rows.map((r) => r.system)).toEqual([...COORD_TYPES]);
    const katech = rows.find((r) => r.system === 'KATECH')?.point;
    expect(Math.hypot((katech?.lon ?? 0) - 309911.6786, (katech?.lat ?? 0) - 552074.351684)).toBeLessThan(2.5);
  });
});

describe('compareConversions', () => {
  const local = convert('WGS84GEO', 'KATECH', CITY_HALL);

  it('finds no difference when the service answers what the local definitions do', () => {
    const c = compareConversions('WGS84GEO', CITY_HALL, 'KATECH', local, CITY_HALL);
    expect(c.apiDeltaM).toBeLessThan(0.001);
    expect(c.roundTripM).toBeLessThan(0.001);
    // proj4's inverse of the 7-parameter shift is iterative: a few millimetres, no more.
    expect(c.localRoundTripM).toBeLessThan(0.01);
    expect(c.flagged).toBe(false);
  });

  it('flags a service answer more than a metre away, or a round trip that drifts', () => {
    const off = compareConversions('WGS84GEO', CITY_HALL, 'KATECH', { lat: local.lat + 1.5, lon: local.lon }, undefined);
    expect(off.apiDeltaM).toBeCloseTo(1.5, 1);
    expect(off.flagged).toBe(true);
    const drift = compareConversions('WGS84GEO', CITY_HALL, 'KATECH', local, { lat: CITY_HALL.lat + 2 / 111_000, lon: CITY_HALL.lon });
    expect(drift.roundTripM).toBeGreaterThan(DRIFT_LIMIT_M);
    expect(drift.flagged).toBe(true);
  });

  it('leaves the service figures undefined until it answers', () => {
    const c = compareConversions('WGS84GEO', CITY_HALL, 'GRS80TM', undefined, undefined);
    expect(c.apiDeltaM).toBeUndefined();
    expect(c.roundTripM).toBeUndefined();
    expect(c.flagged).toBe(false);
  });
});

describe('formatMetres', () => {
  it('keeps centimetres near zero and switches to km far away', () => {
    expect(formatMetres(0.034)).toBe('0.03 m');
    expect(formatMetres(254.4)).toBe('254 m');
    expect(formatMetres(12_345)).toBe('12.3 km');
  });
});
