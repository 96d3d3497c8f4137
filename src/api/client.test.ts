import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient, type Credentials } from './client';
import { ApiError } from './errors';
import type { RequestEvent } from './request-events';
import type { RequestSpec } from './types';

const creds: Credentials = { appKey: 'secret-key-123', appId: 'my-app', groupId: 'g1', subjectId: 's1' };

const pointSchema = z.object({ coordinate: z.object({ lat: z.coerce.number(), lon: z.coerce.number() }) });

function spec(over: Partial<RequestSpec<z.infer<typeof pointSchema>>> = {}): RequestSpec<z.infer<typeof pointSchema>> {
  return {
    operation: 'coordConvert',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/coordconvert',
    query: { lat: 37.5665, lon: 126.978, toCoord: 'KATECH', empty: '' },
    schema: pointSchema,
    ...over,
  };
}

type Call = { url: string; init: RequestInit };

function fakeFetch(responses: (Response | Error)[]): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const f = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: f as typeof fetch, calls };
}

function client(responses: (Response | Error)[], extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) {
  const f = fakeFetch(responses);
  const c = new ApiClient({
    baseUrl: 'http://emulator.test',
    getCredentials: () => creds,
    fetch: f.fetch,
    sleep: async () => undefined,
    ...extra,
  });
  const events: RequestEvent[] = [];
  c.events.subscribe((e) => events.push(e));
  return { c, calls: f.calls, events };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ApiClient key placement', () => {
  it('tmap: query appKey, version=1, format, Accept header; empty params left out', async () => {
    const { c, calls } = client([json({ coordinate: { lat: '552074.35', lon: '309911.67' } })]);
    const res = await c.request(spec());
    expect(res.data.coordinate.lat).toBeCloseTo(552074.35);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/tmap/geo/coordconvert');
    expect(url.searchParams.get('appKey')).toBe('secret-key-123');
    expect(url.searchParams.get('version')).toBe('1');
    expect(url.searchParams.get('format')).toBe('json');
    expect(url.searchParams.has('empty')).toBe(false);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    expect(headers.appKey).toBeUndefined();
  });

  it('zones: header appKey, no version, no format', async () => {
    const { c, calls } = client([json({ resultCode: '200', resultCount: 0, resultMessage: 'success', resultData: [] })]);
    await c.request({ operation: 'zoneList', area: 'zones', method: 'GET', path: '/tms/zoneList', schema: z.unknown() });
    const url = new URL(calls[0]!.url);
    expect([...url.searchParams.keys()]).toEqual([]);
    expect((calls[0]!.init.headers as Record<string, string>).appKey).toBe('secret-key-123');
  });

  it('faces: headers appKey, app-id, group-id, subject-id', async () => {
    const { c, calls } = client([json([])]);
    await c.request({ operation: 'faceList', area: 'faces', method: 'GET', path: '/nugufacecan/v1/face', schema: z.array(z.unknown()) });
    const h = calls[0]!.init.headers as Record<string, string>;
    expect(h).toMatchObject({ appKey: 'secret-key-123', 'app-id': 'my-app', 'group-id': 'g1', 'subject-id': 's1' });
  });
});

describe('ApiClient formats', () => {
  it('parses the javascript form without evaluating it', async () => {
    const { c, calls } = client([new Response('locusCallback({"coordinate":{"lat":"1.5","lon":"2.5"}})')]);
    const res = await c.request(spec(), { format: 'javascript' });
    expect(res.data.coordinate).toEqual({ lat: 1.5, lon: 2.5 });
    expect(new URL(calls[0]!.url).searchParams.get('callback')).toBe('locusCallback');
    expect(res.deviations).toEqual([]);
  });

  it('says so when the javascript form calls another function than the callback asked for', async () => {
    const { c } = client([new Response('other({"coordinate":{"lat":"1.5","lon":"2.5"}})')]);
    const res = await c.request(spec(), { format: 'javascript', callback: 'x' });
    expect(res.data.coordinate).toEqual({ lat: 1.5, lon: 2.5 });
    expect(res.deviations).toEqual([{ kind: 'contract', field: '(callback)', expected: 'callback "x"', got: 'callback "other"' }]);
  });

  it('parses XML with lower-cased element names back into the JSON shape', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><coordinate><lat><![CDATA[37.1]]></lat><lon>127.2</lon></coordinate>';
    const { c } = client([new Response(xml)]);
    const res = await c.request(spec({ schema: pointSchema }), { format: 'xml' });
    // The XML root is the single top-level field.
    expect(res.deviations).toEqual([]);
    expect(res.data.coordinate).toEqual({ lat: 37.1, lon: 127.2 });
  });

  it('keeps a body that breaks the contract and lists the deviations', async () => {
    const { c } = client([json({ coordinate: { lat: 'north', lon: '127' } })]);
    const res = await c.request(spec());
    expect(res.deviations).toHaveLength(1);
    expect(res.deviations[0]!.field).toBe('coordinate.lat');
    expect(res.deviations[0]!.got).toBe('"north"');
  });
});

