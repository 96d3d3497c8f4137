import type { Feature, FeatureCollection, Position } from 'geojson';
import { writeTile, type TileFeature } from './mvt-writer.ts';
import { mercatorX, mercatorY, TILE_BUFFER, TILE_EXTENT, type TileId } from './tile-math.ts';

/**
 * One tile's content (tile-features.ts) as a Mapbox Vector Tile (version 2, extent 4096, one
 * layer per `_layer`), written by mvt-writer.ts. Features in degrees are projected straight to
 * this tile's integer units and cut to the tile plus its buffer here (geojson-vt, tried first,
 * cuts at every zoom from 0 down to the tile: about a second on a busy z 13 tile at national
 * data); the roads come already in tile units (road-features.ts). Lines are cut segment by segment
 * (Liang–Barsky), polygons ring by ring (Sutherland–Hodgman); exterior rings come out with
 * positive area in tile coordinates and holes negative, as the spec wants. Null when the tile
 * holds nothing.
 */
export interface TileContent {
  /** Features in degrees, each with its layer in the `_layer` property. */
  collection: FeatureCollection;
  /** Features already in this tile's units and cut to its buffer, by layer (written after the collection's layers). */
  projected: ReadonlyMap<string, readonly TileFeature[]>;
}

/** The property that names a feature's layer in TileContent.collection. */
export const LAYER_KEY = '_layer';

const MIN = -TILE_BUFFER;
const MAX = TILE_EXTENT + TILE_BUFFER;

export function encodeTile({ collection, projected }: TileContent, { z, x, y }: TileId): Uint8Array | null {
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
  for (const [layer, features] of projected) if (features.length > 0) layers.set(layer, [...(layers.get(layer) ?? []), ...features]);
  if (layers.size === 0) return null;
  return writeTile(layers);
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
      const points = g.coordinates.map((c) => point(c, px, py)).filter((p): p is number[] => p !== null);
      return points.length > 0 ? { type: 1, geometry: points, tags } : null;
    }
    case 'LineString':
    case 'MultiLineString': {
      const lines = g.type === 'LineString' ? [g.coordinates] : g.coordinates;
      const parts: number[][] = [];
      for (const line of lines) {
        const flat: number[] = [];
        for (const c of line) flat.push(px(c[0] ?? 0), py(c[1] ?? 0));
        cutLine(flat, parts);
      }
      return parts.length > 0 ? { type: 2, geometry: parts, tags } : null;
    }
    case 'Polygon':
    case 'MultiPolygon': {
      const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      const rings: number[][] = [];
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

function point(c: Position, px: Project, py: Project): number[] | null {
  const x = Math.round(px(c[0] ?? 0));
  const y = Math.round(py(c[1] ?? 0));
  return x >= MIN && x <= MAX && y >= MIN && y <= MAX ? [x, y] : null;
}

/**
 * Appends the parts of a line (flat [x0, y0, …] in tile units, not rounded) inside the buffered
 * tile to `parts`, in integer units without repeated points.
 */
export function cutLine(line: ArrayLike<number>, parts: number[][], from = 0, to = line.length / 2): void {
  let current: number[] = [];
  let ax = NaN;
  let ay = NaN;
  for (let i = from; i < to; i++) {
    const bx = line[2 * i] ?? 0;
    const by = line[2 * i + 1] ?? 0;
    if (i > from) {
      if (clipSegment(ax, ay, bx, by)) {
        const t0 = clipT0;
        const t1 = clipT1;
        // A segment entering the tile starts a new part.
        if (t0 > 0 && current.length > 0) {
          if (current.length >= 4) parts.push(current);
          current = [];
        }
        if (t0 > 0 || current.length === 0) pushRounded(current, ax + (bx - ax) * t0, ay + (by - ay) * t0);
        pushRounded(current, ax + (bx - ax) * t1, ay + (by - ay) * t1);
        if (t1 < 1) {
          if (current.length >= 4) parts.push(current);
          current = [];
        }
      } else if (current.length > 0) {
        if (current.length >= 4) parts.push(current);
        current = [];
      }
    }
    ax = bx;
    ay = by;
  }
  if (current.length >= 4) parts.push(current);
}

/** Appends the point in integer units unless it repeats the last. */
function pushRounded(out: number[], x: number, y: number): void {
  const rx = Math.round(x);
  const ry = Math.round(y);
  const n = out.length;
  if (n === 0 || out[n - 2] !== rx || out[n - 1] !== ry) out.push(rx, ry);
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
function cutRing(ring: readonly Position[], px: Project, py: Project): number[] | null {
  let pts: number[] = [];
  for (const c of ring) pts.push(px(c[0] ?? 0), py(c[1] ?? 0));
  pts = side(pts, 0, MIN, false);
  pts = side(pts, 0, MAX, true);
  pts = side(pts, 1, MIN, false);
  pts = side(pts, 1, MAX, true);
  const out: number[] = [];
  for (let i = 0; i < pts.length; i += 2) {
    const x = Math.round(pts[i] ?? 0);
    const y = Math.round(pts[i + 1] ?? 0);
    const n = out.length;
    if (n === 0 || out[n - 2] !== x || out[n - 1] !== y) out.push(x, y);
  }
  const n = out.length;
  if (n >= 2 && (out[0] !== out[n - 2] || out[1] !== out[n - 1])) out.push(out[0]!, out[1]!);
  return out.length >= 8 && area(out) !== 0 ? out : null;
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

/** Twice the ring's signed area by the surveyor's formula in tile coordinates (y down); the ring flat [x0, y0, …]. */
function area(ring: readonly number[]): number {
  let sum = 0;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) sum += ring[2 * j]! * ring[2 * i + 1]! - ring[2 * i]! * ring[2 * j + 1]!;
  return sum;
}

/** Exterior rings positive, holes negative (MVT 2.1 §4.3.4.4). */
function orient(ring: number[], exterior: boolean): void {
  if (area(ring) > 0 === exterior) return;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < j; i++, j--) {
    const x = ring[2 * i]!;
    const y = ring[2 * i + 1]!;
    ring[2 * i] = ring[2 * j]!;
    ring[2 * i + 1] = ring[2 * j + 1]!;
    ring[2 * j] = x;
    ring[2 * j + 1] = y;
  }
}
