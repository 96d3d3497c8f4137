import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNodeHandler } from './http/node-listener';
import { listen, type RunningServer } from './http/listen';
import { createRecorder, type Recorder } from './proxy/recorder';
import { recordingSchema, type Recording } from './proxy/recording';
import type { ContractCheckStats } from './proxy/contract-check';
import { makeTestApp, rgQuery, TEST_KEY, type TestApp } from './testing/test-app';

/**
 * The proxy's live contract check end to end: a small service that breaks the contract in each
 * way the check knows (and one that echoes the caller's key in a code field), a proxy recording
 * it and one that does not; then the emulator itself as the service, which conforms.
 */

const KEY = 'contract-check-key-1234567890';
const REVERSE = '{"addressInfo":{"fullAddress":12,"addressType":"A99","buildingName":"서울시청 "본관" 별관"}}';
const NEAR_TO_ROAD = JSON.stringify({
  resultData: {
    header: { totalDistance: 10, idxName: '1', linkId: '2', tollLink: 0, lane: 2, laneType: 1, roadCategory: 9 },
    linkPoints: [{ location: { latitude: 37.5, longitude: 127 } }],
  },
});
const BIG = `{"addressInfo":{"fullAddress":"${'가'.repeat(3000)}"}}`;

/** The deviating service: each path answers with its own break. */
function deviating(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const url = new URL(req.url ?? '/', 'http://upstream');
  const json = (status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
    res.end(body);
  };
  if (url.pathname === '/tmap/geo/reversegeocoding') json(200, REVERSE);
  else if (url.pathname === '/tmap/road/nearToRoad') json(200, NEAR_TO_ROAD);
  // Echoes the caller's key where a code belongs: the recording names the deviation, never the key.
  else if (url.pathname === '/tmap/geo/geocoding') json(200, JSON.stringify({ coordinateInfo: { coordType: url.searchParams.get('appKey') } }));
  else if (url.pathname === '/tmap/geo/coordconvert') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<html><body>점검 중</body></html>');
  } else if (url.pathname === '/tmap/geo/fullAddrGeo') json(200, BIG);
  else json(401, '{"error":{"id":"401","category":"gw","code":"INVALID_API_KEY","message":"Invalid apiKey"}}');
}

let service: RunningServer;
let dir: string;
let recorder: Recorder;
let recording: TestApp;
let plain: TestApp;

beforeAll(async () => {
  service = await listen(deviating, '127.0.0.1', 0);
  dir = await mkdtemp(join(tmpdir(), 'locus-contract-'));
  recorder = createRecorder(dir, { maxBodyBytes: 4096 });
  const env = { LOCUS_UPSTREAM: service.url, LOCUS_RECORD_MAX_BYTES: '4096' };
  recording = makeTestApp({ ...env, LOCUS_RECORD: dir }, { recorder });
  plain = makeTestApp(env);
});

