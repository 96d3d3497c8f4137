import type Flatbush from 'flatbush';
import type { MapBox } from '../world-services-types';
import { allocate, NO_ROAD_LINKS, type RoadLinks } from '../domain/road-links';
import type { Db } from '../db/open-database';
import { partsAsLoaded } from './datasets';
import { createLinkAttributeTable, DEMO, ONEWAY, ROAD_CATEGORIES, roadMapDataFrom, roadMapParts, type RoadMapData } from './road-map-parts';

/**
 * The road links (imported, and the demo world's: demo-roads.ts) for the map's tiles. The stored index (road-index-build.ts) holds every
 * link in one Flatbush; a low-zoom tile wants only the major classes, so the import also stores
 * each link's category, lanes, one-way flag and name, and one Flatbush per road category 0–6
 * (road-map-parts.ts): on first use they are viewed where they were loaded, nothing is read from
 * the rows. A tile showing every class (roadCategory 7, side streets, from z 13) searches the
 * stored index of every link.
 *
 * A database imported before those parts were stored has only the index: its attributes are
 * read from imported_roads and the parts built in memory on first use (seconds at national size,
 * once per process and roads generation); importing the roads again stores them.
 */
export interface RoadMap {
  /**
   * Links crossing the box with roadCategory ≤ maxCategory, leaving out those whose box is under
   * minSize degrees both ways; at most `budget` links, the most important classes first.
   */
  roadsIn(box: MapBox, maxCategory: number, minSize?: number, budget?: number): RoadLinks;
}

export interface StoredRoads {
  index: Flatbush;
  offsets: Uint32Array;
  coords: Int32Array;
  ids: Float64Array;
  /** Every stored part of the roads' index (loadIndex), the map's among them when the import stored them. */
  parts?: ReadonlyMap<string, ArrayBuffer>;
}

const CATEGORIES = ROAD_CATEGORIES;

