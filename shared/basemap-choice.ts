import { checkHttpUrl, type HttpUrlProblem } from './http-url';

/**
 * Which basemap the console draws. The offline ones are served by the emulator (or shipped); an
 * online one fetches its style and tiles from another host, which the page's
 * Content-Security-Policy allows only for the choices that may use it. The choice is a cookie (not
 * a secret) so that the server can read it when it sends the page and widen the policy for that
 * host; the console reads the same cookie, so the two cannot disagree.
 *
 * - 'auto' (the default, also when no cookie is set): the online vector basemap for every profile
 *   that talks to the real service (proxy, SK, custom), the offline one for the Local profile;
 * - 'offline': the emulator's tiles (or the shipped land outline) whatever the profile: the page
 *   asks no foreign host for the map;
 * - 'online-light' / 'online-dark': the online vector style (OpenFreeMap by default, or the
 *   server's LOCUS_BASEMAP_STYLE(_DARK), or the build's VITE_LOCUS_BASEMAP_STYLE(_DARK));
 * - 'online-url': a MapLibre style at a URL the user gave (a preference, not a secret);
 * - 'osm': OpenStreetMap's raster tiles;
 * - PMTiles: the emulator's file (light/dark) or one at a URL the user gave.
 */
export const BASEMAP_IDS = ['auto', 'offline', 'online-light', 'online-dark', 'online-url', 'osm', 'pmtiles-light', 'pmtiles-dark', 'pmtiles-url'] as const;
export type BasemapId = (typeof BASEMAP_IDS)[number];
/** Raster basemaps drawn from a fixed host. */
export type OnlineBasemapId = 'osm';
export type PmtilesBasemapId = 'pmtiles-light' | 'pmtiles-dark';

/** The PMTiles basemap (LOCUS_BASEMAP), light or dark; offered only when the emulator has one. */
export const isPmtilesBasemap = (id: BasemapId): id is PmtilesBasemapId => id === 'pmtiles-light' || id === 'pmtiles-dark';

const BASEMAP_COOKIE = 'locus-basemap';

/**
 * The online vector styles when nobody configured others: OpenFreeMap (OpenMapTiles schema, no
 * key). A server (LOCUS_BASEMAP_STYLE, LOCUS_BASEMAP_STYLE_DARK) or a build
 * (VITE_LOCUS_BASEMAP_STYLE, VITE_LOCUS_BASEMAP_STYLE_DARK) may name others, or `off` for none.
 */
export const DEFAULT_ONLINE_STYLES: Readonly<OnlineStyles> = {
  light: 'https://tiles.openfreemap.org/styles/liberty',
  dark: 'https://tiles.openfreemap.org/styles/dark',
};

/** The online styles in use: a URL each, null when switched off. */
export interface OnlineStyles {
  light: string | null;
  dark: string | null;
}

/** The word that switches an online style off in LOCUS_BASEMAP_STYLE(_DARK) and the build variables. */
export const ONLINE_STYLE_OFF = 'off';

/**
 * One configured style variable: unset or blank → the default; `off` → none; an http(s) URL → it.
 * Anything else is a mistake the caller reports (undefined).
 */
export function onlineStyleSetting(value: string | undefined, fallback: string | null): string | null | undefined {
  const v = value?.trim() ?? '';
  if (v === '') return fallback;
  if (v.toLowerCase() === ONLINE_STYLE_OFF) return null;
  return checkHttpUrl(v, { allowQuery: true }) === undefined ? v : undefined;
}

/**
 * A URL the user gives for a PMTiles file or a style ('pmtiles-url', 'online-url'; kept as a
 * preference, not a secret): http(s) only, no user name or password in it.
 */
export function checkPmtilesUrl(value: string): HttpUrlProblem | undefined {
  return checkHttpUrl(value, { allowQuery: true });
}
/** @alias An online style's URL follows the same rule. */
export const checkStyleUrl = checkPmtilesUrl;

/** Where the console's own host says which online styles it configured (LOCUS_BASEMAP_STYLE, _DARK). */
export const ONLINE_STYLES_PATH = '/_locus/basemap-style.json';

/** Where the console's own host serves a PMTiles basemap (LOCUS_BASEMAP), when it does. */
export const PMTILES_BASEMAP_PATH = '/_locus/basemap.pmtiles';

/** The one origin each raster online basemap fetches from. */
export const ONLINE_BASEMAP_ORIGINS: Readonly<Record<OnlineBasemapId, string>> = {
  osm: 'https://tile.openstreetmap.org',
};

const isBasemapId = (v: string): v is BasemapId => (BASEMAP_IDS as readonly string[]).includes(v);

/** The choice in a Cookie header (or document.cookie); 'auto' when absent or unknown. */
export function basemapFromCookie(cookie: string | null | undefined): BasemapId {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== BASEMAP_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isBasemapId(value) ? value : 'auto';
  }
  return 'auto';
}

/** The Set-Cookie/document.cookie text that records a choice for a year on this origin. */
export function basemapCookie(id: BasemapId): string {
  return `${BASEMAP_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Strict`;
}

const originOf = (url: string | null): string[] => {
  if (url === null) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * Origins the page must be allowed to fetch from for a basemap choice: the configured online
 * styles' hosts for 'auto' and the online choices, OpenStreetMap's for 'osm', none otherwise (a
 * style or file at a URL of one's own needs LOCUS_CONNECT_SRC, as any other foreign host).
 */
export function basemapOrigins(id: BasemapId, styles: Readonly<OnlineStyles> = DEFAULT_ONLINE_STYLES): string[] {
  if (id === 'osm') return [ONLINE_BASEMAP_ORIGINS.osm];
  const wanted = id === 'auto' ? [styles.light, styles.dark] : id === 'online-light' ? [styles.light] : id === 'online-dark' ? [styles.dark] : [];
  return [...new Set(wanted.flatMap(originOf))];
}
