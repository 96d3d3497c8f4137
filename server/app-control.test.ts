import { describe, it, expect, afterEach } from 'vitest';
import { makeTestApp, rgQuery, TEST_APP_ID, TEST_KEY, type TestApp } from './testing/test-app';
import { DEMO_API_KEY, DEMO_FACE_APP_ID } from './config';

let t: TestApp;
afterEach(() => t.close());

function post(path: string, body?: unknown): RequestInit & { path: string } {
  return {
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

async function send(r: RequestInit & { path: string }): Promise<Response> {
  return t.get(r.path, r);
}

describe('emulator paths', () => {
  it('answers health and info without a key', async () => {
    t = makeTestApp();
    const health = await t.get('/_locus/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', service: 'locus-emulator', version: expect.any(String) });
    const info = (await (await t.get('/_locus/info')).json()) as Record<string, unknown>;
    // The test keys are keys of one's own, not the public demo values: never given out.
    expect(info).toMatchObject({ testMode: false, demo: { appKey: null, appId: null }, tiles: '/_locus/tiles.json' });
    expect(info).not.toHaveProperty('basemapLayers');
    expect(JSON.stringify(info)).not.toContain(TEST_KEY);
    expect(JSON.stringify(info)).not.toContain(TEST_APP_ID);
  });

  it('gives out the demo credentials when the server accepts them, and only those', async () => {
    t = makeTestApp({ LOCUS_API_KEYS: `my-own-secret-key,${DEMO_API_KEY}`, LOCUS_FACE_APPS: `${DEMO_FACE_APP_ID}:${DEMO_API_KEY}` });
    const info = (await (await t.get('/_locus/info')).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ demo: { appKey: DEMO_API_KEY, appId: DEMO_FACE_APP_ID } });
    expect(JSON.stringify(info)).not.toContain('my-own-secret-key');
  });

  it('no longer serves the GeoJSON basemap (vector tiles replace it)', async () => {
    t = makeTestApp();
    for (const layer of ['land', 'water', 'districts', 'roads']) expect((await t.get(`/_locus/basemap/${layer}.geojson`)).status).toBe(404);
  });

  it('has no control endpoints outside test mode', async () => {
    t = makeTestApp();
    for (const path of ['/_locus/control/reset', '/_locus/control/latency', '/_locus/control/fault']) {
      const res = await send(post(path, { ms: 1 }));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await t.get('/_locus/control/state')).status).toBe(404);
  });
});

describe('control endpoints in test mode', () => {
  it('reset empties data tables and rate counters', async () => {
    t = makeTestApp({ LOCUS_TEST_MODE: '1', LOCUS_DAILY_QUOTA: '1' });
    t.db.exec("INSERT INTO zones (tenant, code, name, update_date) VALUES ('k', '1', 'a', ''), ('k', '2', 'b', '')");
    t.db.exec("INSERT INTO face_groups (group_id, app_id, group_name, created_at) VALUES ('AAAAA00000', 'test-app', 'g', '')");
    t.db.exec("INSERT INTO face_subjects (subject_id, group_id, subject_name, created_at) VALUES ('BBBBB00000', 'AAAAA00000', 's', '')");
    expect((await t.get(rgQuery())).status).toBe(200);
    expect((await t.get(rgQuery())).status).toBe(429);
    const res = await send(post('/_locus/control/reset'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, emptied: ['face_groups', 'face_subjects', 'faces', 'quota_counts', 'zones'] });
    for (const table of ['zones', 'face_groups', 'face_subjects']) expect((t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n).toBe(0);
    expect((await t.get(rgQuery())).status).toBe(200);
  });

  it('latency delays API requests', async () => {
    t = makeTestApp({ LOCUS_TEST_MODE: '1' });
    expect(await (await send(post('/_locus/control/latency', { ms: 60 }))).json()).toEqual({ ok: true, latencyMs: 60 });
    const start = performance.now();
    expect((await t.get(rgQuery())).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(50);
    expect((await send(post('/_locus/control/latency', { ms: -1 }))).status).toBe(400);
    await send(post('/_locus/control/reset'));
    expect(await (await t.get('/_locus/control/state')).json()).toMatchObject({ latencyMs: 0, pending: [] });
  });

  it('fault answers the next requests under a prefix, then stops', async () => {
    t = makeTestApp({ LOCUS_TEST_MODE: '1' });
    const added = await send(post('/_locus/control/fault', { path: '/tmap/geo', status: 504, times: 2 }));
    expect(await added.json()).toEqual({ ok: true, pending: [{ path: '/tmap/geo', status: 504, left: 2 }] });
    for (let i = 0; i < 2; i++) {
      const res = await t.get(rgQuery({ appKey: undefined }));
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({
        error: { id: '504', category: 'gw', code: 'INTEGRATION_FAILURE', message: 'Network error communicating with endpoint' },
      });
    }
    expect((await t.get(rgQuery())).status).toBe(200);
  });

  it('fault takes a custom envelope or body', async () => {
    t = makeTestApp({ LOCUS_TEST_MODE: '1' });
    await send(post('/_locus/control/fault', { path: '/tmap', status: 400, category: 'tmap', code: '9999', message: 'x' }));
    await send(post('/_locus/control/fault', { path: '/nugufacecan', status: 503, body: { message: 'queue full', code: 3050 } }));
    expect(await (await t.get(rgQuery())).json()).toEqual({ error: { id: '400', category: 'tmap', code: '9999', message: 'x' } });
    const face = await t.get('/nugufacecan/v1/face');
    expect(face.status).toBe(503);
    expect(await face.json()).toEqual({ message: 'queue full', code: 3050 });
  });

  it('refuses malformed control bodies', async () => {
    t = makeTestApp({ LOCUS_TEST_MODE: '1' });
    expect((await send(post('/_locus/control/fault', { path: 'tmap', status: 500 }))).status).toBe(400);
    expect((await send(post('/_locus/control/fault', { path: '/tmap', status: 200 }))).status).toBe(400);
    const notJson = await t.get('/_locus/control/latency', { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'BAD_CONTROL_REQUEST' } });
  });
});
