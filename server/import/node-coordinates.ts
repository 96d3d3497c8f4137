import { sortedIndexOf } from './number-multiset';

/**
 * The coordinates of the nodes an `.osm.pbf` pass wants (their ids sorted, from a first pass),
 * kept as typed arrays while the file's node blocks stream by, then read back per way.
 */
export interface NodeCoordinates {
  /** Keeps the wanted nodes of a block (readPbf's `nodes` callback). */
  take(nodeIds: Float64Array, lons: Int32Array, lats: Int32Array, count: number): void;
  /** A way's vertices [lon, lat, …] in 1e-7 degrees, or the position in `refs` of its first node not in the file. */
  of(refs: ArrayLike<number>, count: number): Int32Array | number;
}

export function nodeCoordinates(ids: Float64Array): NodeCoordinates {
  const lon = new Int32Array(ids.length);
  const lat = new Int32Array(ids.length);
  const have = new Uint8Array(ids.length);
  return {
    take(nodeIds, lons, lats, count) {
      for (let i = 0; i < count; i++) {
        const at = sortedIndexOf(ids, nodeIds[i] ?? -1);
        if (at < 0) continue;
        lon[at] = lons[i] ?? 0;
        lat[at] = lats[i] ?? 0;
        have[at] = 1;
      }
    },
    of(refs, count) {
      const coords = new Int32Array(count * 2);
      for (let i = 0; i < count; i++) {
        const at = sortedIndexOf(ids, refs[i] ?? -1);
        if (at < 0 || have[at] !== 1) return i;
        coords[2 * i] = lon[at] ?? 0;
        coords[2 * i + 1] = lat[at] ?? 0;
      }
      return coords;
    },
  };
}
