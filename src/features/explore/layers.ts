import type { ExpressionSpecification } from 'maplibre-gl';
import { LABEL_FONT } from '../../map/basemap-style';
import type { OverlayImage, OverlayLayer } from '../../map/geojson-overlay';
import { EXPLORE_COLORS } from './overlay-colors';

const byKind: ExpressionSpecification = [
  'match',
  ['get', 'kind'],
  'adminDong',
  EXPLORE_COLORS.adminDong,
  'legalDong',
  EXPLORE_COLORS.legalDong,
  EXPLORE_COLORS.road,
];

/**
 * Labels never overlap, and never cover a symbol: every explore label takes part in MapLibre's
 * collision placement (text-allow-overlap off), point labels may move to another side of their
 * point, and what cannot be placed is left out (its text stays in the side panel's table). Placement
 * goes from the top layer down: first the room of every symbol (SYMBOL_ROOM_LAYERS, the top
 * layer), then the POI name, then the reference points (the road-name address first, then the
 * legal and administrative dongs, entrances last, by symbol-sort-key), then the distance labels of
 * the reference lines, then the distance to the matched road; the basemap's own labels give way
 * to all of them.
 */
const REF_LABEL_PRIORITY: ExpressionSpecification = [
  '+',
  ['match', ['get', 'kind'], 'road', 0, 'legalDong', 1, 2],
  ['case', ['get', 'entrance'], 10, 0],
];

/** Radii of the drawn symbols (circle and stroke), in pixels: the room each keeps free of labels. */
const REF_DOT = { radius: 6, stroke: 2 };
const REF_RING = { radius: 5, stroke: 3 };
const POI_DOT = { radius: 7, stroke: 2 };
/** The clicked point's marker (a DOM element, `.point-marker` in the styles: 18 px and its outline). */
const CLICKED_MARKER_SIZE = 21;
const across = (s: { radius: number; stroke: number }) => 2 * (s.radius + s.stroke);

export const OFFSETS_SOURCE = 'explore-offsets';
export const ROAD_SOURCE = 'explore-road';
export const POI_SOURCE = 'explore-poi';

/** Reference points of the address answer and the labelled lines to them. */
export const OFFSET_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'explore-offset-lines',
    type: 'line',
    filter: ['==', ['geometry-type'], 'LineString'],
    paint: { 'line-color': byKind, 'line-width': 2, 'line-dasharray': [2, 2] },
  },
  {
    id: 'explore-offset-line-labels',
    type: 'symbol',
    filter: ['==', ['geometry-type'], 'LineString'],
    layout: {
      'symbol-placement': 'line-center',
      'text-field': ['get', 'offset'],
      'text-font': LABEL_FONT,
      'text-size': 11,
      'text-offset': [0, -0.8],
      'text-allow-overlap': false,
      'text-keep-upright': true,
      // Longer lines first: their label has the most room and the shorter ones are in the panel.
      'symbol-sort-key': ['-', ['get', 'distanceM']],
    },
    paint: { 'text-color': byKind, 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
  },
  {
    id: 'explore-ref-points',
    type: 'circle',
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': ['case', ['get', 'entrance'], REF_RING.radius, REF_DOT.radius],
      'circle-color': ['case', ['get', 'entrance'], '#ffffff', byKind],
      'circle-stroke-color': ['case', ['get', 'entrance'], byKind, '#ffffff'],
      'circle-stroke-width': ['case', ['get', 'entrance'], REF_RING.stroke, REF_DOT.stroke],
    },
  },
  {
    id: 'explore-ref-labels',
    type: 'symbol',
    filter: ['==', ['geometry-type'], 'Point'],
    layout: {
      'text-field': ['get', 'label'],
      'text-font': LABEL_FONT,
      'text-size': 11,
      'text-variable-anchor': ['left', 'right', 'top', 'bottom', 'top-left', 'bottom-right', 'top-right', 'bottom-left'],
      'text-radial-offset': 0.9,
      'text-allow-overlap': false,
      'symbol-sort-key': REF_LABEL_PRIORITY,
    },
    paint: { 'text-color': byKind, 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
  },
];

