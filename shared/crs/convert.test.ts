import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { COORD_TYPES } from '../contract/common';
import { convert, describeImplausibility, implausibility, isPlausible } from './convert';
import { BESSELTM_MODIFIED_PROJ4, COORD_SYSTEM_LIST, COORD_SYSTEMS } from './definitions';
import { KOREA_REGION } from './korea-region';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };

/** Metres between two WGS84 points (local flat approximation, fine at these distances). */
function groundMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const k = 111_320;
  return Math.hypot((a.lat - b.lat) * k, (a.lon - b.lon) * k * Math.cos((a.lat * Math.PI) / 180));
}

/** A grid over the Korea region, 0.25° apart. */
function regionGrid(): { lat: number; lon: number }[] {
  const out: { lat: number; lon: number }[] = [];
  for (let lat = KOREA_REGION.lat[0]; lat <= KOREA_REGION.lat[1]; lat += 0.25) {
    for (let lon = KOREA_REGION.lon[0]; lon <= KOREA_REGION.lon[1]; lon += 0.25) out.push({ lat, lon });
  }
  return out;
}

describe('coordinate systems', () => {
  it('reproduces the published KATECH sample (api-facts §4) to within two metres', () => {
    // {"coordinate":{"lat":"552074.351684","lon":"309911.6786"}} for WGS84 37.5665/126.9780.
    const k = convert('WGS84GEO', 'KATECH', CITY_HALL);
    // The service's own datum shift is not published; the 7-parameter set lands 1.84 m away
    // (northing −1.00 m, easting −1.54 m); the 3-parameter set -146.43,507.89,681.46 lands 6.2 m away.
    expect(Math.hypot(k.lat - 552074.351684, k.lon - 309911.6786)).toBeLessThan(2);
    expect(groundMetres(convert('KATECH', 'WGS84GEO', { lat: 552074.351684, lon: 309911.6786 }), CITY_HALL)).toBeLessThan(2);
  });

  it('matches the closed Web Mercator formula', () => {
    const R = 6378137;
    const m = convert('WGS84GEO', 'EPSG3857', CITY_HALL);
    expect(m.lon).toBeCloseTo((R * CITY_HALL.lon * Math.PI) / 180, 3);
    expect(m.lat).toBeCloseTo(R * Math.log(Math.tan(Math.PI / 4 + (CITY_HALL.lat * Math.PI) / 360)), 3);
  });

  it('reproduces the EPSG Guidance Note 7-2 Pseudo-Mercator example', () => {
    // IOGP Publication 373-7-2, Popular Visualisation Pseudo Mercator worked example:
    // 24°22'54.433"N, 100°20'00.000"W → E −11 169 055.58 m, N 2 800 000.00 m.
    const m = convert('WGS84GEO', 'EPSG3857', { lat: 24 + 22 / 60 + 54.433 / 3600, lon: -(100 + 20 / 60) });
    expect(m.lon).toBeCloseTo(-11_169_055.58, 1);
    expect(m.lat).toBeCloseTo(2_800_000.0, 1);
  });

  it('uses a Transverse Mercator that reproduces the EPSG Guidance Note 7-2 example', () => {
    // The same tmerc method as KATECH, BESSELTM and GRS80TM, checked on the guidance note's
    // worked example (OSGB 1936 / British National Grid, Airy 1830):
    // 50°30'N, 0°30'E → E 577 274.99 m, N 69 740.50 m.
    const airy = '+a=6377563.396 +rf=299.3249646';
    const [e, n] = proj4(`+proj=longlat ${airy} +no_defs`, `+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 ${airy} +units=m +no_defs`, [0.5, 50.5]);
    expect(e).toBeCloseTo(577_274.99, 1);
    expect(n).toBeCloseTo(69_740.5, 1);
  });

  it('puts GRS80TM (EPSG:5186) origin at 38°N 127°E = (600000, 200000)', () => {
    const o = convert('WGS84GEO', 'GRS80TM', { lat: 38, lon: 127 });
    expect(o.lat).toBeCloseTo(600000, 3);
    expect(o.lon).toBeCloseTo(200000, 3);
  });

  it.each(COORD_TYPES)('round-trips WGS84 → %s → WGS84 within a centimetre over the whole region', (system) => {
    // Achieved: under 6 mm for the Bessel systems (the 7-parameter shift is inverted
    // approximately), a few nanometres for the others.
    let worst = 0;
    for (const p of regionGrid()) {
      const back = convert(system, 'WGS84GEO', convert('WGS84GEO', system, p));
      worst = Math.max(worst, groundMetres(back, p));
    }
    expect(worst).toBeLessThan(0.01);
  });

  it.each(COORD_TYPES)('%s: every point of the region converts to a plausible point, and the bounds are tight', (system) => {
    const seen = { lat: [Infinity, -Infinity], lon: [Infinity, -Infinity] };
    for (const p of regionGrid()) {
      const there = convert('WGS84GEO', system, p);
      expect(isPlausible(system, there), `${p.lat}, ${p.lon}`).toBe(true);
      for (const f of ['lat', 'lon'] as const) {
        seen[f][0] = Math.min(seen[f][0] ?? Infinity, there[f]);
        seen[f][1] = Math.max(seen[f][1] ?? -Infinity, there[f]);
      }
    }
    // Rounded outward by at most 10 km (projected); 0.01° of margin around a shifted region (geographic).
    const slack = COORD_SYSTEMS[system].kind === 'projected' ? 10_000 : 0.02;
    for (const f of ['lat', 'lon'] as const) {
      const [min, max] = COORD_SYSTEMS[system].bounds[f];
      expect(min).toBeGreaterThanOrEqual((seen[f][0] ?? 0) - slack);
      expect(max).toBeLessThanOrEqual((seen[f][1] ?? 0) + slack);
    }
  });

  it('moves Bessel coordinates by the datum shift (hundreds of metres), GRS80 by almost nothing', () => {
    const bessel = convert('WGS84GEO', 'BESSELGEO', CITY_HALL);
    expect(Math.abs(bessel.lat - CITY_HALL.lat) * 111_000).toBeGreaterThan(200);
    const grs = convert('WGS84GEO', 'GRS80GEO', CITY_HALL);
    expect(Math.abs(grs.lat - CITY_HALL.lat)).toBeLessThan(1e-7);
  });

  it('documents the BESSELTM choice: the modified belt (10.405") is about 254 m further west', () => {
    const plain = convert('WGS84GEO', 'BESSELTM', CITY_HALL);
    const [x, y] = proj4('WGS84', BESSELTM_MODIFIED_PROJ4, [CITY_HALL.lon, CITY_HALL.lat]);
    expect(plain.lon - (x ?? 0)).toBeGreaterThan(250);
    expect(plain.lon - (x ?? 0)).toBeLessThan(258);
    expect(Math.abs(plain.lat - (y ?? 0))).toBeLessThan(1);
  });

  it('says which values are implausible for a system, and why', () => {
    expect(isPlausible('WGS84GEO', { lat: 126.978, lon: 37.5665 })).toBe(false);
    expect(isPlausible('WGS84GEO', { lat: Number.NaN, lon: 127 })).toBe(false);
    const lon = implausibility('WGS84GEO', { lat: 37.5, lon: 150 });
    expect(lon).toEqual({ rule: 'crs.range', field: 'lon', system: 'WGS84GEO', min: 123, max: 133, axis: 'longitude' });
    // The emulator's words for it, as its 9402 answers give them.
    expect(lon && describeImplausibility(lon)).toBe('must be between 123 and 133 (longitude (°)) for WGS84GEO');
    expect(implausibility('KATECH', { lat: 9_000_000, lon: 300_000 })).toMatchObject({ rule: 'crs.range', field: 'lat', axis: 'northing', min: -70_000, max: 1_280_000 });
    // Degrees sent for a projected system.
    for (const system of ['KATECH', 'BESSELTM', 'GRS80TM', 'EPSG3857'] as const) {
      expect(isPlausible(system, CITY_HALL), system).toBe(false);
    }
    const degrees = implausibility('KATECH', CITY_HALL);
    expect(degrees).toEqual({ rule: 'crs.degrees', field: 'lat', system: 'KATECH', lat: CITY_HALL.lat, lon: CITY_HALL.lon });
    expect(degrees && describeImplausibility(degrees)).toContain('look like degrees');
    // x and y swapped in Web Mercator.
    expect(implausibility('EPSG3857', { lat: 14_135_126, lon: 4_518_366 })?.field).toBe('lat');
  });

  it('lists every system once with a label, kind, source and axes', () => {
    expect(COORD_SYSTEM_LIST.map((s) => s.id)).toEqual([...COORD_TYPES]);
    for (const s of COORD_SYSTEM_LIST) {
      expect(s.label.length).toBeGreaterThan(0);
      expect(s.source).toMatch(/EPSG:\d+|published parameters/);
      expect(s.axes.lat).toMatch(s.kind === 'projected' ? /northing/ : /latitude/);
    }
  });
});
