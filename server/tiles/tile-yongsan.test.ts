import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { importAreas } from '../import/area-import';
import { importRoads } from '../import/road-import';
import { sharedDataFile } from '../testing/shared-data';
import { encodeTile } from './encode-tile';
import { tileFeatures } from './tile-features';
import { decodeTile, type DecodedFeature } from './tile-testing';

/**
 * The Yongsan neighbourhood: the OSM road sample of Yongsan (../shared/data, read in place) and
 * an authored GeoJSON, approximate, not taken from any data set: the Han River south of Yongsan
 * as a multipolygon relation (lon 126.94–127.02, lat 37.505–37.519) with Nodeulseom as a hole,
 * and three building footprints (about 30 m) north of the river near 24th Div Rd. The z 15 tile
 * 27942/12694 (lon 126.980–126.991, lat 37.518–37.527) and its z 14 parent hold all three.
 */
const RIVER = {
  type: 'Feature',
  id: 'relation/9001',
  properties: { type: 'multipolygon', natural: 'water', water: 'river', name: '한강' },
  geometry: {
    type: 'MultiPolygon',
    coordinates: [[
      [[126.94, 37.505], [127.02, 37.505], [127.02, 37.519], [126.94, 37.519], [126.94, 37.505]],
      [[126.955, 37.515], [126.962, 37.515], [126.962, 37.518], [126.955, 37.518], [126.955, 37.515]],
    ]],
  },
};

const building = (id: number, lon: number, lat: number) => ({
  type: 'Feature',
  id: `way/${id}`,
  properties: { building: 'apartments' },
  geometry: { type: 'Polygon', coordinates: [[[lon, lat], [lon + 0.0003, lat], [lon + 0.0003, lat + 0.0003], [lon, lat + 0.0003], [lon, lat]]] },
});

const sample = sharedDataFile('osm_roads_seoul_yongsan_2015.geojson', 'the Yongsan neighbourhood in tiles');

describe.skipIf(!sample)('the Yongsan neighbourhood', () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-yongsan-'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws the sample roads, the Han River and the buildings in the z 14 and z 15 tiles over Yongsan', async () => {
    db = openDatabase(join(dir, 'locus.db'));
    const world = createWorldServices(db);
    const authored = join(dir, 'yongsan-water-buildings.geojson');
    const features = [RIVER, building(9101, 126.984, 37.523), building(9102, 126.988, 37.525), building(9103, 126.982, 37.526)];
    writeFileSync(authored, `${features.map((f) => JSON.stringify(f)).join('\n')}\n`);
    const files = [sample!, authored];
    const quiet = { log: () => undefined, warn: () => undefined };
    const roads = await importRoads(db, files, quiet);
    expect(roads.stored).toBeGreaterThan(50);
    const areas = await importAreas(db, files, quiet);
    expect([areas.water.stored, areas.buildings.stored]).toEqual([1, 3]);

    const layers = (z: number, x: number, y: number): Record<string, DecodedFeature[]> => {
      const bytes = encodeTile(tileFeatures(world, { z, x, y }), { z, x, y });
      return bytes ? decodeTile(bytes) : {};
    };
    for (const [z, x, y, buildings] of [[15, 27942, 12694, 3], [14, 13971, 6347, 3]] as const) {
      const tile = layers(z, x, y);
      const names = (tile.roads ?? []).map((f) => f.properties.name);
      expect(names, `z ${z}`).toContain('24th Div Rd');
      expect((tile.roads ?? []).every((f) => f.properties.demo === 0), `z ${z}`).toBe(true);
      expect(tile.water?.map((f) => f.properties.kind), `z ${z}`).toContain('river');
      const footprints = tile.buildings?.[0]?.rings.length ?? 0;
      expect(footprints, `z ${z}`).toBe(buildings);
    }
  });
});
