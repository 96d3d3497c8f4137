import type { StyleSpecification } from 'maplibre-gl';
import { ONLINE_BASEMAP_ORIGINS, type BasemapId } from './basemap-choice';
import { MAP_FONT, withMapFonts } from './map-fonts';

/**
 * The offline basemap: land, the Han River, districts and dongs served by the emulator as
 * GeoJSON, on the console's own origin. No glyph URL: labels are drawn with the browser's
 * local fonts, so nothing is fetched from any other host.
 */
export const BASEMAP_LAYER_NAMES = ['land', 'water', 'districts', 'dongs', 'roads', 'pois', 'labels'] as const;

export const LABEL_FONT = MAP_FONT;

export function offlineBasemapStyle(origin: string): StyleSpecification {
  const src = (name: string) => ({ type: 'geojson' as const, data: `${origin}/_locus/basemap/${name}.geojson` });
  return {
    version: 8,
    name: 'Locus offline',
    sources: {
      land: src('land'),
      water: src('water'),
      districts: src('districts'),
      dongs: src('dongs'),
      roads: src('roads'),
      pois: src('pois'),
      labels: src('labels'),
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cddfe9' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f3f1ec' } },
      { id: 'districts-fill', type: 'fill', source: 'districts', paint: { 'fill-color': '#fbfaf7', 'fill-opacity': 0.9 } },
      { id: 'water', type: 'fill', source: 'water', paint: { 'fill-color': '#a8c8dc' } },
      {
        id: 'dongs-line',
        type: 'line',
        source: 'dongs',
        minzoom: 12,
        paint: { 'line-color': '#b7b4c6', 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      {
        id: 'districts-line',
        type: 'line',
        source: 'districts',
        paint: { 'line-color': '#8d8aa3', 'line-width': ['interpolate', ['linear'], ['zoom'], 9, 0.8, 14, 2] },
      },
      {
        id: 'roads-casing',
        type: 'line',
        source: 'roads',
        minzoom: 11,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#c4bba8', 'line-width': ['interpolate', ['linear'], ['zoom'], 11, 1.6, 16, ['+', 4, ['coalesce', ['get', 'lanes'], 2]]] },
      },
      {
        id: 'roads-line',
        type: 'line',
        source: 'roads',
        minzoom: 11,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': ['case', ['<=', ['coalesce', ['get', 'roadCategory'], 6], 2], '#f6cf65', '#ffffff'],
          'line-width': ['interpolate', ['linear'], ['zoom'], 11, 0.8, 16, ['+', 2, ['coalesce', ['get', 'lanes'], 2]]],
        },
      },
      {
        id: 'roads-label',
        type: 'symbol',
        source: 'roads',
        minzoom: 14,
        layout: { 'symbol-placement': 'line', 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 11 },
        paint: { 'text-color': '#6b6250', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
      {
        id: 'pois-point',
        type: 'circle',
        source: 'pois',
        minzoom: 14,
        paint: { 'circle-radius': 3, 'circle-color': '#9e8e7e', 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
      },
      {
        id: 'pois-label',
        type: 'symbol',
        source: 'pois',
        minzoom: 15,
        layout: { 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 11, 'text-anchor': 'top', 'text-offset': [0, 0.6] },
        paint: { 'text-color': '#7a6a5a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
      {
        id: 'labels-district',
        type: 'symbol',
        source: 'labels',
        filter: ['==', ['get', 'category'], 'gu_gun'],
        maxzoom: 14,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': ['interpolate', ['linear'], ['zoom'], 9, 11, 13, 15],
        },
        paint: { 'text-color': '#4b4764', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
      {
        id: 'labels-dong',
        type: 'symbol',
        source: 'labels',
        filter: ['==', ['get', 'category'], 'adminDong'],
        minzoom: 13,
        layout: { 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 12 },
        paint: { 'text-color': '#6d6985', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
    ],
  };
}

/** OpenStreetMap's standard raster tiles (online; chosen in Settings, allowed by the CSP only then). */
export function osmBasemapStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'OpenStreetMap',
    sources: {
      osm: {
        type: 'raster',
        tiles: [`${ONLINE_BASEMAP_ORIGINS.osm}/{z}/{x}/{y}.png`],
        tileSize: 256,
        maxzoom: 19,
        attribution: '© OpenStreetMap contributors',
      },
    },
    layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
  };
}

/** The style for the basemap chosen in Settings. */
export function basemapStyle(id: BasemapId, origin: string): StyleSpecification {
  return withMapFonts(id === 'osm' ? osmBasemapStyle() : offlineBasemapStyle(origin));
}
