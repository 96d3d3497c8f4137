import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { createTileServices } from '../world-services';
import { mulberry32 } from '../domain/hash';
import { importRoads } from '../import/road-import';
import { encodeTile } from './encode-tile';
import { ROAD_LINK_BUDGET } from './road-features';
import { tileFeatures } from './tile-features';
import { tileAt, tileBox } from './tile-math';
import { decodeTile } from './tile-testing';

/**
 * A tile over a dense network stays a tile: below z 14 the roads layer draws at most the budget
 * of links, every motorway first; from z 14 every link in the tile. The network: one motorway
 * across a z 14 tile in Daejeon, and more short, uniquely named secondary links (each its own
 * feature) than the budget, all inside one z 14 tile.
 */
const Z14 = tileAt(127.385, 36.351, 14);
const [W, S, E, N] = tileBox(Z14);

describe('road budget of a tile', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'locus-road-budget-'));
    db = openDatabase(MEMORY_DB);
    const random = mulberry32(7);
    const lines = [
      { id: 'way/1', tags: { highway: 'motorway', name: '경부고속도로' }, coordinates: [[W - 0.2, (S + N) / 2 - 0.01], [E + 0.2, (S + N) / 2 + 0.01]] },
      ...Array.from({ length: ROAD_LINK_BUDGET + 500 }, (_, i) => {
        const lon = W + random() * (E - W) * 0.9;
        const lat = S + random() * (N - S) * 0.9;
        return { id: `way/${i + 10}`, tags: { highway: 'secondary', name: `합성${i}로` }, coordinates: [[lon, lat], [lon + (E - W) * 0.08, lat + (N - S) * 0.05]] };
      }),
    ].map(({ id, tags, coordinates }) => JSON.stringify({ type: 'Feature', id, properties: { '@id': id, ...tags }, geometry: { type: 'LineString', coordinates } }));
    const file = join(dir, 'dense.geojson');
    writeFileSync(file, `${lines.join('\n')}\n`);
    await importRoads(db, [file], { log: () => undefined, warn: () => undefined });
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function roadsAt(z: number): { class: unknown; name: unknown }[] {
    const t = tileAt(127.385, 36.351, z);
    const bytes = encodeTile(tileFeatures(createTileServices(db), t), t);
    return ((bytes ? decodeTile(bytes) : {}).roads ?? []).map((f) => ({ class: f.properties.class, name: f.properties.name }));
  }

  it('draws the motorway and at most the budget of links below z 14, every link from z 14', () => {
    for (const z of [11, 13]) {
      const roads = roadsAt(z);
      expect(roads.filter((r) => r.class === 'motorway').map((r) => r.name), `z ${z}`).toEqual(['경부고속도로']);
      expect(roads.length, `z ${z}`).toBeLessThanOrEqual(ROAD_LINK_BUDGET + 1);
      expect(roads.length, `z ${z}`).toBeGreaterThan(ROAD_LINK_BUDGET / 2);
    }
    expect(roadsAt(14).filter((r) => r.class === 'secondary')).toHaveLength(ROAD_LINK_BUDGET + 500);
  });
});
