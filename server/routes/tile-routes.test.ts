import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { importAdminBoundaries } from '../import/admin-import';
import { buildDemoWorld } from '../domain/world-builder';
import { importPois } from '../import/poi-import';
import { cellOf } from '../national/poi-spatial';
import { importRoads } from '../import/road-import';
import { adminFixture, POINT_IN_GARAM1 } from '../testing/admin-fixture';
import { sharedDataFile } from '../testing/shared-data';
import { makeTestApp, testConfig, type TestApp } from '../testing/test-app';
import { tileAt } from '../tiles/tile-math';
import { decodeTile } from '../tiles/tile-testing';

const CITY_HALL_Z14 = '/_locus/tiles/14/13970/6344.pbf';

describe('tile routes (stub world)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('serves a tile as a gzip-compressed Mapbox Vector Tile with an ETag and no-cache', async () => {
    t = makeTestApp();
    const res = await t.get(CITY_HALL_Z14, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Public emulator data: no key asked, and the emulator's usual headers.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const layers = decodeTile(gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(layers.roads).toContainEqual(expect.objectContaining({ properties: { name: '세종대로', roadCategory: 5, lanes: 8, oneway: 0, class: 'tertiary', demo: 0 } }));
    expect(layers.pois).toContainEqual(expect.objectContaining({ properties: { name: '서울특별시청', category: 'government', id: '40189', demo: 0 } }));
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await t.get(CITY_HALL_Z14, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    // Without gzip in Accept-Encoding: the plain tile.
    const plain = await t.get(CITY_HALL_Z14);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Object.keys(decodeTile(new Uint8Array(await plain.arrayBuffer())))).toContain('roads');
  });

  it('answers 204 with no body for a tile with nothing in it', async () => {
    t = makeTestApp();
    // Off West Africa: outside the land/sea box, no regions, roads or POIs.
    const { z, x, y } = tileAt(0, 0, 10);
    const res = await t.get(`/_locus/tiles/${z}/${x}/${y}.pbf`);
    expect(res.status).toBe(204);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for tiles outside the grid and 400 for non-numbers, never 500', async () => {
    t = makeTestApp();
    for (const path of ['/_locus/tiles/17/0/0.pbf', '/_locus/tiles/2/4/0.pbf', '/_locus/tiles/2/0/4.pbf', '/_locus/tiles/0/0/0.png', '/_locus/tiles/0/0/0/0.pbf', '/_locus/tiles/99999999999/0/0.pbf']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    for (const path of ['/_locus/tiles/a/0/0.pbf', '/_locus/tiles/1/-1/0.pbf', '/_locus/tiles/1/0/0.5.pbf', '/_locus/tiles/1/0/.pbf']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
    expect(t.errors).toEqual([]);
  });

  it('describes the tiles in TileJSON 3.0.0 with an absolute tile URL from the request origin', async () => {
    t = makeTestApp();
    const res = await t.app.fetch(new Request('http://127.0.0.1:8123/_locus/tiles.json'));
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ tilejson: '3.0.0', minzoom: 0, maxzoom: 16, tiles: ['http://127.0.0.1:8123/_locus/tiles/{z}/{x}/{y}.pbf'] });
    expect(json.name).toEqual(expect.any(String));
    const [w, s, e, n] = json.bounds as number[];
    expect([w! <= 124.5, s! <= 33, e! >= 131, n! >= 38.7]).toEqual([true, true, true, true]);
    expect(json.attribution).toContain('Natural Earth');
    expect(json.attribution).not.toContain('OpenStreetMap');
    const layers = json.vector_layers as { id: string; fields: Record<string, string>; minzoom: number; maxzoom: number }[];
    expect(layers.map((l) => l.id)).toEqual(['land', 'water', 'admin_province', 'admin_district', 'admin_dong', 'roads', 'pois', 'buildings', 'labels']);
    expect(layers.find((l) => l.id === 'roads')).toMatchObject({ minzoom: 5, maxzoom: 16, fields: { name: expect.any(String), class: expect.any(String), oneway: expect.any(String) } });
    expect(layers.find((l) => l.id === 'pois')?.minzoom).toBe(14);
  });
});

