/**
 * Point-in-(multi)polygon tests prepared for repeated queries on large polygons (a province
 * boundary has tens of thousands of vertices).
 *
 * Each polygon part gets its bounding box; each ring with more than SMALL_RING vertices gets a
 * band index: its latitude range cut into horizontal bands, each band listing the edges that
 * reach into it. A query then tests only the edges of the band holding its latitude. The
 * crossing test is the one of pointInRing (same even-odd rule, same arithmetic), so a prepared
 * test answers exactly as pointInMultiPolygon does.
 */
import { pointInRing } from '../../shared/geometry/point-in-polygon.ts';
import type { MultiPolygonCoords, PolygonCoords, Ring } from './world-types.ts';

export type PointTest = (lon: number, lat: number) => boolean;

/** Rings up to this many vertices are tested edge by edge. */
const SMALL_RING = 64;
/** Average number of edges per band in large rings. */
const EDGES_PER_BAND = 4;

export function preparePointTest(geometry: MultiPolygonCoords): PointTest {
  const parts = geometry.map(preparePart);
  if (parts.length === 1) return parts[0]!;
  return (lon, lat) => {
    for (const part of parts) if (part(lon, lat)) return true;
    return false;
  };
}

function preparePart(polygon: PolygonCoords): PointTest {
  const [outer, ...holes] = polygon;
  if (!outer || outer.length === 0) return () => false;
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const [lon, lat] of outer) {
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  const inOuter = prepareRing(outer);
  const inHoles = holes.map(prepareRing);
  // Outside the outer ring's box the even-odd count is always even, so the box test changes no answer.
  return (lon, lat) => {
    if (lon < minLon || lon > maxLon || lat < minLat || lat > maxLat) return false;
    if (!inOuter(lon, lat)) return false;
    for (const inHole of inHoles) if (inHole(lon, lat)) return false;
    return true;
  };
}

function prepareRing(ring: Ring): PointTest {
  const n = ring.length;
  if (n <= SMALL_RING) return (lon, lat) => pointInRing(lon, lat, ring);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  let minY = Infinity;
  let maxY = -Infinity;
  ring.forEach(([x, y], i) => {
    xs[i] = x;
    ys[i] = y;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  });
  const bands = Math.max(1, Math.ceil(n / EDGES_PER_BAND));
  const height = (maxY - minY) / bands || 1;
  const bandOf = (y: number): number => Math.min(bands - 1, Math.max(0, Math.floor((y - minY) / height)));

  // Edge i joins vertex i and vertex i - 1 (the previous one, wrapping), as in pointInRing.
  const counts = new Int32Array(bands + 1);
  for (let i = 0; i < n; i++) {
    const j = i === 0 ? n - 1 : i - 1;
    const lo = bandOf(Math.min(ys[i]!, ys[j]!));
    const hi = bandOf(Math.max(ys[i]!, ys[j]!));
    for (let b = lo; b <= hi; b++) counts[b + 1]!++;
  }
  for (let b = 0; b < bands; b++) counts[b + 1]! += counts[b]!;
  const offsets = counts.slice();
  const edges = new Int32Array(counts[bands]!);
  for (let i = 0; i < n; i++) {
    const j = i === 0 ? n - 1 : i - 1;
    const lo = bandOf(Math.min(ys[i]!, ys[j]!));
    const hi = bandOf(Math.max(ys[i]!, ys[j]!));
    for (let b = lo; b <= hi; b++) edges[offsets[b]!++] = i;
  }

  return (lon, lat) => {
    if (!(lat >= minY && lat <= maxY)) return false;
    const band = bandOf(lat);
    let inside = false;
    for (let k = counts[band]!, end = counts[band + 1]!; k < end; k++) {
      const i = edges[k]!;
      const j = i === 0 ? n - 1 : i - 1;
      const x1 = xs[i]!;
      const y1 = ys[i]!;
      const x2 = xs[j]!;
      const y2 = ys[j]!;
      if (y1 > lat !== y2 > lat && lon < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside;
    }
    return inside;
  };
}
