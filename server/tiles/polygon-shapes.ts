import { douglasPeuckerKeep } from '../../shared/geometry/simplify.ts';
import { mercatorX, mercatorY, tileBox, tileUnit, type LonLatBox, type TileId } from './tile-math.ts';

/**
 * Polygons as the tile builder keeps them: each ring a flat Float64Array [lon, lat, …] (closed),
 * each polygon its outer ring then holes. Simplified copies per zoom band are made on first use
 * and kept beside the shape (a province drawn at z 6 does not need its 100,000 vertices), and a
 * tile takes only its own part of a shape (clipRing), so the work per tile follows the tile's
 * content, not the size of the polygons crossing it.
 */
export type FlatRing = Float64Array;
export type FlatPolygon = FlatRing[];

/** Zooms from this one on take the full geometry. */
export const FULL_DETAIL_ZOOM = 13;
/**
 * From the first of these zooms on, a tile cuts from the shape's piece under its ancestor tile at
 * the deepest of them at or above its own zoom (cut once, kept), and each piece is cut from the
 * piece under its own ancestor at the zoom before: a z 16 tile on a province's edge does not walk
 * the province's whole boundary, and the first z 10 tile of an area cuts the sea from its z 7
 * piece, not from the whole sea.
 */
const PIECE_ZOOMS = [7, 10] as const;
/** Margin of a piece beyond its tile, in tile units of its zoom (more than any descendant's cut margin). */
const PIECE_MARGIN = 256;

/** A shape whose simplified copies are cached per band. */
export interface BandedShape {
  readonly polygons: readonly FlatPolygon[];
  readonly box: LonLatBox;
  /** Band → simplified polygons (filled on demand by shapeAtZoom). */
  readonly bands: Map<number, readonly FlatPolygon[]>;
  /** Band and piece tile (PIECE_ZOOMS) → the polygons cut to that tile (filled on demand by shapeInBox). */
  readonly pieces: Map<string, readonly FlatPolygon[]>;
}

/** A shape from GeoJSON-like polygon coordinates. */
export function bandedShape(polygons: PolygonCoordinates): BandedShape {
  const { flat, box } = flatPolygons(polygons);
  return { polygons: flat, box, bands: new Map(), pieces: new Map() };
}

type PolygonCoordinates = readonly (readonly (readonly (readonly number[])[])[])[];

/** GeoJSON-like polygon coordinates as flat rings (rings under 4 points left out), with their box. */
export function flatPolygons(polygons: PolygonCoordinates): { flat: FlatPolygon[]; box: LonLatBox } {
  const flat: FlatPolygon[] = [];
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const polygon of polygons) {
    const rings: FlatRing[] = [];
    for (const ring of polygon) {
      const out = new Float64Array(ring.length * 2);
      ring.forEach((p, i) => {
        const lon = p[0] ?? 0;
        const lat = p[1] ?? 0;
        out[2 * i] = lon;
        out[2 * i + 1] = lat;
        if (lon < minLon) minLon = lon;
        if (lon > maxLon) maxLon = lon;
        if (lat < minLat) minLat = lat;
        if (lat > maxLat) maxLat = lat;
      });
      if (ring.length >= 4) rings.push(out);
    }
    if (rings.length > 0) flat.push(rings);
  }
  return { flat, box: [minLon, minLat, maxLon, maxLat] };
}

/** The band a zoom draws from: even zooms below FULL_DETAIL_ZOOM, -1 for the full geometry. */
function bandOf(z: number): number {
  return z >= FULL_DETAIL_ZOOM ? -1 : z - (z % 2);
}

/** The shape's polygons for drawing at zoom z (simplified to half a tile unit of the band's zoom). */
export function shapeAtZoom(shape: BandedShape, z: number): readonly FlatPolygon[] {
  const band = bandOf(z);
  if (band < 0) return shape.polygons;
  let polygons = shape.bands.get(band);
  if (!polygons) {
    polygons = simplifiedForBand(shape.polygons, band);
    shape.bands.set(band, polygons);
  }
  return polygons;
}

/** The bands below FULL_DETAIL_ZOOM. */
export const BANDS: readonly number[] = [...new Set(Array.from({ length: FULL_DETAIL_ZOOM }, (_, z) => bandOf(z)))];

/** Polygons simplified for a band: to half a tile unit of the band's zoom, rings and polygons too small to see left out. */
export function simplifiedForBand(polygons: readonly FlatPolygon[], band: number): FlatPolygon[] {
  const tolerance = tileUnit(band + 1);
  const kept: FlatPolygon[] = [];
  for (const polygon of polygons) {
    const rings: FlatRing[] = [];
    for (const [i, ring] of polygon.entries()) {
      const simple = simplifyRing(ring, tolerance);
      // A ring that collapsed below a triangle or within one unit is invisible at this zoom; so is a polygon whose outer ring did.
      if (simple.length >= 8 && !withinUnit(simple, tolerance)) rings.push(simple);
      else if (i === 0) break;
    }
    if (rings.length > 0) kept.push(rings);
  }
  return kept;
}

