import type { Db } from '../db/open-database';
import { encodeAreaGeometry, type AreaGeometry } from '../domain/area-geometry';
import type { WaterKind } from '../domain/osm-area-tags';

/**
 * Writes imported water and buildings (server/db/area-tables.ts) as they come, in transactions
 * of `batch` rows; a row replaces the one of the same OSM object, so importing a file again
 * changes nothing. Nothing is served from the rows until the import rebuilds the index and bumps
 * the generation (area-index.ts), so a crash mid-import leaves the previous data served.
 */
export interface AreaWriter {
  water(osmKey: number, kind: WaterKind, geometry: AreaGeometry): void;
  building(osmKey: number, geometry: AreaGeometry): void;
  finish(): void;
  abort(): void;
}

/** osm_key of an OSM object: id × 2, + 1 for a relation. */
export function osmKey(type: 'way' | 'relation', id: number): number {
  return id * 2 + (type === 'relation' ? 1 : 0);
}

export function areaWriter(db: Db, batch = 20_000): AreaWriter {
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const water = db.prepare('INSERT OR REPLACE INTO imported_water (osm_key, kind, geometry) VALUES (?, ?, ?)');
  const building = db.prepare('INSERT OR REPLACE INTO imported_buildings (osm_key, geometry) VALUES (?, ?)');
  let open = false;
  let inBatch = 0;
  const blob = (geometry: AreaGeometry): Buffer => {
    const encoded = encodeAreaGeometry(geometry);
    return Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  };
  const step = (): void => {
    if (++inBatch >= batch) {
      commit.run();
      open = false;
      inBatch = 0;
    }
  };
  const ensureOpen = (): void => {
    if (!open) {
      begin.run();
      open = true;
    }
  };
  return {
    water(key, kind, geometry) {
      ensureOpen();
      water.run(key, kind, blob(geometry));
      step();
    },
    building(key, geometry) {
      ensureOpen();
      building.run(key, blob(geometry));
      step();
    },
    finish() {
      if (open) commit.run();
      open = false;
      inBatch = 0;
    },
    abort() {
      if (open && db.inTransaction) rollback.run();
      open = false;
      inBatch = 0;
    },
  };
}
