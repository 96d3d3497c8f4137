import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { EmulatorInfo } from '../api/emulator-info';
import { isPmtilesBasemap, PMTILES_BASEMAP_PATH, type BasemapId } from './basemap-choice';
import { basemapStyle } from './basemap-style';
import { withMapFonts } from './map-fonts';

/**
 * Whether the console's own host serves a PMTiles basemap: a HEAD of its path. Not /_locus/info,
 * which describes the API emulator and is never asked of a real service the console talks to.
 */
export async function servedBasemap(fetchImpl: typeof fetch = fetch): Promise<Pick<EmulatorInfo, 'basemap'>> {
  try {
    const res = await fetchImpl(PMTILES_BASEMAP_PATH, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    return { basemap: res.ok ? { pmtiles: PMTILES_BASEMAP_PATH } : null };
  } catch {
    return { basemap: null };
  }
}

/** The basemap actually drawn: a PMTiles choice falls back to the offline one when the emulator has none. */
export function usableBasemap(chosen: BasemapId, info: Pick<EmulatorInfo, 'basemap'> | null): BasemapId {
  return isPmtilesBasemap(chosen) && !info?.basemap ? 'offline' : chosen;
}

/** Whether the choice can only be drawn once the emulator has said what it serves. */
export const basemapNeedsInfo = (chosen: BasemapId): boolean => isPmtilesBasemap(chosen);

/**
 * Gives a map created without a style (basemapNeedsInfo) its basemap: the PMTiles one when the
 * emulator serves one, else the offline basemap.
 */
export async function startBasemap(map: MapLibreMap, chosen: BasemapId, origin: string): Promise<void> {
  const info = await servedBasemap();
  const id = usableBasemap(chosen, info);
  let style: StyleSpecification;
  if (isPmtilesBasemap(id) && info.basemap) {
    // Loaded only for a PMTiles basemap: the first page of everyone else does not carry it.
    const { answerMissingImages, pmtilesBasemapStyle, registerPmtilesProtocol } = await import('./pmtiles-basemap');
    registerPmtilesProtocol();
    answerMissingImages(map);
    style = withMapFonts(pmtilesBasemapStyle(origin, info.basemap.pmtiles, id === 'pmtiles-dark' ? 'dark' : 'light'));
  } else {
    style = basemapStyle(id, origin);
  }
  map.setStyle(style);
}
