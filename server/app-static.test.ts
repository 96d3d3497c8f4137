import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect, afterEach, beforeAll, afterAll } from 'vitest';
import { makeTestApp, rgQuery, TEST_KEY, type TestApp } from './testing/test-app';

let dir: string;
let t: TestApp;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Locus</title>');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => t.close());

describe('static console', () => {
  it('serves index.html with security headers and no-cache', async () => {
    t = makeTestApp({ LOCUS_CONNECT_SRC: 'https://gw.example.test' }, { consoleDir: dir });
    const res = await t.get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "worker-src 'self' blob:",
      "child-src 'self' blob:",
      "connect-src 'self' https://apis.openapi.sk.com https://gw.example.test",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(await res.text()).toContain('<title>Locus</title>');
  });

  it('falls back to index.html for client routes', async () => {
    t = makeTestApp({}, { consoleDir: dir });
    for (const path of ['/zones', '/explore/map?x=1', '/coordinates/convert']) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Locus</title>');
    }
  });

  it('caches hashed assets as immutable and other files as no-cache', async () => {
    t = makeTestApp({}, { consoleDir: dir });
    const asset = await t.get('/assets/index-AbC123.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const icon = await t.get('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for missing files and never serves index.html for API or emulator paths', async () => {
    t = makeTestApp({}, { consoleDir: dir });
    expect((await t.get('/assets/missing.js')).status).toBe(404);
    expect((await t.get('/missing.png')).status).toBe(404);
    expect((await t.get('/%252e%252e/%252e%252e/etc/passwd.txt')).status).toBe(404);
    expect((await t.get('/tmap/geo/unknown')).status).toBe(403);
    const locus = await t.get('/_locus/nothing');
    expect(locus.status).toBe(404);
    expect(await locus.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await t.get('/', { method: 'POST' })).status).toBe(404);
  });

  it('says so when the console is not built', async () => {
    t = makeTestApp({}, { consoleDir: join(dir, 'nowhere') });
    const res = await t.get('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('CORS', () => {
  it('answers preflights from the dev origin with the platform headers', async () => {
    t = makeTestApp();
    const res = await t.get('/nugufacecan/v1/face', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'appkey, app-id, group-id, subject-id, face-name',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['appkey', 'app-id', 'group-id', 'subject-id', 'face-name', 'allow-mask', 'key']) {
      expect(allowed.split(',').map((s) => s.trim())).toContain(h);
    }
  });

  it('marks answers for the dev origin and not for others', async () => {
    t = makeTestApp();
    const dev = await t.get(rgQuery(), { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const other = await t.get(rgQuery(), { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const gatewayError = await t.get('/tmap/geo/reversegeocoding', { headers: { origin: 'http://localhost:5173', appKey: TEST_KEY } });
    expect(gatewayError.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});
