import { afterEach, describe, expect, it } from 'vitest';
import { coordConvertResponseSchema } from '../shared/contract/geo';
import { COORD_TYPES } from '../shared/contract/common';
import { convert } from '../shared/crs/convert';
import { serviceNumber } from './routes/coord-convert';
import { makeTestApp, type TestApp } from './testing/test-app';
import { expectTmapError, tmapPath } from './testing/tmap-requests';

let t: TestApp;
afterEach(() => t.close());

const CITY_HALL = { lat: '37.5665', lon: '126.9780' };
const coordconvert = (p: Record<string, string | undefined> = {}) => tmapPath('/tmap/geo/coordconvert', { ...CITY_HALL, ...p });

async function coordinate(res: Response): Promise<{ lat: string; lon: string }> {
  expect(res.status).toBe(200);
  return ((await res.json()) as { coordinate: { lat: string; lon: string } }).coordinate;
}

describe('GET /tmap/geo/coordconvert', () => {
  it('converts WGS84 to KATECH near the published sample, as strings (lat = y, lon = x)', async () => {
    t = makeTestApp();
    const c = await coordinate(await t.get(coordconvert({ fromCoord: 'WGS84GEO', toCoord: 'KATECH' })));
    expect(typeof c.lat).toBe('string');
    // api-facts §4: {"lat":"552074.351684","lon":"309911.6786"}; the published Bessel shift lands within ~2 m.
    expect(Math.hypot(Number(c.lat) - 552074.351684, Number(c.lon) - 309911.6786)).toBeLessThan(2.5);
  });

  it('defaults both systems to WGS84GEO', async () => {
    t = makeTestApp();
    expect(await coordinate(await t.get(coordconvert()))).toEqual({ lat: '37.5665', lon: '126.978' });
    const toKatech = await coordinate(await t.get(coordconvert({ toCoord: 'KATECH' })));
    const back = await coordinate(await t.get(coordconvert({ lat: toKatech.lat, lon: toKatech.lon, fromCoord: 'KATECH' })));
    expect(Number(back.lat)).toBeCloseTo(37.5665, 6);
    expect(Number(back.lon)).toBeCloseTo(126.978, 6);
  });

  it.each(COORD_TYPES)('answers the shared conversion for toCoord=%s, and its inverse', async (system) => {
    t = makeTestApp();
    const c = await coordinate(await t.get(coordconvert({ toCoord: system })));
    const local = convert('WGS84GEO', system, { lat: 37.5665, lon: 126.978 });
    expect(c).toEqual({ lat: serviceNumber(local.lat), lon: serviceNumber(local.lon) });
    const back = await coordinate(await t.get(coordconvert({ lat: c.lat, lon: c.lon, fromCoord: system, toCoord: 'WGS84GEO' })));
    expect(Math.abs(Number(back.lat) - 37.5665)).toBeLessThan(2e-6);
    expect(Math.abs(Number(back.lon) - 126.978)).toBeLessThan(2e-6);
  });

  it('answers in xml and javascript too', async () => {
    t = makeTestApp();
    const xml = await t.get(coordconvert({ toCoord: 'GRS80TM', format: 'xml' }));
    expect(await xml.text()).toMatch(/<coordinate><lat>(<!\[CDATA\[)?\d+\.\d+/);
    const js = await t.get(coordconvert({ toCoord: 'GRS80TM', format: 'javascript', callback: 'got' }));
    const text = await js.text();
    expect(text.startsWith('got(')).toBe(true);
    expect(coordConvertResponseSchema.safeParse(JSON.parse(text.slice(4, text.lastIndexOf(')')))).success).toBe(true);
  });

  it('refuses missing, unknown and implausible input with a named parameter', async () => {
    t = makeTestApp();
    expect((await expectTmapError(await t.get(coordconvert({ lat: undefined })))).code).toBe('9401');
    const badSystem = await expectTmapError(await t.get(coordconvert({ toCoord: 'TM999' })));
    expect(badSystem.message).toContain('toCoord');
    const degreesAsMetres = await expectTmapError(await t.get(coordconvert({ fromCoord: 'KATECH' })));
    expect(degreesAsMetres.code).toBe('9402');
    expect(degreesAsMetres.message).toContain('KATECH');
    const farAway = await expectTmapError(await t.get(coordconvert({ lat: '52.52', lon: '13.40' })));
    expect(farAway.message).toMatch(/lat|lon/);
    expect((await expectTmapError(await t.get(coordconvert({ lat: '91' })))).message).toContain('lat');
  });
});
