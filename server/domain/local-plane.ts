/**
 * A local equirectangular plane in metres (x east, y north) around an origin, and polyline
 * measures in it: cumulative length, the point at a distance, projection of a point with its
 * signed offset (positive = left of the direction of travel), offset lines.
 *
 * At city scale the plane is good to about 0.1 % (the cosine of the latitude changes little
 * over a few kilometres), which is all the demo world needs.
 *
 * This plane is how the demo world is laid out (roads, buildings, lots and postcode cells placed
 * in metres from the authored seeds), not how distances are measured: its scale,
 * WORLD_METRES_PER_DEGREE, is the one the seeds were authored with, kept so that the world (and
 * every address in it) stays where it is. Distances shown and answered come from
 * shared/geometry/distance.ts.
 */
import { lonScale } from '../../shared/geometry/distance.ts';
import type { LonLat } from './world-types.ts';

export type XY = [number, number];

/** Metres per degree of latitude of the demo world's layout (see above). */
const WORLD_METRES_PER_DEGREE = 111_320;

/** The layout's metres per degree of longitude and latitude at `lat`. */
export function worldScale(lat: number): { kx: number; ky: number } {
  return { kx: WORLD_METRES_PER_DEGREE * lonScale(lat), ky: WORLD_METRES_PER_DEGREE };
}

export interface LocalPlane {
  readonly origin: LonLat;
  /** Metres per degree of longitude / latitude. */
  readonly kx: number;
  readonly ky: number;
  toXY(p: LonLat): XY;
  toLonLat(p: XY): LonLat;
}

export function localPlane(origin: LonLat): LocalPlane {
  const [lon0, lat0] = origin;
  const { kx, ky } = worldScale(lat0);
  return {
    origin,
    kx,
    ky,
    toXY: ([lon, lat]) => [(lon - lon0) * kx, (lat - lat0) * ky],
    toLonLat: ([x, y]) => [x / kx + lon0, y / ky + lat0],
  };
}

/** A plane centred on the bounding box of the given points (central Seoul when empty). */
export function planeAround(points: Iterable<LonLat>): LocalPlane {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const [lon, lat] of points) {
    if (lon < minLon) minLon = lon;
    if (lat < minLat) minLat = lat;
    if (lon > maxLon) maxLon = lon;
    if (lat > maxLat) maxLat = lat;
  }
  if (!Number.isFinite(minLon)) return localPlane([127.0, 37.55]);
  return localPlane([(minLon + maxLon) / 2, (minLat + maxLat) / 2]);
}

export interface Polyline {
  readonly xy: readonly XY[];
  /** cum[i] = length from the start to vertex i. */
  readonly cum: readonly number[];
  readonly length: number;
}

export function measure(xy: readonly XY[]): Polyline {
  const cum: number[] = [];
  let total = 0;
  xy.forEach((p, i) => {
    const prev = xy[i - 1];
    if (prev) total += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    cum.push(total);
  });
  return { xy, cum, length: total };
}

export interface LinePoint {
  xy: XY;
  /** Index of the segment (vertex i to i+1) holding the point. */
  segment: number;
  /** Unit direction of that segment. */
  dir: XY;
}

/** The point at distance d from the start (clamped to the line). */
export function pointAt(line: Polyline, d: number): LinePoint {
  const { xy, cum } = line;
  const n = xy.length;
  if (n < 2) {
    const p = xy[0] ?? [0, 0];
    return { xy: [p[0], p[1]], segment: 0, dir: [1, 0] };
  }
  const target = Math.max(0, Math.min(line.length, d));
  // Binary search the last vertex with cum <= target, limited to the last segment.
  let lo = 0;
  let hi = n - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((cum[mid] ?? 0) <= target) lo = mid;
    else hi = mid - 1;
  }
  const a = xy[lo] ?? [0, 0];
  const b = xy[lo + 1] ?? a;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const t = len === 0 ? 0 : (target - (cum[lo] ?? 0)) / len;
  const dir: XY = len === 0 ? [1, 0] : [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  return { xy: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], segment: lo, dir };
}

