import type { ProfileId } from '../session/profiles';
import { checkPmtilesUrl, checkStyleUrl, isPmtilesBasemap, type BasemapId, type OnlineStyles } from '../../shared/basemap-choice';

/**
 * Which basemap is drawn, and why, from what the console has learnt about where it runs:
 *
 * - OpenStreetMap's raster tiles when the user chose them; the emulator's PMTiles file when chosen
 *   and served; a PMTiles file at the URL the user gave when chosen;
 * - the online vector basemap when one is wanted (chosen, or 'auto' with a profile that talks to
 *   the real service) and its style could be fetched; with the emulator's imported boundaries
 *   drawn over it when the emulator holds some;
 * - else (nothing online wanted, or it could not be reached: `unreachable` names its host) the
 *   emulator's vector tiles: from the page's own origin when an emulator serves the console, or
 *   from the active profile's base URL when that is an emulator; then the PMTiles file the user
 *   gave (online only failed); then a land outline shipped with the console: never a blank map.
 *
 * With any profile other than 'local', the answers come from another service than the emulator's
 * demo world, so its demo roads, places, areas and labels are not drawn under them (`landOnly`:
 * land, water and imported data only).
 */
export type BasemapPlan =
  | { kind: 'online'; styleUrl: string; flavor: 'light' | 'dark'; /** The emulator whose imported boundaries are drawn above ('' = the page's). */ overlay?: string }
  | { kind: 'emulator'; from: 'page' | 'profile'; /** '' = the page's origin */ tilesBase: string; landOnly: boolean; unreachable?: string }
  | { kind: 'osm' }
  | { kind: 'pmtiles'; flavor: 'light' | 'dark' }
  /** A PMTiles file at the URL the user gave, read by HTTP range requests. */
  | { kind: 'pmtiles-url'; url: string; unreachable?: string }
  | { kind: 'land-outline'; unreachable?: string };

export interface BasemapFacts {
  chosen: BasemapId;
  profileId: ProfileId;
  /** The active profile's base URL ('' for the local profile: the page's origin). */
  profileBase: string;
  /** The page's origin answers /_locus/tiles.json with TileJSON (an emulator serves the console). */
  pageServesTiles: boolean;
  /** The profile's base URL answers /_locus/tiles.json with TileJSON (it is an emulator). */
  profileServesTiles: boolean;
  /** The page's origin serves a PMTiles basemap (LOCUS_BASEMAP). */
  pageServesPmtiles: boolean;
  /** The PMTiles URL the user gave ('' = none). */
  pmtilesUrl?: string;
  /** The online style wanted (see wantedOnlineStyle), if any. */
  online?: { styleUrl: string; flavor: 'light' | 'dark' };
  /** Whether that style was fetched (false: unreachable, refused, or not a style). */
  onlineReachable?: boolean;
  /** The emulator drawing tiles here has imported administrative boundaries. */
  importedRegions?: boolean;
}

/** The online style a choice wants under a profile, from the configured styles and the user's own URL. */
export function wantedOnlineStyle(
  chosen: BasemapId,
  profileId: ProfileId,
  styles: Readonly<OnlineStyles>,
  styleUrl = '',
): { styleUrl: string; flavor: 'light' | 'dark' } | undefined {
  const pick = (url: string | null, flavor: 'light' | 'dark') => (url === null ? undefined : { styleUrl: url, flavor });
  switch (chosen) {
    case 'auto':
      return profileId === 'local' ? undefined : pick(styles.light, 'light');
    case 'online-light':
      return pick(styles.light, 'light');
    case 'online-dark':
      return pick(styles.dark, 'dark');
    case 'online-url':
      return styleUrl !== '' && checkStyleUrl(styleUrl) === undefined ? pick(styleUrl.trim(), 'light') : undefined;
    default:
      return undefined;
  }
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function planBasemap(f: BasemapFacts): BasemapPlan {
  if (f.chosen === 'osm') return { kind: 'osm' };
  if (f.chosen === 'pmtiles-url' && f.pmtilesUrl && checkPmtilesUrl(f.pmtilesUrl) === undefined) return { kind: 'pmtiles-url', url: f.pmtilesUrl.trim() };
  if (isPmtilesBasemap(f.chosen) && f.pageServesPmtiles) return { kind: 'pmtiles', flavor: f.chosen === 'pmtiles-dark' ? 'dark' : 'light' };
  const emulatorBase = f.pageServesTiles ? '' : f.profileBase !== '' && f.profileServesTiles ? f.profileBase : undefined;
  if (f.online && f.onlineReachable) {
    const overlay = f.importedRegions && emulatorBase !== undefined ? { overlay: emulatorBase } : {};
    return { kind: 'online', ...f.online, ...overlay };
  }
  const why = f.online ? { unreachable: hostOf(f.online.styleUrl) } : {};
  const landOnly = f.profileId !== 'local';
  if (f.pageServesTiles) return { kind: 'emulator', from: 'page', tilesBase: '', landOnly, ...why };
  if (emulatorBase !== undefined) return { kind: 'emulator', from: 'profile', tilesBase: emulatorBase, landOnly, ...why };
  if (f.online && f.pmtilesUrl && checkPmtilesUrl(f.pmtilesUrl) === undefined) return { kind: 'pmtiles-url', url: f.pmtilesUrl.trim(), ...why };
  return { kind: 'land-outline', ...why };
}

export type BasemapNoteKey = 'landOnly' | 'profileEmulator' | 'landOutline' | 'pmtilesUrlMap' | 'unreachableEmulator' | 'unreachablePmtiles' | 'unreachableOutline';

/** The note shown over the map for a plan (a message key under `staticHost.basemap`), or none for the usual case. */
export function basemapNoteKey(plan: BasemapPlan): BasemapNoteKey | undefined {
  if (plan.kind === 'online' || plan.kind === 'osm' || plan.kind === 'pmtiles') return undefined;
  if (plan.unreachable !== undefined) return plan.kind === 'emulator' ? 'unreachableEmulator' : plan.kind === 'pmtiles-url' ? 'unreachablePmtiles' : 'unreachableOutline';
  if (plan.kind === 'land-outline') return 'landOutline';
  if (plan.kind === 'pmtiles-url') return 'pmtilesUrlMap';
  if (plan.from === 'profile') return 'profileEmulator';
  return plan.landOnly ? 'landOnly' : undefined;
}

/** A stable text for a plan, to tell whether the map must change. */
export const planKey = (plan: BasemapPlan): string => JSON.stringify(plan);

/** Whether a parsed /_locus/tiles.json answer is TileJSON (a static host's fallback page is not). */
/** What the style takes from a TileJSON document when it carries the source inline. */
export interface TileJson {
  tiles: string[];
  minzoom?: number;
  maxzoom?: number;
  bounds?: [number, number, number, number];
  attribution?: string;
  /** What the emulator's tiles hold beyond the demo world (absent from older emulators: nothing). */
  locus?: unknown;
}

export function isTileJson(value: unknown): value is TileJson {
  if (typeof value !== 'object' || value === null) return false;
  const tiles = (value as { tiles?: unknown }).tiles;
  return Array.isArray(tiles) && tiles.length > 0 && tiles.every((t) => typeof t === 'string');
}

/** Where a plan's tiles come from, for its note ('' when from the page's own host or shipped). */
export function basemapOrigin(plan: BasemapPlan): string {
  if (plan.kind === 'emulator') return plan.tilesBase;
  if (plan.kind !== 'pmtiles-url') return '';
  try {
    return new URL(plan.url).origin;
  } catch {
    return '';
  }
}
