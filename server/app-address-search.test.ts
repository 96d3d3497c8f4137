import { afterEach, describe, expect, it } from 'vitest';
import { convertAddressResponseSchema, fullAddrGeoResponseSchema, geocodingResponseSchema, postcodeResponseSchema } from '../shared/contract/geo';
import { convert } from '../shared/crs/convert';
import { createWorldServices } from './world-services';
import { makeTestApp, type TestApp } from './testing/test-app';
import { expectTmapError, tmapPath } from './testing/tmap-requests';

let t: TestApp;
afterEach(() => t.close());

const fullAddr = (p: Record<string, string | undefined> = {}) => tmapPath('/tmap/geo/fullAddrGeo', { fullAddr: '서울특별시 중구 세종대로 110', ...p });
const geocoding = (p: Record<string, string | undefined> = {}) =>
  tmapPath('/tmap/geo/geocoding', { city_do: '서울특별시', gu_gun: '중구', dong: '세종대로 110', addressFlag: 'F02', ...p });
const postcode = (p: Record<string, string | undefined> = {}) => tmapPath('/tmap/geo/postcode', { addr: '세종대로 110', ...p });
const convertAddress = (p: Record<string, string | undefined> = {}) => tmapPath('/tmap/geo/convertAddress', { searchTypCd: 'NtoO', reqAdd: '서울 중구 세종대로 110', ...p });