/**
 * A shape whose full geometry is read only when a tile needs it (from FULL_DETAIL_ZOOM, or a band
 * not given): its box and some bands known beforehand (an imported region's, stored at import).
 */
export function storedShape(box: LonLatBox, bands: ReadonlyMap<number, readonly FlatPolygon[]>, full: () => readonly FlatPolygon[]): BandedShape {
  let polygons: readonly FlatPolygon[] | undefined;
  return {
    get polygons() {
      return (polygons ??= full());
    },
    box,
    bands: new Map(bands),
    pieces: new Map(),
  };
}

/** Whether the ring's extent on the Mercator plane is below `size` both ways. */
function withinUnit(ring: FlatRing, size: number): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    const x = mercatorX(ring[i] ?? 0);
    const y = mercatorY(ring[i + 1] ?? 0);
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return maxX - minX < size && maxY - minY < size;
}

/** Douglas–Peucker (the shared one) on the Mercator plane; keeps both ends (rings stay closed). */
export function simplifyRing(ring: FlatRing, tolerance: number): FlatRing {
  const n = ring.length / 2;
  if (n <= 4) return ring;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = mercatorX(ring[2 * i] ?? 0);
    ys[i] = mercatorY(ring[2 * i + 1] ?? 0);
  }
  const keep = douglasPeuckerKeep(xs, ys, tolerance);
  let count = 0;
  for (let i = 0; i < n; i++) count += keep[i] ?? 0;
  const out = new Float64Array(count * 2);
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (!keep[i]) continue;
    out[k++] = ring[2 * i] ?? 0;
    out[k++] = ring[2 * i + 1] ?? 0;
  }
  return out;
}

/**
 * The ring cut to a box (Sutherland–Hodgman, one box side at a time), as GeoJSON positions,
 * closed; null when nothing of it is inside. Parts outside the box become runs along its edge,
 * which a fill draws as nothing: the tile encoder clips again to the exact tile.
 */
export function clipRing(ring: FlatRing, box: LonLatBox): number[][] | null {
  const length = cutToBox(ring, box);
  if (length === INSIDE) {
    const out: number[][] = [];
    for (let i = 0; i < ring.length; i += 2) out.push([ring[i] ?? 0, ring[i + 1] ?? 0]);
    return out;
  }
  if (length < 6) return null;
  const points = scratch[1];
  const out: number[][] = [];
  for (let i = 0; i < length; i += 2) out.push([points[i] ?? 0, points[i + 1] ?? 0]);
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0] ?? 0, first[1] ?? 0]);
  return out.length >= 4 ? out : null;
}

/** clipRing as a flat ring (a piece kept for the tiles below it). */
function clipRingFlat(ring: FlatRing, box: LonLatBox): FlatRing | null {
  const length = cutToBox(ring, box);
  if (length === INSIDE) return ring;
  if (length < 6) return null;
  const points = scratch[1];
  const closed = points[0] === points[length - 2] && points[1] === points[length - 1];
  const out = new Float64Array(closed ? length : length + 2);
  out.set(points.subarray(0, length));
  if (!closed) {
    out[length] = points[0] ?? 0;
    out[length + 1] = points[1] ?? 0;
  }
  return out.length >= 8 ? out : null;
}

const INSIDE = -1;

/**
 * The ring cut to the box into scratch[1] (Sutherland–Hodgman, one box side at a time): how many
 * numbers it wrote, or INSIDE when the whole ring is inside the box (nothing written).
 */
function cutToBox(ring: FlatRing, [minLon, minLat, maxLon, maxLat]: LonLatBox): number {
  let inside = true;
  for (let i = 0; i < ring.length && inside; i += 2) {
    const x = ring[i] ?? 0;
    const y = ring[i + 1] ?? 0;
    if (x < minLon || x > maxLon || y < minLat || y > maxLat) inside = false;
  }
  if (inside) return INSIDE;
  // The four passes go back and forth between two scratch buffers: nothing is allocated per vertex.
  let length = clipSide(ring, ring.length, 0, minLon, false, 0);
  length = clipSide(scratch[0], length, 0, maxLon, true, 1);
  length = clipSide(scratch[1], length, 1, minLat, false, 0);
  return clipSide(scratch[0], length, 1, maxLat, true, 1);
}

/** Two buffers the clipping passes write into (one thread, never re-entered). */
const scratch: [Float64Array, Float64Array] = [new Float64Array(4096), new Float64Array(4096)];

/**
 * One Sutherland–Hodgman pass over the first `length` numbers of `points` ([x, y, …]): keeps the
 * side of `axis` = value that `upper` names, written into scratch[into]; returns how many numbers.
 */
