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
 * (parts of China, Japan and Russia); the sea is the box minus the land, computed once and then
 * read from a cache file (seaOf).
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

function cutLandAndWater(): LandAndWater {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as Topology<{ land: GeometryCollection }>;
  const world = feature(topology, topology.objects.land);
  // Natural Earth's land polygons do not overlap: each cut to the box (clipRing) is the land in the box.
  const box: LonLatBox = LAND_BOX;
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
  return { land: pieces(land), water: pieces(seaOf(box, land)) };
}

/**
 * The box minus the land (a polygon difference of about a second), kept between starts
 * (computed-files.ts), so that the first tile after a restart does not wait for it.
 */
function seaOf(box: LonLatBox, land: [number, number][][][]): [number, number][][][] {
  return computedFiles('sea', [box, land], () => {
    const [w, s, e, n] = box;
    return difference([[[w, s], [e, s], [e, n], [w, n], [w, s]]], ...(land as Geom[])) as [number, number][][][];
  });
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
