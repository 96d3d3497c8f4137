import { afterEach, describe, expect, it } from 'vitest';
import { convert } from '../shared/crs/convert';
import { makeTestApp, type TestApp } from './testing/test-app';
import { expectTmapError, tmapPath } from './testing/tmap-requests';

let t: TestApp;
afterEach(() => t.close());

const road = (p: Record<string, string | undefined> = {}) => tmapPath('/tmap/road/nearToRoad', { lat: '37.5668', lon: '126.978', ...p });
const label = (p: Record<string, string | undefined> = {}) => tmapPath('/tmap/geo/reverseLabel', { centerLat: '37.5667', centerLon: '126.978', ...p });

describe('GET /tmap/road/nearToRoad', () => {
  it('answers the nearest link with numeric header values and its shape', async () => {
    t = makeTestApp();
    const res = await t.get(road());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { resultData: { header: Record<string, unknown>; linkPoints: { location: { latitude: number } }[] } };
    expect(body.resultData.header).toMatchObject({ linkId: '10000001', speed: 60, lane: 8, laneType: 2, roadCategory: 5, tollLink: 0, roadName: '세종대로' });
    expect(typeof body.resultData.header.totalDistance).toBe('number');
    expect(body.resultData.linkPoints).toHaveLength(2);
    expect(typeof body.resultData.linkPoints[0]?.location.latitude).toBe('number');
  });

  it('honours the radius and says clearly when no link is within it', async () => {
    t = makeTestApp();
    // 0.0003° ≈ 33 m from the stub link: found at the default 100 m, not at 20 m.
    expect((await t.get(road())).status).toBe(200);
    const error = await expectTmapError(await t.get(road({ radius: '20' })));
    expect(error.code).toBe('9404');
    expect(error.message).toContain('no road link within 20 m');
  });

  it('validates its parameters', async () => {
    t = makeTestApp();
    expect((await expectTmapError(await t.get(road({ lat: undefined })))).code).toBe('9401');
    expect((await expectTmapError(await t.get(road({ radius: '0' })))).message).toContain('radius');
    expect((await expectTmapError(await t.get(road({ radius: '5000' })))).message).toContain('[BadRequest]radius: must be at most 1000');
    expect((await expectTmapError(await t.get(road({ vehicleType: 'truck' })))).message).toContain('vehicleType');
    // opt, vehicleType and the vehicle dimensions of the documentation's sample call are accepted.
    const full = await t.get(road({ opt: '0', vehicleType: '0', vehicleWidth: '250', vehicleHeight: '340', vehicleWeight: '35500', vehicleTotalWeight: '26000', vehicleLength: '880' }));
    expect(full.status).toBe(200);
  });

  it('takes lat/lon in coordType, with the default radius of 100 m', async () => {
    t = makeTestApp();
    const k = convert('WGS84GEO', 'KATECH', { lat: 37.5668, lon: 126.978 });
    const res = await t.get(road({ coordType: 'KATECH', lat: String(k.lat), lon: String(k.lon) }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { resultData: { linkPoints: { location: { latitude: number } }[] } };
    // linkPoints stay in WGS84 degrees.
    expect(body.resultData.linkPoints[0]?.location.latitude).toBeCloseTo(37.5665, 6);
    // 0.0012° ≈ 133 m from the stub link: beyond the default radius, inside an explicit 150 m.
    const error = await expectTmapError(await t.get(road({ lat: '37.5677' })));
    expect(error.message).toContain('within 100 m');
    expect((await t.get(road({ lat: '37.5677', radius: '150' }))).status).toBe(200);
    expect((await expectTmapError(await t.get(road({ coordType: 'KATECH' })))).message).toContain('for KATECH');
  });

  it('renders xml and javascript', async () => {
    t = makeTestApp();
    const xml = await (await t.get(road({ format: 'xml' }))).text();
    expect(xml).toContain('<resultdata><header>');
    expect(xml).toContain('<linkpoints>');
    const js = await (await t.get(road({ format: 'javascript', callback: 'cb' }))).text();
    expect(js.startsWith('cb(')).toBe(true);
    const err = await t.get(road({ radius: '20', format: 'xml' }));
    expect(await err.text()).toContain('<code><![CDATA[9404]]></code>');
  });

  it('needs a key like every API path', async () => {
    t = makeTestApp();
    expect((await t.get(road({ appKey: undefined }))).status).toBe(401);
  });
});

describe('GET /tmap/geo/reverseLabel', () => {
  it('answers the nearest POI with numeric coordinates, default level 19', async () => {
    t = makeTestApp();
    const res = await t.get(label());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ poiInfo: { id: '40189', name: '서울특별시청', poiLat: 37.5665, poiLon: 126.978 } });
  });

  it('searches wider at lower levels', async () => {
    t = makeTestApp();
    // About 330 m from the stub POI: outside level 19's reach, inside level 15's.
    const far = { centerLat: '37.5695' };
    expect((await expectTmapError(await t.get(label(far)))).code).toBe('9404');
    expect((await t.get(label({ ...far, reqLevel: '15' }))).status).toBe(200);
  });

  it('validates reqLevel and requires centerLat/centerLon', async () => {
    t = makeTestApp();
    expect((await expectTmapError(await t.get(label({ reqLevel: '14' })))).message).toContain('reqLevel');
    expect((await expectTmapError(await t.get(label({ reqLevel: '20' })))).message).toContain('reqLevel');
    expect((await expectTmapError(await t.get(label({ centerLat: undefined })))).code).toBe('9401');
    // lat/lon are not its parameter names.
    expect((await expectTmapError(await t.get(tmapPath('/tmap/geo/reverseLabel', { lat: '37.5667', lon: '126.978' })))).code).toBe('9401');
  });

  it('takes centerLat/centerLon in reqCoordType and names them when implausible', async () => {
    t = makeTestApp();
    const m = convert('WGS84GEO', 'EPSG3857', { lat: 37.5667, lon: 126.978 });
    const res = await t.get(label({ reqCoordType: 'EPSG3857', centerLat: String(m.lat), centerLon: String(m.lon) }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { poiInfo: { poiLat: number } }).poiInfo.poiLat).toBe(37.5665);
    const error = await expectTmapError(await t.get(label({ reqCoordType: 'EPSG3857' })));
    expect(error.code).toBe('9402');
    expect(error.message).toMatch(/\[BadRequest\]centerLat: .*EPSG3857/);
    expect((await expectTmapError(await t.get(label({ reqCoordType: 'UTMK' })))).code).toBe('1007');
  });

  it('renders xml and javascript', async () => {
    t = makeTestApp();
    const xml = await (await t.get(label({ format: 'xml' }))).text();
    expect(xml).toContain('<poiinfo><id><![CDATA[40189]]></id>');
    const js = await (await t.get(label({ format: 'javascript', callback: 'onLabel' }))).text();
    expect(JSON.parse(js.slice('onLabel('.length, -1))).toEqual({ poiInfo: { id: '40189', name: '서울특별시청', poiLat: 37.5665, poiLon: 126.978 } });
    const err = await (await t.get(label({ centerLat: '37.58', format: 'xml' }))).text();
    expect(err).toContain('<code><![CDATA[9404]]></code>');
    expect(err).toContain('reqLevel 19');
  });

  it('answers in resCoordType', async () => {
    t = makeTestApp();
    const body = (await (await t.get(label({ resCoordType: 'KATECH' }))).json()) as { poiInfo: { poiLat: number; poiLon: number } };
    expect(Math.abs(body.poiInfo.poiLat - 552074.35)).toBeLessThan(3);
    expect(Math.abs(body.poiInfo.poiLon - 309911.68)).toBeLessThan(3);
  });
});
