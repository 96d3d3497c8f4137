/**
 * Boxes, areas, orientation and representative points of [lon, lat] polygons. Areas in square
 * metres use the fast form of distance.ts (the sphere flattened at the geometry's middle
 * latitude): good to about 0.1 % at city scale.
 */
import { METRES_PER_DEGREE_LAT, metresPerDegreeLon } from './distance.ts';
import { pointInMultiPolygon, scanlineCrossings } from './point-in-polygon.ts';
import type { BBox, LonLat, MultiPolygonLike, Ring, RingLike } from './types.ts';

export function bboxOf(geometry: MultiPolygonLike): BBox {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const polygon of geometry) {
    for (const ring of polygon) {
      for (const [lon, lat] of ring) {
        if (lon < minLon) minLon = lon;
        if (lat < minLat) minLat = lat;
        if (lon > maxLon) maxLon = lon;
        if (lat > maxLat) maxLat = lat;
      }
    }
  }
  return [minLon, minLat, maxLon, maxLat];
}

/** Signed shoelace area in square degrees (positive = counter-clockwise). */
export function signedRingArea(ring: RingLike): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    sum += (b[0] - a[0]) * (b[1] + a[1]);
  }
  return sum / 2;
}

/** Unsigned area in square metres, holes taken out. */
export function areaSquareMetres(geometry: MultiPolygonLike): number {
  const [, minLat, , maxLat] = bboxOf(geometry);
  const k = metresPerDegreeLon((minLat + maxLat) / 2) * METRES_PER_DEGREE_LAT;
  let area = 0;
  for (const [outer, ...holes] of geometry) {
    if (!outer) continue;
    area += Math.abs(signedRingArea(outer));
    for (const hole of holes) area -= Math.abs(signedRingArea(hole));
  }
  return area * k;
}

/** Closed copy of a ring (first vertex repeated at the end). */
export function closeRing(ring: RingLike): Ring {
  const copy = ring.map((p): LonLat => [p[0], p[1]]);
  const first = copy[0];
  const last = copy[copy.length - 1];
  if (!first || !last) return copy;
  if (first[0] === last[0] && first[1] === last[1]) return copy;
  return [...copy, [first[0], first[1]]];
}

/** Closed, counter-clockwise copy (the GeoJSON convention for outer rings). */
export function counterClockwise(ring: RingLike): Ring {
  const closed = closeRing(ring);
  return signedRingArea(closed) < 0 ? closed.reverse() : closed;
}

/** Area-weighted centroid of a (multi)polygon; may fall outside a concave shape. */
export function centroid(geometry: MultiPolygonLike): LonLat {
  let cx = 0;
  let cy = 0;
  let total = 0;
  for (const polygon of geometry) {
    polygon.forEach((ring, ringIndex) => {
      const n = ring.length;
      let a = 0;
      let x = 0;
      let y = 0;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const p = ring[i];
        const q = ring[j];
        if (!p || !q) continue;
        const f = q[0] * p[1] - p[0] * q[1];
        a += f;
        x += (q[0] + p[0]) * f;
        y += (q[1] + p[1]) * f;
      }
      // Outer rings add, holes subtract, whatever their orientation.
      const sign = ringIndex === 0 ? Math.sign(a) : -Math.sign(a);
      cx += x * sign;
      cy += y * sign;
      total += a * sign;
    });
  }
  if (total === 0) {
    const [minLon, minLat, maxLon, maxLat] = bboxOf(geometry);
    return [(minLon + maxLon) / 2, (minLat + maxLat) / 2];
  }
  return [cx / (3 * total), cy / (3 * total)];
}

/**
 * A point guaranteed inside the geometry: the centroid when it is inside, otherwise the middle
 * of the widest inside span on the horizontal line through the centroid (or through the middle of
 * the bounding box).
 */
export function interiorPoint(geometry: MultiPolygonLike): LonLat {
  const c = centroid(geometry);
  if (pointInMultiPolygon(c[0], c[1], geometry)) return c;
  const [, minLat, , maxLat] = bboxOf(geometry);
  for (const lat of [c[1], (minLat + maxLat) / 2, minLat + (maxLat - minLat) / 3, minLat + (2 * (maxLat - minLat)) / 3]) {
    const span = widestSpan(geometry, lat);
    if (span) return [(span[0] + span[1]) / 2, lat];
  }
  return c;
}

function widestSpan(geometry: MultiPolygonLike, lat: number): [number, number] | null {
  const xs = scanlineCrossings(geometry, lat);
  let best: [number, number] | null = null;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const a = xs[i];
    const b = xs[i + 1];
    if (a === undefined || b === undefined) continue;
    if (!best || b - a > best[1] - best[0]) best = [a, b];
  }
  return best;
}
