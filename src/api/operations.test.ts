import { describe, expect, it } from 'vitest';
import { call } from './call';
import type { ApiResponse, CallOptions, RequestSender, RequestSpec } from './types';

/** A RequestSender that records the spec and answers with an empty body. */
function fakeClient() {
  const calls: { spec: RequestSpec<unknown>; options: CallOptions | undefined }[] = [];
  const client: RequestSender = {
    request<T>(spec: RequestSpec<T>, options?: CallOptions): Promise<ApiResponse<T>> {
      calls.push({ spec: spec as RequestSpec<unknown>, options });
      // The fake never parses a body; the data is irrelevant to these tests.
      return Promise.resolve({ data: {} as T, status: 200, format: 'json', raw: '{}', deviations: [], durationMs: 0 });
    },
  };
  const last = (): RequestSpec<unknown> => {
    const call = calls.at(-1);
    if (!call) throw new Error('no request was made');
    return call.spec;
  };
  return { client, calls, last };
}

function queryKeys(spec: RequestSpec<unknown>): string[] {
  return Object.keys(spec.query ?? {}).sort();
}

describe('zone operations', () => {
  it('zoneList: GET /tms/zoneList, no query, no body', async () => {
    const { client, last } = fakeClient();
    await call(client, 'zoneList', {});
    expect(last()).toMatchObject({ operation: 'zoneList', area: 'zones', method: 'GET', path: '/tms/zoneList' });
    expect(last().query).toBeUndefined();
    expect(last().body).toBeUndefined();
    expect(last().schema).toBeUndefined();
  });

  it('zoneInsert / zoneUpdate / zoneDelete: GET with code and name in the query', async () => {
    const { client, last } = fakeClient();
    await call(client, 'zoneInsert', { code: '0001', name: '강남권역' });
    expect(last()).toMatchObject({ operation: 'zoneInsert', method: 'GET', path: '/tms/zoneInsert', query: { code: '0001', name: '강남권역' } });
    await call(client, 'zoneUpdate', { code: '0001', name: '강남북권역' });
    expect(last()).toMatchObject({ operation: 'zoneUpdate', method: 'GET', path: '/tms/zoneUpdate', query: { code: '0001', name: '강남북권역' } });
    await call(client, 'zoneDelete', { code: '0001' });
    expect(last()).toMatchObject({ operation: 'zoneDelete', method: 'GET', path: '/tms/zoneDelete' });
    expect(queryKeys(last())).toEqual(['code']);
  });

  it('zoneListInsert: POST JSON {reqDatas} with percent-encoded names', async () => {
    const { client, last } = fakeClient();
    await call(client, 'zoneListInsert', { reqDatas: [{ code: '0001', name: '강남 권역' }, { code: '0002', name: 'north' }] });
    expect(last()).toMatchObject({ operation: 'zoneListInsert', area: 'zones', method: 'POST', path: '/tms/zoneListInsert' });
    expect(last().body).toEqual({
      kind: 'json',
      value: {
        reqDatas: [
          { code: '0001', name: '%EA%B0%95%EB%82%A8%20%EA%B6%8C%EC%97%AD' },
          { code: '0002', name: 'north' },
        ],
      },
    });
    expect(last().query).toBeUndefined();
  });
});

