import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import { bumpDataset, saveIndex, type IndexPart } from './datasets';
import { shelveDemoAddresses } from './demo-shelf';
import { buildAddressHotParts } from './address-hot-build';

/**
 * Builds the spatial index of every served address from the rows and stores it with them
 * (datasets.ts saveIndex), and bumps the addresses generation, in one transaction that first
 * shelves the demo world's rows where imported rows cover their 시군구 (and restores those no
 * longer covered: demo-shelf.ts); returns the new generation. Parts:
 * - `points`: a Flatbush (Float32 coordinates, about 1 m at Korean longitudes; exact distances
 *   are computed from the rows) over the building centres, item i = ids32[i];
 * - `ids32`: Uint32Array of the rows' ids in index order (row ids are below 2^32: half the
 *   bytes of a Float64Array to read at start);
 * - the hot fields: every field an answer reads, in typed arrays (address-hot-build.ts).
 */
export function rebuildAddressIndex(db: Db): number {
  return db.transaction(() => {
    shelveDemoAddresses(db);
    return buildAndSave(db);
  })();
}

function buildAndSave(db: Db): number {
  const count = db.prepare('SELECT count(*) FROM imported_addresses').pluck().get() as number;
  const ids = new Uint32Array(count);
  let parts: Record<string, IndexPart> = {};
  if (count > 0) {
    const index = new Flatbush(count, 16, Float32Array);
    let i = 0;
    for (const row of db.prepare('SELECT id, lon, lat FROM imported_addresses ORDER BY id').raw().iterate() as IterableIterator<[number, number, number]>) {
      if (i >= count) break;
      ids[i++] = row[0];
      index.add(row[1], row[2], row[1], row[2]);
    }
    index.finish();
    parts = { points: new Uint8Array(index.data), ids32: ids, ...buildAddressHotParts(db, ids) };
  }
  saveIndex(db, 'addresses', parts);
  return bumpDataset(db, 'addresses');
}
