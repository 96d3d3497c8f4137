/**
 * Dissolve: the union of polygons that tile an area without overlapping (the dongs of a
 * district, the districts of a province), as one MultiPolygon.
 *
 * Fast path (topological): boundaries that neighbours share are cancelled edge by edge, and
 * what is left is stitched into rings. Linear in the number of vertices, exact when
 * neighbouring polygons share their common boundary vertex for vertex — as the admdongkor
 * boundaries do (built from one topology). Every input ring is first oriented (outer rings
 * counter-clockwise, holes clockwise), so a shared edge appears once in each direction.
 *
 * Where the neighbours' shared edges do not match vertex for vertex, some interior edges
 * survive the cancellation. That is detected (a surviving edge whose midpoint lies on another
 * surviving edge), and the group is then dissolved with polyclip-ts's general union instead:
 * correct for any input, but one to two orders of magnitude slower on national data.
 */
import Flatbush from 'flatbush';
import { union, type Geom } from 'polyclip-ts';
import { signedRingArea } from '../../shared/geometry/area.ts';
import { pointInRing } from '../../shared/geometry/point-in-polygon.ts';
import type { LonLat, MultiPolygonCoords, PolygonCoords, Ring } from './world-types.ts';

export interface DissolveResult {
  geometry: MultiPolygonCoords;
  /** 'topology' when shared edges cancelled cleanly, 'union' when the general union was needed. */
  method: 'topology' | 'union';
}

/** The union of non-overlapping (multi)polygons. */
export function dissolve(geometries: readonly MultiPolygonCoords[]): DissolveResult {
  const topological = dissolveByEdges(geometries);
  if (topological) return { geometry: topological, method: 'topology' };
  const [first, ...rest] = geometries.filter((g) => g.length > 0);
  if (!first) return { geometry: [], method: 'union' };
  return { geometry: union(first as Geom, ...(rest as Geom[])) as MultiPolygonCoords, method: 'union' };
}

/** Vertex ids are packed two to an edge key: id < 2^26 keeps the key an exact integer. */
const ID_LIMIT = 2 ** 26;

/**
 * The topological dissolve alone; null when edges do not match vertex for vertex (the result
 * would keep interior edges).
 */