afterAll(async () => {
  recording.close();
  plain.close();
  await recorder.close();
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

async function contractCheck(app: TestApp): Promise<ContractCheckStats> {
  const info = (await (await app.get('/_locus/info')).json()) as { contractCheck: ContractCheckStats };
  return info.contractCheck;
}

/** Sends each deviating call once, and checks that the client got the service's bytes unchanged. */
async function callAll(app: TestApp): Promise<void> {
  const q = `version=1&lat=37.5&lon=127&appKey=${KEY}`;
  expect(await (await app.get(`/tmap/geo/reversegeocoding?${q}`)).text()).toBe(REVERSE);
  expect(await (await app.get(`/tmap/road/nearToRoad?${q}`)).text()).toBe(NEAR_TO_ROAD);
  await (await app.get(`/tmap/geo/geocoding?${q}&city_do=a&gu_gun=b&dong=c`)).text();
  expect(await (await app.get(`/tmap/geo/coordconvert?${q}`)).text()).toContain('점검 중');
  expect(await (await app.get(`/tmap/geo/fullAddrGeo?${q}&fullAddr=x`)).text()).toBe(BIG);
  const refused = await app.get(`/tms/zoneList`, { headers: { appKey: KEY } });
  expect(refused.status).toBe(401);
  await refused.text();
  expect(await (await app.get(`/tmap/geo/reversegeocoding?${q}&format=xml`)).text()).toBe(REVERSE);
}

const zero = { missing: 0, type: 0, unknownCode: 0, repairedJson: 0, other: 0 };
const EXPECTED: ContractCheckStats = {
  operations: {
    reverseGeocoding: { checked: 1, deviating: 1, kinds: { ...zero, type: 1, unknownCode: 1, repairedJson: 1 } },
    nearToRoad: { checked: 1, deviating: 1, kinds: { ...zero, missing: 1, unknownCode: 1 } },
    geocoding: { checked: 1, deviating: 1, kinds: { ...zero, unknownCode: 1 } },
    coordConvert: { checked: 1, deviating: 1, kinds: { ...zero, other: 1 } },
  },
  skipped: { unknownOperation: 0, errorAnswer: 1, notJson: 1, tooLarge: 1, busy: 0, failed: 0 },
};

describe('the live contract check (LOCUS_UPSTREAM)', () => {
  it('counts a deviating service per operation and kind in /_locus/info, without recording', async () => {
    expect(await contractCheck(plain)).toEqual({ operations: {}, skipped: { ...EXPECTED.skipped, errorAnswer: 0, notJson: 0, tooLarge: 0 } });
    await callAll(plain);
    await vi.waitFor(async () => expect(await contractCheck(plain)).toEqual(EXPECTED), { timeout: 10_000 });
  });

  it('counts the same while recording, and writes the deviations beside the body, never the key', async () => {
    await callAll(recording);
    await recorder.flush();
    expect(await contractCheck(recording)).toEqual(EXPECTED);

    const files = await readdir(dir);
    const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    for (const text of texts) expect(text).not.toContain(KEY);
    const recordings: Recording[] = texts.map((text) => recordingSchema.parse(JSON.parse(text)));
    const of = (path: string, query = '') => recordings.find((r) => r.request.path === path && r.request.query.some(([n]) => n === 'format') === (query === 'xml'));

    const reverse = of('/tmap/geo/reversegeocoding');
    expect(reverse?.response.body).toEqual({ encoding: 'utf8', text: REVERSE });
    expect(reverse?.contract).toEqual({
      operation: 'reverseGeocoding',
      deviations: [
        { kind: 'repairedJson', field: '(body)', expected: 'valid JSON', got: 'unescaped quotes at 1:75 (byte 82), 1:78 (byte 89)' },
        { kind: 'type', field: 'addressInfo.fullAddress', expected: 'Invalid input: expected string, received number', got: '12' },
        { kind: 'unknownCode', field: 'addressInfo.addressType', expected: 'one of A00, A01, A02, A03, A04, A10', got: '"A99"' },
      ],
    });
    expect(of('/tmap/road/nearToRoad')?.contract?.deviations.map((d) => [d.kind, d.field])).toEqual([
      ['missing', 'resultData.header.speed'],
      ['unknownCode', 'resultData.header.roadCategory'],
    ]);
    expect(of('/tmap/geo/geocoding')?.contract?.deviations).toEqual([
      { kind: 'unknownCode', field: 'coordinateInfo.coordType', expected: expect.stringContaining('WGS84GEO') as string, got: '"<REDACTED>"' },
    ]);
    expect(of('/tmap/geo/fullAddrGeo')?.contract).toEqual({ operation: 'fullAddrGeo', deviations: [], skipped: 'tooLarge' });
    expect(of('/tms/zoneList')?.contract).toEqual({ operation: 'zoneList', deviations: [], skipped: 'errorAnswer' });
    expect(of('/tmap/geo/reversegeocoding', 'xml')?.contract).toEqual({ operation: 'reverseGeocoding', deviations: [], skipped: 'notJson' });
  });

  it('loads a recording made before the check (no contract field)', () => {
    const old = {
      locusRecording: 1,
      recordedAt: '2026-11-24T13:25:01.123Z',
      upstream: 'https://apis.openapi.sk.com',
      durationMs: 12,
      request: { method: 'GET', path: '/tmap/geo/reversegeocoding', query: [['version', '1']], headers: {}, body: { encoding: 'none' }, bodySha256: null },
      response: { status: 200, contentType: 'application/json', headers: {}, body: { encoding: 'utf8', text: '{}' } },
    };
    expect(recordingSchema.parse(old).contract).toBeUndefined();
  });
});

describe('the live contract check of a conforming service', () => {
  let upstream: TestApp;
  let upstreamServer: RunningServer;
  let proxy: TestApp;

  beforeAll(async () => {
    upstream = makeTestApp();
    upstreamServer = await listen(createNodeHandler(upstream.app.fetch), '127.0.0.1', 0);
    proxy = makeTestApp({ LOCUS_UPSTREAM: upstreamServer.url });
  });

  afterAll(async () => {
    proxy.close();
    await upstreamServer.close();
    upstream.close();
  });

  it('counts the emulator answers as checked, with no deviation', async () => {
    for (const res of [await proxy.get(rgQuery()), await proxy.get(rgQuery({ addressType: 'A04' })), await proxy.get('/tms/zoneList', { headers: { appKey: TEST_KEY } })]) {
      expect(res.status).toBe(200);
      await res.text();
    }
    await vi.waitFor(
      async () =>
        expect((await contractCheck(proxy)).operations).toEqual({
          reverseGeocoding: { checked: 2, deviating: 0, kinds: zero },
          zoneList: { checked: 1, deviating: 0, kinds: zero },
        }),
      { timeout: 10_000 },
    );
  });
});
