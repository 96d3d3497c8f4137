/**
 * Point-in-(multi)polygon tests prepared for repeated queries on large polygons (a province
 * boundary has tens of thousands of vertices), over a region's flat shape (region-shape.ts).
 *
 * Each polygon part gets its bounding box; each ring with more than SMALL_RING vertices gets a
 * band index: its latitude range cut into horizontal bands, each band listing the edges that
 * reach into it. A query then tests only the edges of the band holding its latitude. An
 * imported region's ring boxes and band indexes are built at import and stored with its shape
 * (region-shape-blob.ts), so preparing its test reads them in place and scans no vertex; others
 * are computed here on first use. The crossing test is the one of pointInRing (same even-odd rule, same arithmetic on
 * the same doubles, same edges), so a prepared test answers exactly as pointInMultiPolygon does.
 */
import { shapeOf, type RegionShape } from './region-shape.ts';
import type { MultiPolygonCoords } from './world-types.ts';

export type PointTest = (lon: number, lat: number) => boolean;

type Coords = RegionShape['coords'];

/** Rings up to this many vertices are tested edge by edge. */
const SMALL_RING = 64;
/** Average number of edges per band in large rings. */
const EDGES_PER_BAND = 4;

const never: PointTest = () => false;

export function preparePointTest(geometry: MultiPolygonCoords): PointTest {
  return prepareShapeTest(shapeOf(geometry));
}

export function prepareShapeTest({ coords, scale, ringEnds, partEnds, prepared }: RegionShape): PointTest {
  const parts: PointTest[] = [];
  // The next stored band table (prepared.bandTables), ring after ring.
  let table = 0;
  let ring = 0;
  for (const partEnd of partEnds) {
    const tests: PointTest[] = [];
    let box: Box | undefined;
    for (; ring < partEnd; ring++) {
      const from = ring === 0 ? 0 : ringEnds[ring - 1]!;
      const to = ringEnds[ring]!;
      const ringBox = prepared ? storedBox(prepared.boxes, scale, ring) : boxOf(coords, scale, from, to);
      box ??= ringBox;
      const count = prepared ? prepared.bandCounts[ring]! : bandCountFor(to - from);
      if (count === 0) {
        tests.push(smallRingTest(coords, scale, from, to));
        continue;
      }
      let stored: Int32Array | undefined;
      if (prepared) {
        const length = count + 1 + prepared.bandTables[table + count]!;
        stored = prepared.bandTables.subarray(table, table + length);
        table += length;
      }
      tests.push(bandedRingTest(coords, scale, from, to, ringBox, count, stored));
    }
    parts.push(partTest(tests, box));
  }
  if (parts.length === 1) return parts[0]!;
  return (lon, lat) => {
    for (const part of parts) if (part(lon, lat)) return true;
    return false;
  };
}

/** Band count of a ring of `n` vertices: 0 for a ring tested edge by edge. */
export function bandCountFor(n: number): number {
  return n <= SMALL_RING ? 0 : Math.ceil(n / EDGES_PER_BAND);
}

/**
 * The band index of the ring of vertices [from, to) in `count` bands: for each band b the
 * edges reaching into it are edges[table[b] .. table[b + 1]), edges following the count + 1
 * offsets in the same array. Edge i joins vertex i and vertex i - 1 (the previous one,
 * wrapping), as in pointInRing.
 */
export function ringBandTable(coords: Coords, scale: number, from: number, to: number, count: number): Int32Array {
  const n = to - from;
  const [, minY, , maxY] = boxOf(coords, scale, from, to);
  const bandOf = bandOfIn(minY, maxY, count);
  const y = (i: number): number => coords[2 * (from + i) + 1]! / scale - minY;
  const counts = new Int32Array(count + 1);
  for (let i = 0; i < n; i++) {
    const yi = y(i);
    const yj = y(i === 0 ? n - 1 : i - 1);
    const lo = bandOf(Math.min(yi, yj));
    const hi = bandOf(Math.max(yi, yj));
    for (let b = lo; b <= hi; b++) counts[b + 1]!++;
  }
  for (let b = 0; b < count; b++) counts[b + 1]! += counts[b]!;
  const table = new Int32Array(count + 1 + counts[count]!);
  table.set(counts);
  const next = counts.subarray(0, count);
  for (let i = 0; i < n; i++) {
    const yi = y(i);
    const yj = y(i === 0 ? n - 1 : i - 1);
    const lo = bandOf(Math.min(yi, yj));
    const hi = bandOf(Math.max(yi, yj));
    for (let b = lo; b <= hi; b++) table[count + 1 + next[b]!++] = i;
  }
  return table;
}

