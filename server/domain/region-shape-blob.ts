/**
 * The stored form of a region's shape (region-shape.ts), as an import writes it
 * (db/imported-regions.ts): a BLOB that loading views in place, so that the first point tested
 * against a region after a restart neither parses its geometry nor prepares its point test: the
 * rings' boxes and band indexes are stored with the coordinates. Int32 words in the platform's
 * byte order (as every stored index blob):
 *
 *   format, part count P, ring count R, band table length T,
 *   P part ends (for each polygon part, the index of the ring after its last; its first ring is the outer),
 *   R ring ends (for each ring, the index of the vertex after its last),
 *   R band counts (for each ring, its number of bands; 0: tested edge by edge),
 *   T words: the band tables of the rings with bands, in order (prepared-polygon.ts, ringBandTable),
 *   then the numbers: lon, lat of every vertex, ring after ring, then each ring's box (min lon,
 *   min lat, max lon, max lat; zeros for a ring with no vertex):
 *   - format 1: as Int32 in 1e-7 degrees, when every coordinate is a whole number of 1e-7
 *     degrees (imported boundaries are rounded so: half the size of doubles);
 *   - format 2: as Float64 degrees (the demo world's cells), after one word of padding where
 *     needed so that they are read in place.
 *
 * Both give back exactly the doubles written (a -0 comes back as 0, as it did through JSON).
 * Decoding checks the structure (counts, ends, lengths), not each value inside the band tables:
 * a value changed in place answers wrong where it is read, as a number changed in the JSON did.
 */
import { bandCountFor, boxOf, ringBandTable } from './prepared-polygon.ts';
import type { RegionShape } from './region-shape.ts';

const E7 = 1;
const FLOAT64 = 2;
const HEADER = 4;
const MAX_E7 = 2 ** 31 - 1;

export function encodeRegionShape(shape: RegionShape): Uint8Array {
  const { ringEnds, partEnds } = shape;
  const rings = ringEnds.length;
  const vertices = rings === 0 ? 0 : ringEnds[rings - 1]!;
  const e7 = wholeE7(shape, vertices);
  // The numbers as they will be read back, which the boxes and band tables are computed from.
  const numbers = e7 ?? new Float64Array(2 * vertices + 4 * rings);
  if (!e7) for (let i = 0; i < 2 * vertices; i++) numbers[i] = shape.coords[i] === 0 ? 0 : shape.coords[i]! / shape.scale;
  const scale = e7 ? 1e7 : 1;
  const bandCounts = new Int32Array(rings);
  const tables: Int32Array[] = [];
  let tableLength = 0;
  ringEnds.forEach((to, r) => {
    const from = r === 0 ? 0 : ringEnds[r - 1]!;
    if (to > from) numbers.set(boxOf(numbers, 1, from, to), 2 * vertices + 4 * r);
    const count = bandCountFor(to - from);
    bandCounts[r] = count;
    if (count === 0) return;
    const table = ringBandTable(numbers, scale, from, to, count);
    tables.push(table);
    tableLength += table.length;
  });
  const header = HEADER + partEnds.length + 2 * rings + tableLength;
  const start = e7 ? header : header + (header % 2);
  const words = new Int32Array(start + (e7 ? 1 : 2) * numbers.length);
  words.set([e7 ? E7 : FLOAT64, partEnds.length, rings, tableLength]);
  let k = HEADER;
  for (const part of [partEnds, ringEnds, bandCounts, ...tables]) {
    words.set(part, k);
    k += part.length;
  }
  if (e7) words.set(e7, start);
  else new Float64Array(words.buffer, 4 * start, numbers.length).set(numbers);
  return new Uint8Array(words.buffer);
}

/** The coordinates as whole 1e-7 degrees with room for the rings' boxes after them, or undefined when one is not. */
function wholeE7({ coords, scale, ringEnds }: RegionShape, vertices: number): Int32Array | undefined {
  const out = new Int32Array(2 * vertices + 4 * ringEnds.length);
  for (let i = 0; i < 2 * vertices; i++) {
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
  const partEnds = words.subarray(HEADER, HEADER + parts);
  const ringEnds = words.subarray(HEADER + parts, HEADER + parts + rings);
  const bandCounts = words.subarray(HEADER + parts + rings, HEADER + parts + 2 * rings);
  const bandTables = words.subarray(HEADER + parts + 2 * rings, header);
  if (!ascending(partEnds) || !ascending(ringEnds) || (parts === 0 ? 0 : partEnds[parts - 1]) !== rings) throw damaged('ends out of order');
  checkTables(bandCounts, bandTables);
  const vertices = rings === 0 ? 0 : ringEnds[rings - 1]!;
  const numbers = 2 * vertices + 4 * rings;
  if (format === E7) {
    if (words.length !== header + numbers) throw damaged('truncated coordinates');
    const boxes = words.subarray(header + 2 * vertices);
    return { coords: words.subarray(header, header + 2 * vertices), scale: 1e7, ringEnds, partEnds, prepared: { boxes, bandCounts, bandTables } };
  }
  const start = header + (header % 2);
  if (words.length !== start + 2 * numbers) throw damaged('truncated coordinates');
  const doubles = new Float64Array(words.buffer, words.byteOffset + 4 * start, numbers);
  return { coords: doubles.subarray(0, 2 * vertices), scale: 1, ringEnds, partEnds, prepared: { boxes: doubles.subarray(2 * vertices), bandCounts, bandTables } };
}

/** Each band table whole: count + 1 offsets from 0, then as many edges as the last offset says. */
function checkTables(bandCounts: Int32Array, tables: Int32Array): void {
  let k = 0;
  for (const count of bandCounts) {
    if (count < 0) throw damaged('negative band count');
    if (count === 0) continue;
    const edges = tables[k + count];
    if (tables[k] !== 0 || edges === undefined || edges < 0) throw damaged('truncated band table');
    k += count + 1 + edges;
  }
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
