import { batchedTransaction } from '../db/batched-transaction';
import type { Db } from '../db/open-database';
import { encodeAreaGeometry, type AreaGeometry } from '../domain/area-geometry';
import type { WaterKind } from '../domain/osm-area-tags';
import type { ImportRun } from './import-runs';

/**
 * Writes an import's water and buildings (server/db/area-tables.ts columns) as they come into
 * the run's pending rows (pending_water, pending_buildings), in transactions of `batch` rows;
 * nothing serves them until mergePendingAreas moves them into the served tables in the import's
 * last transaction (a row replaces the one of the same OSM object, so importing a file again
 * changes nothing), so an import killed midway leaves the previous data served.
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

export function areaWriter(db: Db, run: ImportRun, batch = 20_000): AreaWriter {
  const rows = batchedTransaction(db, batch);
  const water = db.prepare('INSERT INTO pending_water (seq, osm_key, kind, geometry) VALUES (?, ?, ?, ?)');
  const building = db.prepare('INSERT INTO pending_buildings (seq, osm_key, geometry) VALUES (?, ?, ?)');
  const blob = (geometry: AreaGeometry): Buffer => {
    const encoded = encodeAreaGeometry(geometry);
    return Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  };
  return {
    water(key, kind, geometry) {
      rows.open();
      water.run(run.next(), key, kind, blob(geometry));
      rows.wrote(1);
    },
    building(key, geometry) {
      rows.open();
      building.run(run.next(), key, blob(geometry));
      rows.wrote(1);
    },
    finish: () => rows.finish(),
    abort: () => rows.abort(),
  };
}

/** Moves the run's pending water and buildings into the served tables, in the order they were read (inside the import's last transaction). */
export function mergePendingAreas(db: Db, run: ImportRun): void {
  db.prepare('INSERT OR REPLACE INTO imported_water (osm_key, kind, geometry) SELECT osm_key, kind, geometry FROM pending_water WHERE seq >= ? AND seq < ? ORDER BY seq').run(run.first, run.end);
  db.prepare('INSERT OR REPLACE INTO imported_buildings (osm_key, geometry) SELECT osm_key, geometry FROM pending_buildings WHERE seq >= ? AND seq < ? ORDER BY seq').run(run.first, run.end);
}
