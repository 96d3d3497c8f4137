import { batchedTransaction } from '../db/batched-transaction';
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
  const rows = batchedTransaction(db, batch);
  const water = db.prepare('INSERT OR REPLACE INTO imported_water (osm_key, kind, geometry) VALUES (?, ?, ?)');
  const building = db.prepare('INSERT OR REPLACE INTO imported_buildings (osm_key, geometry) VALUES (?, ?)');
  const blob = (geometry: AreaGeometry): Buffer => {
    const encoded = encodeAreaGeometry(geometry);
    return Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  };
  return {
    water(key, kind, geometry) {
      rows.open();
      water.run(key, kind, blob(geometry));
      rows.wrote(1);
    },
    building(key, geometry) {
      rows.open();
      building.run(key, blob(geometry));
      rows.wrote(1);
    },
    finish: () => rows.finish(),
    abort: () => rows.abort(),
  };
}
