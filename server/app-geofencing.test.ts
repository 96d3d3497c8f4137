import { afterAll, describe, expect, it } from 'vitest';
import { regionLookupResponseSchema, regionSearchResponseSchema } from '../shared/contract/geofencing';
import { convert } from '../shared/crs/convert';
import { createWorldServices } from './world-services';
import { pointInMultiPolygon } from '../shared/geometry/point-in-polygon.ts';
import { makeTestApp } from './testing/test-app';
import { expectTmapError, tmapPath } from './testing/tmap-requests';

const t = makeTestApp({}, { world: createWorldServices() });
afterAll(() => t.close());

type Info = { regionId: string; regionName: string; category: string; parentId: string; description: string; properties: { guName: string; doName: string; viewName: string } };

const search = (p: Record<string, string | undefined>) => tmapPath('/tmap/geofencing/regions', { categories: 'gu_gun', searchType: 'KEYWORD', ...p });
const lookup = (id: string, p: Record<string, string | undefined> = {}) => tmapPath(`/tmap/geofencing/regions/${id}`, p);

async function infos(res: Response): Promise<Info[]> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { searchRegionsInfo: { regionInfo: Info }[] };
  expect(regionSearchResponseSchema.safeParse(body).success).toBe(true);
  return body.searchRegionsInfo.map((r) => r.regionInfo);
}

describe('GET /tmap/geofencing/regions', () => {
  it('finds a district by keyword, with its parent and names as the service writes them', async () => {
    const [gangnam] = await infos(await t.get(search({ searchKeyword: '강남구' })));
    expect(gangnam).toEqual({
      regionId: '21168000000',
      regionName: '강남구',
      category: 'gu_gun',
      parentId: '11100000000',
      description: '서울특별시 강남구',
      properties: { guName: '강남구', doName: '서울특별시', viewName: '' },
    });
  });

  it('filters by category and pages with count', async () => {
    const all = await infos(await t.get(search({ categories: 'adminDong', searchKeyword: '동', count: '200' })));
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map((r) => r.category))).toEqual(new Set(['adminDong']));
    const second = await infos(await t.get(search({ categories: 'adminDong', searchKeyword: '동', page: '2', count: '5' })));
    expect(second.map((r) => r.regionId)).toEqual(all.slice(5, 10).map((r) => r.regionId));
    expect(await infos(await t.get(search({ searchKeyword: '없는구' })))).toEqual([]);
  });

  it('finds the regions containing a point (COORDINATES), in any reqCoordType', async () => {
    const [dong] = await infos(await t.get(search({ categories: 'adminDong', searchType: 'COORDINATES', reqLat: '37.5665', reqLon: '126.978' })));
    expect(dong).toMatchObject({ regionName: '명동', properties: { guName: '중구', doName: '서울특별시' } });
    const k = convert('WGS84GEO', 'KATECH', { lat: 37.5665, lon: 126.978 });
    const [legal] = await infos(await t.get(search({ categories: 'legalDong', searchType: 'COORDINATES', reqLat: String(k.lat), reqLon: String(k.lon), reqCoordType: 'KATECH' })));
    expect(legal?.regionName).toBe('태평로1가');
    const [city] = await infos(await t.get(search({ categories: 'city_do', searchType: 'COORDINATES', reqLat: '37.5665', reqLon: '126.978' })));
    expect(city).toMatchObject({ regionName: '서울특별시', parentId: '', properties: { guName: '', doName: '서울특별시' } });
  });

  it('refuses a missing keyword or point, an unknown category and a count over 200', async () => {
    expect((await expectTmapError(await t.get(search({ searchKeyword: undefined })))).code).toBe('9401');
    expect((await expectTmapError(await t.get(search({ searchType: 'COORDINATES', reqLat: '37.5' })))).code).toBe('9401');
    expect((await expectTmapError(await t.get(search({ categories: 'SIDOP', searchKeyword: '중구' })))).message).toContain('categories');
    expect((await expectTmapError(await t.get(search({ searchKeyword: '중구', count: '201' })))).message).toContain('count');
  });

  it('answers in xml with lower-cased element names, and in javascript', async () => {
    const xml = await (await t.get(search({ searchKeyword: '강남구', format: 'xml' }))).text();
    expect(xml).toContain('<searchregionsinfo>');
    expect(xml).toMatch(/<regionname>(<!\[CDATA\[)?강남구/);
    const js = await (await t.get(search({ searchKeyword: '강남구', format: 'javascript', callback: 'cb' }))).text();
    expect(js.startsWith('cb({"searchRegionsInfo":')).toBe(true);
  });
});

describe('GET /tmap/geofencing/regions/{regionId}', () => {
  it('answers the region as a FeatureCollection with its properties, outer ring first, [lon, lat]', async () => {
    const res = await t.get(lookup('21168000000'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { type: string; features: { geometry: { type: string; coordinates: number[][][] }; properties: Record<string, string> }[] };
    expect(regionLookupResponseSchema.safeParse(body).success).toBe(true);
    const [f] = body.features;
    expect(f?.properties).toMatchObject({ regionId: '21168000000', regionName: '강남구', category: 'gu_gun', parentId: '11100000000', guName: '강남구', doName: '서울특별시' });
    expect(f?.geometry.type).toBe('Polygon');
    const ring = f?.geometry.coordinates[0] ?? [];
    expect(ring[0]).toEqual(ring.at(-1));
    // Gangnam Station's neighbourhood is inside it.
    expect(pointInMultiPolygon(127.0364, 37.5006, [f?.geometry.coordinates as [number, number][][]])).toBe(true);
  });

  it('honours resCoordType', async () => {
    const body = (await (await t.get(lookup('21168000000', { resCoordType: 'GRS80TM' }))).json()) as { features: { geometry: { coordinates: number[][][] } }[] };
    const [x, y] = body.features[0]?.geometry.coordinates[0]?.[0] ?? [];
    expect(x).toBeGreaterThan(190_000);
    expect(y).toBeGreaterThan(530_000);
  });

  it('answers KML for format=xml', async () => {
    const res = await t.get(lookup('31114055000', { format: 'xml' }));
    expect(res.headers.get('content-type')).toContain('kml');
    const kml = await res.text();
    expect(kml).toContain('<kml');
    expect(kml).toContain('<name>명동</name>');
    expect(kml).toMatch(/<coordinates>[\d.,\s-]+<\/coordinates>/);
  });

  it('says clearly when the region does not exist', async () => {
    const error = await expectTmapError(await t.get(lookup('999')));
    expect(error.code).toBe('9404');
    expect(error.message).toContain('999');
  });
});
