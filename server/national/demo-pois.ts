import type { Db } from '../db/open-database';
import type { Poi } from '../domain/poi-index';
import { writeDemoDataset } from './demo-dataset';
import { DEMO_SOURCE } from './demo-shelf';
import { beginImportRun } from './import-runs';
import { publishPois, shelvePendingDemoPois } from './poi-publish';

/**
 * The demo world's points of interest as a POI dataset: written into the same tables as an
 * import of a POI file (imported_pois, through the importers' pending rows and one publication,
 * source DEMO_SOURCE) and answered by the same engine (poi-services.ts) for reverseLabel and the
 * map. A demo POI keeps its id. Written when the emulator opens a database whose demo POIs are
 * not this world's (demo-dataset.ts); imported POIs then replace them per 0.01° cell
 * (poi-publish.ts).
 */
export function writeDemoPois(db: Db, pois: readonly Poi[]): boolean {
  return writeDemoDataset(db, 'pois', [FORMAT, pois], (keep) => {
    const run = beginImportRun(db, 'POIs');
    try {
      const stage = db.prepare('INSERT INTO pending_pois (seq, id, name, category, lon, lat, source) VALUES (?, ?, ?, ?, ?, ?, ?)');
      for (const poi of pois) stage.run(run.next(), Number(poi.id), poi.name, poi.category, poi.lon, poi.lat, DEMO_SOURCE);
      run.publish(() => {
        for (const table of ['imported_pois', 'shelved_demo_pois']) db.prepare(`DELETE FROM ${table} WHERE source = ?`).run(DEMO_SOURCE);
        shelvePendingDemoPois(db, run);
        keep();
        return publishPois(db);
      });
    } finally {
      run.discard();
    }
  });
}

/** Bump when the mapping above changes (the hash covers the POIs it writes). */
const FORMAT = 1;
