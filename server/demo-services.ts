import type { WorldServices } from './app-types';
import { basemapLayers } from './domain/basemap';
import { reverseGeocode } from './domain/reverse-geocoder';
import { buildDemoWorld } from './domain/world-builder';

/** The routes' view of the demo world, built once per process. */
export function createDemoServices(): WorldServices {
  const world = buildDemoWorld();
  return {
    reverseGeocode: (query) => reverseGeocode(world, query),
    basemapLayers: () => ({ ...basemapLayers(world) }),
  };
}
