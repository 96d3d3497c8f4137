import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { difference, type Geom } from 'polyclip-ts';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import { computedFiles } from '../computed-files.ts';
import { bandedShape, clipRing, type BandedShape } from './polygon-shapes.ts';
import type { LonLatBox } from './tile-math.ts';

/**
 * Land and sea of the basemap: Natural Earth's 1:10m land (public domain, naturalearthdata.com,
 * via the world-atlas package), cut once per process (on the first tile) to a box around Korea and its neighbours
 * (parts of China, Japan and Russia); the sea is the box minus the land; both computed once and
 * then read from a cache file (cutLandAndWater).
 */
export const LAND_BOX: LonLatBox = [117, 28, 135, 46];

export interface LandAndWater {
  land: readonly BandedShape[];
  water: readonly BandedShape[];
}

let cached: LandAndWater | undefined;

/** Land and water pieces, computed on first use and kept for the process. */
export function landAndWater(): LandAndWater {
  cached ??= cutLandAndWater();
  return cached;
}

/**
 * Whether a point is at sea: inside LAND_BOX and on none of its land (Natural Earth's 1:10m coast,
 * islands included). Outside the box nothing is known: false.
 */
export function isAtSea(lon: number, lat: number): boolean {
  const [w, s, e, n] = LAND_BOX;
  if (!(lon >= w && lon <= e && lat >= s && lat <= n)) return false;
  return !landAndWater().land.some((shape) => shapeContains(shape, lon, lat));
}

function shapeContains(shape: BandedShape, lon: number, lat: number): boolean {
  const [w, s, e, n] = shape.box;
  if (lon < w || lon > e || lat < s || lat > n) return false;
  return shape.polygons.some(([outer, ...holes]) => outer !== undefined && flatRingContains(outer, lon, lat) && !holes.some((hole) => flatRingContains(hole, lon, lat)));
}

/** Even-odd rule on a flat ring [lon, lat, …], the arithmetic of shared/geometry/point-in-polygon.ts. */
function flatRingContains(ring: Float64Array, lon: number, lat: number): boolean {
  let inside = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const x1 = ring[2 * i] ?? 0;
    const y1 = ring[2 * i + 1] ?? 0;
    const x2 = ring[2 * j] ?? 0;
    const y2 = ring[2 * j + 1] ?? 0;
    if (y1 > lat !== y2 > lat && lon < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

/**
 * The land in the box and the box minus the land (a polygon difference of about a second), kept
 * between starts (computed-files.ts, keyed by the box and Natural Earth's file itself), so that
 * the first tile after a restart waits for neither.
 */
function cutLandAndWater(): LandAndWater {
  const require = createRequire(import.meta.url);
  const text = readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8');
  const box: LonLatBox = LAND_BOX;
  const source = createHash('sha256').update(text).digest('hex');
  const { land, sea } = computedFiles('land-and-sea', [box, source], () => {
    const landInBox = cutLand(text, box);
    const [w, s, e, n] = box;
    return { land: landInBox, sea: difference([[[w, s], [e, s], [e, n], [w, n], [w, s]]], ...(landInBox as Geom[])) as [number, number][][][] };
  });
  return { land: pieces(land), water: pieces(sea) };
}

/** Natural Earth's land polygons cut to the box (they do not overlap: each cut is the land in the box). */
function cutLand(topojson: string, box: LonLatBox): [number, number][][][] {
  const topology = JSON.parse(topojson) as Topology<{ land: GeometryCollection }>;
  const world = feature(topology, topology.objects.land);
  const land: [number, number][][][] = [];
  for (const f of world.features) {
    const g = f.geometry as Polygon | MultiPolygon | null;
    const polygons = g?.type === 'Polygon' ? [g.coordinates] : g?.type === 'MultiPolygon' ? g.coordinates : [];
    for (const polygon of polygons) {
      // Most of the world's land is nowhere near the box: its outer ring's box says so.
      if (!ringMeetsBox(polygon[0] ?? [], box)) continue;
      for (const flat of bandedShape([polygon]).polygons) {
        const rings: [number, number][][] = [];
        for (const [i, ring] of flat.entries()) {
          const clipped = clipRing(ring, box);
          if (clipped) rings.push(clipped as [number, number][]);
          else if (i === 0) break;
        }
        if (rings.length > 0) land.push(rings);
      }
    }
  }
  return land;
}

function ringMeetsBox(ring: readonly (readonly number[])[], [w, s, e, n]: LonLatBox): boolean {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const [lon = 0, lat = 0] of ring) {
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return minLon <= e && maxLon >= w && minLat <= n && maxLat >= s;
}

/**
 * One shape per polygon, never cut on a grid of our own: a cut inside a tile would be drawn as a
 * seam (both sides' edges antialiased). The shapes cut themselves per tile (polygon-shapes.ts),
 * with a margin beyond the tile that the map never draws.
 */
function pieces(multi: [number, number][][][]): BandedShape[] {
  return multi.map((p) => bandedShape([p]));
}
