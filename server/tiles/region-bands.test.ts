import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { createTileServices } from '../world-services';
import { importAdminBoundaries } from '../import/admin-import';
import { adminFixture, POINT_IN_GARAM1 } from '../testing/admin-fixture';
import { encodeTile } from './encode-tile';
import { flatPolygons, simplifiedForBand } from './polygon-shapes';
import { regionBandsBlob, regionBandsFrom } from './region-bands';
import { tileFeatures } from './tile-features';
import { tileAt } from './tile-math';
import { decodeTile, type DecodedFeature } from './tile-testing';

/** A wiggly square around Seoul's centre: 400 vertices on each side's 1 m zigzag. */
const square = (() => {
  const ring: [number, number][] = [];
  for (let i = 0; i < 400; i++) ring.push([126.9 + i * 0.0005, 37.5 + (i % 2) * 0.00001]);
  ring.push([127.1, 37.7], [126.9, 37.7], [126.9, 37.5]);
  return [[ring]];
})();

describe('region shapes stored per band', () => {
  it('stores the bands each layer is drawn at, simplified as the tiles would, to 1e-7°', () => {
    const { flat } = flatPolygons(square);
    expect([...regionBandsFrom(regionBandsBlob(square, 'adminDong')).keys()]).toEqual([10, 12]);
    expect([...regionBandsFrom(regionBandsBlob(square, 'gu_gun')).keys()]).toEqual([6, 8, 10, 12]);
    const province = regionBandsFrom(regionBandsBlob(square, 'city_do'));
    expect([...province.keys()]).toEqual([0, 2, 4, 6, 8, 10, 12]);
    // Legal dongs are not drawn: nothing stored.
    expect(regionBandsFrom(regionBandsBlob(square, 'legalDong')).size).toBe(0);
    for (const [band, polygons] of province) {
      const expected = simplifiedForBand(flat, band);
      expect(polygons.map((p) => p.map((r) => r.length)), `band ${band}`).toEqual(expected.map((p) => p.map((r) => r.length)));
      polygons.forEach((p, i) => p.forEach((r, j) => r.forEach((v, k) => expect(Math.abs(v - (expected[i]![j]![k] ?? NaN))).toBeLessThanOrEqual(1e-7))));
    }
  });

  it('refuses a damaged value', () => {
    const blob = regionBandsBlob(square, 'adminDong');
    expect(() => regionBandsFrom(blob.subarray(0, 10))).toThrow(/region bands/);
    expect(() => regionBandsFrom(blob.subarray(0, blob.byteLength - 8))).toThrow(/truncated/);
  });

  describe('tiles over imported regions', () => {
    let dir: string;
    let db: Db;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'locus-region-bands-'));
      db = openDatabase(MEMORY_DB);
      writeFileSync(join(dir, 'admin.geojson'), JSON.stringify(adminFixture()));
      await importAdminBoundaries(db, { admin: join(dir, 'admin.geojson'), log: () => undefined, warn: () => undefined });
    });
    afterAll(() => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const regionLayers = (z: number): Record<string, DecodedFeature[]> => {
      const t = tileAt(POINT_IN_GARAM1[0]!, POINT_IN_GARAM1[1]!, z);
      const bytes = encodeTile(tileFeatures(createTileServices(db), t), t);
      const layers = bytes ? decodeTile(bytes) : {};
      return Object.fromEntries(['admin_province', 'admin_district', 'admin_dong'].map((layer) => [layer, layers[layer] ?? []]));
    };

    it('draws the same regions from the stored bands as from the geometry, and from the geometry when the bands are missing or damaged', () => {
      const saved = db.prepare('SELECT region_id, bands FROM imported_regions').all() as { region_id: string; bands: Buffer | null }[];
      expect(saved.every((r) => r.bands !== null)).toBe(true);
      const restore = db.prepare('UPDATE imported_regions SET bands = ? WHERE region_id = ?');
      for (const z of [8, 10, 12, 14]) {
        const stored = regionLayers(z);
        expect(Object.values(stored).flat().length, `z ${z}`).toBeGreaterThan(0);
        for (const value of [null, Buffer.from([1, 2, 3])]) {
          db.prepare('UPDATE imported_regions SET bands = ?').run(value);
          const fromGeometry = regionLayers(z);
          for (const [layer, features] of Object.entries(stored)) {
            const other = fromGeometry[layer] ?? [];
            expect(features.map((f) => f.properties.name), `${layer} z ${z}`).toEqual(other.map((f) => f.properties.name));
            // The same rings, within a unit of the tile (the stored bands are rounded to 1e-7°).
            features.forEach((f, i) =>
              f.rings.forEach((ring, j) => ring.forEach((p, k) => {
                const q = other[i]?.rings[j]?.[k];
                expect(Math.abs(p.x - (q?.x ?? NaN)) + Math.abs(p.y - (q?.y ?? NaN)), `${layer} z ${z}`).toBeLessThanOrEqual(2);
              })),
            );
          }
          for (const row of saved) restore.run(row.bands, row.region_id);
        }
      }
    });
  });
});
