import { LABEL_FONT } from '../../map/basemap-style';
import type { OverlayLayer } from '../../map/geojson-overlay';

export const COORDINATES_SOURCE = 'coordinates-points';

/** The point as read (blue), where the other plausible readings would land (grey), and batch pins (teal, numbered). */
const COORDINATE_COLORS = { point: '#3d5afe', candidate: '#78748f', pin: '#00897b', pinBad: '#c62828' } as const;

export const COORDINATE_PIN_LAYERS = ['coordinates-pins'] as const;

export const COORDINATE_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'coordinates-candidate-links',
    type: 'line',
    filter: ['==', ['get', 'role'], 'candidate-link'],
    paint: { 'line-color': COORDINATE_COLORS.candidate, 'line-width': 1.2, 'line-dasharray': [2, 2] },
  },
  {
    id: 'coordinates-candidates',
    type: 'circle',
    filter: ['==', ['get', 'role'], 'candidate'],
    paint: { 'circle-radius': 6, 'circle-color': '#ffffff', 'circle-stroke-color': COORDINATE_COLORS.candidate, 'circle-stroke-width': 2 },
  },
  {
    id: 'coordinates-candidate-labels',
    type: 'symbol',
    filter: ['==', ['get', 'role'], 'candidate'],
    layout: { 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 11, 'text-offset': [0, 1.2], 'text-anchor': 'top' },
    paint: { 'text-color': '#4a4760', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  },
  {
    id: 'coordinates-point',
    type: 'circle',
    filter: ['==', ['get', 'role'], 'point'],
    paint: { 'circle-radius': 8, 'circle-color': COORDINATE_COLORS.point, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 3 },
  },
  {
    id: 'coordinates-pins',
    type: 'circle',
    filter: ['==', ['get', 'role'], 'pin'],
    paint: {
      'circle-radius': ['case', ['get', 'active'], 11, 8],
      'circle-color': COORDINATE_COLORS.pin,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': ['case', ['get', 'active'], 3, 1.5],
    },
  },
  {
    id: 'coordinates-pin-labels',
    type: 'symbol',
    filter: ['==', ['get', 'role'], 'pin'],
    layout: { 'text-field': ['to-string', ['get', 'line']], 'text-font': LABEL_FONT, 'text-size': 10, 'text-allow-overlap': true },
    paint: { 'text-color': '#ffffff' },
  },
];
