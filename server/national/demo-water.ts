import type { Db } from '../db/open-database';
import type { LonLat } from '../domain/world-types';
import { rebuildAreaIndex } from './area-index';
import { areaWriter, mergePendingAreas } from './area-write';
import { writeDemoDataset } from './demo-dataset';
import { beginImportRun } from './import-runs';

/**
 * The demo world's water (its Han River band, authored and approximate) as a water dataset:
 * written into imported_water like an import of OpenStreetMap water (pending rows, one
 * publication), one row per polygon with a negative osm_key, and drawn by the same index
 * (area-index.ts), which serves it while no water is imported. Written when the stored demo
 * water is not this world's (demo-dataset.ts).
 */
export function writeDemoWater(db: Db, water: readonly (readonly (readonly LonLat[])[])[]): boolean {
  return writeDemoDataset(db, 'water', [FORMAT, water], (keep) => {
    const run = beginImportRun(db, 'water');
    try {
      const writer = areaWriter(db, run);
      water.forEach((polygon, i) => {
        const rings = polygon.map((ring) => Int32Array.from(ring.flatMap(([lon, lat]) => [Math.round(lon * 1e7), Math.round(lat * 1e7)])));
        writer.water(-(i + 1), 'river', [rings]);
      });
      writer.finish();
      run.publish(() => {
        db.prepare('DELETE FROM imported_water WHERE osm_key < 0').run();
        mergePendingAreas(db, run);
        keep();
        return rebuildAreaIndex(db, 'water');
      });
    } finally {
      run.discard();
    }
  });
}

/** Bump when the mapping above changes (the hash covers the polygons it writes). */
const FORMAT = 1;
