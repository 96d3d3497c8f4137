import { LABEL_FONT } from '../../map/basemap-style';
import type { OverlayLayer } from '../../map/geojson-overlay';

export const BATCH_SOURCE = 'batch-pins';

/** Done pins filled (lot teal, road-name orange, other operations indigo) with white numbers; failed rows hollow with a thick red ring and a red "n!" label. */
const BATCH_COLORS = { lot: '#00897b', road: '#ef6c00', point: '#3d5afe', failed: '#c62828' } as const;

export const BATCH_PIN_LAYERS = ['batch-pins-done', 'batch-pins-failed'] as const;

export const BATCH_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'batch-pins-failed',
    type: 'circle',
    filter: ['==', ['get', 'role'], 'failed'],
    paint: {
      'circle-radius': ['case', ['get', 'active'], 11, 7],
      'circle-color': '#ffffff',
      'circle-stroke-color': BATCH_COLORS.failed,
      'circle-stroke-width': 3,
    },
  },
  {
    id: 'batch-pins-done',
    type: 'circle',
    filter: ['==', ['get', 'role'], 'done'],
    paint: {
      'circle-radius': ['case', ['get', 'active'], 12, 8],
      'circle-color': ['match', ['get', 'kind'], 'lot', BATCH_COLORS.lot, 'road', BATCH_COLORS.road, BATCH_COLORS.point],
      'circle-stroke-color': ['case', ['get', 'active'], '#1d1b29', '#ffffff'],
      'circle-stroke-width': ['case', ['get', 'active'], 3, 1.5],
    },
  },
  {
    id: 'batch-pin-labels',
    type: 'symbol',
    layout: {
      'text-field': ['get', 'label'],
      'text-font': LABEL_FONT,
      'text-size': 10,
      'text-offset': [0, 1.3],
      'text-anchor': 'top',
      'text-allow-overlap': false,
      'symbol-sort-key': ['case', ['get', 'active'], 0, ['get', 'row']],
    },
    paint: {
      'text-color': ['match', ['get', 'role'], 'failed', BATCH_COLORS.failed, '#1d1b29'],
      'text-halo-color': '#ffffff',
      'text-halo-width': 1.5,
    },
  },
];