function clipSide(points: Float64Array, length: number, axis: 0 | 1, value: number, upper: boolean, into: 0 | 1): number {
  const n = length / 2;
  // A pass at most doubles the points (one crossing added before each kept point).
  if (scratch[into].length < 2 * length) scratch[into] = new Float64Array(4 * length);
  const out = scratch[into];
  if (n === 0) return 0;
  let written = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + n - 1) % n;
    const v = points[2 * i + axis] ?? 0;
    const u = points[2 * j + axis] ?? 0;
    const cur = upper ? v <= value : v >= value;
    const prev = upper ? u <= value : u >= value;
    if (cur !== prev) {
      const ax = points[2 * j] ?? 0;
      const ay = points[2 * j + 1] ?? 0;
      const bx = points[2 * i] ?? 0;
      const by = points[2 * i + 1] ?? 0;
      const t = (axis === 0 ? value - ax : value - ay) / (axis === 0 ? bx - ax : by - ay);
      out[written++] = axis === 0 ? value : ax + (bx - ax) * t;
      out[written++] = axis === 0 ? ay + (by - ay) * t : value;
    }
    if (cur) {
      out[written++] = points[2 * i] ?? 0;
      out[written++] = points[2 * i + 1] ?? 0;
    }
  }
  return written;
}

/** Whether box a lies within box b. */
function boxWithin(a: LonLatBox, b: LonLatBox): boolean {
  return a[0] >= b[0] && a[2] <= b[2] && a[1] >= b[1] && a[3] <= b[3];
}

/** Whether two boxes overlap. */
function boxesMeet(a: LonLatBox, b: LonLatBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

const polygonBoxes = new WeakMap<FlatPolygon, LonLatBox>();

/** The box of a polygon's outer ring, computed on first use and kept beside it. */
function polygonBox(polygon: FlatPolygon): LonLatBox {
  let box = polygonBoxes.get(polygon);
  if (!box) {
    const ring = polygon[0] ?? new Float64Array(0);
    box = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < ring.length; i += 2) {
      const x = ring[i] ?? 0;
      const y = ring[i + 1] ?? 0;
      if (x < box[0]) box[0] = x;
      if (x > box[2]) box[2] = x;
      if (y < box[1]) box[1] = y;
      if (y > box[3]) box[3] = y;
    }
    polygonBoxes.set(polygon, box);
  }
  return box;
}

/** The shape's polygons near a tile: its piece under the deepest piece zoom's ancestor, or the whole (simplified) shape above the first piece zoom. */
function polygonsNear(shape: BandedShape, tile: TileId): readonly FlatPolygon[] {
  let polygons = shapeAtZoom(shape, tile.z);
  const band = bandOf(tile.z);
  for (const zoom of PIECE_ZOOMS) {
    if (tile.z < zoom) break;
    polygons = pieceOf(shape, polygons, band, { z: zoom, x: tile.x >> (tile.z - zoom), y: tile.y >> (tile.z - zoom) });
  }
  return polygons;
}

/** The polygons cut to the ancestor tile (plus PIECE_MARGIN), kept in the shape by band and tile. */
function pieceOf(shape: BandedShape, polygons: readonly FlatPolygon[], band: number, ancestor: TileId): readonly FlatPolygon[] {
  // A shape within the piece's tile (a dong under a z 10 tile) is its own piece.
  if (boxWithin(shape.box, tileBox(ancestor, PIECE_MARGIN))) return polygons;
  const key = `${band}/${ancestor.z}/${ancestor.x}/${ancestor.y}`;
  let piece = shape.pieces.get(key);
  if (!piece) {
    const box = tileBox(ancestor, PIECE_MARGIN);
    const cut: FlatPolygon[] = [];
    if (boxesMeet(shape.box, box)) {
      for (const polygon of polygons) {
        if (!boxesMeet(polygonBox(polygon), box)) continue;
        const rings: FlatRing[] = [];
        for (const [i, ring] of polygon.entries()) {
          const clipped = clipRingFlat(ring, box);
          if (clipped) rings.push(clipped);
          else if (i === 0) break;
        }
        if (rings.length > 0) cut.push(rings);
      }
    }
    piece = cut;
    shape.pieces.set(key, piece);
  }
  return piece;
}

/** The shape's part inside a box (the tile's, with a margin), as GeoJSON MultiPolygon coordinates (empty when none). */
export function shapeInBox(shape: BandedShape, tile: TileId, box: LonLatBox): number[][][][] {
  if (!boxesMeet(shape.box, box)) return [];
  const out: number[][][][] = [];
  for (const polygon of polygonsNear(shape, tile)) {
    // A polygon whose outer ring is away from the box has nothing in it (holes lie within it).
    if (!boxesMeet(polygonBox(polygon), box)) continue;
    const rings: number[][][] = [];
    for (const [i, ring] of polygon.entries()) {
      const clipped = clipRing(ring, box);
      if (clipped) rings.push(clipped);
      else if (i === 0) break;
    }
    if (rings.length > 0) out.push(rings);
  }
  return out;
}
