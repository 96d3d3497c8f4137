import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import { decodeAreaGeometry, type AreaGeometry } from '../domain/area-geometry';
import { WATER_KINDS, type WaterKind } from '../domain/osm-area-tags';
import { bumpDataset, clearSources, loadIndex, saveIndex, type IndexPart } from './datasets';
import { BOX_PAD_DEG } from './road-index-build';

/**
 * The in-memory form of the imported water or buildings (and the demo world's water) (server/db/area-tables.ts), built at
 * import from the rows and stored beside them (datasets.ts saveIndex, dataset kinds 'water' and
 * 'buildings'), so a restart loads it instead of rebuilding it. Parts (item i is the i-th row in
 * osm_key order):
 * - `boxes`: a Flatbush (Float32) over the features' boxes, padded by BOX_PAD_DEG;
 * - `keys`: Float64Array of the rows' osm_key;
 * - `kinds`: Uint8Array, the water kind (position in WATER_KINDS; water only);
 * - `features`: Uint32Array, feature i's rings are rings features[i] to features[i + 1] - 1;
 * - `rings`: Uint32Array, ring r's vertices are vertex rings[r] to rings[r + 1] - 1;
 * - `outer`: Uint8Array per ring, 1 when it starts a polygon (an outer ring or a line), 0 a hole;
 * - `coords`: Int32Array [lon, lat, …] in 1e-7 degrees.
 */
export type AreaKind = 'water' | 'buildings';

const TABLES: Record<AreaKind, string> = { water: 'imported_water', buildings: 'imported_buildings' };

class Grown<T extends Uint32Array | Int32Array | Float64Array | Uint8Array> {
  size = 0;
  constructor(public array: T) {}
  push(value: number): void {
    if (this.size >= this.array.length) this.grow(this.size + 1);
    this.array[this.size++] = value;
  }
  append(values: ArrayLike<number>): void {
    if (this.size + values.length > this.array.length) this.grow(this.size + values.length);
    this.array.set(values, this.size);
    this.size += values.length;
  }
  private grow(at: number): void {
    const bigger = new (this.array.constructor as new (length: number) => T)(Math.max(at, this.array.length * 2));
    bigger.set(this.array);
    this.array = bigger;
  }
  view(): T {
    return this.array.subarray(0, this.size) as T;
  }
}

interface AreaIndexBuilder {
  add(key: number, kind: number, geometry: AreaGeometry): void;
  readonly size: number;
  parts(): Record<string, IndexPart>;
}

function createAreaIndexBuilder(): AreaIndexBuilder {
  const keys = new Grown(new Float64Array(1 << 12));
  const kinds = new Grown(new Uint8Array(1 << 12));
  const features = new Grown(new Uint32Array(1 << 12));
  const rings = new Grown(new Uint32Array(1 << 12));
  const outer = new Grown(new Uint8Array(1 << 12));
  const coords = new Grown(new Int32Array(1 << 16));
  features.push(0);
  rings.push(0);
  return {
    add(key, kind, geometry) {
      keys.push(key);
      kinds.push(kind);
      for (const polygon of geometry) {
        polygon.forEach((ring, i) => {
          coords.append(ring);
          rings.push(coords.size / 2);
          outer.push(i === 0 ? 1 : 0);
        });
      }
      features.push(outer.size);
    },
    get size() {
      return keys.size;
    },
    parts(): Record<string, IndexPart> {
      const n = keys.size;
      if (n === 0) return {};
      const index = new Flatbush(n, 16, Float32Array);
      const f = features.view();
      const r = rings.view();
      const c = coords.view();
      for (let i = 0; i < n; i++) {
        let minX = Infinity;
        let minY = Infinity;
        let maxX = -Infinity;
        let maxY = -Infinity;
        for (let k = 2 * (r[f[i] ?? 0] ?? 0); k < 2 * (r[f[i + 1] ?? 0] ?? 0); k += 2) {
          const x = (c[k] ?? 0) / 1e7;
          const y = (c[k + 1] ?? 0) / 1e7;
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
        }
        if (minX > maxX) minX = maxX = minY = maxY = 0;
        index.add(minX - BOX_PAD_DEG, minY - BOX_PAD_DEG, maxX + BOX_PAD_DEG, maxY + BOX_PAD_DEG);
      }
      index.finish();
      return { boxes: new Uint8Array(index.data), keys: keys.view(), kinds: kinds.view(), features: f, rings: r, outer: outer.view(), coords: c };
    },
  };
}

/**
 * Builds the index of the served rows of the kind, stores it and bumps its generation, in one
 * transaction (or inside the caller's); returns the generation. The demo world's water (rows with
 * a negative osm_key, demo-water.ts) is served while no water is imported: imported water
 * replaces it whole (the demo river is one band across Seoul; any real water file has its own).
 */