describe('address, road and geofencing operations', () => {
  it('never add appKey or version themselves', async () => {
    const { client, calls } = fakeClient();
    await call(client, 'reverseGeocoding', { lat: 37.5665, lon: 126.978 });
    await call(client, 'fullAddrGeo', { fullAddr: '세종대로 110' });
    await call(client, 'nearToRoad', { lat: 37.5665, lon: 126.978 });
    for (const { spec } of calls) {
      expect(spec.query).not.toHaveProperty('appKey');
      expect(spec.query).not.toHaveProperty('version');
      expect(spec.headers).toBeUndefined();
      expect(spec.body).toBeUndefined();
    }
  });

  it('reverseGeocoding', async () => {
    const { client, last, calls } = fakeClient();
    const options: CallOptions = { format: 'xml', timeoutMs: 5000 };
    await call(client, 'reverseGeocoding', { lat: 37.5665, lon: 126.978, coordType: 'WGS84GEO', addressType: 'A10', newAddressExtend: 'Y' }, options);
    expect(last()).toMatchObject({ operation: 'reverseGeocoding', area: 'tmap', method: 'GET', path: '/tmap/geo/reversegeocoding', format: 'xml' });
    expect(queryKeys(last())).toEqual(['addressType', 'coordType', 'lat', 'lon', 'newAddressExtend']);
    expect(calls[0]?.options).toBe(options);
  });

  it('geocoding', async () => {
    const { client, last } = fakeClient();
    await call(client, 'geocoding', { city_do: '서울', gu_gun: '중구', dong: '태평로1가', bunji: '31', addressFlag: 'F01' });
    expect(last()).toMatchObject({ operation: 'geocoding', method: 'GET', path: '/tmap/geo/geocoding' });
    expect(queryKeys(last())).toEqual(['addressFlag', 'bunji', 'city_do', 'dong', 'gu_gun']);
    expect(last().format).toBeUndefined();
  });

  it('fullAddrGeo', async () => {
    const { client, last } = fakeClient();
    await call(client, 'fullAddrGeo', { fullAddr: '서울시 중구 세종대로 110', page: 1, count: 20, addressFlag: 'F00', coordType: 'WGS84GEO' }, { format: 'javascript', callback: 'cb' });
    expect(last()).toMatchObject({ operation: 'fullAddrGeo', path: '/tmap/geo/fullAddrGeo', format: 'javascript' });
    expect(last().query).toEqual({ fullAddr: '서울시 중구 세종대로 110', page: 1, count: 20, addressFlag: 'F00', coordType: 'WGS84GEO' });
  });

  it('coordConvert', async () => {
    const { client, last } = fakeClient();
    await call(client, 'coordConvert', { lat: 37.5665, lon: 126.978, fromCoord: 'WGS84GEO', toCoord: 'KATECH' });
    expect(last()).toMatchObject({ operation: 'coordConvert', path: '/tmap/geo/coordconvert' });
    expect(queryKeys(last())).toEqual(['fromCoord', 'lat', 'lon', 'toCoord']);
  });

  it('convertAddress', async () => {
    const { client, last } = fakeClient();
    await call(client, 'convertAddress', { searchTypCd: 'NtoO', reqAdd: '세종대로 110', reqMulti: 'S' });
    expect(last()).toMatchObject({ operation: 'convertAddress', path: '/tmap/geo/convertAddress' });
    expect(queryKeys(last())).toEqual(['reqAdd', 'reqMulti', 'searchTypCd']);
  });

  it('postcode', async () => {
    const { client, last } = fakeClient();
    await call(client, 'postcode', { addr: '세종대로 110', addressFlag: 'F00', coordType: 'WGS84GEO', page: 1, count: 5 });
    expect(last()).toMatchObject({ operation: 'postcode', path: '/tmap/geo/postcode' });
    expect(queryKeys(last())).toEqual(['addr', 'addressFlag', 'coordType', 'count', 'page']);
  });

  it('reverseLabel', async () => {
    const { client, last } = fakeClient();
    await call(client, 'reverseLabel', { centerLat: 37.5667, centerLon: 126.9784, reqLevel: 16 });
    expect(last()).toMatchObject({ operation: 'reverseLabel', path: '/tmap/geo/reverseLabel' });
    expect(queryKeys(last())).toEqual(['centerLat', 'centerLon', 'reqLevel']);
  });

  it('nearToRoad', async () => {
    const { client, last } = fakeClient();
    await call(client, 'nearToRoad', { lat: 37.5665, lon: 126.978, opt: 0, vehicleType: 0, radius: 100 });
    expect(last()).toMatchObject({ operation: 'nearToRoad', area: 'tmap', method: 'GET', path: '/tmap/road/nearToRoad' });
    expect(queryKeys(last())).toEqual(['lat', 'lon', 'opt', 'radius', 'vehicleType']);
  });

  it('regionSearch', async () => {
    const { client, last } = fakeClient();
    await call(client, 'regionSearch', {
      categories: 'adminDong',
      searchType: 'KEYWORD',
      searchKeyword: '역삼동',
      page: 1,
      count: 5,
      reqCoordType: 'WGS84GEO',
      resCoordType: 'WGS84GEO',
    });
    expect(last()).toMatchObject({ operation: 'regionSearch', path: '/tmap/geofencing/regions' });
    expect(queryKeys(last())).toEqual(['categories', 'count', 'page', 'reqCoordType', 'resCoordType', 'searchKeyword', 'searchType']);
  });

  it('regionLookup puts regionId in the path, not the query', async () => {
    const { client, last } = fakeClient();
    await call(client, 'regionLookup', { regionId: '121011', resCoordType: 'WGS84GEO' }, { format: 'json' });
    expect(last()).toMatchObject({ operation: 'regionLookup', method: 'GET', path: '/tmap/geofencing/regions/121011', format: 'json' });
    expect(last().query).toEqual({ resCoordType: 'WGS84GEO' });
  });
});

