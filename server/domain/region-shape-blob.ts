/**
 * The stored form of a region's shape (region-shape.ts), as an import writes it
 * (db/imported-regions.ts): a BLOB that loading views in place, so that the first point tested
 * against a region after a restart neither parses its geometry nor prepares its point test. Int32
 * words in the platform's byte order (as every stored index blob):
 *
 *   format, part count P, ring count R, band table length T,
 *   P part ends (for each polygon part, the index of the ring after its last; its first ring is the outer),
 *   R ring ends (for each ring, the index of the vertex after its last),
 *   R band counts (for each ring, its number of bands; 0: tested edge by edge),
 *   T words: the band tables of the rings with bands, in order (prepared-polygon.ts, ringBandTable),
 *   then lon, lat of every vertex, ring after ring:
 *   - format 1: as Int32 in 1e-7 degrees, when every coordinate is a whole number of 1e-7
 *     degrees (imported boundaries are rounded so: half the size of doubles);
 *   - format 2: as Float64 degrees (the demo world's cells), after one word of padding where
 *     needed so that they are read in place.
 *
 * Both give back exactly the doubles written (a -0 comes back as 0, as it did through JSON).
 */
import { bandCountFor, ringBandTable } from './prepared-polygon.ts';
import type { RegionShape } from './region-shape.ts';

const E7 = 1;
const FLOAT64 = 2;
const HEADER = 4;
const MAX_E7 = 2 ** 31 - 1;

export function encodeRegionShape(shape: RegionShape): Uint8Array {
  const { ringEnds, partEnds } = shape;
  const e7 = shape.scale === 1e7 && shape.coords instanceof Int32Array ? shape.coords : wholeE7(shape);
  // The coordinates as they will be read back, which the band tables are built from.
  const coords = e7 ?? Float64Array.from(shape.coords, (c) => (c === 0 ? 0 : c / shape.scale));
  const scale = e7 ? 1e7 : 1;
  const perRing = new Int32Array(ringEnds.length);
  const tables: Int32Array[] = [];
  let tableLength = 0;
  ringEnds.forEach((to, r) => {
    const from = r === 0 ? 0 : ringEnds[r - 1]!;
    const count = bandCountFor(to - from);
    perRing[r] = count;
    if (count === 0) return;
    const table = ringBandTable(coords, scale, from, to, count);
    tables.push(table);
    tableLength += table.length;
  });
  const header = HEADER + partEnds.length + 2 * ringEnds.length + tableLength;
  const start = e7 ? header : header + (header % 2);
  const words = new Int32Array(start + (e7 ? 1 : 2) * coords.length);
  words.set([e7 ? E7 : FLOAT64, partEnds.length, ringEnds.length, tableLength]);
  let k = HEADER;
  for (const part of [partEnds, ringEnds, perRing, ...tables]) {
    words.set(part, k);
    k += part.length;
  }
  if (e7) words.set(e7, start);
  else new Float64Array(words.buffer, 4 * start, coords.length).set(coords);
  return new Uint8Array(words.buffer);
}

/** The coordinates as whole 1e-7 degrees, or undefined when one is not. */
function wholeE7({ coords, scale }: RegionShape): Int32Array | undefined {
  const out = new Int32Array(coords.length);
  for (let i = 0; i < coords.length; i++) {
    const value = coords[i]! / scale;
    const n = Math.round(value * 1e7);
    if (!(n / 1e7 === value && Math.abs(n) <= MAX_E7)) return undefined;
    out[i] = n;
  }
  return out;
}

/**
 * The shape encodeRegionShape stored, viewed in place (the blob must then stay unchanged: a row
 * read from SQLite is a buffer of its own); throws on a damaged value.
 */
export function decodeRegionShape(blob: Uint8Array): RegionShape {
  if (blob.byteLength < 4 * HEADER || blob.byteLength % 4 !== 0) throw damaged('not a whole header');
  const words = blob.byteOffset % 8 === 0 ? new Int32Array(blob.buffer, blob.byteOffset, blob.byteLength / 4) : new Int32Array(new Uint8Array(blob).buffer);
  const [format, parts = -1, rings = -1, tableLength = -1] = words;
  if (format !== E7 && format !== FLOAT64) throw damaged(`unknown format ${format}`);
  if (parts < 0 || rings < 0 || tableLength < 0) throw damaged('negative count');
  const header = HEADER + parts + 2 * rings + tableLength;
  if (header > words.length) throw damaged('truncated header');
  let k = HEADER;
  const next = (length: number): Int32Array => words.subarray(k, (k += length));
  const partEnds = next(parts);
  const ringEnds = next(rings);
  const perRing = next(rings);
  const tables = next(tableLength);
  if (!ascending(partEnds) || !ascending(ringEnds) || (parts === 0 ? 0 : partEnds[parts - 1]) !== rings) throw damaged('ends out of order');
  checkTables(ringEnds, perRing, tables);
  const vertices = rings === 0 ? 0 : ringEnds[rings - 1]!;
  const bands = { perRing, tables };
  if (format === E7) {
    if (words.length !== header + 2 * vertices) throw damaged('truncated coordinates');
    return { coords: words.subarray(header), scale: 1e7, ringEnds, partEnds, bands };
  }
  const start = header + (header % 2);
  if (words.length !== start + 4 * vertices) throw damaged('truncated coordinates');
  return { coords: new Float64Array(words.buffer, words.byteOffset + 4 * start, 2 * vertices), scale: 1, ringEnds, partEnds, bands };
}

/** Each ring's band table whole, its offsets from 0 up, its edges those of the ring. */
function checkTables(ringEnds: Int32Array, perRing: Int32Array, tables: Int32Array): void {
  let k = 0;
  ringEnds.forEach((to, r) => {
    const n = to - (r === 0 ? 0 : ringEnds[r - 1]!);
    const count = perRing[r]!;
    if (count < 0) throw damaged('negative band count');
    if (count === 0) return;
    if (k + count + 1 > tables.length) throw damaged('truncated band table');
    const offsets = tables.subarray(k, k + count + 1);
    if (offsets[0] !== 0 || !ascending(offsets)) throw damaged('band offsets out of order');
    const edges = tables.subarray(k + count + 1, k + count + 1 + offsets[count]!);
    if (edges.length !== offsets[count]) throw damaged('truncated band table');
    for (const edge of edges) if (!(edge >= 0 && edge < n)) throw damaged('band edge out of its ring');
    k += count + 1 + edges.length;
  });
  if (k !== tables.length) throw damaged('band tables of another length');
}

/** Ends from 0 up that never go down. */
function ascending(ends: Int32Array): boolean {
  let previous = 0;
  for (const end of ends) {
    if (end < previous) return false;
    previous = end;
  }
  return true;
}

function damaged(what: string): Error {
  return new Error(`region shape: ${what}`);
}
