import type { ProfileId } from '../session/profiles';
import { checkPmtilesUrl, isPmtilesBasemap, type BasemapId } from '../../shared/basemap-choice';

/**
 * Which basemap is drawn, and why, from what the console has learnt about where it runs:
 *
 * - OpenStreetMap when the user chose it; the emulator's PMTiles file when chosen and served; a
 *   PMTiles file at the URL the user gave when chosen;
 * - else the emulator's vector tiles: from the page's own origin when an emulator serves the
 *   console, or from the active profile's base URL when that is an emulator (a static host with a
 *   custom profile pointing at one);
 * - else, when no emulator serves tiles at all, a land outline shipped with the console: never a
 *   blank map.
 *
 * With any profile other than 'local', the answers come from another service than the emulator's
 * demo world, so its roads, places, areas and labels are not drawn under them: land and water only.
 */
export type BasemapPlan =
  | { kind: 'emulator'; from: 'page' | 'profile'; /** '' = the page's origin */ tilesBase: string; landOnly: boolean }
  | { kind: 'osm' }
  | { kind: 'pmtiles'; flavor: 'light' | 'dark' }
  /** A PMTiles file at the URL the user gave, read by HTTP range requests. */
  | { kind: 'pmtiles-url'; url: string }
  | { kind: 'land-outline' };

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
}

export function planBasemap(f: BasemapFacts): BasemapPlan {
  if (f.chosen === 'osm') return { kind: 'osm' };
  if (f.chosen === 'pmtiles-url' && f.pmtilesUrl && checkPmtilesUrl(f.pmtilesUrl) === undefined) return { kind: 'pmtiles-url', url: f.pmtilesUrl.trim() };
  if (isPmtilesBasemap(f.chosen) && f.pageServesPmtiles) return { kind: 'pmtiles', flavor: f.chosen === 'pmtiles-dark' ? 'dark' : 'light' };
  const landOnly = f.profileId !== 'local';
  if (f.pageServesTiles) return { kind: 'emulator', from: 'page', tilesBase: '', landOnly };
  if (f.profileBase !== '' && f.profileServesTiles) return { kind: 'emulator', from: 'profile', tilesBase: f.profileBase, landOnly };
  return { kind: 'land-outline' };
}

/** The note shown over the map for a plan (a message key under `staticHost.basemap`), or none for the usual case. */
export function basemapNoteKey(plan: BasemapPlan): 'landOnly' | 'profileEmulator' | 'landOutline' | 'pmtilesUrlMap' | undefined {
  if (plan.kind === 'land-outline') return 'landOutline';
  if (plan.kind === 'pmtiles-url') return 'pmtilesUrlMap';
  if (plan.kind !== 'emulator') return undefined;
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
