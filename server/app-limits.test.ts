import { describe, it, expect, afterEach } from 'vitest';
import type { RouteModule } from './routes/route-module';
import { BODY_LIMIT_BYTES } from './app';
import { makeTestApp, rgQuery, TEST_KEY, type TestApp } from './testing/test-app';

let t: TestApp;
afterEach(() => t.close());

const THROTTLED = { error: { id: '429', category: 'gw', code: 'THROTTLED', message: 'Too Many Requests' } };
const QUOTA_EXCEEDED = { error: { id: '429', category: 'gw', code: 'QUOTA_EXCEEDED', message: 'Limit Exceeded' } };
const TOO_LARGE = {
  error: { id: '413', category: 'gw', code: 'REQUEST_TOO_LARGE', message: 'Request Too Long: the body limit is 5 MB' },
};
const INVALID_PATH = {
  error: {
    id: '400',
    category: 'gw',
    code: 'INVALID_PATH',
    message: 'Invalid request path: dot segments, backslashes and encoded slashes are not allowed',
  },
};

function fakeClock() {
  let now = Date.UTC(2030, 5, 1, 3, 0, 0);
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function expectNoLimitHeaders(res: Response): void {
  for (const name of res.headers.keys()) expect(name).not.toMatch(/ratelimit|retry-after/i);
}

describe('rate limits', () => {
  it('answers THROTTLED over the per-second limit, and recovers after a second', async () => {
    const clock = fakeClock();
    t = makeTestApp({ LOCUS_RATE_LIMIT_RPS: '2' }, { now: clock.now });
    expect((await t.get(rgQuery())).status).toBe(200);
    expect((await t.get(rgQuery())).status).toBe(200);
    const res = await t.get(rgQuery());
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(THROTTLED);
    expectNoLimitHeaders(res);
    clock.advance(1000);
    expect((await t.get(rgQuery())).status).toBe(200);
  });

  it('answers QUOTA_EXCEEDED over the daily quota', async () => {
    const clock = fakeClock();
    t = makeTestApp({ LOCUS_DAILY_QUOTA: '2' }, { now: clock.now });
    expect((await t.get(rgQuery())).status).toBe(200);
    expect((await t.get(rgQuery({ lat: undefined }))).status).toBe(400); // counted: the gateway let it through
    const res = await t.get(rgQuery());
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(QUOTA_EXCEEDED);
    expectNoLimitHeaders(res);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await t.get(rgQuery())).status).toBe(200);
  });

  it('does not count requests the gateway refused before the limits', async () => {
    t = makeTestApp({ LOCUS_DAILY_QUOTA: '1' });
    await t.get(rgQuery({ appKey: 'unknown' }));
    await t.get(`/tmap/geo/unknownOperation?appKey=${TEST_KEY}`);
    expect((await t.get(rgQuery())).status).toBe(200);
    expect((await t.get(rgQuery())).status).toBe(429);
  });
});

describe('body limit', () => {
  const echoBody: RouteModule = () => [
    {
      method: 'POST',
      path: '/tms/body',
      area: 'tms',
      handle: async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }),
    },
  ];
  const big = new Uint8Array(BODY_LIMIT_BYTES + 1);

  it('answers 413 by Content-Length before anything else', async () => {
    t = makeTestApp();
    const res = await t.get('/tms/zoneListInsert', {
      method: 'POST',
      headers: { 'content-length': String(big.byteLength), 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('answers 413 for a streamed body without Content-Length, and passes 5 MB', async () => {
    t = makeTestApp({}, { routes: [echoBody] });
    const res = await t.get('/tms/body', { method: 'POST', headers: { appKey: TEST_KEY }, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    const ok = await t.get('/tms/body', {
      method: 'POST',
      headers: { appKey: TEST_KEY },
      body: new Uint8Array(BODY_LIMIT_BYTES),
    });
    expect(await ok.json()).toEqual({ bytes: BODY_LIMIT_BYTES });
  });
});

describe('odd paths', () => {
  it('answer 400 INVALID_PATH for encoded slashes, backslashes and encoded NUL', async () => {
    t = makeTestApp();
    for (const path of [
      `/tmap%2Fgeo%2Freversegeocoding?version=1&lat=37.5&lon=127&appKey=${TEST_KEY}`,
      '/tmap/geo%2freversegeocoding',
      '/assets/..%5C..%5Csecret',
      '/tmap/geo/reverse%00geocoding',
      '/index%2Ehtml/%2e%2e%5cx',
    ]) {
      const res = await t.get(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.json()).toEqual(INVALID_PATH);
    }
  });

  it('leaves the query alone', async () => {
    t = makeTestApp();
    expect((await t.get(`${rgQuery()}&note=..%2F..`)).status).toBe(200);
  });
});
