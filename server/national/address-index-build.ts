import type { Db } from '../db/open-database';
import { bumpDataset, saveIndex } from './datasets';
import { shelveDemoAddresses } from './demo-shelf';
import { buildAddressParts } from './address-hot-build';

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
  saveIndex(db, 'addresses', buildAddressParts(db));
  return bumpDataset(db, 'addresses');
}
