import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createNodeHandler } from './http/node-listener';
import { listen, type RunningServer } from './http/listen';
import { rawGet } from './testing/raw-get';
import { makeTestApp, rgQuery, type TestApp } from './testing/test-app';

let t: TestApp;
let running: RunningServer;

beforeAll(async () => {
  t = makeTestApp();
  running = await listen(createNodeHandler(t.app.fetch), '127.0.0.1', 0);
});
afterAll(async () => {
  await running.close();
  t.close();
});

/** A raw request, so the path reaches the server exactly as written. */
function rawGetPath(path: string): Promise<{ status: number; body: string }> {
  return rawGet(running.port, path);
}

describe('the emulator over a real socket', () => {
  it('answers reverse geocoding', async () => {
    const res = await fetch(`${running.url}${rgQuery()}`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ addressInfo: { adminDong: '명동' } });
  });

  it('answers gateway errors', async () => {
    const res = await fetch(`${running.url}/tmap/geo/unknownOperation?version=1`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'MISSING_AUTHENTICATION_TOKEN' } });
  });

  it('refuses raw dot segments before URL normalisation hides them', async () => {
    for (const path of ['/tmap/../_locus/health', '/assets/../../etc/passwd', '/a\\b']) {
      const res = await rawGetPath(path);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'INVALID_PATH' } });
    }
    expect((await rawGetPath('/_locus/health')).status).toBe(200);
  });
});
