import type { ExpressionSpecification, StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import type { TileJson } from './basemap-plan';
import { ONLINE_BASEMAP_ORIGINS } from '../../shared/basemap-choice';
import { MAP_FONT, MAP_FONT_BOLD } from './map-fonts';

/**
 * The offline basemap: the emulator's vector tiles (`/_locus/tiles.json`, server/tiles), on the
 * console's own origin. Land and sea are Natural Earth; provinces, districts, dongs, roads and
 * POIs are whatever the emulator holds (demo or imported), so an import shows at the next tile
 * request. The tiles decide what each zoom holds (labels by rank: provinces at country zoom,
 * districts at city zoom, dongs further in); the style only draws it.
 */
const BASEMAP_SOURCE = 'locus';

/** Tile layers whose features carry `demo` (1 = the authored demo world, 0 = imported data). */
const DEMO_TAGGED_LAYERS: readonly string[] = ['admin_province', 'admin_district', 'admin_dong', 'labels', 'roads', 'pois'];

/** Only imported features: what may be drawn under another service's answers. */
const IMPORTED_ONLY: ExpressionSpecification = ['==', ['get', 'demo'], 0];

export const LAND_COLOR = '#f3f1ec';
export const SEA_COLOR = '#cddfe9';
const INLAND_WATER_COLOR = '#bcd6e8';

export const LABEL_FONT = MAP_FONT;

type LayerList = StyleSpecification['layers'];

/** Road colour and width by the tiles' `class` (motorway … street). */
const ROAD_FILL: ExpressionSpecification = [
  'match',
  ['get', 'class'],
  'motorway',
  '#e8a25c',
  'trunk',
  '#f2c46b',
  'primary',
  '#f6d98b',
  'secondary',
  '#fbe9b0',
  '#ffffff',
];

const ROAD_CASING: ExpressionSpecification = ['match', ['get', 'class'], 'motorway', '#b8733a', 'trunk', '#bf9747', 'primary', '#c4a86a', '#b9b0a0'];

/** Line width in pixels by class at a few zooms (interpolated between), with `extra` for the casing. */
const ROAD_WIDTHS: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  6: { motorway: 0.9, trunk: 0.6, primary: 0.4, secondary: 0.3, tertiary: 0.3, minor: 0.2, street: 0.2 },
  10: { motorway: 1.8, trunk: 1.4, primary: 1.1, secondary: 0.9, tertiary: 0.7, minor: 0.5, street: 0.4 },
  13: { motorway: 4, trunk: 3.4, primary: 3, secondary: 2.6, tertiary: 2.2, minor: 1.5, street: 1 },
  16: { motorway: 14, trunk: 12, primary: 11, secondary: 10, tertiary: 9, minor: 6, street: 4 },
  19: { motorway: 48, trunk: 42, primary: 38, secondary: 34, tertiary: 30, minor: 22, street: 16 },
};

function roadWidth(extra: number): ExpressionSpecification {
  const stops = Object.entries(ROAD_WIDTHS).flatMap(([zoom, widths]) => {
    const byClass = Object.entries(widths).flatMap(([cls, w]) => [cls, w + (Number(zoom) >= 10 ? extra : 0)]);
    return [Number(zoom), ['match', ['get', 'class'], ...byClass, widths['street'] ?? 1]];
  });
  return ['interpolate', ['exponential', 1.5], ['zoom'], ...stops] as ExpressionSpecification;
}