describe('face operations', () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  const dataUri = 'data:image/jpeg;name=front.jpg;base64,/9j/4AAQ';

  it('faceList: GET /face, default scope unless overridden', async () => {
    const { client, last } = fakeClient();
    await call(client, 'faceList', {});
    expect(last()).toMatchObject({ operation: 'faceList', area: 'faces', method: 'GET', path: '/nugufacecan/v1/face' });
    expect(last().headers).toEqual({});
    await call(client, 'faceList', { groupId: 'G1', subjectId: 'S1' });
    expect(last().headers).toEqual({ 'group-id': 'G1', 'subject-id': 'S1' });
  });

  it('faceCreate (json): body {image: dataUri}, headers face-name and allow-mask', async () => {
    const { client, last } = fakeClient();
    await call(client, 'faceCreate', { image: dataUri, faceName: 'front', allowMask: true, mode: 'json' });
    expect(last()).toMatchObject({ operation: 'faceCreate', method: 'POST', path: '/nugufacecan/v1/face' });
    expect(last().headers).toEqual({ 'face-name': 'front', 'allow-mask': 'true' });
    expect(last().body).toEqual({ kind: 'json', value: { image: dataUri } });
  });

  it('faceCreate (json) turns a Blob into a data URI and leaves allow-mask out when not asked', async () => {
    const { client, last } = fakeClient();
    await call(client, 'faceCreate', { image: new Blob([jpeg], { type: 'image/jpeg' }), faceName: 'left', mode: 'json' });
    expect(last().headers).toEqual({ 'face-name': 'left' });
    expect(last().headers).not.toHaveProperty('allow-mask');
    const body = last().body;
    expect(body?.kind).toBe('json');
    const value = body?.kind === 'json' ? (body.value as { image: string }) : undefined;
    expect(value?.image).toBe(`data:image/jpeg;base64,${btoa(String.fromCharCode(...jpeg))}`);
  });

  it('faceCreate (multipart): FormData part "image" from a Blob or a data URI', async () => {
    const { client, last } = fakeClient();
    await call(client, 'faceCreate', { image: new File([jpeg], 'a.jpg', { type: 'image/jpeg' }), faceName: 'front', mode: 'multipart', subjectId: 'S2' });
    let body = last().body;
    expect(body?.kind).toBe('form');
    if (body?.kind !== 'form') return;
    let part = body.value.get('image');
    expect(part).toBeInstanceOf(Blob);
    expect(part instanceof File && part.name).toBe('a.jpg');
    expect(last().headers).toEqual({ 'face-name': 'front', 'subject-id': 'S2' });

    await call(client, 'faceCreate', { image: dataUri, faceName: 'front', mode: 'multipart' });
    body = last().body;
    if (body?.kind !== 'form') throw new Error('expected a form body');
    part = body.value.get('image');
    expect(part instanceof File && part.name).toBe('front.jpg');
    expect(part instanceof Blob && part.type).toBe('image/jpeg');
    expect(part instanceof Blob && new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]));
  });

  it('faceDelete: DELETE /face/{face_id}, encoded', async () => {
    const { client, last } = fakeClient();
    await call(client, 'faceDelete', { face_id: 'AABCD12345' });
    expect(last()).toMatchObject({ operation: 'faceDelete', method: 'DELETE', path: '/nugufacecan/v1/face/AABCD12345' });
    expect(last().body).toBeUndefined();
    await call(client, 'faceDelete', { face_id: 'a/b c' });
    expect(last().path).toBe('/nugufacecan/v1/face/a%2Fb%20c');
  });

  it('groupList / groupCreate / groupDelete', async () => {
    const { client, last } = fakeClient();
    await call(client, 'groupList', {});
    expect(last()).toMatchObject({ operation: 'groupList', method: 'GET', path: '/nugufacecan/v1/group' });
    await call(client, 'groupCreate', { groupName: '1st-floor' });
    expect(last()).toMatchObject({ operation: 'groupCreate', method: 'POST', path: '/nugufacecan/v1/group', headers: { 'group-name': '1st-floor' } });
    expect(last().body).toBeUndefined();
    await call(client, 'groupDelete', { group_id: '80NOKFZPAL' });
    expect(last()).toMatchObject({ operation: 'groupDelete', method: 'DELETE', path: '/nugufacecan/v1/group/80NOKFZPAL' });
  });

  it('subjectList / subjectCreate / subjectDelete', async () => {
    const { client, last } = fakeClient();
    await call(client, 'subjectList', {});
    expect(last()).toMatchObject({ operation: 'subjectList', method: 'GET', path: '/nugufacecan/v1/subject', headers: {} });
    await call(client, 'subjectList', { subjectName: 'A', groupId: 'G2' });
    expect(last().headers).toEqual({ 'subject-name': 'A', 'group-id': 'G2' });
    await call(client, 'subjectCreate', { subjectName: 'A' });
    expect(last()).toMatchObject({ operation: 'subjectCreate', method: 'POST', path: '/nugufacecan/v1/subject', headers: { 'subject-name': 'A' } });
    await call(client, 'subjectDelete', { subject_id: '8YLHWXT0K0', groupId: 'G2' });
    expect(last()).toMatchObject({
      operation: 'subjectDelete',
      method: 'DELETE',
      path: '/nugufacecan/v1/subject/8YLHWXT0K0',
      headers: { 'group-id': 'G2' },
    });
  });

  it('faceDetect / faceRecognize: POST an image with their headers', async () => {
    const { client, last } = fakeClient();
    await call(client, 'faceDetect', { image: dataUri, mode: 'json' });
    expect(last()).toMatchObject({ operation: 'faceDetect', method: 'POST', path: '/nugufacecan/v1/detect', headers: {} });
    expect(last().body).toEqual({ kind: 'json', value: { image: dataUri } });
    await call(client, 'faceRecognize', { image: dataUri, mode: 'multipart', multi: 1, threshold: 0.32, requestId: 'r-1', useSpoof: true, groupId: 'G3' });
    expect(last()).toMatchObject({ operation: 'faceRecognize', method: 'POST', path: '/nugufacecan/v1/recognize' });
    expect(last().headers).toEqual({ 'group-id': 'G3', multi: '1', threshold: '0.32', 'request-id': 'r-1', 'use-spoof': 'true' });
    expect(last().body?.kind).toBe('form');
  });

  it('never add credentials themselves', async () => {
    const { client, calls } = fakeClient();
    await call(client, 'faceList', {});
    await call(client, 'faceCreate', { image: dataUri, faceName: 'front', mode: 'json' });
    await call(client, 'groupList', {});
    for (const { spec } of calls) {
      for (const name of ['appKey', 'app-id']) expect(spec.headers ?? {}).not.toHaveProperty(name);
    }
  });
});
