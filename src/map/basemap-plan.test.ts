import { describe, expect, it } from 'vitest';
import { basemapNoteKey, basemapOrigin, isTileJson, planBasemap, type BasemapFacts } from './basemap-plan';
import { resolveBasemap } from './basemap-start';
import { offlineBasemapStyle } from './basemap-style';

const facts = (over: Partial<BasemapFacts>): BasemapFacts => ({
  chosen: 'offline',
  profileId: 'local',
  profileBase: '',
  pageServesTiles: true,
  profileServesTiles: false,
  pageServesPmtiles: false,
  ...over,
});

describe('planBasemap', () => {
  it("served by the emulator with the local profile: the emulator's whole world, no note", () => {
    const plan = planBasemap(facts({}));
    expect(plan).toEqual({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: false });
    expect(basemapNoteKey(plan)).toBeUndefined();
  });

  it('with any other profile the demo world is not drawn under the real answers: land and water only, said so', () => {
    for (const profileId of ['sk', 'custom'] as const) {
      const plan = planBasemap(facts({ profileId, profileBase: 'https://apis.openapi.sk.com' }));
      expect(plan).toEqual({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: true });
      expect(basemapNoteKey(plan)).toBe('landOnly');
    }
  });

  it('on a static host, the tiles of the emulator the profile points at', () => {
    const plan = planBasemap(facts({ profileId: 'custom', profileBase: 'http://127.0.0.1:8921', pageServesTiles: false, profileServesTiles: true }));
    expect(plan).toEqual({ kind: 'emulator', from: 'profile', tilesBase: 'http://127.0.0.1:8921', landOnly: true });
    expect(basemapNoteKey(plan)).toBe('profileEmulator');
  });

  it('with no emulator anywhere, the land outline shipped with the console, never a blank map', () => {
    for (const f of [facts({ pageServesTiles: false }), facts({ profileId: 'sk', profileBase: 'https://apis.openapi.sk.com', pageServesTiles: false })]) {
      const plan = planBasemap(f);
      expect(plan).toEqual({ kind: 'land-outline' });
      expect(basemapNoteKey(plan)).toBe('landOutline');
    }
    // A PMTiles choice the host does not serve falls back the same way.
    expect(planBasemap(facts({ chosen: 'pmtiles-dark', pageServesTiles: false }))).toEqual({ kind: 'land-outline' });
  });

  it('an online or PMTiles choice is drawn as chosen', () => {
    expect(planBasemap(facts({ chosen: 'osm', pageServesTiles: false }))).toEqual({ kind: 'osm' });
    expect(planBasemap(facts({ chosen: 'pmtiles-dark', pageServesPmtiles: true }))).toEqual({ kind: 'pmtiles', flavor: 'dark' });
  });
});

describe('land and water only', () => {
  it("leaves out the emulator's demo roads, places, areas and labels: only imported features (demo 0) of those layers", () => {
    const layers = offlineBasemapStyle('http://x', { landOnly: true }).layers;
    for (const l of layers) {
      const sourceLayer = 'source-layer' in l ? l['source-layer'] : undefined;
      const filter = JSON.stringify('filter' in l ? l.filter : null);
      if (sourceLayer && ['roads', 'pois', 'labels', 'admin_dong', 'admin_district', 'admin_province'].includes(sourceLayer)) expect(filter).toContain('["==",["get","demo"],0]');
      // Water: the sea and imported water, not the demo world's river (demo 1).
      else if (sourceLayer === 'water') expect(filter).toContain('["!=",["get","demo"],1]');
      else expect(filter).not.toContain('demo');
    }
    const full = offlineBasemapStyle('http://x').layers;
    expect(full.some((l) => JSON.stringify('filter' in l ? l.filter : null).includes('demo'))).toBe(false);
  });

  it('draws rivers, lakes and buildings above every land fill (Natural Earth land and the provinces)', () => {
    const ids = offlineBasemapStyle('http://x').layers.map((l) => l.id);
    const lastLand = Math.max(ids.indexOf('land'), ids.indexOf('admin-land'));
    expect(lastLand).toBeGreaterThan(0);
    for (const id of ['water-inland', 'water-line', 'buildings']) expect(ids.indexOf(id), id).toBeGreaterThan(lastLand);
  });

  it('is land-coloured while tiles load: the sea is drawn only where a tile says water', () => {
    const [background] = offlineBasemapStyle('http://x').layers;
    expect(background).toMatchObject({ type: 'background', paint: { 'background-color': '#f3f1ec' } });
  });
});

