import type { Feature, FeatureCollection, Position } from 'geojson';
import { fromGeojsonVt } from 'vt-pbf';
import { LAYER_KEY } from './tile-features.ts';
import { mercatorX, mercatorY, TILE_BUFFER, TILE_EXTENT, type TileId } from './tile-math.ts';

/**
 * One tile's features (tile-features.ts) as a Mapbox Vector Tile (version 2, extent 4096, one
 * layer per `_layer`), encoded by vt-pbf. The features are projected straight to this tile's
 * integer units and cut to the tile plus its buffer here: geojson-vt, tried first, cuts at every
 * zoom from 0 down to the tile, which at national data cost about a second on a busy z 13 tile.
 * Lines are cut segment by segment (Liang–Barsky), polygons ring by ring (Sutherland–Hodgman);
 * exterior rings come out with positive area in tile coordinates and holes negative, as the
 * spec wants. Null when the tile holds nothing.
 */
interface TileFeature {
  type: 1 | 2 | 3;
  geometry: [number, number][] | [number, number][][];
  tags: Record<string, unknown>;
}

const MIN = -TILE_BUFFER;
const MAX = TILE_EXTENT + TILE_BUFFER;

export function encodeTile(collection: FeatureCollection, { z, x, y }: TileId): Uint8Array | null {
  const scale = 2 ** z * TILE_EXTENT;
  const px = (lon: number) => mercatorX(lon) * scale - x * TILE_EXTENT;
  const py = (lat: number) => mercatorY(lat) * scale - y * TILE_EXTENT;
  const layers = new Map<string, TileFeature[]>();
  for (const feature of collection.features) {
    const { [LAYER_KEY]: layer, ...tags } = feature.properties ?? {};
    if (typeof layer !== 'string') continue;
    const out = tileFeature(feature, tags, px, py);
    if (!out) continue;
    let list = layers.get(layer);
    if (!list) {
      list = [];
      layers.set(layer, list);
    }
    list.push(out);
  }
  if (layers.size === 0) return null;
  const byName: Record<string, { features: TileFeature[] }> = {};
  for (const [name, features] of layers) byName[name] = { features };
  // @types/vt-pbf names geojson-vt's tile type; vt-pbf reads only features' type, geometry and tags, which these have.
  return fromGeojsonVt(byName as unknown as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent: TILE_EXTENT });
}

type Project = (value: number) => number;

function tileFeature(feature: Feature, tags: Record<string, unknown>, px: Project, py: Project): TileFeature | null {
  const g = feature.geometry;
  switch (g.type) {
    case 'Point': {
      const p = point(g.coordinates, px, py);
      return p ? { type: 1, geometry: [p], tags } : null;
    }
    case 'MultiPoint': {
      const points = g.coordinates.map((c) => point(c, px, py)).filter((p): p is [number, number] => p !== null);
      return points.length > 0 ? { type: 1, geometry: points, tags } : null;
    }
    case 'LineString':
    case 'MultiLineString': {
      const lines = g.type === 'LineString' ? [g.coordinates] : g.coordinates;
      const parts: [number, number][][] = [];
      for (const line of lines) cutLine(line, px, py, parts);
      return parts.length > 0 ? { type: 2, geometry: parts, tags } : null;
    }
    case 'Polygon':
    case 'MultiPolygon': {
      const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      const rings: [number, number][][] = [];
      for (const polygon of polygons) {
        for (const [i, ring] of polygon.entries()) {
          const cut = cutRing(ring, px, py);
          if (!cut) {
            if (i === 0) break;
            continue;
          }
          orient(cut, i === 0);
          rings.push(cut);
        }
      }
      return rings.length > 0 ? { type: 3, geometry: rings, tags } : null;
    }
    default:
      return null;
  }
}

function point(c: Position, px: Project, py: Project): [number, number] | null {
  const x = Math.round(px(c[0] ?? 0));
  const y = Math.round(py(c[1] ?? 0));
  return x >= MIN && x <= MAX && y >= MIN && y <= MAX ? [x, y] : null;
}

