import type { Db } from '../db/open-database';
import { replaceDemoRegions } from '../db/imported-regions';
import type { Region } from '../domain/world-types';
import { writeDemoDataset } from './demo-dataset';

/**
 * The demo world's administrative regions (Seoul, its districts and dongs) as a regions dataset:
 * written into imported_regions like an import of boundaries (province DEMO_PROVINCE), in one
 * transaction that bumps the regions' generation, and served by the same index as imported
 * regions (live-regions.ts). Imported regions replace them per regionId (db/imported-regions.ts).
 * Written when the stored demo regions are not this world's (demo-dataset.ts).
 */
export function writeDemoRegions(db: Db, regions: readonly Region[]): boolean {
  const rows = regions.map(({ regionId, code, name, category, parentId, fullName, geometry, center }) => ({ regionId, code, name, category, parentId, fullName, geometry, center }));
  return writeDemoDataset(db, 'regions', [FORMAT, rows], (keep) => {
    db.transaction(() => {
      replaceDemoRegions(db, regions);
      keep();
    })();
  });
}

/** Bump when the mapping above changes (the hash covers the regions it writes). */
const FORMAT = 1;
