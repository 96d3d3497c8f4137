import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import { bumpDataset, saveIndex, type IndexPart } from './datasets';
import { createLinkHeaderTable, type LinkHeader } from './road-header-parts';
import { BOX_PAD_DEG, createLinkAttributeTable, DEMO, linkBox, ONEWAY, roadMapParts } from './road-map-parts';
import { placeDemoRoads } from './road-write';
import { stableOrder } from './stable-order';

export { BOX_PAD_DEG };

/**
 * What the map's tiles (road-map-parts.ts) and nearToRoad's header (road-header-parts.ts) read
 * of a link besides its id and vertices: the row's fields (server/db/road-tables.ts).
 */
interface LinkAttributes extends LinkHeader {
  /** 1: one-way in the direction of the points. */
  oneway: number;
  /** A link of the authored demo world (demo-roads.ts). */
  demo?: boolean;
}

/**
 * The in-memory form of the road links (imported, and the demo world's), stored beside the rows (datasets.ts saveIndex)
 * so that a restart loads it instead of rebuilding it. Link i is the i-th link in spatial order
 * (the Hilbert curve through the centres of their boxes: links near one another sit together in
 * memory, so that a tile or a nearest-road search reads a few contiguous runs of the arrays, not
 * one cache line per link). Parts (item i of the index is link i):
 * - `boxes`: a Flatbush (Float32) over the links' bounding boxes, padded by BOX_PAD_DEG;
 * - `ids`: Float64Array of the links' ids;
 * - `offsets`: Uint32Array, link i's vertices are vertex offsets[i] to offsets[i + 1] - 1;
 * - `coords`: Int32Array [lon, lat, …] in 1e-7 degrees;
 * - the map's parts (road-map-parts.ts): each link's category, lanes, one-way flag and name, and
 *   one index per major road category, so the tiles read nothing from the rows;
 * - the header's parts (road-header-parts.ts): the rest of each link's nearToRoad header, exactly
 *   as its row holds it, so nearToRoad reads nothing from the rows either.
 */
export interface RoadIndexBuilder {
  /** Adds a link; an import's links come in increasing id order (lastId tells the importer whether they did). */
  add(linkId: number, points: Int32Array, attributes: LinkAttributes): void;
  readonly size: number;
  readonly lastId: number;
  /**
   * The mesh cells (row × 10,000 + column of the idxName grid) holding a vertex of an imported
   * (not demo) link: where imported roads replace the demo world's (road-write.ts placeDemoRoads).
   */
  importedCells(): Set<number>;
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
  const headerTable = createLinkHeaderTable();
  const cells = new Set<number>();
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
      attributeTable.add(attributes.roadCategory, attributes.lane, (attributes.oneway ? ONEWAY : 0) | (attributes.demo ? DEMO : 0), attributes.roadName);
      headerTable.add(attributes);
      if (!attributes.demo) {
        let lastCell = -1;
        for (let k = 0; k < points.length; k += 2) {
          const cell = meshCell((points[k] ?? 0) / 1e7, (points[k + 1] ?? 0) / 1e7);
          if (cell !== lastCell) cells.add(cell);
          lastCell = cell;
        }
      }
    },
    importedCells: () => cells,
    get size() {
      return size;
    },
    get lastId() {
      return lastId;
    },
    parts(): Record<string, IndexPart> {
      if (size === 0) return {};
      const order = spatialOrder(offsets, coords, size);
      const attributes = attributeTable.take(size);
      const sorted = {
        ids: new Float64Array(size),
        offsets: new Uint32Array(size + 1),
        coords: new Int32Array(ints),
        category: new Uint8Array(size),
        lanes: new Uint8Array(size),
        oneway: new Uint8Array(size),
        nameIds: new Uint32Array(size),
      };
      let at = 0;
      order.forEach((from, i) => {
        sorted.ids[i] = ids[from] ?? 0;
        sorted.category[i] = attributes.category[from] ?? 0;
        sorted.lanes[i] = attributes.lanes[from] ?? 0;
        sorted.oneway[i] = attributes.oneway[from] ?? 0;
        sorted.nameIds[i] = attributes.nameIds[from] ?? 0;
        const start = 2 * (offsets[from] ?? 0);
        const end = 2 * (offsets[from + 1] ?? 0);
        sorted.coords.set(coords.subarray(start, end), at);
        at += end - start;
        sorted.offsets[i + 1] = at / 2;
      });
      const index = new Flatbush(size, 16, Float32Array);
      const box = new Float64Array(4);
      for (let i = 0; i < size; i++) {
        linkBox(sorted, i, box);
        index.add(box[0]! - BOX_PAD_DEG, box[1]! - BOX_PAD_DEG, box[2]! + BOX_PAD_DEG, box[3]! + BOX_PAD_DEG);
      }
      index.finish();
      const vertices = { offsets: sorted.offsets, coords: sorted.coords };
      const mapAttributes = { category: sorted.category, lanes: sorted.lanes, oneway: sorted.oneway, nameIds: sorted.nameIds, names: attributes.names };
      return {
        ...roadMapParts(mapAttributes, vertices, size),
        ...headerTable.parts(order),
        boxes: new Uint8Array(index.data),
        ids: sorted.ids,
        offsets: sorted.offsets,
        coords: sorted.coords,
      };
    },
  };
}

