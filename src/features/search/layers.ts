import { LABEL_FONT } from '../../map/basemap-style';
import type { OverlayLayer } from '../../map/geojson-overlay';

export const SEARCH_SOURCE = 'search-results';

/**
 * Lot matches are hollow (white with a thick teal ring and a teal number), road-name matches
 * filled orange with a white number: the two differ in shape, not in colour alone.
 */
export const SEARCH_COLORS = { lot: '#00897b', road: '#ef6c00', entrance: '#5c5877' } as const;

export const SEARCH_POINT_LAYERS = ['search-points'] as const;

export const SEARCH_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'search-entrance-links',
    type: 'line',
    filter: ['==', ['get', 'role'], 'link'],
    paint: { 'line-color': SEARCH_COLORS.entrance, 'line-width': 1.2, 'line-dasharray': [2, 2] },
  },
  {
    id: 'search-entrances',
    type: 'circle',
    filter: ['==', ['get', 'role'], 'entrance'],
    paint: { 'circle-radius': 4, 'circle-color': '#ffffff', 'circle-stroke-color': SEARCH_COLORS.entrance, 'circle-stroke-width': 2 },
  },
  {
    id: 'search-points',
    type: 'circle',
    filter: ['==', ['get', 'role'], 'point'],
    paint: {
      'circle-radius': ['case', ['get', 'active'], 13, 9],
      'circle-color': ['match', ['get', 'kind'], 'lot', '#ffffff', SEARCH_COLORS.road],
      'circle-stroke-color': ['match', ['get', 'kind'], 'lot', SEARCH_COLORS.lot, '#3e2723'],
      'circle-stroke-width': ['case', ['get', 'active'], 4, ['match', ['get', 'kind'], 'lot', 3, 2]],
    },
  },
  {
    id: 'search-point-labels',
    type: 'symbol',
    filter: ['==', ['get', 'role'], 'point'],
    layout: { 'text-field': ['to-string', ['get', 'number']], 'text-font': LABEL_FONT, 'text-size': 11, 'text-allow-overlap': true, 'text-ignore-placement': true },
    paint: { 'text-color': ['match', ['get', 'kind'], 'lot', SEARCH_COLORS.lot, '#ffffff'] },
  },
];
