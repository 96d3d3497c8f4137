import { describe, it, expect } from 'vitest';
import { ConfigError, DEMO_API_KEY, DEMO_FACE_APP_ID, parseConfig } from './config';

describe('parseConfig', () => {
  it('has documented defaults', () => {
    const c = parseConfig({});
    expect(c).toEqual({
      port: 8080,
      host: '127.0.0.1',
      apiKeys: [DEMO_API_KEY],
      faceApps: [{ appId: DEMO_FACE_APP_ID, keys: [DEMO_API_KEY] }],
      faces: { workers: undefined, queue: 16, maxGroups: 100, maxSubjects: 1000, maxFaces: 20 },
      tiles: { workers: undefined, queue: 64 },
      dataDir: './.locus',
      dbPath: './.locus/locus.db',
      testMode: false,
      rateLimitRps: 50,
      dailyQuota: 0,
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      connectSrc: [],
      allowedHosts: [],
      maxZonesPerKey: 100_000,
      basemapPmtiles: null,
      onlineStyles: { light: 'https://tiles.openfreemap.org/styles/liberty', dark: 'https://tiles.openfreemap.org/styles/dark' },
      apiMode: { kind: 'emulator' },
    });
  });

  it('reads the tile pool sizes (LOCUS_TILE_WORKERS, LOCUS_TILE_QUEUE)', () => {
    expect(parseConfig({ LOCUS_TILE_WORKERS: '2', LOCUS_TILE_QUEUE: '0' }).tiles).toEqual({ workers: 2, queue: 0 });
    expect(() => parseConfig({ LOCUS_TILE_WORKERS: '0' })).toThrow(/LOCUS_TILE_WORKERS/);
    expect(() => parseConfig({ LOCUS_TILE_QUEUE: 'lots' })).toThrow(/LOCUS_TILE_QUEUE/);
  });

  it('reads LOCUS_BASEMAP (a path; the file itself is checked at start-up)', () => {
    expect(parseConfig({ LOCUS_BASEMAP: ' /maps/korea.pmtiles ' }).basemapPmtiles).toBe('/maps/korea.pmtiles');
    expect(parseConfig({ LOCUS_BASEMAP: '  ' }).basemapPmtiles).toBeNull();
    expect(parseConfig({ LOCUS_BASEMAP_STYLE: 'off', LOCUS_BASEMAP_STYLE_DARK: 'https://m.example/dark.json' }).onlineStyles).toEqual({ light: null, dark: 'https://m.example/dark.json' });
    expect(() => parseConfig({ LOCUS_BASEMAP_STYLE: 'tiles.example' })).toThrow(/LOCUS_BASEMAP_STYLE must be an http\(s\) URL/);
  });

  it('reads LOCUS_ALLOWED_HOSTS and LOCUS_MAX_ZONES', () => {
    expect(parseConfig({ LOCUS_ALLOWED_HOSTS: ' locus.lan , .corp.example ', LOCUS_MAX_ZONES: '5' })).toMatchObject({ allowedHosts: ['locus.lan', '.corp.example'], maxZonesPerKey: 5 });
    expect(() => parseConfig({ LOCUS_MAX_ZONES: '0' })).toThrow('LOCUS_MAX_ZONES');
  });

  it('reads every variable', () => {
    const c = parseConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      LOCUS_API_KEYS: ' k1, k2 ,,k1',
      LOCUS_FACE_APPS: 'app-a:k1+k2, app-b:k2',
      LOCUS_FACE_WORKERS: '3',
      LOCUS_FACE_QUEUE: '1',
      LOCUS_FACE_MAX_GROUPS: '2',
      LOCUS_FACE_MAX_SUBJECTS: '3',
      LOCUS_FACE_MAX_FACES: '4',
      LOCUS_DATA_DIR: '/var/lib/locus/',
      LOCUS_TEST_MODE: '1',
      LOCUS_RATE_LIMIT_RPS: '0',
      LOCUS_DAILY_QUOTA: '1000',
      LOCUS_CORS_ORIGINS: 'http://example.test:3000',
      LOCUS_CONNECT_SRC: 'https://gw.example.test',
    });
    expect(c.port).toBe(9000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.apiKeys).toEqual(['k1', 'k2']);
    expect(c.faceApps).toEqual([
      { appId: 'app-a', keys: ['k1', 'k2'] },
      { appId: 'app-b', keys: ['k2'] },
    ]);
    expect(c.faces).toEqual({ workers: 3, queue: 1, maxGroups: 2, maxSubjects: 3, maxFaces: 4 });
    expect(c.dbPath).toBe('/var/lib/locus/locus.db');
    expect(c.testMode).toBe(true);
    expect(c.rateLimitRps).toBe(0);
    expect(c.dailyQuota).toBe(1000);
    expect(c.corsOrigins).toEqual(['http://example.test:3000']);
    expect(c.connectSrc).toEqual(['https://gw.example.test']);
  });

  it('keeps :memory: as the database path', () => {
    expect(parseConfig({ LOCUS_DATA_DIR: ':memory:' }).dbPath).toBe(':memory:');
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ PORT: ' ', LOCUS_API_KEYS: ' , ' }).port).toBe(8080);
    expect(parseConfig({ LOCUS_API_KEYS: ' , ' }).apiKeys).toEqual([DEMO_API_KEY]);
  });

  it('accepts test-mode spellings and rejects others', () => {
    expect(parseConfig({ LOCUS_TEST_MODE: '0' }).testMode).toBe(false);
    expect(parseConfig({ LOCUS_TEST_MODE: 'true' }).testMode).toBe(true);
    expect(() => parseConfig({ LOCUS_TEST_MODE: 'maybe' })).toThrow(ConfigError);
  });

  it('rejects bad numbers naming the variable', () => {
    expect(() => parseConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseConfig({ LOCUS_RATE_LIMIT_RPS: '-1' })).toThrow(/LOCUS_RATE_LIMIT_RPS/);
    expect(() => parseConfig({ LOCUS_DAILY_QUOTA: '1.5' })).toThrow(/LOCUS_DAILY_QUOTA/);
  });

  // ---- face apps bound to keys
  it('binds the demo app-id to every accepted key by default (one app: nothing to cross)', () => {
    expect(parseConfig({ LOCUS_API_KEYS: 'k1,k2' }).faceApps).toEqual([{ appId: DEMO_FACE_APP_ID, keys: ['k1', 'k2'] }]);
  });

  it('refuses face bindings that are malformed, repeated, to unknown keys, or the old setting', () => {
    const keys = { LOCUS_API_KEYS: 'k1,k2' };
    expect(() => parseConfig({ ...keys, LOCUS_FACE_APPS: 'app-a' })).toThrow(/LOCUS_FACE_APPS entries are APP:key/);
    expect(() => parseConfig({ ...keys, LOCUS_FACE_APPS: 'app-a:' })).toThrow(/LOCUS_FACE_APPS entries are APP:key/);
    expect(() => parseConfig({ ...keys, LOCUS_FACE_APPS: ':k1' })).toThrow(/LOCUS_FACE_APPS entries are APP:key/);
    expect(() => parseConfig({ ...keys, LOCUS_FACE_APPS: 'a:k1,a:k2' })).toThrow(/"a" twice/);
    expect(() => parseConfig({ ...keys, LOCUS_FACE_APPS: 'a:k1+k9' })).toThrow(/not in LOCUS_API_KEYS: k9/);
    expect(() => parseConfig({ LOCUS_FACE_APP_IDS: 'a' })).toThrow(/replaced by LOCUS_FACE_APPS/);
    expect(() => parseConfig({ LOCUS_FACE_QUEUE: 'lots' })).toThrow(/LOCUS_FACE_QUEUE/);
    expect(() => parseConfig({ LOCUS_FACE_WORKERS: '0' })).toThrow(/LOCUS_FACE_WORKERS/);
  });
});
