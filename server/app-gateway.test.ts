import { describe, it, expect, afterEach } from 'vitest';
import type { RouteModule } from './routes/route-module';
import { createApp } from './app';
import { MEMORY_DB, openDatabase } from './db/open-database';
import { makeTestApp, rgQuery, stubWorld, testConfig, TEST_APP_ID, TEST_KEY, type TestApp } from './testing/test-app';

const echoRoutes: RouteModule = () => [
  { method: 'GET', path: '/tms/echo', area: 'tms', handle: (c) => c.json({ key: c.get('appKey') }) },
  {
    method: 'GET',
    path: '/nugufacecan/v1/echo',
    area: 'faces',
    handle: (c) => c.json({ key: c.get('appKey'), appId: c.get('appId') }),
  },
];

const UNAUTHORIZED = { error: { id: '401', category: 'gw', code: 'UNAUTHORIZED', message: 'Unauthorized' } };
const INVALID_API_KEY = { error: { id: '403', category: 'gw', code: 'INVALID_API_KEY', message: 'Forbidden' } };
const MISSING_TOKEN = {
  error: { id: '403', category: 'gw', code: 'MISSING_AUTHENTICATION_TOKEN', message: 'Missing Authentication Token' },
};

let t: TestApp;
afterEach(() => t.close());

async function expectBody(res: Response, status: number, body: unknown): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual(body);
}

describe('gateway keys on /tmap', () => {
  it('answers 401 UNAUTHORIZED without a key, and for a blank one', async () => {
    t = makeTestApp();
    await expectBody(await t.get(rgQuery({ appKey: undefined })), 401, UNAUTHORIZED);
    await expectBody(await t.get(rgQuery({ appKey: ' ' })), 401, UNAUTHORIZED);
  });

  it('answers 403 INVALID_API_KEY for an unknown key, in the query or the header', async () => {
    t = makeTestApp();
    await expectBody(await t.get(rgQuery({ appKey: 'nope' })), 403, INVALID_API_KEY);
    await expectBody(await t.get(rgQuery({ appKey: undefined }), { headers: { appKey: 'nope' } }), 403, INVALID_API_KEY);
  });

  it('takes the key from the query or from a header of any case', async () => {
    t = makeTestApp();
    expect((await t.get(rgQuery())).status).toBe(200);
    for (const name of ['appKey', 'appkey', 'APPKEY']) {
      expect((await t.get(rgQuery({ appKey: undefined }), { headers: { [name]: TEST_KEY } })).status).toBe(200);
    }
  });

  it('uses the query key when both are sent', async () => {
    t = makeTestApp();
    await expectBody(await t.get(rgQuery({ appKey: 'nope' }), { headers: { appKey: TEST_KEY } }), 403, INVALID_API_KEY);
  });
});

describe('unknown paths and methods', () => {
  it('answer 403 MISSING_AUTHENTICATION_TOKEN with or without a key', async () => {
    t = makeTestApp();
    for (const path of [
      `/tmap/geo/unknownOperation?version=1&fullAddr=x&appKey=${TEST_KEY}`,
      '/tmap/geo/unknownOperation?version=1&fullAddr=x',
      `/tmap/geo/nothing?appKey=${TEST_KEY}`,
      '/tmap',
      '/tmap/',
      '/tmap/geo/reversegeocoding/',
      '/tmap/geo/ReverseGeocoding?version=1&lat=37.5&lon=127',
      '/tms/zoneUnknown',
      '/nugufacecan/v1/unknown',
      '/nugufacecan/v1/face/AAAAA00000/extra',
    ]) {
      await expectBody(await t.get(path, { headers: { appKey: TEST_KEY } }), 403, MISSING_TOKEN);
      await expectBody(await t.get(path), 403, MISSING_TOKEN);
    }
  });

  it('answer 403 MISSING_AUTHENTICATION_TOKEN for a served path with the wrong method', async () => {
    t = makeTestApp();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      await expectBody(await t.get(rgQuery(), { method }), 403, MISSING_TOKEN);
    }
  });
});

describe('key placement on /tms and /nugufacecan', () => {
  it('accepts the /tms key in the header or the query', async () => {
    t = makeTestApp({}, { routes: [echoRoutes] });
    await expectBody(await t.get('/tms/echo', { headers: { appKey: TEST_KEY } }), 200, { key: TEST_KEY });
    await expectBody(await t.get(`/tms/echo?appKey=${TEST_KEY}`), 200, { key: TEST_KEY });
    await expectBody(await t.get('/tms/echo'), 401, UNAUTHORIZED);
    await expectBody(await t.get('/tms/echo', { headers: { appKey: 'x' } }), 403, INVALID_API_KEY);
  });

  it('needs the face key in the header and a known app-id', async () => {
    t = makeTestApp({}, { routes: [echoRoutes] });
    await expectBody(await t.get('/nugufacecan/v1/echo', { headers: { appKey: TEST_KEY, 'app-id': TEST_APP_ID } }), 200, {
      key: TEST_KEY,
      appId: TEST_APP_ID,
    });
    await expectBody(await t.get(`/nugufacecan/v1/echo?appKey=${TEST_KEY}`, { headers: { 'app-id': TEST_APP_ID } }), 401, UNAUTHORIZED);
    await expectBody(await t.get('/nugufacecan/v1/echo', { headers: { appKey: 'x', 'app-id': TEST_APP_ID } }), 403, INVALID_API_KEY);
    const appsMissing = { message: 'apps do not exist', code: 1000 };
    await expectBody(await t.get('/nugufacecan/v1/echo', { headers: { appKey: TEST_KEY, 'app-id': 'other' } }), 400, appsMissing);
    await expectBody(await t.get('/nugufacecan/v1/echo', { headers: { appKey: TEST_KEY } }), 400, appsMissing);
  });

  it('refuses a route module that registers outside its area', () => {
    const db = openDatabase(MEMORY_DB);
    const bad: RouteModule = () => [{ method: 'GET', path: '/tmap/x', area: 'tms', handle: (c) => c.text('') }];
    expect(() => createApp({ config: testConfig(), db, world: stubWorld(), consoleDir: null, routes: [bad] })).toThrow(/outside/);
    db.close();
    t = makeTestApp();
  });
});

describe('unexpected errors', () => {
  it('become a 500 envelope without details, and are logged', async () => {
    const boom: RouteModule = () => [
      {
        method: 'GET',
        path: '/tms/boom',
        area: 'tms',
        handle: () => {
          throw new Error('secret internals at /some/file.ts:12');
        },
      },
    ];
    t = makeTestApp({}, { routes: [boom] });
    const res = await t.get('/tms/boom', { headers: { appKey: TEST_KEY } });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: { id: '500', category: 'gw', code: 'API_CONFIGURATION_ERROR', message: 'Internal server error' },
    });
    expect(text).not.toContain('secret');
    expect(t.errors).toHaveLength(1);
  });
});
