import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import { bumpDataset, saveIndex, type IndexPart } from './datasets';
import { BOX_PAD_DEG, createLinkAttributeTable, roadMapData, roadMapParts } from './road-map-parts';

export { BOX_PAD_DEG };

/** What the map's tiles show of a link besides its vertices (road-map-parts.ts). */
export interface LinkMapAttributes {
  roadCategory: number;
  lanes: number;
  oneway: number;
  roadName: string;
}

/**
 * The in-memory form of the imported road links, stored beside the rows (datasets.ts saveIndex)
 * so that a restart loads it instead of rebuilding it. Parts (item i of the index is link i, in
 * link-id order):
 * - `boxes`: a Flatbush (Float32) over the links' bounding boxes, padded by BOX_PAD_DEG;
 * - `ids`: Float64Array of the links' ids;
 * - `offsets`: Uint32Array, link i's vertices are vertex offsets[i] to offsets[i + 1] - 1;
 * - `coords`: Int32Array [lon, lat, …] in 1e-7 degrees;
 * - `cells`: Uint32Array, sorted, the mesh cells (row × 10,000 + column of the idxName grid)
 *   holding a vertex of an imported link: where imported roads replace the demo world's;
 * - the map's parts (road-map-parts.ts): each link's category, lanes, one-way flag and name, and
 *   one index per major road category, so the tiles read nothing from the rows.
 */
export interface RoadIndexBuilder {
  /** Adds a link; links must come in increasing id order. */
  add(linkId: number, points: Int32Array, attributes: LinkMapAttributes): void;
  readonly size: number;
  readonly lastId: number;
  parts(): Record<string, IndexPart>;
}

export function createRoadIndexBuilder(): RoadIndexBuilder {
  let ids = new Float64Array(1 << 16);
  let offsets = new Uint32Array((1 << 16) + 1);
  let coords = new Int32Array(1 << 18);
  let size = 0;
  let ints = 0;
  let lastId = -Infinity;
  const attributeTable = createLinkAttributeTable();
  return {
    add(linkId, points, attributes) {
      if (size + 1 >= ids.length) {
        ids = grow(ids, ids.length * 2);
        offsets = grow(offsets, ids.length + 1);
      }
      if (ints + points.length > coords.length) coords = grow(coords, Math.max(coords.length * 2, ints + points.length));
      coords.set(points, ints);
      ints += points.length;
      ids[size++] = linkId;
      offsets[size] = ints / 2;
      lastId = linkId;
      attributeTable.add(attributes.roadCategory, attributes.lanes, attributes.oneway, attributes.roadName);
    },
    get size() {
      return size;
    },
    get lastId() {
      return lastId;
    },
    parts(): Record<string, IndexPart> {
      if (size === 0) return {};
      const index = new Flatbush(size, 16, Float32Array);
      const cells = new Set<number>();
      for (let i = 0; i < size; i++) {
        let minX = Infinity;
        let minY = Infinity;
        let maxX = -Infinity;
        let maxY = -Infinity;
        let lastCell = -1;
        for (let k = 2 * (offsets[i] ?? 0); k < 2 * (offsets[i + 1] ?? 0); k += 2) {
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
      }
      index.finish();
      const vertices = { offsets: offsets.subarray(0, size + 1), coords: coords.subarray(0, ints) };
      return {
        ...roadMapParts(roadMapData(attributeTable.take(size), vertices, size)),
        boxes: new Uint8Array(index.data),
        ids: ids.subarray(0, size),
        offsets: vertices.offsets,
        coords: vertices.coords,
        cells: Uint32Array.from(cells).sort(),
      };
    },
  };
}

/**
 * Builds the index of every imported road link from the rows, stores it, and bumps the roads
 * generation; returns the new generation.
 */
export function rebuildRoadIndex(db: Db): number {
  const builder = createRoadIndexBuilder();
  const rows = db.prepare('SELECT link_id, points, road_category, lane, oneway, road_name FROM imported_roads ORDER BY link_id').raw().iterate() as IterableIterator<
    [number, Buffer, number, number, number, string]
  >;
  for (const [linkId, blob, roadCategory, lanes, oneway, roadName] of rows) {
    const points = new Int32Array(blob.byteLength >> 2);
    new Uint8Array(points.buffer).set(blob.subarray(0, points.byteLength));
    builder.add(linkId, points, { roadCategory, lanes, oneway, roadName });
  }
  return storeRoadIndex(db, builder);
}

/** Stores the builder's index and bumps the roads generation, in one transaction; returns the new generation. */
export function storeRoadIndex(db: Db, builder: RoadIndexBuilder): number {
  const parts = builder.parts();
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

function grow<T extends Float64Array | Uint32Array | Int32Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