export function dissolveByEdges(geometries: readonly MultiPolygonCoords[]): MultiPolygonCoords | null {
  const ids = new Map<string, number>();
  const points: LonLat[] = [];
  const idOf = (p: LonLat): number => {
    const key = `${p[0]},${p[1]}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = points.length;
      ids.set(key, id);
      points.push([p[0], p[1]]);
    }
    return id;
  };

  // Directed edges left after cancelling each edge against its reverse, with multiplicity.
  const edges = new Map<number, number>();
  for (const geometry of geometries) {
    for (const polygon of geometry) {
      polygon.forEach((ring, ringIndex) => {
        const vertexIds = orientedIds(ring, ringIndex === 0, idOf);
        for (let i = 0; i < vertexIds.length; i++) {
          const a = vertexIds[i]!;
          const b = vertexIds[(i + 1) % vertexIds.length]!;
          const reverse = b * ID_LIMIT + a;
          const left = edges.get(reverse);
          if (left !== undefined) {
            if (left > 1) edges.set(reverse, left - 1);
            else edges.delete(reverse);
          } else {
            const key = a * ID_LIMIT + b;
            edges.set(key, (edges.get(key) ?? 0) + 1);
          }
        }
      });
    }
  }
  if (points.length >= ID_LIMIT) return null;
  if (!cleanlyCancelled(edges, points)) return null;

  const rings = stitchRings(edges).map((ids) => ids.map((id) => points[id]!));
  return assembleRings(rings);
}

/** Vertex ids of a ring without the closing vertex or repeats, outer rings CCW and holes CW. */
function orientedIds(ring: Ring, outer: boolean, idOf: (p: LonLat) => number): number[] {
  const out: number[] = [];
  for (const p of ring) {
    const id = idOf(p);
    if (out[out.length - 1] !== id) out.push(id);
  }
  while (out.length > 1 && out[0] === out[out.length - 1]) out.pop();
  if (out.length < 3) return [];
  const ccw = signedRingArea(ring) > 0;
  return ccw === outer ? out : out.reverse();
}

/**
 * True when no surviving edge lies along another surviving edge: the signature of interior
 * boundaries whose vertices differ on the two sides (a vertex of one polygon in the middle of
 * its neighbour's edge).
 */
function cleanlyCancelled(edges: Map<number, number>, points: readonly LonLat[]): boolean {
  const list: [number, number][] = [];
  for (const [key, count] of edges) {
    if (count > 1) return false;
    list.push([Math.floor(key / ID_LIMIT), key % ID_LIMIT]);
  }
  if (list.length === 0) return true;
  const tree = new Flatbush(list.length);
  for (const [a, b] of list) {
    const p = points[a]!;
    const q = points[b]!;
    tree.add(Math.min(p[0], q[0]), Math.min(p[1], q[1]), Math.max(p[0], q[0]), Math.max(p[1], q[1]));
  }
  tree.finish();
  const eps = 1e-12;
  for (let i = 0; i < list.length; i++) {
    const [a, b] = list[i]!;
    const p = points[a]!;
    const q = points[b]!;
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    for (const j of tree.search(mx - eps, my - eps, mx + eps, my + eps)) {
      if (j === i) continue;
      const [c, d] = list[j]!;
      if (onSegment(mx, my, points[c]!, points[d]!)) return false;
    }
  }
  return true;
}

function onSegment(x: number, y: number, a: LonLat, b: LonLat): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return false;
  const t = ((x - a[0]) * dx + (y - a[1]) * dy) / len2;
  if (t <= 0 || t >= 1) return false;
  const cross = (x - a[0]) * dy - (y - a[1]) * dx;
  // Distance from the line below ~1e-9 degrees (0.1 mm).
  return (cross * cross) / len2 < 1e-18;
}

/**
 * Walks the surviving directed edges into closed rings. Every vertex has as many edges in as
 * out, so walks always close; a walk that comes back to a vertex it already passed splits the
 * loop off, so rings never repeat a vertex.
 */
function stitchRings(edges: Map<number, number>): number[][] {
  const out = new Map<number, number[]>();
  for (const [key, count] of edges) {
    const a = Math.floor(key / ID_LIMIT);
    const b = key % ID_LIMIT;
    const list = out.get(a) ?? [];
    for (let k = 0; k < count; k++) list.push(b);
    out.set(a, list);
  }
  const rings: number[][] = [];
  for (const start of out.keys()) {
    while ((out.get(start)?.length ?? 0) > 0) {
      const path = [start];
      const onPath = new Map<number, number>([[start, 0]]);
      let current = start;
      for (;;) {
        const next = out.get(current)?.pop();
        if (next === undefined) break;
        const seen = onPath.get(next);
        if (seen === undefined) {
          onPath.set(next, path.length);
          path.push(next);
          current = next;
          continue;
        }
        rings.push(path.slice(seen));
        for (const v of path.splice(seen + 1)) onPath.delete(v);
        current = next;
        if (seen === 0 && (out.get(start)?.length ?? 0) === 0) break;
      }
    }
  }
  return rings;
}

/** Closed rings into polygons: counter-clockwise rings are outers, clockwise ones holes of the smallest outer around them. */
function assembleRings(rings: readonly LonLat[][]): MultiPolygonCoords | null {
  const outers: { ring: Ring; area: number; holes: Ring[] }[] = [];
  const holes: Ring[] = [];
  for (const open of rings) {
    const ring = [...open, open[0]!];
    const area = signedRingArea(ring);
    if (area > 0) outers.push({ ring, area, holes: [] });
    else if (area < 0) holes.push(ring);
  }
  for (const hole of holes) {
    const probe = insideProbe(hole);
    let best: (typeof outers)[number] | undefined;
    for (const outer of outers) {
      if ((!best || outer.area < best.area) && pointInRing(probe[0], probe[1], outer.ring)) best = outer;
    }
    if (!best) return null;
    best.holes.push(hole);
  }
  return outers.map(({ ring, holes: h }): PolygonCoords => [ring, ...h]);
}

/** A point just inside a clockwise ring: off the middle of its longest edge, to the right. */
function insideProbe(ring: Ring): LonLat {
  let best = 0;
  let bestLength = -1;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length > bestLength) {
      bestLength = length;
      best = i;
    }
  }
  const a = ring[best]!;
  const b = ring[best + 1]!;
  const dx = (b[0] - a[0]) / bestLength;
  const dy = (b[1] - a[1]) / bestLength;
  const offset = Math.min(bestLength / 100, 1e-7);
  return [(a[0] + b[0]) / 2 + dy * offset, (a[1] + b[1]) / 2 - dx * offset];
}
