import type { Map as MapLibreMap, MapSourceDataEvent, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:110m land (public domain), about 55 kB: loaded only when no emulator serves tiles.
import land110m from 'world-atlas/land-110m.json';
import { LAND_COLOR, SEA_COLOR } from './basemap-style';

/**
 * The basemap of last resort, for a console on a static host with no emulator to serve tiles:
 * the outline of the world's land, shipped with the console, drawn on the sea. Coarse (1:110m),
 * but never a blank map, and it asks no other host for anything. The background starts
 * land-coloured and turns to sea once the land is ready to be drawn above it, so the map never
 * shows a blue sheet before the land.
 */
export const LAND_OUTLINE_SOURCE = 'land-outline';
const LAND_OUTLINE_BACKGROUND = 'land-outline-background';

function landOutline(topology: Topology<{ land: GeometryCollection }>): FeatureCollection {
  // A GeometryCollection object becomes a FeatureCollection.
  return feature(topology, topology.objects.land);
}

export function landOutlineStyle(): StyleSpecification {
  // The package's JSON is TopoJSON with one object, "land"; its inferred type is only structural.
  const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
  return {
    version: 8,
    name: 'Locus land outline',
    sources: {
      [LAND_OUTLINE_SOURCE]: { type: 'geojson', data: landOutline(topology), attribution: 'Natural Earth' },
    },
    layers: [
      { id: LAND_OUTLINE_BACKGROUND, type: 'background', paint: { 'background-color': LAND_COLOR } },
      {
        id: 'land-outline',
        type: 'fill',
        source: LAND_OUTLINE_SOURCE,
        paint: { 'fill-color': LAND_COLOR, 'fill-outline-color': '#9aa9b2' },
      },
    ],
  };
}

/** Turns the background to sea once the land outline's data is loaded (then the land covers it). */
export function seaOnceLandIsLoaded(map: MapLibreMap): void {
  const turn = (e: MapSourceDataEvent) => {
    if (e.sourceId !== LAND_OUTLINE_SOURCE || !map.isSourceLoaded(LAND_OUTLINE_SOURCE)) return;
    map.off('sourcedata', turn);
    if (map.getLayer(LAND_OUTLINE_BACKGROUND)) map.setPaintProperty(LAND_OUTLINE_BACKGROUND, 'background-color', SEA_COLOR);
  };
  map.on('sourcedata', turn);
}
