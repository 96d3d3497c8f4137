import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { importAreas } from '../import/area-import';
import { encodeTile } from './encode-tile';
import { tileFeatures } from './tile-features';
import { tileAt } from './tile-math';
import { decodeTile, type DecodedFeature } from './tile-testing';

/** Near 한강대교, the Han River's middle in the demo world (server/data/han-river-seeds.ts). */
const ON_THE_HAN: [number, number] = [126.959, 37.517];

function waterAt(world: ReturnType<typeof createWorldServices>, [lon, lat]: [number, number], z: number): DecodedFeature[] {
  const t = tileAt(lon, lat, z);
  const bytes = encodeTile(tileFeatures(world, t), t);
  return bytes ? (decodeTile(bytes).water ?? []) : [];
}

describe("the demo world's Han River in the tiles", () => {
  const dir = mkdtempSync(join(tmpdir(), 'locus-demo-river-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is drawn inside Seoul as a river marked demo, from city zoom in', () => {
    const world = createWorldServices();
    for (const z of [10, 12, 14]) {
      const rivers = waterAt(world, ON_THE_HAN, z).filter((f) => f.properties.kind === 'river');
      expect(rivers.length, `z ${z}`).toBe(1);
      expect(rivers[0]?.properties.demo, `z ${z}`).toBe(1);
    }
  });

  it('gives way to imported water: with any imported, the demo river is not drawn', async () => {
    const db = openDatabase(join(dir, 'locus.db'));
    try {
      const world = createWorldServices(db);
      expect(waterAt(world, ON_THE_HAN, 12).some((f) => f.properties.demo === 1)).toBe(true);
      // A small lake far from Seoul (made up, near 128°E 36°N).
      const lake = {
        type: 'Feature',
        id: 'way/9001',
        properties: { natural: 'water', water: 'lake' },
        geometry: { type: 'Polygon', coordinates: [[[128, 36], [128.01, 36], [128.01, 36.01], [128, 36.01], [128, 36]]] },
      };
      writeFileSync(join(dir, 'lake.geojson'), `${JSON.stringify(lake)}\n`);
      await importAreas(db, [join(dir, 'lake.geojson')], { log: () => undefined, warn: () => undefined });
      expect(waterAt(world, ON_THE_HAN, 12).filter((f) => f.properties.kind !== 'sea')).toEqual([]);
      const lakes = waterAt(world, [128.005, 36.005], 12).filter((f) => f.properties.kind === 'lake');
      expect(lakes.length).toBe(1);
      expect(lakes[0]?.properties).not.toHaveProperty('demo');
    } finally {
      db.close();
    }
  });
});
