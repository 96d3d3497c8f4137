/**
 * Distances and bearings on the ground, the one set of formulas both the console (what it
 * shows) and the emulator (what it answers) use: a sphere of the mean Earth radius (IUGG,
 * 6,371,008.8 m — the radius turf and most web maps use), great-circle distance by the
 * haversine formula and the initial great-circle bearing.
 *
 * Fast form, for hot loops only (nearest-candidate scans, cell sizes, local planes): the same
 * sphere flattened around a latitude, `metresPerDegreeLon(lat)` × Δlon and
 * `METRES_PER_DEGREE_LAT` × Δlat. Over a few kilometres it agrees with the haversine distance to
 * well under a millimetre per kilometre; anything shown to a user or sent in an answer is
 * measured with `distanceMetres`.
 */
import type { LonLat, LonLatLike, MultiPolygonLike } from './types.ts';

const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

/** Metres per degree of latitude (and of longitude at the equator) on that sphere. */
export const METRES_PER_DEGREE_LAT = EARTH_RADIUS_M * RAD;

/** Length of a degree of longitude relative to one of latitude at `lat` (its cosine). */
export function lonScale(lat: number): number {
  return Math.cos((lat * Math.PI) / 180);
}

export function metresPerDegreeLon(lat: number): number {
  return METRES_PER_DEGREE_LAT * lonScale(lat);
}

/** Great-circle distance in metres between two [lon, lat] points (haversine). */
export function distanceMetres(a: LonLatLike, b: LonLatLike): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLon = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.sin(dLon / 2) ** 2 * Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD);
  return 2 * EARTH_RADIUS_M * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

/** Initial great-circle bearing from `a` to `b`, 0–360° clockwise from north (0 for one point). */
export function bearingDegrees(a: LonLatLike, b: LonLatLike): number {
  const lat1 = a[1] * RAD;
  const lat2 = b[1] * RAD;
  const dLon = (b[0] - a[0]) * RAD;
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return ((Math.atan2(y, x) / RAD) % 360 + 360) % 360;
}

/** The point `metres` away from `from` along the great circle leaving at `bearingDeg`. */
export function destinationPoint(from: LonLatLike, metres: number, bearingDeg: number): LonLat {
  const lat1 = from[1] * RAD;
  const lon1 = from[0] * RAD;
  const d = metres / EARTH_RADIUS_M;
  const brg = bearingDeg * RAD;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(brg));
  const lon2 = lon1 + Math.atan2(Math.sin(brg) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return [lon2 / RAD, lat2 / RAD];
}

/** A closed ring of `steps` points (plus the closing one) at `radiusM` around `centre`, counter-clockwise. */
export function circleRing(centre: LonLatLike, radiusM: number, steps = 64): LonLat[] {
  const ring: LonLat[] = [];
  for (let i = 0; i < steps; i++) ring.push(destinationPoint(centre, radiusM, (-i * 360) / steps));
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}

/**
 * The closest point of a polyline to `p` and its distance in metres, in the fast form's local
 * plane around `p` (street scale).
 */
export function closestPointOnLine(p: LonLatLike, line: readonly LonLatLike[]): { point: LonLat; distanceM: number } | undefined {
  const kx = metresPerDegreeLon(p[1]);
  const ky = METRES_PER_DEGREE_LAT;
  let best: { point: LonLat; d2: number } | undefined;
  for (let i = 0; i < line.length; i++) {
    const a = line[i];
    const b = line[Math.min(i + 1, line.length - 1)];
    if (!a || !b) continue;
    const ax = (a[0] - p[0]) * kx;
    const ay = (a[1] - p[1]) * ky;
    const dx = (b[0] - a[0]) * kx;
    const dy = (b[1] - a[1]) * ky;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const x = ax + t * dx;
    const y = ay + t * dy;
    const d2 = x * x + y * y;
    if (!best || d2 < best.d2) best = { point: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], d2 };
  }
  return best && { point: best.point, distanceM: Math.sqrt(best.d2) };
}

/** Distance in metres from a point to the nearest edge of a (multi)polygon, in the fast form. */
export function distanceToEdgesMetres(point: LonLatLike, geometry: MultiPolygonLike): number {
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