export function createRoadMap(db: Db, stored: StoredRoads): RoadMap {
  const { index, offsets, coords, ids } = stored;
  const count = ids.length;
  let attributes: RoadMapData | undefined;

  function load(): RoadMapData {
    return (stored.parts && roadMapDataFrom(stored.parts, count)) ?? fromRows();
  }

  /**
   * An older database: the attributes from the rows, the parts built here as an import builds
   * them. Row j in link-id order belongs to the link of the j-th smallest id (the stored order
   * may be spatial).
   */
  function fromRows(): RoadMapData {
    const table = createLinkAttributeTable();
    let j = 0;
    const byId = Array.from({ length: count }, (_, k) => k).sort((x, y) => (ids[x] ?? 0) - (ids[y] ?? 0));
    const rows = db.prepare('SELECT link_id, way_id, road_category, lane, oneway, road_name FROM imported_roads ORDER BY link_id').raw().iterate() as IterableIterator<
      [number, number, number, number, number, string]
    >;
    for (const [linkId, wayId, c, l, o, name] of rows) {
      const k = byId[j];
      if (k === undefined || ids[k] !== linkId) throw new Error(`imported_roads does not match the stored index at link ${linkId}`);
      table.add(c, l, (o ? ONEWAY : 0) | (wayId < 0 ? DEMO : 0), name);
      j++;
    }
    if (j !== count) throw new Error(`imported_roads has ${j} rows but the stored index ${count} links`);
    // The table is in id order: each attribute moved to its link's place in the index.
    const inIdOrder = table.take(count);
    const attributes = { category: new Uint8Array(count), lanes: new Uint8Array(count), oneway: new Uint8Array(count), nameIds: new Uint32Array(count), names: inIdOrder.names };
    byId.forEach((k, row) => {
      attributes.category[k] = inIdOrder.category[row] ?? 0;
      attributes.lanes[k] = inIdOrder.lanes[row] ?? 0;
      attributes.oneway[k] = inIdOrder.oneway[row] ?? 0;
      attributes.nameIds[k] = inIdOrder.nameIds[row] ?? 0;
    });
    const data = roadMapDataFrom(partsAsLoaded(roadMapParts(attributes, { offsets, coords }, count)), count);
    if (!data) throw new Error('the road map parts built from the rows do not fit the index');
    return data;
  }

  /** The larger side of link k's box (1e-7°, exact: no rounding decides between two links). */
  function sizeOf(k: number): number {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let v = 2 * (offsets[k] ?? 0); v < 2 * (offsets[k + 1] ?? 0); v += 2) {
      const x = coords[v] ?? 0;
      const y = coords[v + 1] ?? 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    return Math.max(maxX - minX, maxY - minY);
  }

  /** The links `ks` (the first `n`) as arrays. */
  function linksOf(ks: Uint32Array, n: number, a: RoadMapData): RoadLinks {
    let vertices = 0;
    for (let j = 0; j < n; j++) {
      const k = ks[j] ?? 0;
      vertices += (offsets[k + 1] ?? 0) - (offsets[k] ?? 0);
    }
    const out = allocate(n, vertices);
    let v = 0;
    for (let j = 0; j < n; j++) {
      const k = ks[j] ?? 0;
      out.names[j] = a.names.get(a.nameIds[k] ?? 0);
      out.roadCategory[j] = a.category[k] ?? 0;
      out.lanes[j] = a.lanes[k] ?? 0;
      const flags = a.oneway[k] ?? 0;
      out.oneway[j] = flags & ONEWAY;
      out.demo[j] = flags & DEMO ? 1 : 0;
      out.start[j] = v;
      const to = 2 * (offsets[k + 1] ?? 0);
      for (let c = 2 * (offsets[k] ?? 0); c < to; c++) out.lonLat[2 * v + c - 2 * (offsets[k] ?? 0)] = (coords[c] ?? 0) / 1e7;
      v += (offsets[k + 1] ?? 0) - (offsets[k] ?? 0);
    }
    out.start[n] = v;
    return out;
  }

  return {
    roadsIn(box, maxCategory, minSizeDeg = 0, budget = Infinity) {
      if (maxCategory < 0) return NO_ROAD_LINKS;
      attributes ??= load();
      const a = attributes;
      const minSize = minSizeDeg * 1e7;
      const [w, s, e, n] = box;
      if (maxCategory >= CATEGORIES - 1 && budget === Infinity) {
        // Every class, no budget: one search of the index of every link.
        const taken = new LinkList();
        for (const k of index.search(w, s, e, n)) if (minSize === 0 || sizeOf(k) >= minSize) taken.push(k);
        return linksOf(taken.items, taken.size, a);
      }
      // Class by class, most important first, while the budget lasts: the class that does not
      // fit whole keeps its largest links, and the classes after it are left out.
      const taken = new LinkList();
      const candidates = new LinkList();
      const sizes: number[] = [];
      for (let c = 0; c <= Math.min(maxCategory, CATEGORIES - 1); c++) {
        candidates.size = 0;
        sizes.length = 0;
        const consider = (k: number) => {
          const size = sizeOf(k);
          if (size < minSize) return;
          candidates.push(k);
          sizes.push(size);
        };
        if (c < CATEGORIES - 1) {
          const tree = a.byCategory[c];
          const list = a.items[c];
          if (tree && list) for (const j of tree.search(w, s, e, n)) consider(list[j] ?? 0);
        } else {
          for (const k of index.search(w, s, e, n)) if (a.category[k] === c) consider(k);
        }
        const room = budget - taken.size;
        if (candidates.size <= room) {
          for (let i = 0; i < candidates.size; i++) taken.push(candidates.items[i] ?? 0);
          continue;
        }
        const order = Array.from({ length: candidates.size }, (_, i) => i).sort((x, y) => (sizes[y] ?? 0) - (sizes[x] ?? 0));
        for (let i = 0; i < room; i++) taken.push(candidates.items[order[i] ?? 0] ?? 0);
        break;
      }
      return linksOf(taken.items, taken.size, a);
    },
  };
}

/** A growing list of link numbers. */
class LinkList {
  items = new Uint32Array(1024);
  size = 0;
  push(k: number): void {
    if (this.size === this.items.length) {
      const grown = new Uint32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.size++] = k;
  }
}
