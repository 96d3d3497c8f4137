/** The new routes against the real demo world, in-process. */
import { afterAll, describe, expect, it } from 'vitest';
import { createWorldServices } from './world-services';
import { makeTestApp, TEST_KEY } from './testing/test-app';

const t = makeTestApp({}, { world: createWorldServices() });
afterAll(() => t.close());

const get = async (path: string, params: Record<string, string>) => {
  const res = await t.get(`${path}?${new URLSearchParams({ version: '1', appKey: TEST_KEY, ...params }).toString()}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('demo world: nearest road, POI label, road addresses', () => {
  it('Seoul City Hall is on 세종대로, with a shape of several points', async () => {
    const { status, body } = await get('/tmap/road/nearToRoad', { lat: '37.5665', lon: '126.978', radius: '100' });
    expect(status).toBe(200);
    const data = body.resultData as { header: { roadName: string; speed: number; linkId: string }; linkPoints: unknown[] };
    expect(data.header.roadName).toBe('세종대로');
    expect(data.header.speed).toBeGreaterThan(0);
    expect(data.header.linkId).toMatch(/^\d+$/);
    expect(data.linkPoints.length).toBeGreaterThanOrEqual(2);
  });

  it('테헤란로 by 역삼역', async () => {
    const { body } = await get('/tmap/road/nearToRoad', { lat: '37.5006', lon: '127.0364' });
    expect((body.resultData as { header: { roadName: string } }).header.roadName).toBe('테헤란로');
  });

  it('a wooded slope of Namsan has no road within 30 m', async () => {
    const { status, body } = await get('/tmap/road/nearToRoad', { lat: '37.5508', lon: '126.9905', radius: '30' });
    expect(status).toBe(400);
    expect((body.error as { code: string }).code).toBe('9404');
  });

  it('the middle of the Han River has no road within the default 100 m, and the error says so', async () => {
    const { status, body } = await get('/tmap/road/nearToRoad', { lat: '37.5172', lon: '126.959' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ id: '400', category: 'tmap', code: '9404' });
    expect((body.error as { message: string }).message).toContain('no road link within 100 m');
  });

  it('the POI label at City Hall is 서울특별시청', async () => {
    const { status, body } = await get('/tmap/geo/reverseLabel', { centerLat: '37.5665', centerLon: '126.978', reqLevel: '19' });
    expect(status).toBe(200);
    expect((body.poiInfo as { name: string }).name).toBe('서울특별시청');
  });

  it('the City Hall label in KATECH, asked in KATECH, is the same POI', async () => {
    const { status, body } = await get('/tmap/geo/reverseLabel', { centerLat: '552074.351684', centerLon: '309911.6786', reqCoordType: 'KATECH', resCoordType: 'KATECH' });
    expect(status).toBe(200);
    const poi = body.poiInfo as { name: string; poiLat: number; poiLon: number };
    expect(poi.name).toBe('서울특별시청');
    expect(Math.abs(poi.poiLat - 552074)).toBeLessThan(100);
    expect(Math.abs(poi.poiLon - 309911)).toBeLessThan(100);
  });

  it('reverse geocoding A10 carries the road-name part', async () => {
    const { body } = await get('/tmap/geo/reversegeocoding', { lat: '37.5665', lon: '126.978', addressType: 'A10', newAddressExtend: 'Y' });
    const info = body.addressInfo as Record<string, string | Record<string, string>>;
    expect(info.fullAddress).toMatch(/^서울특별시 중구 명동,서울특별시 중구 태평로1가 [\d-]+,서울특별시 중구 세종대로 \d+/);
    expect(info.roadCode).toMatch(/^\d{12}$/);
    expect(Number(info.mappingDistance)).toBeGreaterThanOrEqual(0);
    expect((info.roadCoord as Record<string, string>).latEntr).not.toBe('');
    // Every coordinate node has its entrance: the building's door, or where the road network meets the dong centre.
    for (const node of ['adminDongCoord', 'legalDongCoord', 'roadCoord']) {
      const c = info[node] as Record<string, string>;
      expect(Number(c.lat), node).toBeGreaterThan(37);
      expect(Number(c.latEntr), node).toBeGreaterThan(37);
      expect(Number(c.lonEntr), node).toBeGreaterThan(126);
    }
  });
});
