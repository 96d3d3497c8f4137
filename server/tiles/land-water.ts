import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { difference, type Geom } from 'polyclip-ts';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
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
 * The box minus the land (a polygon difference of about a second), kept in a cache file keyed by
 * its exact input (the box, the land rings and polyclip-ts's version), so that a process after
 * the first reads it instead: the first tile after a restart does not wait for it. A cache that
 * cannot be read or written is computed again.
 */
function seaOf(box: LonLatBox, land: [number, number][][][]): [number, number][][][] {
  const key = createHash('sha256').update(JSON.stringify([CACHE_FORMAT, polyclipVersion(), box, land])).digest('hex').slice(0, 32);
  const file = join(cacheDir(), `sea-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as [number, number][][][];
  } catch {
    // Not cached yet (or unreadable): computed below.
  }
  const [w, s, e, n] = box;
  const water = difference([[[w, s], [e, s], [e, n], [w, n], [w, s]]], ...(land as Geom[])) as [number, number][][][];
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written whole then renamed: another thread or process never reads half a file.
    const partial = `${file}.${process.pid}.${threadId}.tmp`;
    writeFileSync(partial, JSON.stringify(water));
    renameSync(partial, file);
  } catch {
    // A read-only install computes it in each process.
  }
  return water;
}

const CACHE_FORMAT = 1;

/** node_modules/.cache/locus (the usual place of a package's computed files), or LOCUS_CACHE_DIR. */
function cacheDir(): string {
  const fromEnv = process.env.LOCUS_CACHE_DIR;
  if (fromEnv) return fromEnv;
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('world-atlas/land-10m.json')), '..', '.cache', 'locus');
}

/** The installed polyclip-ts's version (its package.json is not exported: found above its entry). */
function polyclipVersion(): string {
  const require = createRequire(import.meta.url);
  for (let dir = dirname(require.resolve('polyclip-ts')); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'polyclip-ts') return pkg.version ?? '';
    } catch {
      // no package.json here: one level up
    }
  }
  return '';
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
