/**
 * The typed client against the real emulator, in-process (app.fetch, no socket), with the demo
 * world: every format, every error envelope the client must decode, and the request events.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createWorldServices } from '../../server/world-services';
import { makeTestApp, TEST_APP_ID, TEST_KEY } from '../../server/testing/test-app';
import { ApiClient, type Credentials } from './client';
import { ApiError } from './errors';
import { call } from './call';
import type { RequestEvent } from './request-events';

const emulator = makeTestApp({}, { world: createWorldServices() });
afterAll(() => emulator.close());

function clientWith(creds: Credentials) {
  const events: RequestEvent[] = [];
  const client = new ApiClient({
    baseUrl: 'http://localhost',
    getCredentials: () => creds,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => emulator.app.fetch(new Request(input, init))) as typeof fetch,
  });
  client.events.subscribe((e) => events.push(e));
  return { client, events };
}

const CITY_HALL = { lat: 37.5665, lon: 126.978 };

describe('client ↔ emulator: reverse geocoding', () => {
  const { client, events } = clientWith({ appKey: TEST_KEY });

  it.each(['json', 'xml', 'javascript'] as const)('answers Seoul City Hall in %s with the same parsed body', async (format) => {
    const res = await call(client, 'reverseGeocoding', { ...CITY_HALL, addressType: 'A10' }, { format });
    expect(res.format).toBe(format);
    expect(res.deviations).toEqual([]);
    const info = res.data.addressInfo;
    expect(info?.city_do).toBe('서울특별시');
    expect(info?.gu_gun).toBe('중구');
    expect(info?.adminDong).toBe('명동');
    expect(info?.legalDong).toBe('태평로1가');
    expect(info?.adminDongCode).toMatch(/^\d{10}$/);
    expect(info?.fullAddress?.startsWith('서울특별시 중구 명동,서울특별시 중구 태평로1가')).toBe(true);
  });

  it('gives the same data in all three formats', async () => {
    const bodies = await Promise.all(
      (['json', 'xml', 'javascript'] as const).map((format) => call(client, 'reverseGeocoding', { ...CITY_HALL, addressType: 'A00' }, { format })),
    );
    expect(bodies[1]!.data).toEqual(bodies[0]!.data);
    expect(bodies[2]!.data).toEqual(bodies[0]!.data);
  });

  it('decodes a point at sea as the tmap error envelope', async () => {
    const err = (await call(client, 'reverseGeocoding', { lat: 35.0, lon: 125.0 }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.envelope?.type).toBe('tmap');
    expect(err.code).toBe('3102');
  });

  it('emits redacted request events', () => {
    const text = JSON.stringify(events);
    expect(events.some((e) => e.phase === 'end' && e.status === 200)).toBe(true);
    expect(text).not.toContain(TEST_KEY);
    expect(text).toContain('appKey=<API_KEY>');
  });
});

describe('client ↔ emulator: address search', () => {
  const { client } = clientWith({ appKey: TEST_KEY });
  const FORMATS = ['json', 'xml', 'javascript'] as const;

  it('full-text geocoding gives the same parsed page in every format', async () => {
    const [json, xml, js] = await Promise.all(FORMATS.map((format) => call(client, 'fullAddrGeo', { fullAddr: '서울시 중구 세종대로 110' }, { format })));
    const item = json!.data.coordinateInfo?.coordinate?.[0];
    expect(item?.newMatchFlag).toBe('N51');
    expect(item?.newRoadName).toBe('세종대로');
    expect(item?.zipcode).toMatch(/^\d{5}$/);
    expect(json!.deviations).toEqual([]);
    expect(xml!.data).toEqual(json!.data);
    expect(js!.data).toEqual(json!.data);
  });

  it('structured geocoding, postcode search and address conversion answer through the client', async () => {
    const geo = await call(client, 'geocoding', { city_do: '서울', gu_gun: '중구', dong: '세종대로 110', addressFlag: 'F02' }, { format: 'xml' });
    expect(geo.data.coordinateInfo?.newBuildngIndex).toBe('110');
    expect(geo.deviations).toEqual([]);

    const post = await call(client, 'postcode', { addr: '세종대로 110', page: 1, count: 5 });
    expect(post.data.coordinateInfo?.coordinate?.[0]?.zipcode).toMatch(/^\d{5}$/);

    const old = await call(client, 'convertAddress', { searchTypCd: 'NtoO', reqAdd: '서울 중구 세종대로 110', reqMulti: 'S' }, { format: 'javascript', callback: 'cb' });
    const lot = old.data.ConvertAdd;
    expect(lot?.legalLowerDistName).toBe('태평로1가');
    const back = await call(client, 'convertAddress', { searchTypCd: 'OtoN', reqAdd: `서울 중구 태평로1가 ${lot?.primary}-${lot?.secondary}`, reqMulti: 'M' }, { format: 'xml' });
    expect(back.data.ConvertAdd?.newAddressList?.newAddress?.map((a) => `${a.roadName} ${a.bldNo1}`)).toContain('세종대로 110');
  });

  it('decodes no match as the tmap envelope', async () => {
    await expect(call(client, 'geocoding', { city_do: '서울', gu_gun: '중구', dong: '없는동' })).rejects.toMatchObject({ status: 400, code: '9404' });
  });
});

describe('client ↔ emulator: geofencing', () => {
  const { client } = clientWith({ appKey: TEST_KEY });

  it('region search parses alike in every format, one item or many', async () => {
    const [json, xml, js] = await Promise.all(
      (['json', 'xml', 'javascript'] as const).map((format) => call(client, 'regionSearch', { searchType: 'KEYWORD', searchKeyword: '중구', categories: 'gu_gun' }, { format })),
    );
    expect(json!.deviations).toEqual([]);
    expect(xml!.data).toEqual(json!.data);
    expect(js!.data).toEqual(json!.data);
    const many = await call(client, 'regionSearch', { searchType: 'KEYWORD', searchKeyword: '명동', categories: 'adminDong' }, { format: 'xml' });
    expect(many.deviations).toEqual([]);
  });

  it('region lookup answers a polygon feature', async () => {
    const res = await call(client, 'regionLookup', { regionId: '21114000000' });
    expect(res.deviations).toEqual([]);
    expect(res.data.features[0]?.properties?.regionName).toBe('중구');
    expect(['Polygon', 'MultiPolygon']).toContain(res.data.features[0]?.geometry.type);
  });
});

describe('client ↔ emulator: zones', () => {
  it('adds, lists, renames and deletes through the typed client; refusals decode as zone errors', async () => {
    const { client } = clientWith({ appKey: TEST_KEY });
    await call(client, 'zoneListInsert', { reqDatas: [{ code: '0001', name: '강남 권역' }, { code: '0002', name: '50% 구역' }] });
    await call(client, 'zoneInsert', { code: '0003', name: '종로' });
    await call(client, 'zoneUpdate', { code: '0003', name: '종로·중구' });
    await call(client, 'zoneDelete', { code: '0001' });
    const list = await call(client, 'zoneList', {});
    expect(list.deviations).toEqual([]);
    expect(list.data.resultData.map((z) => [z.code, z.name])).toEqual([
      ['0002', '50% 구역'],
      ['0003', '종로·중구'],
    ]);
    await expect(call(client, 'zoneInsert', { code: '0002', name: 'again' })).rejects.toMatchObject({ status: 400, code: '4003', envelope: { type: 'zone' } });
  });

  it('a refused bulk insert stores nothing and its error names the failing rows', async () => {
    const { client } = clientWith({ appKey: TEST_KEY });
    const before = (await call(client, 'zoneList', {})).data.resultData;
    const err = (await call(client, 'zoneListInsert', { reqDatas: [{ code: '0004', name: '새 권역' }, { code: '0002', name: 'taken' }] }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: '4003', envelope: { type: 'zone' } });
    expect(err.envelope?.message).toContain('reqDatas[1] 0002: 이미 있는 코드입니다');
    expect((JSON.parse(err.raw ?? '{}') as { failedRows?: unknown }).failedRows).toEqual([{ index: 1, code: '0002', resultCode: '4003', reason: '이미 있는 코드입니다' }]);
    expect((await call(client, 'zoneList', {})).data.resultData).toEqual(before);
  });
});

describe('client ↔ emulator: gateway errors', () => {
  it('missing key → 401 UNAUTHORIZED', async () => {
    const { client } = clientWith({ appKey: '' });
    await expect(call(client, 'reverseGeocoding', CITY_HALL)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('unknown key → 403 INVALID_API_KEY', async () => {
    const { client } = clientWith({ appKey: 'nope' });
    await expect(call(client, 'reverseGeocoding', CITY_HALL)).rejects.toMatchObject({ status: 403, code: 'INVALID_API_KEY' });
  });

  it('decodes the face envelope: no app-id is 1000, no group-id 1002', async () => {
    await expect(call(clientWith({ appKey: TEST_KEY }).client, 'faceList', {})).rejects.toMatchObject({ status: 400, envelope: { type: 'face', code: 1000 } });
    await expect(call(clientWith({ appKey: TEST_KEY, appId: TEST_APP_ID }).client, 'faceList', {})).rejects.toMatchObject({ status: 400, code: '1002' });
  });
});

describe('client ↔ emulator: face groups and subjects', () => {
  it('creates a group and a subject and lists them with the credentials as scope headers', async () => {
    const { client } = clientWith({ appKey: TEST_KEY, appId: TEST_APP_ID });
    const group = await call(client, 'groupCreate', { groupName: 'client-test' });
    expect(group.deviations).toEqual([]);
    const groupId = group.data.group_id;
    const subject = await call(client, 'subjectCreate', { subjectName: 'kim', groupId });
    expect(subject.data).toMatchObject({ subject_name: 'kim', group_name: 'client-test' });
    const scoped = clientWith({ appKey: TEST_KEY, appId: TEST_APP_ID, groupId, subjectId: subject.data.subject_id }).client;
    expect((await call(scoped, 'subjectList', {})).data).toEqual([{ subject_id: subject.data.subject_id, subject_name: 'kim', group_name: 'client-test' }]);
    expect((await call(scoped, 'faceList', {})).data).toEqual([]);
  });
});
