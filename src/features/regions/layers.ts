import { LABEL_FONT } from '../../map/basemap-style';
import type { OverlayLayer } from '../../map/geojson-overlay';

export const REGIONS_SOURCE = 'regions-selected';
export const REGION_HERE_SOURCE = 'regions-here';

/** Selected regions: a light fill, an outline in the region's colour (thicker when focused) and its name. */
export const REGION_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'regions-fill',
    type: 'fill',
    paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': ['case', ['get', 'focused'], 0.28, 0.14] },
  },
  {
    id: 'regions-outline',
    type: 'line',
    paint: { 'line-color': ['get', 'colour'], 'line-width': ['case', ['get', 'focused'], 3.5, 2] },
  },
  {
    id: 'regions-label',
    type: 'symbol',
    layout: { 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 13, 'symbol-placement': 'point' },
    paint: { 'text-color': ['get', 'colour'], 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
  },
];

/** The "what is here?" point. */
export const REGION_HERE_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'regions-here-point',
    type: 'circle',
    paint: { 'circle-radius': 7, 'circle-color': '#212121', 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 3 },
  },
];
