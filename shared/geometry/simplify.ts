/**
 * Douglas–Peucker simplification, one implementation for every caller: the emulator's tiles
 * (on the Web Mercator plane, flat rings) and the console's display of region outlines (in
 * metres, on the local plane of distance.ts's fast form).
 */
import { METRES_PER_DEGREE_LAT, metresPerDegreeLon } from './distance.ts';
import type { LonLat, RingLike } from './types.ts';

/**
 * Which of the points (xs[i], ys[i]) Douglas–Peucker keeps at `tolerance` (same unit as the
 * coordinates): 1 = kept. Both ends are always kept; for a closed ring (first = last) the point
 * farthest from the first is kept too, so the ring cannot collapse to its start.
 */
export function douglasPeuckerKeep(xs: ArrayLike<number>, ys: ArrayLike<number>, tolerance: number): Uint8Array {
  const n = Math.min(xs.length, ys.length);
  const keep = new Uint8Array(n);
  if (n === 0) return keep;
  keep[0] = 1;
  keep[n - 1] = 1;
  const tol2 = tolerance * tolerance;
  const stack: number[] = [0, n - 1];
  while (stack.length > 0) {
    const last = stack.pop() ?? 0;
    const first = stack.pop() ?? 0;
    let maxD = -1;
    let index = -1;
    const ax = xs[first] ?? 0;
    const ay = ys[first] ?? 0;
    const bx = xs[last] ?? 0;
    const by = ys[last] ?? 0;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(xs[i] ?? 0, ys[i] ?? 0, ax, ay, bx, by);
      if (d > maxD) {
        maxD = d;
        index = i;
      }
    }
    if (index !== -1 && maxD > tol2) {
      keep[index] = 1;
      stack.push(first, index, index, last);
    }
  }
  return keep;
}

/** Squared distance from p to the segment a–b. */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  let dx = bx - ax;
  let dy = by - ay;
  let x = ax;
  let y = ay;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = bx;
      y = by;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = px - x;
  dy = py - y;
  return dx * dx + dy * dy;
}

/**
 * A [lon, lat] line or ring simplified with a tolerance in metres. A closed ring keeps at least
 * four points (a triangle, closed), so a polygon never degenerates on the map.
 */
export function simplifyLine(line: RingLike, toleranceM: number): LonLat[] {
  const first = line[0];
  if (!first || line.length <= 2 || toleranceM <= 0) return line.map((p): LonLat => [p[0], p[1]]);
  const kx = metresPerDegreeLon(first[1]);
  const xs = line.map((p) => (p[0] - first[0]) * kx);
  const ys = line.map((p) => (p[1] - first[1]) * METRES_PER_DEGREE_LAT);
  const last = line[line.length - 1];
  const closed = last !== undefined && last[0] === first[0] && last[1] === first[1];
  for (let tolerance = toleranceM; ; tolerance /= 2) {
    const keep = douglasPeuckerKeep(xs, ys, tolerance);
    const out = line.filter((_, i) => keep[i] === 1).map((p): LonLat => [p[0], p[1]]);
    if (!closed || out.length >= 4 || out.length === line.length || tolerance < 1e-6) return out;
  }
}
