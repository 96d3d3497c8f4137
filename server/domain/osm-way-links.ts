/**
 * One OSM way → its links (the rows of imported_roads): the tag table (osm-road-tags.ts) gives
 * the attributes, the geometry is reversed for oneway=-1, cut at junctions and into links of at
 * most MAX_LINK_M (road-split.ts), and each link gets
 * - linkId = way id × LINK_PIECES + its position along the way (0, 1, …): the same way imported
 *   again gets the same ids, and a way's links are exactly the id range of its way;
 * - idxName: the fixed mesh grid's cell of the link's midpoint (meshId, road-network.ts);
 * - points in 1e-7 degrees (OSM's precision), totalDistance in whole metres.
 */
import type { LinkAttributes } from './osm-road-tags.ts';
import { meshId } from './road-network.ts';
import { segmentMetres, splitRoadLine } from './road-split.ts';

/** Pieces a way may have; linkId = wayId × LINK_PIECES + piece. */
export const LINK_PIECES = 10_000;
/** Largest way id whose link ids stay exact doubles. */
const MAX_WAY_ID = Math.floor(Number.MAX_SAFE_INTEGER / LINK_PIECES) - 1;

export interface WayLink {
  linkId: number;
  wayId: number;
  idxName: string;
  /** [lon, lat, …] in 1e-7 degrees. */
  points: Int32Array;
  totalDistance: number;
  /** 1 when one-way (points run in the direction of traffic). */
  oneway: 0 | 1;
}

export interface WayLine {
  /** [lon, lat, …] WGS84 degrees, in the way's own order. */
  coords: ArrayLike<number>;
  isJunction(vertex: number): boolean;
}

/** The links of a way (its lines in order; a MultiLineString has several), or a reason it has none. */
export function wayLinks(wayId: number, lines: readonly WayLine[], attributes: LinkAttributes): WayLink[] | string {
  if (!Number.isSafeInteger(wayId) || wayId <= 0 || wayId > MAX_WAY_ID) return `way id ${wayId} is not a positive integer below ${MAX_WAY_ID}`;
  const links: WayLink[] = [];
  for (const line of lines) {
    const vertices = Math.floor(line.coords.length / 2);
    for (let i = 0; i < line.coords.length; i++) {
      const v = line.coords[i] ?? NaN;
      if (!Number.isFinite(v) || (i % 2 === 0 ? Math.abs(v) > 180 : Math.abs(v) > 90)) return `coordinate ${i >> 1} is not a WGS84 [lon, lat]`;
    }
    let coords: ArrayLike<number> = line.coords;
    let isJunction = (i: number): boolean => line.isJunction(i);
    if (attributes.reverse) {
      const reversed = new Float64Array(vertices * 2);
      for (let i = 0; i < vertices; i++) {
        reversed[2 * i] = line.coords[2 * (vertices - 1 - i)] ?? 0;
        reversed[2 * i + 1] = line.coords[2 * (vertices - 1 - i) + 1] ?? 0;
      }
      coords = reversed;
      isJunction = (i) => line.isJunction(vertices - 1 - i);
    }
    for (const piece of splitRoadLine(coords, isJunction)) {
      const points = new Int32Array(piece.points.length);
      for (let i = 0; i < points.length; i++) points[i] = Math.round((piece.points[i] ?? 0) * 1e7);
      const mid = midpoint(piece.points, piece.lengthM);
      links.push({
        linkId: wayId * LINK_PIECES + links.length,
        wayId,
        idxName: meshId(mid[0], mid[1]),
        points,
        totalDistance: Math.round(piece.lengthM),
        oneway: attributes.laneType === 1 ? 1 : 0,
      });
    }
  }
  if (links.length === 0) return 'the line has fewer than two distinct points';
  if (links.length > LINK_PIECES) return `the way makes ${links.length} links, more than ${LINK_PIECES}`;
  return links;
}

/** The point halfway along a line. */
function midpoint(points: readonly number[], lengthM: number): [number, number] {
  const half = lengthM / 2;
  let walked = 0;
  for (let i = 2; i + 1 < points.length; i += 2) {
    const ax = points[i - 2] ?? 0;
    const ay = points[i - 1] ?? 0;
    const bx = points[i] ?? 0;
    const by = points[i + 1] ?? 0;
    const d = segmentMetres(ax, ay, bx, by);
    if (walked + d >= half && d > 0) {
      const t = (half - walked) / d;
      return [ax + t * (bx - ax), ay + t * (by - ay)];
    }
    walked += d;
  }
  return [points[0] ?? 0, points[1] ?? 0];
}
