import Flatbush from 'flatbush';
import type { MapBox, MapRoad } from '../app-types';
import type { Db } from '../db/open-database';
import { BOX_PAD_DEG } from './road-index-build';

/**
 * The imported road links for the map's tiles. The stored index (road-index-build.ts) holds every
 * link in one Flatbush; a low-zoom tile wants only the major classes, so on first use (once per
 * roads generation) this reads each link's category, lanes and one-way flag (three bytes a link)
 * and its name (interned: one string per distinct name), and builds one Flatbush per road
 * category 0–6 over those links; a tile showing every class (roadCategory 7, side streets, from
 * z 13) searches the stored index. A tile then reads nothing from the database.
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
}

const CATEGORIES = 8;

export function createRoadMap(db: Db, stored: StoredRoads): RoadMap {
  const { index, offsets, coords, ids } = stored;
  const count = ids.length;
  let attributes:
    | { category: Uint8Array; lanes: Uint8Array; oneway: Uint8Array; nameIds: Uint32Array; names: string[]; byCategory: (Flatbush | null)[]; items: Uint32Array[] }
    | undefined;

  function load(): NonNullable<typeof attributes> {
    const category = new Uint8Array(count);
    const lanes = new Uint8Array(count);
    const oneway = new Uint8Array(count);
    const nameIds = new Uint32Array(count);
    const names: string[] = [];
    const nameIndex = new Map<string, number>();
    let i = 0;
    const rows = db.prepare('SELECT road_category, lane, oneway, road_name FROM imported_roads ORDER BY link_id').raw().iterate() as IterableIterator<
      [number, number, number, string]
    >;
    for (const [c, l, o, name] of rows) {
      if (i >= count) break;
      let id = nameIndex.get(name);
      if (id === undefined) {
        id = names.length;
        names.push(name);
        nameIndex.set(name, id);
      }
      nameIds[i] = id;
      category[i] = Math.min(CATEGORIES - 1, Math.max(0, c));
      lanes[i] = Math.min(255, Math.max(0, l));
      oneway[i] = o ? 1 : 0;
      i++;
    }
    if (i !== count) throw new Error(`imported_roads has ${i} rows but the stored index ${count} links`);
    const counts = new Uint32Array(CATEGORIES);
    for (let k = 0; k < count; k++) counts[category[k] ?? 0]! += 1;
    const items = Array.from({ length: CATEGORIES }, (_, c) => new Uint32Array(counts[c] ?? 0));
    const filled = new Uint32Array(CATEGORIES);
    for (let k = 0; k < count; k++) {
      const c = category[k] ?? 0;
      (items[c] as Uint32Array)[filled[c]!++] = k;
    }
    // The side streets (7) use the stored index of every link.
    const byCategory = items.map((list, c) => {
      if (c === CATEGORIES - 1 || list.length === 0) return null;
      const tree = new Flatbush(list.length, 16, Float32Array);
      for (const k of list) {
        const [minX, minY, maxX, maxY] = linkBox(k);
        tree.add(minX - BOX_PAD_DEG, minY - BOX_PAD_DEG, maxX + BOX_PAD_DEG, maxY + BOX_PAD_DEG);
      }
      tree.finish();
      return tree;
    });
    return { category, lanes, oneway, nameIds, names, byCategory, items };
  }

  function linkBox(k: number): [number, number, number, number] {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let v = 2 * (offsets[k] ?? 0); v < 2 * (offsets[k + 1] ?? 0); v += 2) {
      const x = (coords[v] ?? 0) / 1e7;
      const y = (coords[v + 1] ?? 0) / 1e7;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    return [minX, minY, maxX, maxY];
  }

  /** The link as a map road, or null when its box is under minSize (1e-7°) both ways. */
  function road(k: number, a: NonNullable<typeof attributes>, minSize: number): MapRoad | null {
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