describe('resolveBasemap', () => {
  const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
  const TILEJSON = JSON.stringify({ tilejson: '3.0.0', tiles: ['http://127.0.0.1:8921/_locus/tiles/{z}/{x}/{y}.pbf'] });
  /** A static host: every path answers 200 with its index.html; the emulator at 8921 answers TileJSON. */
  const staticHostAndEmulator = (asked: string[]) =>
    (async (url: string | URL | Request) => {
      const u = String(url);
      asked.push(u);
      if (u.startsWith('http://127.0.0.1:8921/')) return new Response(TILEJSON, { headers: { 'Content-Type': 'application/json' } });
      return new Response(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } });
    }) as typeof fetch;

  it("is not fooled by a static host's fallback page, and asks the profile's emulator", async () => {
    const asked: string[] = [];
    const plan = await resolveBasemap('offline', { profileId: 'custom', profileBase: 'http://127.0.0.1:8921' }, staticHostAndEmulator(asked));
    expect(plan).toEqual({ kind: 'emulator', from: 'profile', tilesBase: 'http://127.0.0.1:8921', landOnly: true });
    expect(asked).toEqual(['/_locus/tiles.json', 'http://127.0.0.1:8921/_locus/tiles.json']);
    expect(await resolveBasemap('offline', { profileId: 'local', profileBase: '' }, staticHostAndEmulator([]))).toEqual({ kind: 'land-outline' });
    expect(await resolveBasemap('pmtiles-light', { profileId: 'local', profileBase: '' }, staticHostAndEmulator([]))).toEqual({ kind: 'land-outline' });
  });

  it('never asks the real service for tiles', async () => {
    const asked: string[] = [];
    const plan = await resolveBasemap('offline', { profileId: 'sk', profileBase: 'https://apis.openapi.sk.com' }, staticHostAndEmulator(asked));
    expect(plan).toEqual({ kind: 'land-outline' });
    expect(asked).toEqual(['/_locus/tiles.json']);
  });

  it('an online choice asks nothing', async () => {
    const asked: string[] = [];
    expect(await resolveBasemap('osm', { profileId: 'sk', profileBase: 'https://apis.openapi.sk.com' }, staticHostAndEmulator(asked))).toEqual({ kind: 'osm' });
    expect(asked).toEqual([]);
  });

  it('takes only TileJSON for tiles', () => {
    expect(isTileJson(JSON.parse(TILEJSON))).toBe(true);
    expect(isTileJson({ tiles: [] })).toBe(false);
    expect(isTileJson({ status: 'ok' })).toBe(false);
    expect(isTileJson(null)).toBe(false);
  });
});

describe('a PMTiles file at a URL of the user', () => {
  it('is drawn when chosen with a valid URL, and asks the page nothing', async () => {
    const asked: string[] = [];
    const f = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response('', { status: 404 });
    }) as typeof fetch;
    const plan = await resolveBasemap('pmtiles-url', { profileId: 'sk', profileBase: 'https://apis.openapi.sk.com' }, f, ' https://maps.example.org/korea.pmtiles ');
    expect(plan).toEqual({ kind: 'pmtiles-url', url: 'https://maps.example.org/korea.pmtiles' });
    expect(asked).toEqual([]);
    expect(basemapNoteKey(plan)).toBe('pmtilesUrlMap');
    expect(basemapOrigin(plan)).toBe('https://maps.example.org');
  });

  it('without a usable URL, the basemap the console would otherwise draw', () => {
    expect(planBasemap(facts({ chosen: 'pmtiles-url', pmtilesUrl: '' }))).toEqual({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: false });
    expect(planBasemap(facts({ chosen: 'pmtiles-url', pmtilesUrl: 'javascript:alert(1)', pageServesTiles: false }))).toEqual({ kind: 'land-outline' });
  });
});
