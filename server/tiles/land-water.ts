import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { difference, type Geom } from 'polyclip-ts';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import { bandedShape, clipRing, type BandedShape } from './polygon-shapes.ts';
import type { LonLatBox } from './tile-math.ts';

/**
 * Land and sea of the basemap: Natural Earth's 1:10m land (public domain, naturalearthdata.com,
 * via the world-atlas package), cut once per process (about a second, on the first tile) to a box around Korea and its neighbours
 * (parts of China, Japan and Russia); the sea is the box minus the land.
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
  const [w, s, e, n] = box;
  const water = difference([[[w, s], [e, s], [e, n], [w, n], [w, s]]], ...(land as Geom[]));
  return { land: pieces(land), water: pieces(water) };
}

/**
 * One shape per polygon, never cut on a grid of our own: a cut inside a tile would be drawn as a
 * seam (both sides' edges antialiased). The shapes cut themselves per tile (polygon-shapes.ts),
 * with a margin beyond the tile that the map never draws.
 */
function pieces(multi: [number, number][][][]): BandedShape[] {
  return multi.map((p) => bandedShape([p]));
}
