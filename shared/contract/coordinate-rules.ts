import type { Rule } from './rules';

/*
 * Geographic coordinate ranges, checked by the contract's params (for geographic coordinate
 * types), by the console's coordinate fields and links, and by the CRS module's "looks like
 * degrees" test for projected systems. The per-system envelopes are in shared/crs/definitions.ts.
 */

/** Latitude in degrees. */
export const LATITUDE = { id: 'coord.lat.range', min: -90, max: 90 } as const satisfies Rule;
/** Longitude in degrees. */
export const LONGITUDE = { id: 'coord.lon.range', min: -180, max: 180 } as const satisfies Rule;

/** Whether both values are finite and within the degree ranges. */
export function fitsDegrees(p: { lat: number; lon: number }): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lon) && p.lat >= LATITUDE.min && p.lat <= LATITUDE.max && p.lon >= LONGITUDE.min && p.lon <= LONGITUDE.max;
}