/** Appends the line's parts inside the buffered tile, in integer units without repeated points. */
function cutLine(line: readonly Position[], px: Project, py: Project, parts: [number, number][][]): void {
  let current: [number, number][] = [];
  const push = (x: number, y: number) => {
    const rx = Math.round(x);
    const ry = Math.round(y);
    const last = current[current.length - 1];
    if (!last || last[0] !== rx || last[1] !== ry) current.push([rx, ry]);
  };
  const flush = () => {
    if (current.length >= 2) parts.push(current);
    current = [];
  };
  let ax = NaN;
  let ay = NaN;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    const bx = px(c[0] ?? 0);
    const by = py(c[1] ?? 0);
    if (i > 0) {
      if (clipSegment(ax, ay, bx, by)) {
        const t0 = clipT0;
        const t1 = clipT1;
        // A segment entering the tile starts a new part.
        if (t0 > 0) flush();
        if (t0 > 0 || current.length === 0) push(ax + (bx - ax) * t0, ay + (by - ay) * t0);
        push(ax + (bx - ax) * t1, ay + (by - ay) * t1);
        if (t1 < 1) flush();
      } else {
        flush();
      }
    }
    ax = bx;
    ay = by;
  }
  flush();
}

/** The parameter range clipSegment found (module scratch: no array per segment). */
let clipT0 = 0;
let clipT1 = 1;

/** Liang–Barsky: whether segment a→b meets [MIN, MAX]²; its parameter range inside is left in clipT0, clipT1. */
function clipSegment(ax: number, ay: number, bx: number, by: number): boolean {
  clipT0 = 0;
  clipT1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  return clipEdge(-dx, ax - MIN) && clipEdge(dx, MAX - ax) && clipEdge(-dy, ay - MIN) && clipEdge(dy, MAX - ay);
}

/** One edge of Liang–Barsky: narrows clipT0..clipT1, false when nothing is left. */
function clipEdge(p: number, q: number): boolean {
  if (p === 0) return q >= 0;
  const r = q / p;
  if (p < 0) {
    if (r > clipT1) return false;
    if (r > clipT0) clipT0 = r;
  } else {
    if (r < clipT0) return false;
    if (r < clipT1) clipT1 = r;
  }
  return true;
}

/** The ring cut to the buffered tile (Sutherland–Hodgman), integer units, closed; null when it has no area left. */
function cutRing(ring: readonly Position[], px: Project, py: Project): [number, number][] | null {
  let pts: number[] = [];
  for (const c of ring) pts.push(px(c[0] ?? 0), py(c[1] ?? 0));
  pts = side(pts, 0, MIN, false);
  pts = side(pts, 0, MAX, true);
  pts = side(pts, 1, MIN, false);
  pts = side(pts, 1, MAX, true);
  const out: [number, number][] = [];
  for (let i = 0; i < pts.length; i += 2) {
    const x = Math.round(pts[i] ?? 0);
    const y = Math.round(pts[i + 1] ?? 0);
    const last = out[out.length - 1];
    if (!last || last[0] !== x || last[1] !== y) out.push([x, y]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0], first[1]]);
  return out.length >= 4 && area(out) !== 0 ? out : null;
}

function side(points: number[], axis: 0 | 1, value: number, upper: boolean): number[] {
  const n = points.length / 2;
  const out: number[] = [];
  const inside = (i: number) => (upper ? (points[2 * i + axis] ?? 0) <= value : (points[2 * i + axis] ?? 0) >= value);
  for (let i = 0; i < n; i++) {
    const j = (i + n - 1) % n;
    const cur = inside(i);
    if (cur !== inside(j)) {
      const ax = points[2 * j] ?? 0;
      const ay = points[2 * j + 1] ?? 0;
      const bx = points[2 * i] ?? 0;
      const by = points[2 * i + 1] ?? 0;
      if (axis === 0) out.push(value, ay + ((by - ay) * (value - ax)) / (bx - ax));
      else out.push(ax + ((bx - ax) * (value - ay)) / (by - ay), value);
    }
    if (cur) out.push(points[2 * i] ?? 0, points[2 * i + 1] ?? 0);
  }
  return out;
}

/** Twice the ring's signed area by the surveyor's formula in tile coordinates (y down). */
function area(ring: readonly [number, number][]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum;
}

/** Exterior rings positive, holes negative (MVT 2.1 §4.3.4.4). */
function orient(ring: [number, number][], exterior: boolean): void {
  if (area(ring) > 0 !== exterior) ring.reverse();
}
