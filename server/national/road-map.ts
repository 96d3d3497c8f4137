import type Flatbush from 'flatbush';
import type { MapBox, MapRoad } from '../app-types';
import type { Db } from '../db/open-database';
import { createLinkAttributeTable, ROAD_CATEGORIES, roadMapData, roadMapDataFrom, type RoadMapData } from './road-map-parts';

/**
 * The imported road links for the map's tiles. The stored index (road-index-build.ts) holds every
 * link in one Flatbush; a low-zoom tile wants only the major classes, so the import also stores
 * each link's category, lanes, one-way flag and name, and one Flatbush per road category 0–6
 * (road-map-parts.ts): on first use they are viewed where they were loaded, nothing is read from
 * the rows. A tile showing every class (roadCategory 7, side streets, from z 13) searches the
 * stored index of every link.
 *
 * A database imported before those parts were stored has only the index: its attributes are read
 * from imported_roads and the category indexes built on first use (seconds at national size, once
 * per process and roads generation); importing the roads again stores them.
 */
export interface RoadMap {
  /** Links crossing the box with roadCategory ≤ maxCategory, leaving out those whose box is under minSize degrees both ways. */
  roadsIn(box: MapBox, maxCategory: number, minSize?: number): MapRoad[];
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

  /** An older database: the attributes from the rows, the category indexes built here. */
  function fromRows(): RoadMapData {
    const table = createLinkAttributeTable();
    let i = 0;
    const rows = db.prepare('SELECT road_category, lane, oneway, road_name FROM imported_roads ORDER BY link_id').raw().iterate() as IterableIterator<
      [number, number, number, string]
    >;
    for (const [c, l, o, name] of rows) {
      if (i >= count) break;
      table.add(c, l, o, name);
      i++;
    }
    if (i !== count) throw new Error(`imported_roads has ${i} rows but the stored index ${count} links`);
    return roadMapData(table.take(count), { offsets, coords }, count);
  }

  /** The link as a map road, or null when its box is under minSize (1e-7°) both ways. */
  function road(k: number, a: RoadMapData, minSize: number): MapRoad | null {
    const from = 2 * (offsets[k] ?? 0);
    const to = 2 * (offsets[k + 1] ?? 0);
    if (minSize > 0) {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let v = from; v < to; v += 2) {
        const x = coords[v] ?? 0;
        const y = coords[v + 1] ?? 0;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      if (maxX - minX < minSize && maxY - minY < minSize) return null;
    }
    const coordinates: [number, number][] = [];
    for (let v = from; v < to; v += 2) coordinates.push([(coords[v] ?? 0) / 1e7, (coords[v + 1] ?? 0) / 1e7]);
    return {
      name: a.names[a.nameIds[k] ?? 0] ?? '',
      roadCategory: a.category[k] ?? 0,
      lanes: a.lanes[k] ?? 0,
      oneway: a.oneway[k] ? 1 : 0,
      coordinates,
    };
  }

  return {
    roadsIn(box, maxCategory, minSizeDeg = 0) {
      if (maxCategory < 0) return [];
      attributes ??= load();
      const a = attributes;
      const minSize = minSizeDeg * 1e7;
      const out: MapRoad[] = [];
      const take = (k: number) => {
        const r = road(k, a, minSize);
        if (r) out.push(r);
      };
      if (maxCategory >= CATEGORIES - 1) {
        for (const k of index.search(box[0], box[1], box[2], box[3])) take(k);
        return out;
      }
      for (let c = 0; c <= maxCategory; c++) {
        const tree = a.byCategory[c];
        const list = a.items[c];
        if (!tree || !list) continue;
        for (const j of tree.search(box[0], box[1], box[2], box[3])) take(list[j] ?? 0);
      }
      return out;
    },
  };
}
