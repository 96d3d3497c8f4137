import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { EmulatorInfo } from '../api/emulator-info';
import { SK_BASE_URL, type ProfileId } from '../session/profiles';
import { isPmtilesBasemap, PMTILES_BASEMAP_PATH, type BasemapId } from '../../shared/basemap-choice';
import { isTileJson, planBasemap, wantedOnlineStyle, type BasemapFacts, type BasemapPlan, type TileJson } from './basemap-plan';
import { basemapCredits, readTileImports, withCredits, type TileImports } from './basemap-credits';
import { importedBoundaryOverlay, offlineBasemapStyle, osmBasemapStyle } from './basemap-style';
import { withMapFonts } from './map-fonts';
import { answerMissingImages } from './missing-images';

/**
 * Whether the console's own host serves a PMTiles basemap: a HEAD of its path. Not /_locus/info,
 * which describes the API emulator and is never asked of a real service the console talks to.
 * A static host's fallback page answers every path with 200 and HTML: that is no PMTiles file.
 */
export async function servedBasemap(fetchImpl: typeof fetch = fetch): Promise<Pick<EmulatorInfo, 'basemap'>> {
  try {
    const res = await fetchImpl(PMTILES_BASEMAP_PATH, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    const page = /^\s*text\/html\b/i.test(res.headers.get('content-type') ?? '');
    return { basemap: res.ok && !page ? { pmtiles: PMTILES_BASEMAP_PATH } : null };
  } catch {
    return { basemap: null };
  }
}

/**
 * The TileJSON each base answered while the basemap was planned: the style carries it inline, so
 * the map does not fetch it a second time before its first tile (a round trip on every cold load).
 */
const tileJsonOf = new Map<string, TileJson>();

/**
 * The page's own /_locus/tiles.json, asked at start beside the first page's texts (before the map
 * exists); the first basemap plan reads this answer instead of asking again.
 */
let earlyPageTiles: Promise<boolean> | undefined;
export function askPageTilesEarly(): void {
  earlyPageTiles ??= servesTiles('');
}

/** Whether `base` ('' = the page's origin) answers /_locus/tiles.json with TileJSON: it is an emulator. */
async function servesTiles(base: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(`${base}/_locus/tiles.json`, { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) return false;
    const doc: unknown = JSON.parse(await res.text());
    if (!isTileJson(doc)) return false;
    tileJsonOf.set(base, doc);
    return true;
  } catch {
    return false;
  }
}

/** The basemap actually drawn: a PMTiles choice falls back to the offline one when the emulator has none. */
export function usableBasemap(chosen: BasemapId, info: Pick<EmulatorInfo, 'basemap'> | null): BasemapId {
  return isPmtilesBasemap(chosen) && !info?.basemap ? 'offline' : chosen;
}

/** The online style documents fetched while planning, by URL: drawn without a second fetch. */
const onlineStyleOf = new Map<string, StyleSpecification>();

/**
 * Asks only what the choice needs: the configured online styles and the wanted one (when the
 * choice may be online), the page's tiles (and the PMTiles file when chosen), then, when the page
 * serves none, the profile's base URL.
 */
export async function resolveBasemap(
  chosen: BasemapId,
  profile: { profileId: ProfileId; profileBase: string },
  fetchImpl: typeof fetch = fetch,
  pmtilesUrl = '',
  styleUrl = '',
): Promise<BasemapPlan> {
  // The answer asked at start serves the first plan only.
  const early = earlyPageTiles;
  earlyPageTiles = undefined;
  const facts: BasemapFacts = { chosen, ...profile, pageServesTiles: false, profileServesTiles: false, pageServesPmtiles: false, pmtilesUrl };
  const plan = planBasemap(facts);
  if (plan.kind === 'osm' || plan.kind === 'pmtiles-url') return plan;
  if (isPmtilesBasemap(chosen)) facts.pageServesPmtiles = (await servedBasemap(fetchImpl)).basemap !== null;
  const mayBeOnline = chosen === 'online-url' || (chosen === 'auto' && profile.profileId !== 'local') || chosen === 'online-light' || chosen === 'online-dark';
  if (mayBeOnline && !facts.pageServesPmtiles) {
    // The code that reads them loads only for a choice that may be online (not the Local profile's first page).
    const styles = chosen === 'online-url' ? { light: null, dark: null } : await import('./online-styles').then(({ configuredOnlineStyles }) => configuredOnlineStyles(fetchImpl));
    facts.online = wantedOnlineStyle(chosen, profile.profileId, styles, styleUrl);
  }
  // The online style's code loads only for a plan that may draw it (not the Local profile's first page).
  const online = facts.online;
  const styleAsked = online ? import('./online-style').then(({ fetchOnlineStyle }) => fetchOnlineStyle(online.styleUrl, fetchImpl)) : Promise.resolve(undefined);
  facts.pageServesTiles = await (early ?? servesTiles('', fetchImpl));
  // The real service is never an emulator: it is not sent a request of the emulator's.
  const mayBeEmulator = profile.profileBase !== '' && profile.profileBase !== SK_BASE_URL;
  if (!facts.pageServesTiles && mayBeEmulator) facts.profileServesTiles = await servesTiles(profile.profileBase, fetchImpl);
  const tileBase = facts.pageServesTiles ? '' : facts.profileServesTiles ? profile.profileBase : undefined;
  facts.importedRegions = tileBase !== undefined && tileImports(tileBase).imported.includes('regions');
  const style = await styleAsked;
  if (facts.online && style) onlineStyleOf.set(facts.online.styleUrl, style);
  facts.onlineReachable = style !== undefined;
  return planBasemap(facts);
}

/** What the emulator at `base` says its tiles hold beyond the demo world (nothing when it does not say). */
function tileImports(base: string): TileImports {
  const doc = tileJsonOf.get(base);
  return readTileImports(doc?.locus, doc?.attribution);
}

/** The style of a plan, its credits composed here; what only some plans need is loaded only for them. */
export async function planStyle(plan: BasemapPlan, map: MapLibreMap, origin: string): Promise<StyleSpecification> {
  const emulatorBase = plan.kind === 'emulator' ? plan.tilesBase : plan.kind === 'online' ? plan.overlay : undefined;
  const credits = basemapCredits(plan, emulatorBase === undefined ? undefined : tileImports(emulatorBase));
  return withMapFonts(withCredits(await bareStyle(plan, map, origin), credits));
}

async function bareStyle(plan: BasemapPlan, map: MapLibreMap, origin: string): Promise<StyleSpecification> {
  switch (plan.kind) {
    case 'online': {
      const doc = onlineStyleOf.get(plan.styleUrl);
      if (!doc) throw new Error(`the style ${plan.styleUrl} was not fetched`);
      answerMissingImages(map);
      const { onlineBasemapStyle } = await import('./online-style');
      const style = onlineBasemapStyle(doc, []);
      if (plan.overlay === undefined) return style;
      const overlay = importedBoundaryOverlay(plan.overlay === '' ? origin : plan.overlay, tileJsonOf.get(plan.overlay));
      return { ...style, sources: { ...style.sources, ...overlay.sources }, layers: [...style.layers, ...overlay.layers] };
    }
    case 'osm':
      return osmBasemapStyle();
    case 'emulator':
      return offlineBasemapStyle(plan.tilesBase === '' ? origin : plan.tilesBase, { landOnly: plan.landOnly, tileJson: tileJsonOf.get(plan.tilesBase) });
    case 'pmtiles': {
      const { pmtilesBasemapStyle, registerPmtilesProtocol } = await import('./pmtiles-basemap');
      registerPmtilesProtocol();
      answerMissingImages(map);
      return pmtilesBasemapStyle(`${origin}${PMTILES_BASEMAP_PATH}`, plan.flavor);
    }
    case 'pmtiles-url': {
      const { pmtilesBasemapStyle, registerPmtilesProtocol } = await import('./pmtiles-basemap');
      registerPmtilesProtocol();
      answerMissingImages(map);
      return pmtilesBasemapStyle(plan.url, 'light');
    }
    case 'land-outline': {
      const { landOutlineStyle, seaOnceLandIsLoaded } = await import('./land-outline-basemap');
      seaOnceLandIsLoaded(map);
      return landOutlineStyle();
    }
  }
}

/**
 * Puts a basemap on the map. Before the map's first load the whole style is set; after it,
 * pages have added their own sources and layers, so the old basemap's layers and sources are
 * taken out and the new ones put in beneath everything else.
 */
export function applyBasemap(map: MapLibreMap, style: StyleSpecification, previous: StyleSpecification | undefined, loaded: boolean): void {
  if (!previous || !loaded) {
    map.setStyle(style);
    return;
  }
  for (const layer of previous.layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
  for (const id of Object.keys(previous.sources)) if (map.getSource(id)) map.removeSource(id);
  const below = map.getStyle().layers[0]?.id;
  for (const [id, source] of Object.entries(style.sources)) map.addSource(id, source);
  for (const layer of style.layers) map.addLayer(layer, below);
}