function basemapLayers(): LayerList {
  const src = { source: BASEMAP_SOURCE };
  const halo = { 'text-halo-color': '#ffffff', 'text-halo-width': 1.4 };
  return [
    // Land-coloured until tiles arrive: the sea is drawn only where a tile says water (its
    // Natural Earth sea polygons), so the map never flashes blue while loading.
    { id: 'background', type: 'background', paint: { 'background-color': LAND_COLOR } },
    {
      ...src,
      id: 'water',
      type: 'fill',
      'source-layer': 'water',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': ['match', ['get', 'kind'], ['river', 'lake', 'reservoir', 'water'], INLAND_WATER_COLOR, SEA_COLOR] },
    },
    { ...src, id: 'land', type: 'fill', 'source-layer': 'land', paint: { 'fill-color': LAND_COLOR } },
    // Provinces are land too: their boundaries (the emulator's regions) follow the coast more
    // closely than Natural Earth's 1:10m land, so no part of a region is drawn as sea.
    { ...src, id: 'admin-land', type: 'fill', 'source-layer': 'admin_province', paint: { 'fill-color': LAND_COLOR } },
    // Rivers and lakes lie on the land (and on the provinces' land): drawn again above it.
    {
      ...src,
      id: 'water-inland',
      type: 'fill',
      'source-layer': 'water',
      filter: ['all', ['==', ['geometry-type'], 'Polygon'], ['match', ['get', 'kind'], ['river', 'lake', 'reservoir', 'water'], true, false]],
      paint: { 'fill-color': INLAND_WATER_COLOR },
    },
    {
      ...src,
      id: 'water-line',
      type: 'line',
      'source-layer': 'water',
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': ['match', ['get', 'kind'], 'coastline', '#9fb8c6', INLAND_WATER_COLOR], 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 14, 1.5] },
    },
    {
      ...src,
      id: 'buildings',
      type: 'fill',
      'source-layer': 'buildings',
      minzoom: 14,
      paint: { 'fill-color': '#e6e0d5', 'fill-outline-color': '#d3cabb' },
    },
    {
      ...src,
      id: 'admin-dong-line',
      type: 'line',
      'source-layer': 'admin_dong',
      paint: { 'line-color': '#b9b5c9', 'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.4, 15, 1.2], 'line-dasharray': [3, 2] },
    },
    {
      ...src,
      id: 'admin-district-line',
      type: 'line',
      'source-layer': 'admin_district',
      paint: { 'line-color': '#9491ab', 'line-width': ['interpolate', ['linear'], ['zoom'], 7, 0.5, 12, 1.4, 16, 2.2] },
    },
    {
      ...src,
      id: 'admin-province-line',
      type: 'line',
      'source-layer': 'admin_province',
      paint: { 'line-color': '#7a7693', 'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.8, 10, 1.8, 16, 3] },
    },
    {
      ...src,
      id: 'roads-casing',
      type: 'line',
      'source-layer': 'roads',
      minzoom: 10,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': ROAD_CASING, 'line-width': roadWidth(1.5) },
    },
    {
      ...src,
      id: 'roads-line',
      type: 'line',
      'source-layer': 'roads',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': ROAD_FILL, 'line-width': roadWidth(0) },
    },
    {
      ...src,
      id: 'roads-label',
      type: 'symbol',
      'source-layer': 'roads',
      minzoom: 13,
      layout: {
        'symbol-placement': 'line',
        'text-field': ['get', 'name'],
        'text-font': LABEL_FONT,
        'text-size': ['interpolate', ['linear'], ['zoom'], 13, 10, 17, 13],
        'symbol-sort-key': ['get', 'roadCategory'],
      },
      paint: { 'text-color': '#6b6250', ...halo },
    },
    {
      ...src,
      id: 'pois-point',
      type: 'circle',
      'source-layer': 'pois',
      paint: { 'circle-radius': 3, 'circle-color': '#9e8e7e', 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
    },
    {
      ...src,
      id: 'pois-label',
      type: 'symbol',
      'source-layer': 'pois',
      minzoom: 15,
      layout: { 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 11, 'text-anchor': 'top', 'text-offset': [0, 0.6] },
      paint: { 'text-color': '#7a6a5a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
    },
    {
      ...src,
      id: 'labels-region',
      type: 'symbol',
      'source-layer': 'labels',
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['match', ['get', 'rank'], 3, ['literal', LABEL_FONT], ['literal', MAP_FONT_BOLD]],
        // Rank 1 provinces, 2 districts, 3 dongs: bigger and placed first the higher the rank.
        'text-size': ['match', ['get', 'rank'], 1, 15, 2, 13, 11.5],
        'symbol-sort-key': ['get', 'rank'],
        'text-padding': 4,
      },
      paint: {
        'text-color': ['match', ['get', 'rank'], 1, '#3d3957', 2, '#4b4764', '#6d6985'],
        'text-halo-color': '#ffffff',
        'text-halo-width': 1.5,
      },
    },
  ];
}

/** Water that is not the demo world's (its Han River carries demo 1; sea and imported water none). */
const NOT_DEMO_WATER: ExpressionSpecification = ['!=', ['get', 'demo'], 1];

/** A layer limited to imported features when its tile layer carries `demo` (water: all but the demo world's river). */
function importedOnly(layer: LayerList[number]): LayerList[number] {
  if (!('source-layer' in layer) || typeof layer['source-layer'] !== 'string') return layer;
  const only = DEMO_TAGGED_LAYERS.includes(layer['source-layer']) ? IMPORTED_ONLY : layer['source-layer'] === 'water' ? NOT_DEMO_WATER : undefined;
  if (!only) return layer;
  const own = 'filter' in layer ? layer.filter : undefined;
  return { ...layer, filter: own === undefined ? only : ['all', only, own as ExpressionSpecification] } as LayerList[number];
}

/** A vector source for the emulator's tiles, its TileJSON inline when already fetched. */
function emulatorSource(origin: string, tileJson: TileJson | undefined): VectorSourceSpecification {
  // Only the fields MapLibre reads from it; otherwise MapLibre fetches it.
  return tileJson
    ? {
        type: 'vector',
        tiles: tileJson.tiles,
        ...(tileJson.minzoom === undefined ? {} : { minzoom: tileJson.minzoom }),
        ...(tileJson.maxzoom === undefined ? {} : { maxzoom: tileJson.maxzoom }),
        ...(tileJson.bounds === undefined ? {} : { bounds: tileJson.bounds }),
      }
    : { type: 'vector', url: `${origin}/_locus/tiles.json` };
}

/**
 * The emulator's tiles from `origin`. `landOnly` draws land, water and imported data alone
 * (features with `demo` 0): the emulator's demo roads, places, areas and labels must not sit under
 * another service's answers.
 */
export function offlineBasemapStyle(origin: string, { landOnly = false, tileJson }: { landOnly?: boolean; tileJson?: TileJson | undefined } = {}): StyleSpecification {
  const layers = basemapLayers();
  return {
    version: 8,
    name: landOnly ? 'Locus offline (land, water, imported data)' : 'Locus offline',
    sources: { [BASEMAP_SOURCE]: emulatorSource(origin, tileJson) },
    layers: landOnly ? layers.map(importedOnly) : layers,
  };
}

/** The source of the emulator's boundaries drawn over an online basemap. */
const OVERLAY_SOURCE = 'locus-boundaries';

/** The emulator's imported dong and district lines (demo 0), to put above an online basemap. */
export function importedBoundaryOverlay(origin: string, tileJson: TileJson | undefined): Pick<StyleSpecification, 'sources' | 'layers'> {
  const lines = basemapLayers().filter((l) => l.id === 'admin-dong-line' || l.id === 'admin-district-line');
  return {
    sources: { [OVERLAY_SOURCE]: emulatorSource(origin, tileJson) },
    layers: lines.map((l) => ({ ...importedOnly(l), id: `boundary-${l.id}`, source: OVERLAY_SOURCE }) as LayerList[number]),
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
