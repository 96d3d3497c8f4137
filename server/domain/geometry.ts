/**
 * Small planar geometry helpers on WGS84 [lon, lat] coordinates, good enough at city scale.
 * Distances use an equirectangular approximation (about 1 m error over a few kilometres).
 */
import type { LonLat, MultiPolygonCoords, PolygonCoords, Ring } from './world-types.ts';

/** [minLon, minLat, maxLon, maxLat]. */
export type BBox = [number, number, number, number];

export const METRES_PER_DEGREE_LAT = 111_320;

export function metresPerDegreeLon(lat: number): number {
  return METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
}

/** Even-odd ray test. Works with open or closed rings. */
export function pointInRing(lon: number, lat: number, ring: Ring): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const [x1, y1] = a;
    const [x2, y2] = b;
    if (y1 > lat !== y2 > lat && lon < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(lon: number, lat: number, polygon: PolygonCoords): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(lon, lat, outer)) return false;
  return !holes.some((hole) => pointInRing(lon, lat, hole));
}

export function pointInMultiPolygon(lon: number, lat: number, geometry: MultiPolygonCoords): boolean {
  return geometry.some((polygon) => pointInPolygon(lon, lat, polygon));
}

export function bboxOf(geometry: MultiPolygonCoords): BBox {
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
export function signedRingArea(ring: Ring): number {
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

/** Unsigned area in square metres (planar approximation at the geometry's latitude). */
export function areaSquareMetres(geometry: MultiPolygonCoords): number {
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
export function closeRing(ring: Ring): Ring {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return [...ring];
  if (first[0] === last[0] && first[1] === last[1]) return [...ring];
  return [...ring, [first[0], first[1]]];
}

/** Closed, counter-clockwise copy (the GeoJSON convention for outer rings). */
export function counterClockwise(ring: Ring): Ring {
  const closed = closeRing(ring);
  return signedRingArea(closed) < 0 ? closed.slice().reverse() : closed;
}

/** Area-weighted centroid of a (multi)polygon; may fall outside a concave shape. */
export function centroid(geometry: MultiPolygonCoords): LonLat {
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
export function interiorPoint(geometry: MultiPolygonCoords): LonLat {
  const c = centroid(geometry);
  if (pointInMultiPolygon(c[0], c[1], geometry)) return c;
  const [, minLat, , maxLat] = bboxOf(geometry);
  for (const lat of [c[1], (minLat + maxLat) / 2, minLat + (maxLat - minLat) / 3, minLat + (2 * (maxLat - minLat)) / 3]) {
    const span = widestSpan(geometry, lat);
    if (span) return [(span[0] + span[1]) / 2, lat];
  }
  return c;
}

function widestSpan(geometry: MultiPolygonCoords, lat: number): [number, number] | null {
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

/**
 * Sorted longitudes where the horizontal line at `lat` crosses the geometry's edges
 * (half-open rule, consistent with pointInRing). Points between crossing 2k and 2k+1 are inside.
 */
export function scanlineCrossings(geometry: MultiPolygonCoords, lat: number): number[] {
  const xs: number[] = [];
  for (const polygon of geometry) {
    for (const ring of polygon) {
      const n = ring.length;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const a = ring[i];
        const b = ring[j];
        if (!a || !b) continue;
        const [x1, y1] = a;
        const [x2, y2] = b;
        if (y1 > lat !== y2 > lat) xs.push(((x2 - x1) * (lat - y1)) / (y2 - y1) + x1);
      }
    }
  }
  return xs.sort((p, q) => p - q);
}

/** Approximate distance in metres between two points. */
export function distanceMetres(a: LonLat, b: LonLat): number {
  const dx = (b[0] - a[0]) * metresPerDegreeLon((a[1] + b[1]) / 2);
  const dy = (b[1] - a[1]) * METRES_PER_DEGREE_LAT;
  return Math.hypot(dx, dy);
}

/** Approximate distance in metres from a point to the nearest edge of a geometry. */
export function distanceToEdgesMetres(point: LonLat, geometry: MultiPolygonCoords): number {
  const kx = metresPerDegreeLon(point[1]);
  const ky = METRES_PER_DEGREE_LAT;
  let best = Infinity;
  for (const polygon of geometry) {
    for (const ring of polygon) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const a = ring[i];
        const b = ring[i + 1];
        if (!a || !b) continue;
        const ax = (a[0] - point[0]) * kx;
        const ay = (a[1] - point[1]) * ky;
        const bx = (b[0] - point[0]) * kx;
        const by = (b[1] - point[1]) * ky;
        const dx = bx - ax;
        const dy = by - ay;
        const len2 = dx * dx + dy * dy;
        const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
        const d = Math.hypot(ax + t * dx, ay + t * dy);
        if (d < best) best = d;
      }
    }
  }
  return best;
}

/** Rounds a coordinate to 1e-7 degrees (about 1 cm), the precision the world is stored at. */
export function roundLonLat(p: LonLat): LonLat {
  return [Math.round(p[0] * 1e7) / 1e7, Math.round(p[1] * 1e7) / 1e7];
}
