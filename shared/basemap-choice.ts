import { checkHttpUrl, type HttpUrlProblem } from './http-url';

/**
 * Which basemap the console draws. The offline one is served by the emulator; an online one
 * fetches tiles from another host, which the page's Content-Security-Policy forbids unless the
 * user chose it. The choice is a cookie (not a secret) so that the server can read it when it
 * sends the page and widen the policy for that one host; the console reads the same cookie, so
 * the two cannot disagree.
 */
export const BASEMAP_IDS = ['offline', 'osm', 'pmtiles-light', 'pmtiles-dark', 'pmtiles-url'] as const;
export type BasemapId = (typeof BASEMAP_IDS)[number];
/** Basemaps drawn from another host (the PMTiles one is the emulator's, on the page's origin). */
export type OnlineBasemapId = 'osm';
export type PmtilesBasemapId = 'pmtiles-light' | 'pmtiles-dark';

/** The PMTiles basemap (LOCUS_BASEMAP), light or dark; offered only when the emulator has one. */
export const isPmtilesBasemap = (id: BasemapId): id is PmtilesBasemapId => id === 'pmtiles-light' || id === 'pmtiles-dark';

export const BASEMAP_COOKIE = 'locus-basemap';

/**
 * A PMTiles file at a URL the user gives ('pmtiles-url'; the URL is a preference, not a secret):
 * for a console without the emulator. http(s) only, no user name or password in it.
 */
export function checkPmtilesUrl(value: string): HttpUrlProblem | undefined {
  return checkHttpUrl(value, { allowQuery: true });
}

/** Where the console's own host serves a PMTiles basemap (LOCUS_BASEMAP), when it does. */
export const PMTILES_BASEMAP_PATH = '/_locus/basemap.pmtiles';

/** The one origin each online basemap fetches from. */
export const ONLINE_BASEMAP_ORIGINS: Readonly<Record<OnlineBasemapId, string>> = {
  osm: 'https://tile.openstreetmap.org',
};

const isBasemapId = (v: string): v is BasemapId => (BASEMAP_IDS as readonly string[]).includes(v);

/** The choice in a Cookie header (or document.cookie); the offline basemap when absent or unknown. */
export function basemapFromCookie(cookie: string | null | undefined): BasemapId {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== BASEMAP_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isBasemapId(value) ? value : 'offline';
  }
  return 'offline';
}

/** The Set-Cookie/document.cookie text that records a choice for a year on this origin. */
export function basemapCookie(id: BasemapId): string {
  return `${BASEMAP_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Strict`;
}

/** Origins the page must be allowed to fetch from for a basemap (none for the emulator's own). */
export function basemapOrigins(id: BasemapId): string[] {
  return id === 'osm' ? [ONLINE_BASEMAP_ORIGINS[id]] : [];
}