export function rebuildAreaIndex(db: Db, kind: AreaKind): number {
  const builder = createAreaIndexBuilder();
  const imported = db.prepare(`SELECT EXISTS (SELECT 1 FROM ${TABLES[kind]} WHERE osm_key >= 0)`).pluck().get() === 1;
  const served = imported ? 'WHERE osm_key >= 0' : '';
  const sql = kind === 'water' ? `SELECT osm_key, kind, geometry FROM imported_water ${served} ORDER BY osm_key` : `SELECT osm_key, NULL, geometry FROM imported_buildings ${served} ORDER BY osm_key`;
  for (const [key, waterKind, blob] of db.prepare(sql).raw().iterate() as IterableIterator<[number, string | null, Buffer]>) {
    const values = new Int32Array(blob.byteLength >> 2);
    new Uint8Array(values.buffer).set(blob.subarray(0, values.byteLength));
    builder.add(key, waterKind === null ? 0 : Math.max(0, WATER_KINDS.indexOf(waterKind as WaterKind)), decodeAreaGeometry(values));
  }
  const parts = builder.parts();
  return db.transaction(() => {
    saveIndex(db, kind, parts);
    return bumpDataset(db, kind);
  })();
}

/** Removes every imported row of the kind and its sources (the demo world's stay, served again); returns how many rows there were. */
export function clearAreas(db: Db, kind: AreaKind): number {
  return db.transaction(() => {
    const removed = db.prepare(`DELETE FROM ${TABLES[kind]} WHERE osm_key >= 0`).run().changes;
    clearSources(db, kind);
    rebuildAreaIndex(db, kind);
    return removed;
  })();
}

/** One feature of the index for the map: GeoJSON-like polygons (or one line) in degrees. */
interface AreaItem {
  /** The item's position in the index (stable within one loaded generation). */
  item: number;
  kind: WaterKind | 'building';
  /** MultiPolygon coordinates; for a line, one polygon holding the line. */
  polygons: [number, number][][][];
  /** Size of the feature's box in degrees (the larger side). */
  size: number;
  /** The authored demo world's (demo-water.ts), not imported data. */
  demo?: true;
}

export interface LoadedAreas {
  readonly count: number;
  /** Items whose box meets the box, larger than minSize degrees (either way). */
  search(box: readonly [number, number, number, number], minSize?: number): number[];
  item(i: number): AreaItem;
}

export function loadAreaIndex(db: Db, kind: AreaKind): LoadedAreas | null {
  const parts = loadIndex(db, kind);
  const boxesPart = parts?.get('boxes');
  const get = (name: string): ArrayBuffer => parts?.get(name) ?? new ArrayBuffer(0);
  if (!boxesPart) return null;
  const index = Flatbush.from(boxesPart);
  const keys = new Float64Array(get('keys'));
  const kinds = new Uint8Array(get('kinds'));
  const features = new Uint32Array(get('features'));
  const rings = new Uint32Array(get('rings'));
  const outer = new Uint8Array(get('outer'));
  const coords = new Int32Array(get('coords'));
  // Each feature's size (the larger side of its box, degrees), once at load: tiles filter by it.
  const sizes = new Float32Array(index.numItems);
  for (let i = 0; i < sizes.length; i++) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let k = 2 * (rings[features[i] ?? 0] ?? 0); k < 2 * (rings[features[i + 1] ?? 0] ?? 0); k += 2) {
      const x = coords[k] ?? 0;
      const y = coords[k + 1] ?? 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    sizes[i] = maxX >= minX ? Math.max(maxX - minX, maxY - minY) / 1e7 : 0;
  }
  const sizeOf = (i: number): number => sizes[i] ?? 0;
  return {
    count: index.numItems,
    search(box, minSize = 0) {
      const found = index.search(box[0], box[1], box[2], box[3]);
      return minSize > 0 ? found.filter((i) => sizeOf(i) >= minSize) : found;
    },
    item(i) {
      const polygons: [number, number][][][] = [];
      for (let r = features[i] ?? 0; r < (features[i + 1] ?? 0); r++) {
        const ring: [number, number][] = [];
        for (let v = rings[r] ?? 0; v < (rings[r + 1] ?? 0); v++) ring.push([(coords[2 * v] ?? 0) / 1e7, (coords[2 * v + 1] ?? 0) / 1e7]);
        if (outer[r] === 1 || polygons.length === 0) polygons.push([ring]);
        else polygons[polygons.length - 1]?.push(ring);
      }
      const item: AreaItem = { item: i, kind: kind === 'water' ? (WATER_KINDS[kinds[i] ?? 0] ?? 'water') : 'building', polygons, size: sizeOf(i) };
      if ((keys[i] ?? 0) < 0) item.demo = true;
      return item;
    },
  };
}
