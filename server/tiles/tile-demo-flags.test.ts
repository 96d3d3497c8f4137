import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { WorldServices } from '../world-services-types';
import { openDatabase, type Db } from '../db/open-database';
import { createWorldServices, createTileServices } from '../world-services';
import { buildDemoWorld } from '../domain/world-builder';
import { importAdminBoundaries } from '../import/admin-import';
import { importPois } from '../import/poi-import';
import { importRoads } from '../import/road-import';
import { adminFixture, POINT_IN_GARAM1 } from '../testing/admin-fixture';
import { testConfig } from '../testing/test-app';
import { encodeTile } from './encode-tile';
import { tileFeatures } from './tile-features';
import { tileAt } from './tile-math';
import { decodeTile, type DecodedFeature } from './tile-testing';

/**
 * The `demo` flag: 1 on every feature of the demo world's regions, labels, roads and POIs, 0 on
 * imported ones; land and water carry none (but the demo world's river, demo 1). The imports are the admin fixture (a made-up
 * province around 128°E 36°N), an authored road and POI in it.
 */
const FLAGGED = ['admin_province', 'admin_district', 'admin_dong', 'labels', 'roads', 'pois'];

function layersOf(world: WorldServices, lon: number, lat: number, z: number): Record<string, DecodedFeature[]> {
  const t = tileAt(lon, lat, z);
  const bytes = encodeTile(tileFeatures(world, t), t);
  return bytes ? decodeTile(bytes) : {};
}

describe('demo flags in tiles', () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-demo-flags-'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('marks every demo-world feature demo=1, and land and the sea with no flag', () => {
    const world = createWorldServices();
    const demo = buildDemoWorld();
    const dong = demo.regions.find((r) => r.category === 'adminDong')!;
    const poi = demo.pois.pois[0]!;
    const seen = new Set<string>();
    for (const [lon, lat, z] of [[dong.center[0], dong.center[1], 13], [poi.lon, poi.lat, 15], [dong.center[0], dong.center[1], 8]] as const) {
      const layers = layersOf(world, lon, lat, z);
      for (const layer of FLAGGED) {
        for (const f of layers[layer] ?? []) {
          expect(f.properties.demo, `${layer} ${String(f.properties.name)}`).toBe(1);
          seen.add(layer);
        }
      }
      for (const f of layers.land ?? []) expect(f.properties).not.toHaveProperty('demo');
      // Water carries no flag but on the demo world's Han River (tile-demo-river.test.ts).
      for (const f of layers.water ?? []) if (f.properties.kind !== 'river') expect(f.properties).not.toHaveProperty('demo');
    }
    expect([...seen].sort()).toEqual([...FLAGGED].sort());
  });

  it('marks imported regions, roads and POIs demo=0, and the TileJSON lists them with their credits', async () => {
    db = openDatabase(join(dir, 'locus.db'));
    const world = createWorldServices(db);
    const app = createApp({ config: testConfig(), db, world, consoleDir: null });
    const quiet = { log: () => undefined, warn: () => undefined };
    const [lon, lat] = POINT_IN_GARAM1 as [number, number];
    writeFileSync(join(dir, 'admin.geojson'), JSON.stringify(adminFixture()));
    await importAdminBoundaries(db, { admin: join(dir, 'admin.geojson'), ...quiet });
    const road = { type: 'Feature', id: 'way/7001', properties: { highway: 'residential', name: '가람길' }, geometry: { type: 'LineString', coordinates: [[lon - 0.001, lat], [lon + 0.001, lat]] } };
    writeFileSync(join(dir, 'road.geojson'), `${JSON.stringify(road)}\n`);
    await importRoads(db, [join(dir, 'road.geojson')], quiet);
    writeFileSync(join(dir, 'pois.csv'), `name,lat,lon\n가람 카페,${lat + 0.0002},${lon}\n`);
    await importPois(db, [join(dir, 'pois.csv')], {}, quiet);

    const layers = layersOf(world, lon, lat, 15);
    for (const layer of ['admin_province', 'admin_district', 'admin_dong', 'roads', 'pois']) {
      expect(layers[layer]?.length, layer).toBeGreaterThan(0);
      for (const f of layers[layer] ?? []) expect(f.properties.demo, layer).toBe(0);
    }
    expect(layers.roads?.map((f) => f.properties.name)).toEqual(['가람길']);
    expect(layers.pois?.map((f) => f.properties.name)).toEqual(['가람 카페']);
    const labels = layersOf(world, lon, lat, 13).labels ?? [];
    expect(labels.find((f) => f.properties.name === '가람1동')?.properties.demo).toBe(0);

    const tileJson = (await (await app.fetch(new Request('http://localhost/_locus/tiles.json'))).json()) as { attribution: string; locus: unknown };
    expect(tileJson.locus).toEqual({
      imported: ['regions', 'roads', 'pois'],
      credits: { land: 'Natural Earth', regions: 'Boundaries: imported administrative data', roads: '© OpenStreetMap contributors', pois: 'Points of interest: imported data' },
    });
    expect(tileJson.attribution).toBe('Natural Earth · © OpenStreetMap contributors · Boundaries: imported administrative data');

    // The tile workers' lighter view (no address indexes) makes the same tiles under the same version.
    const tileView = createTileServices(db);
    expect(tileView.dataVersion()).toBe(world.dataVersion());
    const demoDong = buildDemoWorld().regions.find((r) => r.category === 'adminDong')!;
    for (const [x, y, z] of [[lon, lat, 15], [lon, lat, 13], [lon, lat, 8], [demoDong.center[0], demoDong.center[1], 14], [demoDong.center[0], demoDong.center[1], 10]] as const) {
      const t = tileAt(x, y, z);
      expect(encodeTile(tileFeatures(tileView, t), t), `${z}/${t.x}/${t.y}`).toEqual(encodeTile(tileFeatures(world, t), t));
    }
  });
});
