import type { StyleSpecification } from 'maplibre-gl';
import type { Feature, FeatureCollection, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:110m land (public domain), about 55 kB: loaded only when no emulator serves tiles.
import land110m from 'world-atlas/land-110m.json';
import { LAND_COLOR, SEA_COLOR } from './basemap-style';

/**
 * The basemap of last resort, for a console on a static host with no emulator to serve tiles:
 * the outline of the world's land, shipped with the console. Coarse (1:110m), but never a blank
 * map, and it asks no other host for anything. The background is land-coloured and the sea is a
 * polygon of its own (the world minus the land), so nothing flashes blue before the land is drawn.
 */
export const LAND_OUTLINE_SOURCE = 'land-outline';
export const SEA_OUTLINE_SOURCE = 'sea-outline';

export function landOutline(topology: Topology<{ land: GeometryCollection }>): FeatureCollection {
  // A GeometryCollection object becomes a FeatureCollection.
  return feature(topology, topology.objects.land);
}

/** Twice the signed area of a ring in degrees (its winding: positive is counter-clockwise). */
const signedArea = (ring: Position[]): number => {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j];
    const b = ring[i];
    if (a && b) sum += ((a[0] ?? 0) - (b[0] ?? 0)) * ((a[1] ?? 0) + (b[1] ?? 0));
  }
  return sum;
};

/** Web Mercator's latitude limit: the map draws nothing beyond it. */
const MAX_LAT = 85.05;

/**
 * The sea: the world between Mercator's limits with each land polygon's outline as a hole
 * (Antarctica, which reaches past the limit, is simply not sea). Lakes inside land stay land.
 */
export function seaOutline(land: FeatureCollection): Feature<Polygon> {
  const outer: Position[] = [
    [-180, -MAX_LAT],
    [180, -MAX_LAT],
    [180, MAX_LAT],
    [-180, MAX_LAT],
    [-180, -MAX_LAT],
  ];
  const holes: Position[][] = [];
  for (const f of land.features) {
    const g = f.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const [ring] of polygons) {
      if (!ring || ring.some((p) => (p[1] ?? 0) <= -MAX_LAT)) continue;
      // A hole winds the other way from its polygon.
      holes.push(signedArea(ring) > 0 === signedArea(outer) > 0 ? [...ring].reverse() : ring);
    }
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [outer, ...holes] } };
}

export function landOutlineStyle(): StyleSpecification {
  // The package's JSON is TopoJSON with one object, "land"; its inferred type is only structural.
  const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
  const land = landOutline(topology);
  return {
    version: 8,
    name: 'Locus land outline',
    sources: {
      [SEA_OUTLINE_SOURCE]: { type: 'geojson', data: seaOutline(land) },
      [LAND_OUTLINE_SOURCE]: { type: 'geojson', data: land, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': LAND_COLOR } },
      { id: 'sea', type: 'fill', source: SEA_OUTLINE_SOURCE, paint: { 'fill-color': SEA_COLOR } },
      {
        id: 'land-outline',
        type: 'fill',
        source: LAND_OUTLINE_SOURCE,
        paint: { 'fill-color': LAND_COLOR, 'fill-outline-color': '#9aa9b2' },
      },
    ],
  };
}
