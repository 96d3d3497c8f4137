/** The explored point as kept in the URL: `?at=lat,lon&type=A10`. */
import { ADDRESS_TYPES } from '../../../../shared/contract/code-tables';
import type { AddressType } from '../../../../shared/contract/common';
import { LATITUDE, LONGITUDE } from '../../../../shared/contract/coordinate-rules';
import { within } from '../../../../shared/contract/rules';

export { ADDRESS_TYPES, type AddressType };

const DEFAULT_ADDRESS_TYPE: AddressType = 'A10';

export interface ProbePoint {
  lat: number;
  lon: number;
}

export function parseLat(text: string): number | undefined {
  const v = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(v) && within(LATITUDE, v) ? v : undefined;
}

export function parseLon(text: string): number | undefined {
  const v = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(v) && within(LONGITUDE, v) ? v : undefined;
}

/** Reads `at=lat,lon`; anything malformed is ignored. */
export function parseAt(value: string | null): ProbePoint | undefined {
  if (!value) return undefined;
  const [a, b, ...rest] = value.split(',');
  if (a === undefined || b === undefined || rest.length > 0) return undefined;
  const lat = parseLat(a);
  const lon = parseLon(b);
  return lat === undefined || lon === undefined ? undefined : { lat, lon };
}

/** Six decimals (about 0.1 m) is as precise as the service answers. */
export function formatAt(p: ProbePoint): string {
  return `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;
}

/**
 * A clicked point at the URL's precision, so the lookups a click sends are the ones its link
 * sends again (the same requests: a recording made from the click answers the link's replay).
 */
export function atPrecision(p: ProbePoint): ProbePoint {
  return { lat: Number(p.lat.toFixed(6)), lon: Number(p.lon.toFixed(6)) };
}

export function parseAddressType(value: string | null): AddressType {
  return (ADDRESS_TYPES as readonly string[]).includes(value ?? '') ? (value as AddressType) : DEFAULT_ADDRESS_TYPE;
}

/**
 * Message keys for the probe form's two fields (undefined when the value reads as a coordinate):
 * an empty field asks for the value, a filled one out of range names the range (the field's
 * rule, LATITUDE or LONGITUDE, gives {{min}} and {{max}}).
 */
export function checkProbeFields(v: { lat: string; lon: string }): { lat?: string; lon?: string } {
  const problem = (text: string, parse: (t: string) => number | undefined, empty: string, invalid: string) =>
    text.trim() === '' ? empty : parse(text) === undefined ? invalid : undefined;
  const lat = problem(v.lat, parseLat, 'trust.enterLat', 'explore.invalidLat');
  const lon = problem(v.lon, parseLon, 'trust.enterLon', 'explore.invalidLon');
  return { ...(lat ? { lat } : {}), ...(lon ? { lon } : {}) };
}
