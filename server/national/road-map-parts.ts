import Flatbush from 'flatbush';
import type { IndexPart } from './datasets';
import { createStringTableBuilder, stringTableFrom, type StringTable, type StringTableBuilder } from './string-table';

/**
 * What the map's tiles need of the imported road links beyond their vertices (road-map.ts),
 * built at import beside the roads' index (road-index-build.ts) and stored with it, so that a
 * restart loads it instead of reading every row of imported_roads. Parts (link i is item i of
 * the roads' index):
 * - `category`, `lanes`: Uint8Array, one byte a link, clamped to 0–7 and 0–255 (nearToRoad's
 *   header keeps the exact values: road-header-parts.ts); `oneway`: Uint8Array of flags, ONEWAY
 *   (one-way in the direction of the vertices) and DEMO (a link of the authored demo world,
 *   demo-roads.ts);
 * - `nameIds`: Uint32Array, the link's name (road_name, exactly) as an id into the string table
 *   `name` (`nameBytes`, `nameOffsets`: string-table.ts), which nearToRoad's header reads too
 *   (roads published before stored `names`, the names each ended by a NUL: still read);
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
  names: StringTable;
  /** Per category 0–6, the index of its links (null when none), and the links it indexes. */
  byCategory: (Flatbush | null)[];
  items: Uint32Array[];
}

/** The links' attributes as collected (createLinkAttributeTable), link k's name being names' id nameIds[k]. */
export interface LinkAttributeArrays {
  category: Uint8Array;
  lanes: Uint8Array;
  oneway: Uint8Array;
  nameIds: Uint32Array;
  names: StringTableBuilder;
}

/** The links' vertices as stored: link i has vertices offsets[i] to offsets[i + 1] - 1 of coords ([lon, lat, …] in 1e-7°). */
export interface LinkVertices {
  offsets: Uint32Array;
  coords: Int32Array;
}

/** The parts to store (datasets.ts saveIndex) for the attributes of `count` links: the arrays, the names and the per-category indexes. */
export function roadMapParts(attributes: LinkAttributeArrays, vertices: LinkVertices, count: number): Record<string, IndexPart> {
  const { byCategory, items } = categoryIndexes(attributes.category, vertices, count);
  const parts: Record<string, IndexPart> = {
    category: attributes.category,
    lanes: attributes.lanes,
    oneway: attributes.oneway,
    nameIds: attributes.nameIds,
    ...attributes.names.parts('name'),
  };
  byCategory.forEach((tree, c) => {
    if (!tree) return;
    parts[`class${c}Boxes`] = new Uint8Array(tree.data);
    parts[`class${c}Items`] = items[c] ?? new Uint32Array(0);
  });
  return parts;
}

/** One Flatbush per category 0–6 over its links' boxes (null when none), and the links each indexes. */
function categoryIndexes(category: Uint8Array, vertices: LinkVertices, count: number): Pick<RoadMapData, 'byCategory' | 'items'> {
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
  return { byCategory, items };
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

/** The data viewed over stored parts (no copy), or null when they are missing or do not fit `count` links (a database imported before they were stored). */
export function roadMapDataFrom(parts: ReadonlyMap<string, ArrayBuffer>, count: number): RoadMapData | null {
  const category = parts.get('category');
  const lanes = parts.get('lanes');
  const oneway = parts.get('oneway');
  const nameIds = parts.get('nameIds');
  const names = stringTableFrom(parts, 'name') ?? legacyNames(parts.get('names'));
  if (!category || !lanes || !oneway || !nameIds || !names) return null;
  if (category.byteLength !== count || lanes.byteLength !== count || oneway.byteLength !== count || nameIds.byteLength !== 4 * count) return null;
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
    names,
    byCategory,
    items,
  };
}

/** The names as roads published before the string table stored them (`names`: UTF-8, each ended by a NUL), decoded whole. */
function legacyNames(part: ArrayBuffer | undefined): StringTable | null {
  if (!part) return null;
  const text = new TextDecoder().decode(part);
  const list = text === '' ? [] : text.slice(0, -1).split('\u0000');
  return {
    size: list.length,
    get: (id) => list[id] ?? '',
    find: () => {
      throw new Error('the road names are not sorted');
    },
  };
}

/** Collects link attributes in link order (at import or from the rows). */
export interface LinkAttributeTable {
  /** flags: ONEWAY | DEMO. */
  add(roadCategory: number, lanes: number, flags: number, name: string): void;
  /** The arrays of the `count` links added. */
  take(count: number): LinkAttributeArrays;
}

export function createLinkAttributeTable(): LinkAttributeTable {
  let category = new Uint8Array(1 << 16);
  let lanes = new Uint8Array(1 << 16);
  let oneway = new Uint8Array(1 << 16);
  let nameIds = new Uint32Array(1 << 16);
  const names = createStringTableBuilder();
  let size = 0;
  // The links of a way (and often of neighbouring ways) share their name: the last one spares the map.
  let lastName: string | null = null;
  let lastNameId = 0;
  return {
    add(c, l, o, name) {
      if (size >= category.length) {
        const length = category.length * 2;
        category = grown(category, new Uint8Array(length));
        lanes = grown(lanes, new Uint8Array(length));
        oneway = grown(oneway, new Uint8Array(length));
        nameIds = grown(nameIds, new Uint32Array(length));
      }
      if (name !== lastName) {
        lastName = name;
        lastNameId = names.id(name);
      }
      nameIds[size] = lastNameId;
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
