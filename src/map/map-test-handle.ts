import type { Map as MapLibreMap } from 'maplibre-gl';
import type { BasemapPlan } from './basemap-plan';

declare global {
  interface Window {
    /** The live map, for developers' consoles and the browser tests. Holds no credentials. */
    locusMap?: MapLibreMap;
    /** The basemap drawn and why (basemap-plan.ts), for the same readers. */
    locusBasemap?: BasemapPlan;
  }
}

export {};