describe('tiles after an import', () => {
  let db: Db;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-tiles-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => db.close());

  it('shows imported regions at the next tile request, under a new ETag', async () => {
    db = openDatabase(MEMORY_DB);
    const app = createApp({ config: testConfig(), db, world: createWorldServices(db), consoleDir: null });
    const { z, x, y } = tileAt(POINT_IN_GARAM1[0]!, POINT_IN_GARAM1[1]!, 13);
    const path = `http://localhost/_locus/tiles/${z}/${x}/${y}.pbf`;
    const before = await app.fetch(new Request(path));
    expect(before.status).toBe(200);
    const beforeLayers = decodeTile(new Uint8Array(await before.arrayBuffer()));
    expect(beforeLayers.admin_dong).toBeUndefined();

    const file = join(dir, 'admin.geojson');
    writeFileSync(file, JSON.stringify(adminFixture()));
    await importAdminBoundaries(db, { admin: file, log: () => undefined, warn: () => undefined });

    const after = await app.fetch(new Request(path, { headers: { 'if-none-match': before.headers.get('etag') ?? '' } }));
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const layers = decodeTile(new Uint8Array(await after.arrayBuffer()));
    expect(layers.admin_dong?.map((f) => f.properties.name)).toContain('가람1동');
    expect(layers.admin_province?.map((f) => f.properties.name)).toContain('가상도');
    expect(layers.labels?.map((f) => f.properties.name)).toContain('가람1동');
    const tileJson = (await (await app.fetch(new Request('http://localhost/_locus/tiles.json'))).json()) as { attribution: string };
    expect(tileJson.attribution).toContain('Boundaries');
  });

  it('shows imported POIs from z 14 and hides the demo POIs of the cells they cover', async () => {
    db = openDatabase(MEMORY_DB);
    const app = createApp({ config: testConfig(), db, world: createWorldServices(db), consoleDir: null });
    const poisAt = async (lon: number, lat: number, z: number) => {
      const { x, y } = tileAt(lon, lat, z);
      const res = await app.fetch(new Request(`http://localhost/_locus/tiles/${z}/${x}/${y}.pbf`));
      return res.status === 200 ? (decodeTile(new Uint8Array(await res.arrayBuffer())).pois ?? []) : [];
    };
    // City Hall (demo POI 40189 or near it) before: the demo world's POIs.
    const before = await poisAt(126.978, 37.5665, 16);
    expect(before.length).toBeGreaterThan(0);
    const file = join(dir, 'shops.csv');
    writeFileSync(file, ['id,title,latitude,lng,kind', '1,시청 앞 카페,37.5665,126.9780,cafe', '2,Harbour Gate,35.1000,129.0400,landmark'].join('\n'));
    await importPois(db, [file], {}, { log: () => undefined, warn: () => undefined });
    const after = (await poisAt(126.978, 37.5665, 16)).map((f) => f.properties.name);
    expect(after).toContain('시청 앞 카페');
    // The demo POIs in the covered 0.01° cell are replaced, as reverseLabel answers; those outside it stay.
    const cell = cellOf(126.978, 37.5665);
    const demoPois = buildDemoWorld().pois.pois;
    const covered = demoPois.filter((p) => cellOf(p.lon, p.lat) === cell).map((p) => p.name);
    expect(covered.length).toBeGreaterThan(0);
    for (const name of covered) expect(after).not.toContain(name);
    const kept = before.map((f) => f.properties.name as string).filter((name) => !covered.includes(name));
    for (const name of kept) expect(after).toContain(name);
    expect((await poisAt(129.04, 35.1, 15)).map((f) => f.properties.name)).toEqual(['Harbour Gate']);
    expect(await poisAt(129.04, 35.1, 12)).toEqual([]);
  });

  const sample = sharedDataFile('osm_roads_seoul_yongsan_2015.geojson', 'tiles of the Yongsan OSM road sample');
  it.skipIf(!sample)('shows roads imported from the Yongsan OSM sample in the Yongsan tile, credited to OpenStreetMap', async () => {
    db = openDatabase(join(dir, 'roads.db'));
    const app = createApp({ config: testConfig(), db, world: createWorldServices(db), consoleDir: null });
    await importRoads(db, [sample!], { log: () => undefined, warn: () => undefined });
    const rows = db.prepare('SELECT road_name, points FROM imported_roads').all() as { road_name: string; points: Buffer }[];
    const named = rows.find((r) => r.road_name !== '' && !r.road_name.endsWith('도로'));
    expect(named).toBeDefined();
    const lon = named!.points.readInt32LE(0) / 1e7;
    const lat = named!.points.readInt32LE(4) / 1e7;
    const { z, x, y } = tileAt(lon, lat, 15);
    const res = await app.fetch(new Request(`http://localhost/_locus/tiles/${z}/${x}/${y}.pbf`));
    expect(res.status).toBe(200);
    const layers = decodeTile(new Uint8Array(await res.arrayBuffer()));
    expect(layers.roads?.map((f) => f.properties.name)).toContain(named!.road_name);
    // Unnamed ways answer nearToRoad with their class's name (이면도로); the map labels them with nothing.
    const unnamed = rows.find((r) => r.road_name === '이면도로');
    expect(unnamed).toBeDefined();
    const u = tileAt(unnamed!.points.readInt32LE(0) / 1e7, unnamed!.points.readInt32LE(4) / 1e7, 15);
    const uLayers = decodeTile(new Uint8Array(await (await app.fetch(new Request(`http://localhost/_locus/tiles/${u.z}/${u.x}/${u.y}.pbf`))).arrayBuffer()));
    const names = uLayers.roads?.map((f) => f.properties.name) ?? [];
    expect(names).toContain('');
    expect(names).not.toContain('이면도로');
    const tileJson = (await (await app.fetch(new Request('http://localhost/_locus/tiles.json'))).json()) as { attribution: string };
    expect(tileJson.attribution).toContain('© OpenStreetMap contributors');
  });
});
