import { LABEL_FONT } from '../../map/basemap-style';
import type { OverlayLayer } from '../../map/geojson-overlay';

export const COMPARE_SOURCE = 'compare-answers';

/** The left's answer (blue), the right's (orange), the line between them (grey, dashed). */
export const COMPARE_COLORS = { left: '#1e63d6', right: '#e0670b', link: '#4a4760' } as const;

export const COMPARE_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'compare-link',
    type: 'line',
    filter: ['==', ['get', 'role'], 'link'],
    paint: { 'line-color': COMPARE_COLORS.link, 'line-width': 2, 'line-dasharray': [2, 1.5] },
  },
  {
    id: 'compare-distance',
    type: 'symbol',
    filter: ['==', ['get', 'role'], 'link'],
    layout: {
      'symbol-placement': 'line-center',
      'text-field': ['get', 'label'],
      'text-font': LABEL_FONT,
      'text-size': 13,
      'text-allow-overlap': true,
      'text-ignore-placement': true,
    },
    paint: { 'text-color': '#1b1830', 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
  },
  {
    id: 'compare-pins',
    type: 'circle',
    filter: ['any', ['==', ['get', 'role'], 'left'], ['==', ['get', 'role'], 'right']],
    paint: {
      'circle-radius': 9,
      'circle-color': ['match', ['get', 'role'], 'left', COMPARE_COLORS.left, COMPARE_COLORS.right],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 3,
    },
  },
  {
    id: 'compare-pin-labels',
    type: 'symbol',
    filter: ['any', ['==', ['get', 'role'], 'left'], ['==', ['get', 'role'], 'right']],
    layout: {
      'text-field': ['get', 'label'],
      'text-font': LABEL_FONT,
      'text-size': 12,
      'text-offset': [0, 1.3],
      'text-anchor': 'top',
      'text-allow-overlap': true,
    },
    paint: {
      'text-color': ['match', ['get', 'role'], 'left', COMPARE_COLORS.left, COMPARE_COLORS.right],
      'text-halo-color': '#ffffff',
      'text-halo-width': 2,
    },
  },
];