/** The band of a ring's `count` between latitudes minY and maxY holding a latitude `dy` above minY. */
function bandOfIn(minY: number, maxY: number, count: number): (dy: number) => number {
  const height = (maxY - minY) / count || 1;
  return (dy) => Math.min(count - 1, Math.max(0, Math.floor(dy / height)));
}

function partTest(rings: readonly PointTest[], box: Box | undefined): PointTest {
  const [inOuter, ...inHoles] = rings;
  if (!inOuter || !box) return never;
  const [minLon, minLat, maxLon, maxLat] = box;
  // Outside the outer ring's box the even-odd count is always even, so the box test changes no answer.
  return (lon, lat) => {
    if (lon < minLon || lon > maxLon || lat < minLat || lat > maxLat) return false;
    if (!inOuter(lon, lat)) return false;
    for (const inHole of inHoles) if (inHole(lon, lat)) return false;
    return true;
  };
}

/** Whether the ray east of the point crosses the ring's edge from vertex j to vertex i (even-odd rule). */
function crosses(coords: Coords, scale: number, base: number, i: number, j: number, lon: number, lat: number): boolean {
  const x1 = coords[base + 2 * i]! / scale;
  const y1 = coords[base + 2 * i + 1]! / scale;
  const x2 = coords[base + 2 * j]! / scale;
  const y2 = coords[base + 2 * j + 1]! / scale;
  return y1 > lat !== y2 > lat && lon < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1;
}

function smallRingTest(coords: Coords, scale: number, from: number, to: number): PointTest {
  const n = to - from;
  const base = 2 * from;
  return (lon, lat) => {
    let inside = false;
    for (let i = 0, j = n - 1; i < n; j = i++) if (crosses(coords, scale, base, i, j, lon, lat)) inside = !inside;
    return inside;
  };
}

function bandedRingTest(coords: Coords, scale: number, from: number, to: number, [, minY, , maxY]: Box, count: number, stored: Int32Array | undefined): PointTest {
  const n = to - from;
  const base = 2 * from;
  const bandOf = bandOfIn(minY, maxY, count);
  const table = stored ?? ringBandTable(coords, scale, from, to, count);
  const edges = count + 1;
  return (lon, lat) => {
    if (!(lat >= minY && lat <= maxY)) return false;
    const band = bandOf(lat - minY);
    let inside = false;
    for (let k = edges + table[band]!, end = edges + table[band + 1]!; k < end; k++) {
      const i = table[k]!;
      if (crosses(coords, scale, base, i, i === 0 ? n - 1 : i - 1, lon, lat)) inside = !inside;
    }
    return inside;
  };
}

/** [minLon, minLat, maxLon, maxLat], degrees. */
type Box = [number, number, number, number];

/** Ring `ring`'s stored box (StoredPreparation.boxes), in degrees. */
function storedBox(boxes: Coords, scale: number, ring: number): Box {
  return [boxes[4 * ring]! / scale, boxes[4 * ring + 1]! / scale, boxes[4 * ring + 2]! / scale, boxes[4 * ring + 3]! / scale];
}

/**
 * The box of vertices [from, to), in degrees. Apart from the tests that keep it: a variable a
 * closure keeps and a loop writes costs an allocation per write.
 */
export function boxOf(coords: Coords, scale: number, from: number, to: number): Box {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (let v = from; v < to; v++) {
    const lon = coords[2 * v]! / scale;
    const lat = coords[2 * v + 1]! / scale;
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return [minLon, minLat, maxLon, maxLat];
}
