import { describe, expect, it } from 'vitest';
import { COORD_TYPES } from '../../api/contract/common';
import { convert, isPlausible } from './convert';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };

describe('coordinate systems', () => {
  it('reproduces the published KATECH sample (api-facts §4) to within two metres', () => {
    // {"coordinate":{"lat":"552074.351684","lon":"309911.6786"}} for WGS84 37.5665/126.9780.
    const k = convert('WGS84GEO', 'KATECH', CITY_HALL);
    // The service's own datum shift is not published; this one lands 1.8 m away (the 3-parameter
    // set -146.43,507.89,681.46 lands 6.2 m away).
    expect(Math.hypot(k.lat - 552074.351684, k.lon - 309911.6786)).toBeLessThan(2);
  });

  it('matches the closed Web Mercator formula', () => {
    const R = 6378137;
    const m = convert('WGS84GEO', 'EPSG3857', CITY_HALL);
    expect(m.lon).toBeCloseTo((R * CITY_HALL.lon * Math.PI) / 180, 3);
    expect(m.lat).toBeCloseTo(R * Math.log(Math.tan(Math.PI / 4 + (CITY_HALL.lat * Math.PI) / 360)), 3);
  });

  it('puts GRS80TM (EPSG:5186) origin at 38°N 127°E = (600000, 200000)', () => {
    const o = convert('WGS84GEO', 'GRS80TM', { lat: 38, lon: 127 });
    expect(o.lat).toBeCloseTo(600000, 3);
    expect(o.lon).toBeCloseTo(200000, 3);
  });

  it.each(COORD_TYPES)('round-trips WGS84 → %s → WGS84 within a centimetre', (system) => {
    const there = convert('WGS84GEO', system, CITY_HALL);
    expect(isPlausible(system, there)).toBe(true);
    const back = convert(system, 'WGS84GEO', there);
    // 1e-7 degrees is about a centimetre (the Bessel datum shift is inverted approximately, ~5 mm).
    expect(Math.abs(back.lat - CITY_HALL.lat)).toBeLessThan(1e-7);
    expect(Math.abs(back.lon - CITY_HALL.lon)).toBeLessThan(1e-7);
  });

  it('moves Bessel coordinates by the datum shift (hundreds of metres), GRS80 by almost nothing', () => {
    const bessel = convert('WGS84GEO', 'BESSELGEO', CITY_HALL);
    expect(Math.abs(bessel.lat - CITY_HALL.lat) * 111_000).toBeGreaterThan(200);
    const grs = convert('WGS84GEO', 'GRS80GEO', CITY_HALL);
    expect(Math.abs(grs.lat - CITY_HALL.lat)).toBeLessThan(1e-7);
  });

  it('says which values are implausible for a system', () => {
    expect(isPlausible('WGS84GEO', { lat: 126.978, lon: 37.5665 })).toBe(false);
    expect(isPlausible('KATECH', CITY_HALL)).toBe(false);
    expect(isPlausible('WGS84GEO', { lat: Number.NaN, lon: 127 })).toBe(false);
  });
});
