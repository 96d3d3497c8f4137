import { addProtocol, type StyleSpecification } from 'maplibre-gl';
import { layers, namedFlavor } from '@protomaps/basemaps';
import { Protocol } from 'pmtiles';

/**
 * The PMTiles basemap: the emulator's LOCUS_BASEMAP archive (Protomaps schema) read by range
 * through the `pmtiles://` protocol, drawn with the Protomaps layers, Korean names first. Same
 * origin: no other host, no glyph or sprite URL (labels use the bundled font via font-faces,
 * POI icons are left out).
 */

export type PmtilesFlavor = 'light' | 'dark';

const PMTILES_SOURCE_ID = 'protomaps';
const PMTILES_ATTRIBUTION = '© OpenStreetMap contributors · Protomaps';

let registered = false;

/** Registers the pmtiles:// protocol with MapLibre (once per page). */
export function registerPmtilesProtocol(): void {
  if (registered) return;
  addProtocol('pmtiles', new Protocol({ metadata: true }).tile);
  registered = true;
}

/** The style of the PMTiles archive at `url` (absolute: the emulator's file or one the user gave). */
export function pmtilesBasemapStyle(url: string, flavor: PmtilesFlavor): StyleSpecification {
  return {
    version: 8,
    name: `Locus PMTiles (${flavor})`,
    sources: {
      [PMTILES_SOURCE_ID]: { type: 'vector', url: `pmtiles://${url}`, attribution: PMTILES_ATTRIBUTION },
    },
    layers: layers(PMTILES_SOURCE_ID, namedFlavor(flavor), { lang: 'ko' }),
  };
}