/**
 * Adds the links of imported_roads to a builder, in id order: the imported ones (way_id ≥ 0) or
 * the demo world's (way_id < 0, read through their partial index).
 */
function addRoadRows(db: Db, builder: RoadIndexBuilder, which: 'imported' | 'demo'): RoadIndexBuilder {
  const where = which === 'demo' ? 'way_id < 0' : 'way_id >= 0';
  const rows = db
    .prepare(
      `SELECT link_id, points, oneway, idx_name, road_name, road_category, speed, lane, lane_type, toll_link, link_facil, total_distance
        FROM imported_roads WHERE ${where} ORDER BY link_id`,
    )
    .raw()
    .iterate() as IterableIterator<[number, Buffer, number, string, string, number, number, number, number, number, number, number]>;
  for (const [linkId, blob, oneway, idxName, roadName, roadCategory, speed, lane, laneType, tollLink, linkFacil, totalDistance] of rows) {
    const points = new Int32Array(blob.byteLength >> 2);
    new Uint8Array(points.buffer).set(blob.subarray(0, points.byteLength));
    builder.add(linkId, points, { oneway, idxName, roadName, roadCategory, speed, lane, laneType, tollLink, linkFacil, totalDistance, demo: which === 'demo' });
  }
  return builder;
}

/**
 * The last step of every change to imported_roads (an import, a clear, the demo world written):
 * the demo links of the mesh cells imported links reach step aside (and those no longer reached
 * come back: road-write.ts placeDemoRoads), then the index of every served link is stored and the
 * roads generation bumped. `imported` is a builder already holding every imported link (made
 * while an import wrote them), or null to read them from the rows. Call inside the change's
 * transaction; returns the new generation.
 */
export function publishRoads(db: Db, imported: RoadIndexBuilder | null): number {
  const builder = imported ?? addRoadRows(db, createRoadIndexBuilder(), 'imported');
  placeDemoRoads(db, builder.importedCells());
  addRoadRows(db, builder, 'demo');
  saveIndex(db, 'roads', builder.parts());
  return bumpDataset(db, 'roads');
}

/** The links' numbers sorted along a Hilbert curve through the centres of their boxes (ties by number). */
function spatialOrder(offsets: Uint32Array, coords: Int32Array, size: number): Uint32Array {
  const keys = new Float64Array(size);
  const box = new Float64Array(4);
  for (let i = 0; i < size; i++) {
    linkBox({ offsets, coords }, i, box);
    // Korea and its seas (120–140°E, 30–50°N) in 2^16 steps each way, about 30 m a step: plenty to order by.
    const x = Math.max(0, Math.min(HILBERT_SIDE - 1, Math.floor((((box[0]! + box[2]!) / 2 - 120) / 20) * HILBERT_SIDE)));
    const y = Math.max(0, Math.min(HILBERT_SIDE - 1, Math.floor((((box[1]! + box[3]!) / 2 - 30) / 20) * HILBERT_SIDE)));
    keys[i] = hilbertIndex(x, y);
  }
  // Whole numbers below 2^32: a stable radix sort of the links in number order.
  return stableOrder(Uint32Array.from({ length: size }, (_, i) => i), [keys]);
}

const HILBERT_SIDE = 1 << 16;

/** The distance along the Hilbert curve filling a HILBERT_SIDE square of the cell (x, y) (the classic rotate-and-fold walk). */
function hilbertIndex(x: number, y: number): number {
  let d = 0;
  for (let s = HILBERT_SIDE / 2; s >= 1; s /= 2) {
    const rx = (x & s) > 0 ? 1 : 0;
    const ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        x = HILBERT_SIDE - 1 - x;
        y = HILBERT_SIDE - 1 - y;
      }
      [x, y] = [y, x];
    }
  }
  return d;
}

/** The idxName grid cell (meshId in road-network.ts) as one number: row × 10,000 + column. */
function meshCell(lon: number, lat: number): number {
  const row = Math.max(0, Math.min(9999, Math.floor((lat - 33) * 120)));
  const col = Math.max(0, Math.min(9999, Math.floor((lon - 124) * 90)));
  return row * 10_000 + col;
}

function grow<T extends Float64Array | Uint32Array | Int32Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
