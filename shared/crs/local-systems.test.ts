import { describe, expect, it } from 'vitest';
import { convert, convertWithDefinition, definitionProblem } from './convert';
import { LOCAL_SYSTEM_IDS, LOCAL_SYSTEMS, type LocalSystemId } from './definitions';
import { KOREA_REGION } from './korea-region';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };
const into = (id: LocalSystemId, p = CITY_HALL) => convertWithDefinition(LOCAL_SYSTEMS[id].proj4, 'to', p);

/**
 * Seoul City Hall (37.5665 N, 126.978 E, WGS84) in each system, as computed by PROJ (pyproj /
 * epsg.io transforms) and, for the TM systems, by an exact ellipsoidal TM (complex-latitude
 * continuation of the meridian arc, 40 digits) that agrees with epsg.io to < 1e-8 m:
 * - EPSG:5179: E 953901.1653121522, N 1952032.080979087
 * - EPSG:5186: E 198056.3667370282, N 551885.0305887158 — EPSG:5181 is the same projection with a
 *   false northing 100 km smaller, so N 451885.0305887158
 * - EPSG:32652: E 321424.286, N 4159640.641 (MGRS 52S CG 21424 59640)
 * - EPSG:5174 (PROJ, with its Bessel → WGS84 shift): E 197986.7455, N 451579.8510
 */
const PUBLISHED: Record<LocalSystemId, { e: number; n: number; within: number }> = {
  'EPSG:5179': { e: 953901.1653121522, n: 1952032.080979087, within: 0.001 },
  'EPSG:5181': { e: 198056.3667370282, n: 451885.0305887158, within: 0.001 },
  'EPSG:32652': { e: 321424.286, n: 4159640.641, within: 0.001 },
  // The datum shift is the 7-parameter set PROJ applies too; 5 cm covers its rounding.
  'EPSG:5174': { e: 197986.7455, n: 451579.851, within: 0.1 },
};

describe('local-only systems', () => {
  it.each(LOCAL_SYSTEM_IDS)('puts Seoul City Hall where the published transform does: %s', (id) => {
    const p = into(id);
    const ref = PUBLISHED[id];
    expect(Math.hypot(p.lon - ref.e, p.lat - ref.n)).toBeLessThan(ref.within);
  });

  it('reads UTM-K at its origin exactly as its definition says (38°N 127.5°E → 1,000 km E, 2,000 km N)', () => {
    const o = into('EPSG:5179', { lat: 38, lon: 127.5 });
    expect(o.lon).toBeCloseTo(1_000_000, 3);
    expect(o.lat).toBeCloseTo(2_000_000, 3);
  });

  it('has EPSG:5174 about 254 m west of EPSG:2097 (the service’s BESSELTM) in x, the 10.405″ of the modified origin', () => {
    const modified = into('EPSG:5174');
    const plain = convert('WGS84GEO', 'BESSELTM', CITY_HALL);
    expect(plain.lon - modified.lon).toBeGreaterThan(250);
    expect(plain.lon - modified.lon).toBeLessThan(258);
    expect(Math.abs(plain.lat - modified.lat)).toBeLessThan(1);
  });

  it('has EPSG:5181 100 km south of the service’s GRS80TM (EPSG:5186), same easting', () => {
    const p5181 = into('EPSG:5181');
    const p5186 = convert('WGS84GEO', 'GRS80TM', CITY_HALL);
    expect(p5186.lat - p5181.lat).toBeCloseTo(100_000, 3);
    expect(p5186.lon).toBeCloseTo(p5181.lon, 3);
  });

  it.each(LOCAL_SYSTEM_IDS)('goes there and back within a millimetre all over Korea (a centimetre through a datum shift): %s', (id) => {
    const limit = id === 'EPSG:5174' ? 0.01 : 0.001;
    for (let lat = KOREA_REGION.lat[0]; lat <= KOREA_REGION.lat[1]; lat += 1.5) {
      for (let lon = KOREA_REGION.lon[0]; lon <= KOREA_REGION.lon[1]; lon += 1.5) {
        const there = into(id, { lat, lon });
        const back = convertWithDefinition(LOCAL_SYSTEMS[id].proj4, 'from', there);
        const metres = Math.hypot((back.lat - lat) * 111_320, (back.lon - lon) * 111_320 * Math.cos((lat * Math.PI) / 180));
        expect(metres, `${lat}, ${lon}`).toBeLessThan(limit);
      }
    }
  });

  it('takes a definition proj4 reads and refuses one it cannot use, saying why', () => {
    for (const id of LOCAL_SYSTEM_IDS) expect(definitionProblem(LOCAL_SYSTEMS[id].proj4)).toBeNull();
    expect(definitionProblem('+proj=longlat +datum=WGS84 +no_defs')).toBeNull();
    expect(definitionProblem('EPSG:5179')).toEqual({ rule: 'proj4.notProj4' });
    expect(definitionProblem('+proj=nonsense')).toMatchObject({ rule: 'proj4.unreadable', complaint: expect.stringMatching(/\w/) });
  });
});