/** Left unit normal of a direction. */
export function leftNormal(dir: XY): XY {
  return [-dir[1], dir[0]];
}

export interface Projection {
  /** Distance along the line of the foot of the perpendicular. */
  d: number;
  /** Signed distance from the line: positive on the left of the direction of travel. */
  offset: number;
  /** Unsigned distance from the line. */
  distance: number;
  foot: XY;
  segment: number;
}

/** Projects a point on the line (the nearest point of the line; the first segment wins ties). */
export function project(line: Polyline, p: XY): Projection {
  const { xy, cum } = line;
  let best: Projection = { d: 0, offset: 0, distance: Infinity, foot: [0, 0], segment: 0 };
  for (let i = 0; i + 1 < xy.length; i++) {
    const a = xy[i];
    const b = xy[i + 1];
    if (!a || !b) continue;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
    const fx = a[0] + t * dx;
    const fy = a[1] + t * dy;
    const distance = Math.hypot(p[0] - fx, p[1] - fy);
    if (distance < best.distance) {
      const len = Math.sqrt(len2);
      const cross = len === 0 ? 0 : (dx * (p[1] - a[1]) - dy * (p[0] - a[0])) / len;
      best = { d: (cum[i] ?? 0) + t * len, offset: Math.sign(cross) * distance, distance, foot: [fx, fy], segment: i };
    }
  }
  return best;
}

/** The part of the line between distances from and to (from < to), with its end points. */
export function slice(line: Polyline, from: number, to: number): XY[] {
  const start = pointAt(line, from);
  const end = pointAt(line, to);
  const out: XY[] = [start.xy];
  for (let i = start.segment + 1; i <= end.segment; i++) {
    const v = line.xy[i];
    const c = line.cum[i] ?? 0;
    if (v && c > from && c < to) out.push([v[0], v[1]]);
  }
  out.push(end.xy);
  return out;
}

/**
 * A line parallel to the given one at a signed offset (positive = left). Each vertex moves
 * along the mean normal of its two segments, scaled so that both segments keep the offset.
 */
export function offsetLine(xy: readonly XY[], offset: number): XY[] {
  const n = xy.length;
  const dirs: XY[] = [];
  for (let i = 0; i + 1 < n; i++) {
    const a = xy[i] ?? [0, 0];
    const b = xy[i + 1] ?? a;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    dirs.push([(b[0] - a[0]) / len, (b[1] - a[1]) / len]);
  }
  return xy.map((p, i) => {
    const d0 = dirs[Math.max(0, i - 1)] ?? [1, 0];
    const d1 = dirs[Math.min(dirs.length - 1, i)] ?? d0;
    const n0 = leftNormal(d0);
    const n1 = leftNormal(d1);
    let nx = n0[0] + n1[0];
    let ny = n0[1] + n1[1];
    const len = Math.hypot(nx, ny);
    if (len < 1e-9) {
      nx = n1[0];
      ny = n1[1];
    } else {
      nx /= len;
      ny /= len;
    }
    const cos = nx * n1[0] + ny * n1[1];
    const scale = offset / Math.max(cos, 0.5);
    return [p[0] + nx * scale, p[1] + ny * scale];
  });
}

/** Distance from p to segment ab, and the parameter t (0..1) of the foot. */
export function pointSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): { distance: number; t: number } {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return { distance: Math.hypot(px - (ax + t * dx), py - (ay + t * dy)), t };
}

/**
 * Where segments ab and cd cross: the parameters along each (0..1), or null when they do not
 * meet (parallel segments never count as crossing).
 */
export function segmentCrossing(a: XY, b: XY, c: XY, d: XY): { t: number; u: number } | null {
  const rx = b[0] - a[0];
  const ry = b[1] - a[1];
  const sx = d[0] - c[0];
  const sy = d[1] - c[1];
  const denom = rx * sy - ry * sx;
  if (Math.abs(denom) < 1e-12) return null;
  const qx = c[0] - a[0];
  const qy = c[1] - a[1];
  const t = (qx * sy - qy * sx) / denom;
  const u = (qx * ry - qy * rx) / denom;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return { t, u };
}