/** The matched road link, the search radius and the perpendicular from the click. */
export const ROAD_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'explore-radius-fill',
    type: 'fill',
    filter: ['==', ['get', 'role'], 'radius'],
    paint: { 'fill-color': EXPLORE_COLORS.radius, 'fill-opacity': 0.06 },
  },
  {
    id: 'explore-radius-line',
    type: 'line',
    filter: ['==', ['get', 'role'], 'radius'],
    paint: { 'line-color': EXPLORE_COLORS.radius, 'line-width': 1.5, 'line-dasharray': [4, 3], 'line-opacity': 0.7 },
  },
  {
    id: 'explore-road-casing',
    type: 'line',
    filter: ['==', ['get', 'role'], 'road'],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': 9 },
  },
  {
    id: 'explore-road-line',
    type: 'line',
    filter: ['==', ['get', 'role'], 'road'],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': EXPLORE_COLORS.link, 'line-width': 5 },
  },
  {
    id: 'explore-road-foot',
    type: 'line',
    filter: ['==', ['get', 'role'], 'foot'],
    paint: { 'line-color': EXPLORE_COLORS.link, 'line-width': 1.5, 'line-dasharray': [1, 2] },
  },
  {
    id: 'explore-road-foot-label',
    type: 'symbol',
    filter: ['==', ['get', 'role'], 'foot'],
    layout: {
      'symbol-placement': 'line-center',
      'text-field': ['get', 'offset'],
      'text-font': LABEL_FONT,
      'text-size': 11,
      'text-offset': [0, 0.9],
      'text-allow-overlap': false,
    },
    paint: { 'text-color': EXPLORE_COLORS.link, 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
  },
];

/** The POI label answer: a square marker with its name. */
export const POI_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'explore-poi-point',
    type: 'circle',
    paint: { 'circle-radius': POI_DOT.radius, 'circle-color': EXPLORE_COLORS.poi, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': POI_DOT.stroke },
  },
  {
    id: 'explore-poi-label',
    type: 'symbol',
    layout: {
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT,
      'text-size': 13,
      'text-variable-anchor': ['top', 'bottom', 'left', 'right'],
      'text-radial-offset': 0.9,
      'text-allow-overlap': false,
    },
    paint: { 'text-color': EXPLORE_COLORS.poi, 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
  },
];

export const SYMBOL_ROOM_SOURCE = 'explore-symbol-room';
const SYMBOL_ROOM_IMAGE = 'explore-symbol-room';

/** One transparent pixel, scaled to each symbol's size: it draws nothing and only takes room. */
export const SYMBOL_ROOM_IMAGES: readonly OverlayImage[] = [{ id: SYMBOL_ROOM_IMAGE, width: 1, height: 1, data: new Uint8Array(4) }];

/**
 * The room of every symbol the answers draw (reference points, the POI, the clicked point): an
 * invisible icon of the symbol's size, always placed, that labels may not cover. Circles take no
 * part in MapLibre's label placement, so without it a label could sit on another symbol: a
 * building's label on its entrance's ring a few metres away, the entrance's label pushed beside
 * the building's dot. This source's layer is added last, so it is the top layer and placed before
 * every label; each label then goes to a side of its own symbol where no other symbol is.
 */
export const SYMBOL_ROOM_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'explore-symbol-room',
    type: 'symbol',
    layout: {
      'icon-image': SYMBOL_ROOM_IMAGE,
      'icon-size': ['match', ['get', 'symbol'], 'poi', across(POI_DOT), 'clicked', CLICKED_MARKER_SIZE, 'ring', across(REF_RING), across(REF_DOT)],
      'icon-allow-overlap': true,
      'icon-ignore-placement': false,
      'icon-padding': 0,
    },
  },
];
