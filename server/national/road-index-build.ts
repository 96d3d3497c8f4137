import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import { bumpDataset, saveIndex, type IndexPart } from './datasets';

/** Degrees added around each link's box: covers Float32 rounding of Korean coordinates (≤ 4e-6°). */
export const BOX_PAD_DEG = 1e-5;

/**
 * Builds the in-memory form of every imported road link from the rows and stores it beside them
 * (datasets.ts saveIndex), and bumps the roads generation, in one transaction; returns the new
 * generation. Parts (item i of the index is link i):
 * - `boxes`: a Flatbush (Float32) over the links' bounding boxes, padded by BOX_PAD_DEG;
 * - `ids`: Float64Array of the links' ids;
 * - `offsets`: Uint32Array, link i's vertices are vertex offsets[i] to offsets[i + 1] - 1;
 * - `coords`: Int32Array [lon, lat, …] in 1e-7 degrees;
 * - `cells`: Uint32Array, sorted, the mesh cells (row × 10,000 + column of the idxName grid)
 *   holding a vertex of an imported link: where imported roads replace the demo world's.
 */
export function rebuildRoadIndex(db: Db): number {
  const count = db.prepare('SELECT count(*) FROM imported_roads').pluck().get() as number;
  let parts: Record<string, IndexPart> = {};
  if (count > 0) {
    const totalInts = (db.prepare('SELECT sum(length(points)) FROM imported_roads').pluck().get() as number) / 4;
    const ids = new Float64Array(count);
    const offsets = new Uint32Array(count + 1);
    const coords = new Int32Array(totalInts);
    const index = new Flatbush(count, 16, Float32Array);
    const cells = new Set<number>();
    let i = 0;
    let at = 0;
    const coordBytes = new Uint8Array(coords.buffer);
    const rows = db.prepare('SELECT link_id, points FROM imported_roads ORDER BY link_id').raw().iterate() as IterableIterator<[number, Buffer]>;
    for (const [linkId, blob] of rows) {
      if (i >= count) break;
      const ints = blob.byteLength >> 2;
      coordBytes.set(blob.subarray(0, ints * 4), at * 4);
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      let lastCell = -1;
      for (let k = at; k + 1 < at + ints; k += 2) {
        const x = (coords[k] ?? 0) / 1e7;
        const y = (coords[k + 1] ?? 0) / 1e7;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        const cell = meshCell(x, y);
        if (cell !== lastCell) cells.add(cell);
        lastCell = cell;
      }
      index.add(minX - BOX_PAD_DEG, minY - BOX_PAD_DEG, maxX + BOX_PAD_DEG, maxY + BOX_PAD_DEG);
      ids[i] = linkId;
      at += ints;
      offsets[++i] = at / 2;
    }
    index.finish();
    const sortedCells = Uint32Array.from(cells).sort();
    parts = { boxes: new Uint8Array(index.data), ids, offsets, coords, cells: sortedCells };
  }
  return db.transaction(() => {
    saveIndex(db, 'roads', parts);
    return bumpDataset(db, 'roads');
  })();
}

/** The idxName grid cell (meshId in road-network.ts) as one number: row × 10,000 + column. */
export function meshCell(lon: number, lat: number): number {
  const row = Math.max(0, Math.min(9999, Math.floor((lat - 33) * 120)));
  const col = Math.max(0, Math.min(9999, Math.floor((lon - 124) * 90)));
  return row * 10_000 + col;
}