describe('ApiClient errors', () => {
  it('decodes the gateway envelope', async () => {
    const { c } = client([json({ error: { id: '403', category: 'gw', code: 'INVALID_API_KEY', message: 'Forbidden' } }, 403)]);
    const err = await c.request(spec()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('http');
    expect((err as ApiError).status).toBe(403);
    expect((err as ApiError).code).toBe('INVALID_API_KEY');
    expect((err as ApiError).envelope?.type).toBe('gateway');
  });

  it('decodes tmap, face and zone envelopes', async () => {
    const { c } = client([
      json({ error: { id: '400', category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' } }, 400),
      json({ message: 'no faces in image', code: 3004 }, 400),
      json({ resultCode: '4001', resultMessage: '필수 파라미터가 없습니다.', resultCount: 0 }, 400),
    ]);
    const tmap = (await c.request(spec()).catch((e: unknown) => e)) as ApiError;
    expect(tmap.envelope).toMatchObject({ type: 'tmap', code: '9401' });
    const face = (await c
      .request({ operation: 'faceCreate', area: 'faces', method: 'POST', path: '/nugufacecan/v1/face', schema: z.unknown() })
      .catch((e: unknown) => e)) as ApiError;
    expect(face.envelope).toMatchObject({ type: 'face', code: 3004 });
    const zone = (await c
      .request({ operation: 'zoneInsert', area: 'zones', method: 'GET', path: '/tms/zoneInsert', schema: z.unknown() })
      .catch((e: unknown) => e)) as ApiError;
    expect(zone.envelope).toMatchObject({ type: 'zone', code: '4001' });
  });

  it('retries a GET on THROTTLED, and only on THROTTLED', async () => {
    const throttled = () => json({ error: { id: '429', category: 'gw', code: 'THROTTLED', message: 'Too Many Requests' } }, 429);
    const ok = client([throttled(), throttled(), json({ coordinate: { lat: 1, lon: 2 } })]);
    await expect(ok.c.request(spec())).resolves.toMatchObject({ status: 200 });
    expect(ok.calls).toHaveLength(3);

    const quota = client([json({ error: { id: '429', category: 'gw', code: 'QUOTA_EXCEEDED', message: 'Limit Exceeded' } }, 429)]);
    await expect(quota.c.request(spec())).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(quota.calls).toHaveLength(1);

    const post = client([throttled(), json({})]);
    await expect(
      post.c.request({ operation: 'zoneListInsert', area: 'zones', method: 'POST', path: '/tms/zoneListInsert', schema: z.unknown(), body: { kind: 'json', value: {} } }),
    ).rejects.toMatchObject({ code: 'THROTTLED' });
    expect(post.calls).toHaveLength(1);
  });

  it('leaves retries to the caller when a call says retry: false', async () => {
    const throttled = json({ error: { id: '429', category: 'gw', code: 'THROTTLED', message: 'Too Many Requests' } }, 429);
    const once = client([throttled, json({ coordinate: { lat: 1, lon: 2 } })]);
    await expect(once.c.request(spec(), { retry: false })).rejects.toMatchObject({ code: 'THROTTLED' });
    expect(once.calls).toHaveLength(1);
  });

  it('tells network failure, timeout and abort apart', async () => {
    const net = client([new TypeError('fetch failed')]);
    await expect(net.c.request(spec())).rejects.toMatchObject({ kind: 'network' });

    const hanging = new ApiClient({
      baseUrl: 'http://emulator.test',
      getCredentials: () => creds,
      fetch: ((_u: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_res, rej) => init?.signal?.addEventListener('abort', () => rej(init.signal?.reason)))) as typeof fetch,
    });
    await expect(hanging.request(spec(), { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const p = hanging.request(spec(), { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('request events', () => {
  it('never carry the key or the app id', async () => {
    const { c, events } = client([json({ error: { id: '403', category: 'gw', code: 'INVALID_API_KEY', message: 'Forbidden secret-key-123' } }, 403)]);
    await c.request(spec()).catch(() => undefined);
    await c
      .request({ operation: 'faceList', area: 'faces', method: 'GET', path: '/nugufacecan/v1/face', schema: z.unknown() })
      .catch(() => undefined);
    expect(events.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(events);
    expect(text).not.toContain('secret-key-123');
    expect(text).not.toContain('my-app');
    expect(text).toContain('<API_KEY>');
    const end = events.find((e) => e.phase === 'end');
    expect(end?.status).toBe(403);
    expect(end?.error?.code).toBe('INVALID_API_KEY');
  });
});

describe('ApiClient coordinates', () => {
  it('sends coordinates with at most 7 decimals, and the recorded call shows exactly the URL sent', async () => {
    const { c, calls, events } = client([json({ coordinate: { lat: '1', lon: '2' } })]);
    await c.request(spec({ query: { lat: 37.56649999999998, lon: 126.97812345678, toCoord: 'KATECH' } }));
    const sent = new URL(calls[0]!.url);
    expect(sent.searchParams.get('lat')).toBe('37.5665');
    expect(sent.searchParams.get('lon')).toBe('126.9781235');
    const shown = events.find((e) => e.phase === 'start')?.url ?? '';
    expect(shown).toContain('lat=37.5665&lon=126.9781235');
    expect(shown).toBe(calls[0]!.url.replace('secret-key-123', shown.match(/appKey=([^&]*)/)?.[1] ?? ''));
  });
});

describe('ApiClient and the real service’s quirks', () => {
  const reverseSchema = z.looseObject({ addressInfo: z.looseObject({ buildingName: z.string(), city_do: z.string() }) });
  const reverse = (over: Partial<RequestSpec<z.infer<typeof reverseSchema>>> = {}): RequestSpec<z.infer<typeof reverseSchema>> => ({
    operation: 'reverseGeocoding',
    area: 'tmap',
    method: 'GET',
    path: '/tmap/geo/reversegeocoding',
    query: { lat: 37.5665, lon: 126.978 },
    schema: reverseSchema,
    ...over,
  });
  const broken = '{"addressInfo":{"buildingName":"서울시청 "본관" 별관","city_do":"서울특별시"}}';

  it('reads a body with unescaped quotes in a building name and says where they were', async () => {
    const { c, events } = client([new Response(broken, { status: 200, headers: { 'Content-Type': 'application/json' } })]);
    const res = await c.request(reverse());
    expect(res.data.addressInfo.buildingName).toBe('서울시청 "본관" 별관');
    const repaired = res.deviations.find((d) => d.kind === 'repaired-json');
    expect(repaired?.positions?.map((p) => p.column)).toEqual([broken.indexOf('"본관') + 1, broken.indexOf('" 별관') + 1]);
    expect(res.raw).toBe(broken);
    const end = events.find((e) => e.phase === 'end');
    expect(end?.repairedJson).toHaveLength(2);
    expect(end?.error).toBeUndefined();
  });

  it('reports an ambiguous body as unreadable, naming where the JSON broke', async () => {
    const { c, events } = client([new Response('{"addressInfo":{"buildingName":"b":"c"}}', { status: 200 })]);
    const error = await c.request(reverse()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/could not be read \(JSON error at line 1, column \d+, byte \d+\)/);
    expect(events.at(-1)?.error?.message).toMatch(/could not be read/);
  });

  it('uses a zone list answer without resultData as an empty list, with the deviation', async () => {
    const schema = z.looseObject({ resultCode: z.string(), resultMessage: z.string(), resultData: z.array(z.object({ code: z.string() })) });
    const { c } = client([json({ resultCode: '200', resultCount: 0, resultMessage: 'success' })]);
    const res = await c.request({ operation: 'zoneList', area: 'zones', method: 'GET', path: '/tms/zoneList', schema });
    expect(res.data.resultData).toEqual([]);
    expect(res.deviations).toEqual([expect.objectContaining({ field: 'resultData', got: 'nothing' })]);
  });

  it('records response headers without cookies or credentials', async () => {
    const { c, events } = client([
      new Response('{"coordinate":{"lat":"1","lon":"2"}}', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1', 'Set-Cookie': 'sid=abc', 'X-Echo': `key ${creds.appKey}` },
      }),
    ]);
    await c.request(spec());
    const headers = events.find((e) => e.phase === 'end')?.responseHeaders ?? {};
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-request-id']).toBe('r-1');
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['x-echo']).toBe('key <API_KEY>');
  });
});

describe('ApiClient and a list answer that is not a list', () => {
  it('reads a face list sent as {} as an empty list, with the deviation', async () => {
    const { c } = client([json({})]);
    const res = await c.request({ operation: 'faceList', area: 'faces', method: 'GET', path: '/nugufacecan/v1/face', schema: z.array(z.object({ face_id: z.string() })) });
    expect(res.data).toEqual([]);
    expect(res.deviations[0]).toMatchObject({ field: '(body)', got: 'object' });
  });
});
