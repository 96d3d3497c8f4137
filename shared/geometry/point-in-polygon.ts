/**
 * Point-in-polygon on [lon, lat] rings by the even-odd ray rule (half-open at vertices, so a
 * point on a shared edge belongs to exactly one of two neighbours). Rings may be open or closed.
 * `scanlineCrossings` uses the same arithmetic, so a scanline and a point test never disagree.
 */
import type { MultiPolygonLike, PolygonLike, RingLike } from './types.ts';

export function pointInRing(lon: number, lat: number, ring: RingLike): boolean {
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
export function pointInPolygon(lon: number, lat: number, polygon: PolygonLike): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(lon, lat, outer)) return false;
  return !holes.some((hole) => pointInRing(lon, lat, hole));
}

export function pointInMultiPolygon(lon: number, lat: number, geometry: MultiPolygonLike): boolean {
  return geometry.some((polygon) => pointInPolygon(lon, lat, polygon));
}

/**
 * Sorted longitudes where the horizontal line at `lat` crosses the geometry's edges.
 * Points between crossing 2k and 2k+1 are inside.
 */
export function scanlineCrossings(geometry: MultiPolygonLike, lat: number): number[] {
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