describe('GET /tmap/geo/fullAddrGeo', () => {
  it('answers string values with the defaults and the full "newBuilding…" spelling', async () => {
    t = makeTestApp();
    const res = await t.get(fullAddr());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { coordinateInfo: Record<string, unknown> & { coordinate: Record<string, string>[] } };
    expect(body.coordinateInfo).toMatchObject({ coordType: 'WGS84GEO', addressFlag: 'F00', page: '1', count: '20', totalCount: '1' });
    const item = body.coordinateInfo.coordinate[0]!;
    expect(item).toMatchObject({ newMatchFlag: 'N51', newBuildingIndex: '110', newBuildingName: '서울특별시청', matchFlag: '', lat: '' });
    expect(item).not.toHaveProperty('newBuildngIndex');
    expect(Object.values(item).every((v) => typeof v === 'string')).toBe(true);
    expect(fullAddrGeoResponseSchema.safeParse(body).success).toBe(true);
  });

  it('answers an empty list for no match', async () => {
    t = makeTestApp();
    const res = await t.get(fullAddr({ fullAddr: '없는 주소' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ coordinateInfo: { coordType: 'WGS84GEO', addressFlag: 'F00', page: '1', count: '20', totalCount: '0', coordinate: [] } });
  });

  it('validates fullAddr and count', async () => {
    t = makeTestApp();
    expect((await expectTmapError(await t.get(fullAddr({ fullAddr: '   ' })))).code).toBe('9401');
    expect((await expectTmapError(await t.get(fullAddr({ fullAddr: undefined })))).code).toBe('9401');
    expect((await expectTmapError(await t.get(fullAddr({ count: '151' })))).code).toBe('9402');
    expect((await expectTmapError(await t.get(fullAddr({ addressFlag: 'F09' })))).code).toBe('9402');
    expect((await t.get(fullAddr({ count: '150', page: '2' }))).status).toBe(200);
  });

  it('renders xml (element names as the shared xml renderer writes them: lower case, CDATA text)', async () => {
    t = makeTestApp();
    const res = await t.get(fullAddr({ format: 'xml' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const text = await res.text();
    expect(text).toContain('<coordinateinfo>');
    expect(text).toContain('<newbuildingindex><![CDATA[110]]></newbuildingindex>');
    expect(text).toContain('<totalcount><![CDATA[1]]></totalcount>');
  });

  it('converts coordinates to coordType', async () => {
    t = makeTestApp();
    const body = (await (await t.get(fullAddr({ coordType: 'KATECH' }))).json()) as { coordinateInfo: { coordType: string; coordinate: { newLat: string; newLon: string }[] } };
    const k = convert('WGS84GEO', 'KATECH', { lat: 37.5667, lon: 126.978404 });
    expect(body.coordinateInfo.coordType).toBe('KATECH');
    expect(Number(body.coordinateInfo.coordinate[0]?.newLat)).toBeCloseTo(k.lat, 3);
    expect(Number(body.coordinateInfo.coordinate[0]?.newLon)).toBeCloseTo(k.lon, 3);
  });
});

describe('GET /tmap/geo/geocoding', () => {
  it('answers one coordinateInfo object with the "newBuildng…" spelling', async () => {
    t = makeTestApp();
    const res = await t.get(geocoding());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { coordinateInfo: Record<string, string> };
    expect(body.coordinateInfo).toMatchObject({ coordType: 'WGS84GEO', addressFlag: 'F02', newMatchFlag: 'N51', newBuildngIndex: '110', newBuildngName: '서울특별시청', newBuildngCateName: '' });
    expect(body.coordinateInfo).not.toHaveProperty('newBuildingIndex');
    expect(geocodingResponseSchema.safeParse(body).success).toBe(true);
    const xml = await (await t.get(geocoding({ format: 'xml' }))).text();
    expect(xml).toContain('<newbuildngindex><![CDATA[110]]></newbuildngindex>');
  });

  it('answers 9401 for a blank part and 9404 when nothing matches', async () => {
    t = makeTestApp();
    expect((await expectTmapError(await t.get(geocoding({ dong: ' ' })))).code).toBe('9401');
    expect((await expectTmapError(await t.get(geocoding({ city_do: undefined })))).code).toBe('9401');
    const notFound = await expectTmapError(await t.get(geocoding({ dong: '없는동' })));
    expect(notFound.code).toBe('9404');
  });
});

describe('GET /tmap/geo/postcode', () => {
  it('answers items with zipcode, and an empty list for no match', async () => {
    t = makeTestApp();
    const body = (await (await t.get(postcode())).json()) as { coordinateInfo: { totalCount: string; coordinate: Record<string, string>[] } };
    expect(body.coordinateInfo.totalCount).toBe('1');
    expect(body.coordinateInfo.coordinate[0]).toMatchObject({ zipcode: '04510', newRoadName: '세종대로', newBuildingIndex: '110' });
    expect(postcodeResponseSchema.safeParse(body).success).toBe(true);
    const none = (await (await t.get(postcode({ addr: '없는 주소' }))).json()) as { coordinateInfo: { totalCount: string; coordinate: unknown[] } };
    expect(none.coordinateInfo).toMatchObject({ totalCount: '0', coordinate: [] });
    expect((await expectTmapError(await t.get(postcode({ addr: '' })))).code).toBe('9401');
  });
});

describe('GET /tmap/geo/convertAddress', () => {
  it('answers ConvertAdd (capital C), 9404 for no match, 9401/9402 for bad parameters', async () => {
    t = makeTestApp();
    const body = (await (await t.get(convertAddress())).json()) as { ConvertAdd: Record<string, unknown> };
    expect(body.ConvertAdd).toMatchObject({ resCount: '1', resMulti: 'S', reqAddress: 'N', primary: '77', secondary: '3' });
    expect(convertAddressResponseSchema.safeParse(body).success).toBe(true);
    expect((await expectTmapError(await t.get(convertAddress({ reqAdd: '없는로 1' })))).code).toBe('9404');
    expect((await expectTmapError(await t.get(convertAddress({ searchTypCd: undefined })))).code).toBe('9401');
    expect((await expectTmapError(await t.get(convertAddress({ searchTypCd: 'XtoY' })))).code).toBe('9402');
  });
});

describe('address routes over the demo world', () => {
  it('answers bodies the contract accepts', async () => {
    t = makeTestApp({}, { world: createWorldServices() });
    const full = await (await t.get(fullAddr({ fullAddr: '서울 중구 태평로1가 77-3' }))).json();
    expect(fullAddrGeoResponseSchema.safeParse(full).success).toBe(true);
    expect(full).toMatchObject({ coordinateInfo: { totalCount: '1', coordinate: [{ matchFlag: 'M11', bunji: '77-3', buildingName: '서울특별시청' }] } });
    const geo = await (await t.get(geocoding())).json();
    expect(geocodingResponseSchema.safeParse(geo).success).toBe(true);
    expect(geo).toMatchObject({ coordinateInfo: { newMatchFlag: 'N51', newBuildngIndex: '110' } });
    const conv = await (await t.get(convertAddress({ searchTypCd: 'OtoN', reqAdd: '중구 태평로1가 77-3', reqMulti: 'M' }))).json();
    expect(convertAddressResponseSchema.safeParse(conv).success).toBe(true);
    expect(conv).toMatchObject({ ConvertAdd: { newAddressList: { newAddress: [{ roadName: '세종대로', bldNo1: '110' }] } } });
    const post = await (await t.get(postcode({ addr: '코엑스' }))).json();
    expect(postcodeResponseSchema.safeParse(post).success).toBe(true);
    expect(post).toMatchObject({ coordinateInfo: { coordinate: [{ zipcode: expect.stringMatching(/^06\d{3}$/) }] } });
  });
});
