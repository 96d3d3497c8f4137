import Flatbush from 'flatbush';
import type { IndexPart } from './datasets';

/**
 * What the map's tiles need of the imported road links beyond their vertices (road-map.ts),
 * built at import beside the roads' index (road-index-build.ts) and stored with it, so that a
 * restart loads it instead of reading every row of imported_roads. Parts (link i is item i of
 * the roads' index):
 * - `category`, `lanes`: Uint8Array, one byte a link; `oneway`: Uint8Array of flags, ONEWAY (one-way in
 *   the direction of the vertices) and DEMO (a link of the authored demo world, demo-roads.ts);
 * - `nameIds`: Uint32Array, the link's name as an index into `names`;
 * - `names`: the distinct names, UTF-8, each ended by a NUL;
 * - `class{c}Boxes`, `class{c}Items` for each road category c below the side streets (0–6): a
 *   Flatbush (Float32) over the boxes of that category's links, padded by BOX_PAD_DEG, and the
 *   links it indexes (item j is link items[j]). Side streets (7) use the roads' own index.
 */
export const ROAD_CATEGORIES = 8;
/** The flags of a link's `oneway` byte. */
export const ONEWAY = 1;
export const DEMO = 2;
/** Degrees added around each link's box: covers Float32 rounding of Korean coordinates (≤ 4e-6°). */
export const BOX_PAD_DEG = 1e-5;

export interface RoadMapData {
  category: Uint8Array;
  lanes: Uint8Array;
  oneway: Uint8Array;
  nameIds: Uint32Array;
  names: string[];
  /** Per category 0–6, the index of its links (null when none), and the links it indexes. */
  byCategory: (Flatbush | null)[];
  items: Uint32Array[];
}

/** The links' vertices as stored: link i has vertices offsets[i] to offsets[i + 1] - 1 of coords ([lon, lat, …] in 1e-7°). */
export interface LinkVertices {
  offsets: Uint32Array;
  coords: Int32Array;
}

/** The attribute arrays and names of `count` links, with their per-category indexes built. */
export function roadMapData(
  attributes: Pick<RoadMapData, 'category' | 'lanes' | 'oneway' | 'nameIds' | 'names'>,
  vertices: LinkVertices,
  count: number,
): RoadMapData {
  const { category } = attributes;
  const counts = new Uint32Array(ROAD_CATEGORIES);
  for (let k = 0; k < count; k++) counts[category[k] ?? 0]! += 1;
  const items = Array.from({ length: ROAD_CATEGORIES - 1 }, (_, c) => new Uint32Array(counts[c] ?? 0));
  const filled = new Uint32Array(ROAD_CATEGORIES);
  for (let k = 0; k < count; k++) {
    const c = category[k] ?? 0;
    const list = items[c];
    if (list) list[filled[c]!++] = k;
  }
  const box = new Float64Array(4);
  const byCategory = items.map((list) => {
    if (list.length === 0) return null;
    const tree = new Flatbush(list.length, 16, Float32Array);
    for (const k of list) {
      linkBox(vertices, k, box);
      tree.add(box[0]! - BOX_PAD_DEG, box[1]! - BOX_PAD_DEG, box[2]! + BOX_PAD_DEG, box[3]! + BOX_PAD_DEG);
    }
    tree.finish();
    return tree;
  });
  return { ...attributes, byCategory, items };
}

/** Link k's bounding box [minLon, minLat, maxLon, maxLat] in degrees, written into `out`. */
export function linkBox({ offsets, coords }: LinkVertices, k: number, out: Float64Array): void {
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
  out[0] = minX;
  out[1] = minY;
  out[2] = maxX;
  out[3] = maxY;
}

/** The parts to store (datasets.ts saveIndex) for the data. */
export function roadMapParts(data: RoadMapData): Record<string, IndexPart> {
  const parts: Record<string, IndexPart> = {
    category: data.category,
    lanes: data.lanes,
    oneway: data.oneway,
    nameIds: data.nameIds,
    names: new TextEncoder().encode(data.names.map((name) => `${name}\u0000`).join('')),
  };
  data.byCategory.forEach((tree, c) => {
    if (!tree) return;
    parts[`class${c}Boxes`] = new Uint8Array(tree.data);
    parts[`class${c}Items`] = data.items[c] ?? new Uint32Array(0);
  });
  return parts;
}

/** The data viewed over stored parts (no copy), or null when they are missing or do not fit `count` links (a database imported before they were stored). */
export function roadMapDataFrom(parts: ReadonlyMap<string, ArrayBuffer>, count: number): RoadMapData | null {
  const category = parts.get('category');
  const lanes = parts.get('lanes');
  const oneway = parts.get('oneway');
  const nameIds = parts.get('nameIds');
  const names = parts.get('names');
  if (!category || !lanes || !oneway || !nameIds || !names) return null;
  if (category.byteLength !== count || lanes.byteLength !== count || oneway.byteLength !== count || nameIds.byteLength !== 4 * count) return null;
  const text = new TextDecoder().decode(names);
  const byCategory: (Flatbush | null)[] = [];
  const items: Uint32Array[] = [];
  for (let c = 0; c < ROAD_CATEGORIES - 1; c++) {
    const boxes = parts.get(`class${c}Boxes`);
    const list = parts.get(`class${c}Items`);
    byCategory.push(boxes && list ? Flatbush.from(boxes) : null);
    items.push(list ? new Uint32Array(list) : new Uint32Array(0));
  }
  return {
    category: new Uint8Array(category),
    lanes: new Uint8Array(lanes),
    oneway: new Uint8Array(oneway),
    nameIds: new Uint32Array(nameIds),
    names: text === '' ? [] : text.slice(0, -1).split('\u0000'),
    byCategory,
    items,
  };
}

/** Collects link attributes in link order (at import or from the rows). */
export interface LinkAttributeTable {
  /** flags: ONEWAY | DEMO. */
  add(roadCategory: number, lanes: number, flags: number, name: string): void;
  /** The arrays of the first `count` links added. */
  take(count: number): Pick<RoadMapData, 'category' | 'lanes' | 'oneway' | 'nameIds' | 'names'>;
}

export function createLinkAttributeTable(): LinkAttributeTable {
  let category = new Uint8Array(1 << 16);
  let lanes = new Uint8Array(1 << 16);
  let oneway = new Uint8Array(1 << 16);
  let nameIds = new Uint32Array(1 << 16);
  const names: string[] = [];
  const nameIndex = new Map<string, number>();
  let size = 0;
  return {
    add(c, l, o, name) {
      if (size >= category.length) {
        const length = category.length * 2;
        category = grown(category, new Uint8Array(length));
        lanes = grown(lanes, new Uint8Array(length));
        oneway = grown(oneway, new Uint8Array(length));
        nameIds = grown(nameIds, new Uint32Array(length));
      }
      let id = nameIndex.get(name);
      if (id === undefined) {
        id = names.length;
        names.push(name);
        nameIndex.set(name, id);
      }
      nameIds[size] = id;
      category[size] = Math.min(ROAD_CATEGORIES - 1, Math.max(0, c));
      lanes[size] = Math.min(255, Math.max(0, l));
      oneway[size] = o & (ONEWAY | DEMO);
      size++;
    },
    take(count) {
      if (count !== size) throw new Error(`${size} links' attributes for ${count} links`);
      return { category: category.slice(0, size), lanes: lanes.slice(0, size), oneway: oneway.slice(0, size), nameIds: nameIds.slice(0, size), names };
    },
  };
}

function grown<T extends Uint8Array | Uint32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
