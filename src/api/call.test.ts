import { describe, expect, it } from 'vitest';
import { call } from './call';
import { ApiClient, type Credentials } from './client';

/*
 * The generic call end to end through the real client, one area at a time: what reaches the
 * wire (URL, headers, body) and what comes back (the answer parsed by the operation's schema).
 */

const creds: Credentials = { appKey: 'key-1', appId: 'app-1', groupId: 'g-1', subjectId: 's-1' };

type Sent = { url: URL; method: string; headers: Record<string, string>; body: BodyInit | null | undefined };

function clientAnswering(body: unknown, contentType = 'application/json') {
  const sent: Sent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers: { 'Content-Type': contentType } });
  };
  const client = new ApiClient({ baseUrl: 'http://service.test', getCredentials: () => creds, fetch: fetchImpl as typeof fetch });
  const last = (): Sent => {
    const s = sent.at(-1);
    if (!s) throw new Error('nothing was sent');
    return s;
  };
  return { client, last };
}

describe('call: address, road and geofencing (/tmap)', () => {
  it('sends the params, version, format and appKey in the query and parses the answer by the operation', async () => {
    const { client, last } = clientAnswering({ coordinate: { lat: '552074.35', lon: '309911.67' } });
    const res = await call(client, 'coordConvert', { lat: 37.5665, lon: 126.978, fromCoord: 'WGS84GEO', toCoord: 'KATECH' });
    const { url, method, headers, body } = last();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/tmap/geo/coordconvert');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      version: '1',
      lat: '37.5665',
      lon: '126.978',
      fromCoord: 'WGS84GEO',
      toCoord: 'KATECH',
      format: 'json',
      appKey: 'key-1',
    });
    expect(headers).not.toHaveProperty('appKey');
    expect(body).toBeUndefined();
    // The registry's schema turned the string numbers into numbers.
    expect(res.data.coordinate.lat).toBeCloseTo(552074.35);
  });

  it('puts a path variable in the path, encoded, and asks for the format given', async () => {
    const { client, last } = clientAnswering('locusCallback({"type":"FeatureCollection","features":[]})', 'application/javascript');
    await call(client, 'regionLookup', { regionId: '11 0/1', resCoordType: 'WGS84GEO' }, { format: 'javascript' });
    const { url } = last();
    expect(url.pathname).toBe('/tmap/geofencing/regions/11%200%2F1');
    expect(url.searchParams.get('regionId')).toBeNull();
    expect(url.searchParams.get('resCoordType')).toBe('WGS84GEO');
    expect(url.searchParams.get('format')).toBe('javascript');
    expect(url.searchParams.get('callback')).toBe('locusCallback');
  });

  it('sends the request at once, in the caller\'s own task, before anything else runs', async () => {
    const { client, last } = clientAnswering({ addressInfo: { fullAddress: '서울특별시 중구 태평로1가' } });
    const answer = call(client, 'reverseGeocoding', { lat: 37.5665, lon: 126.978, coordType: 'WGS84GEO', addressType: 'A10' });
    // Nothing awaited yet: a map click's lookup is on the wire before the page renders the click.
    expect(last().url.pathname).toBe('/tmap/geo/reversegeocoding');
    expect((await answer).data.addressInfo?.fullAddress).toBe('서울특별시 중구 태평로1가');
  });
});

describe('call: zones (/tms)', () => {
  it('a GET sends code and name in the query and the key in the header appKey, never version', async () => {
    const { client, last } = clientAnswering({ resultCode: '200', resultMessage: 'OK' });
    await call(client, 'zoneInsert', { code: '0001', name: '강남 권역' });
    const { url, method, headers } = last();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/tms/zoneInsert');
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: '0001', name: '강남 권역' });
    expect(headers.appKey).toBe('key-1');
  });

  it('zoneListInsert posts JSON with each name percent-encoded', async () => {
    const { client, last } = clientAnswering({ resultCode: '200', resultMessage: 'OK' });
    await call(client, 'zoneListInsert', { reqDatas: [{ code: '0001', name: '50% 구역' }] });
    const { url, method, headers, body } = last();
    expect(method).toBe('POST');
    expect(url.search).toBe('');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(body))).toEqual({ reqDatas: [{ code: '0001', name: '50%25%20%EA%B5%AC%EC%97%AD' }] });
  });
});

describe('call: faces (/nugufacecan/v1)', () => {
  it('sends credentials and scope as headers, overridden by the params given', async () => {
    const { client, last } = clientAnswering([]);
    await call(client, 'subjectList', { subjectName: 'kim', groupId: 'g-2' });
    const { url, headers } = last();
    expect(url.pathname).toBe('/nugufacecan/v1/subject');
    expect(url.search).toBe('');
    expect(headers).toMatchObject({ appKey: 'key-1', 'app-id': 'app-1', 'group-id': 'g-2', 'subject-id': 's-1', 'subject-name': 'kim' });
  });

  it('an image travels as multipart with the face headers; flags only when set', async () => {
    const { client, last } = clientAnswering({});
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
    await call(client, 'faceCreate', { image, faceName: 'front', mode: 'multipart', allowMask: false });
    const { method, headers, body } = last();
    expect(method).toBe('POST');
    expect(headers['face-name']).toBe('front');
    expect(headers).not.toHaveProperty('allow-mask');
    expect(headers).not.toHaveProperty('Content-Type');
    expect(body).toBeInstanceOf(FormData);
    const part = (body as FormData).get('image');
    expect(part instanceof File && part.name).toBe('front.jpg');
  });

  it('recognize sends its options as headers and the image as a JSON data URI', async () => {
    const { client, last } = clientAnswering([]);
    await call(client, 'faceRecognize', { image: 'data:image/jpeg;base64,/9j/', mode: 'json', multi: 0, threshold: 0.4, useSpoof: true });
    const { headers, body } = last();
    expect(headers).toMatchObject({ multi: '0', threshold: '0.4', 'use-spoof': 'true', 'group-id': 'g-1' });
    expect(JSON.parse(String(body))).toEqual({ image: 'data:image/jpeg;base64,/9j/' });
  });
});

describe('call: types from the registry', () => {
  it('refuses params the operation does not take and types the answer by the operation', async () => {
    const zone = { seq: '3', code: '0001', name: '강남', updateDate: '2024-01-01 00:00:00' };
    const { client } = clientAnswering({ resultCode: '200', resultCount: '1', resultMessage: 'OK', resultData: [zone] });
    // @ts-expect-error zoneInsert needs a name
    await call(client, 'zoneInsert', { code: '0001' }).catch(() => undefined);
    // @ts-expect-error coordConvert has no param called latitude
    await call(client, 'coordConvert', { latitude: 37, lon: 127, fromCoord: 'WGS84GEO', toCoord: 'KATECH' }).catch(() => undefined);
    const res = await call(client, 'zoneList', {});
    const rows: { seq: number; code: string }[] = res.data.resultData;
    expect(rows).toEqual([{ ...zone, seq: 3 }]);
  });
});
