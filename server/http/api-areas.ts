/** The platform's API areas, one per path prefix below. */
export type ApiArea = 'tmap' | 'tms' | 'faces';

/** Path prefixes of the platform's areas; everything under them is answered as the gateway would. */
export const API_PREFIXES: Readonly<Record<ApiArea, string>> = {
  tmap: '/tmap',
  tms: '/tms',
  faces: '/nugufacecan',
};

/** Prefix of the emulator's own paths (health, info, tiles, control). */
const LOCUS_PREFIX = '/_locus';

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The area a path belongs to, or undefined for non-API paths. */
export function apiAreaOf(path: string): ApiArea | undefined {
  for (const [area, prefix] of Object.entries(API_PREFIXES) as [ApiArea, string][]) {
    if (under(path, prefix)) return area;
  }
  return undefined;
}

export function isLocusPath(path: string): boolean {
  return under(path, LOCUS_PREFIX);
}
