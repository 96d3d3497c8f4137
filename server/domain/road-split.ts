/**
 * Cutting an imported road line into links, as the demo network does (road-network.ts): at
 * junctions (a vertex the caller marks: a node shared by two ways, or used twice by one way),
 * then each piece longer than MAX_LINK_M into equal links of at most MAX_LINK_M metres
 * (the cut points interpolated along the line). Pieces are numbered along the line from 0, so a
 * link's position on its way is stable from one import to the next.
 *
 * Lines are flat [lon, lat, lon, lat, …] arrays in WGS84 degrees. Lengths are measured on a
 * local equirectangular plane per segment, the fast form of shared/geometry/distance.ts (good to
 * a few centimetres over a link's length).
 */
import { lonScale, METRES_PER_DEGREE_LAT } from '../../shared/geometry/distance.ts';
import { MAX_LINK_M } from './road-network.ts';

export interface LinePiece {
  /** [lon, lat, …] of the piece, first vertex to last. */
  points: number[];
  /** Length in metres. */
  lengthM: number;
}

/** Metres between two WGS84 points on the plane of their mean latitude. */
export function segmentMetres(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dx = (lon2 - lon1) * lonScale((lat1 + lat2) / 2);
  const dy = lat2 - lat1;
  return Math.sqrt(dx * dx + dy * dy) * METRES_PER_DEGREE_LAT;
}

/**
 * The links of one line. `isJunction(i)` says whether vertex i is a junction (the line's ends
 * need not be marked). Repeated consecutive vertices are dropped first; a line with fewer than
 * two distinct vertices gives no piece.
 */
export function splitRoadLine(coords: ArrayLike<number>, isJunction: (vertex: number) => boolean, maxLinkM: number = MAX_LINK_M): LinePiece[] {
  const pieces: LinePiece[] = [];
  let current: number[] = [];
  let lastLon = NaN;
  let lastLat = NaN;
  const vertices = Math.floor(coords.length / 2);
  for (let i = 0; i < vertices; i++) {
    const lon = coords[2 * i] ?? NaN;
    const lat = coords[2 * i + 1] ?? NaN;
    if (lon === lastLon && lat === lastLat) continue;
    current.push(lon, lat);
    lastLon = lon;
    lastLat = lat;
    if (i > 0 && i < vertices - 1 && isJunction(i) && current.length >= 4) {
      cutLong(current, maxLinkM, pieces);
      current = [lon, lat];
    }
  }
  if (current.length >= 4) cutLong(current, maxLinkM, pieces);
  return pieces;
}

/** Adds the piece, cut into equal links of at most maxLinkM metres. */
function cutLong(points: number[], maxLinkM: number, out: LinePiece[]): void {
  const n = points.length / 2;
  const along = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    along[i] = (along[i - 1] ?? 0) + segmentMetres(points[2 * i - 2] ?? 0, points[2 * i - 1] ?? 0, points[2 * i] ?? 0, points[2 * i + 1] ?? 0);
  }
  const length = along[n - 1] ?? 0;
  const count = Math.max(1, Math.ceil(length / maxLinkM - 1e-9));
  if (count === 1) {
    out.push({ points, lengthM: length });
    return;
  }
  let vertex = 0;
  let start = [points[0] ?? 0, points[1] ?? 0];
  for (let k = 1; k <= count; k++) {
    const from = (length * (k - 1)) / count;
    const to = (length * k) / count;
    const piece = [start[0] ?? 0, start[1] ?? 0];
    // Whole vertices strictly inside (from, to), then the cut point.
    while (vertex + 1 < n && (along[vertex + 1] ?? 0) < to - 1e-6) {
      vertex++;
      if ((along[vertex] ?? 0) > from + 1e-6) piece.push(points[2 * vertex] ?? 0, points[2 * vertex + 1] ?? 0);
    }
    let end: number[];
    if (k === count) end = [points[2 * n - 2] ?? 0, points[2 * n - 1] ?? 0];
    else {
      const a = along[vertex] ?? 0;
      const b = along[vertex + 1] ?? a;
      const t = b > a ? (to - a) / (b - a) : 0;
      const lon = (points[2 * vertex] ?? 0) + t * ((points[2 * vertex + 2] ?? 0) - (points[2 * vertex] ?? 0));
      const lat = (points[2 * vertex + 1] ?? 0) + t * ((points[2 * vertex + 3] ?? 0) - (points[2 * vertex + 1] ?? 0));
      end = [lon, lat];
    }
    piece.push(end[0] ?? 0, end[1] ?? 0);
    out.push({ points: piece, lengthM: length / count });
    start = end;
  }
}
