/**
 * Writing a point of one of the platform's systems for people: decimals by kind (degrees to 7
 * places, about a centimetre; metres to 2 places, a centimetre), degrees also as DMS, and the pair
 * in the order people read it for the kind: "lat, lon" for degrees, "x, y" (easting, northing)
 * for metres. The service's own fields stay lat/lon, with lat = y for metres.
 */
import type { CoordType } from '../../../shared/contract/common';
import { COORD_SYSTEMS } from '../../../shared/crs/definitions';
import type { ServicePoint } from '../../../shared/crs/convert';

export const DEGREE_DECIMALS = 7;
export const METRE_DECIMALS = 2;

function decimalsFor(system: CoordType): number {
  return COORD_SYSTEMS[system].kind === 'geographic' ? DEGREE_DECIMALS : METRE_DECIMALS;
}

/** One value of the system, fixed to its decimals. */
export function formatValue(system: CoordType, value: number): string {
  return value.toFixed(decimalsFor(system));
}

/** The pair as people write it: "37.5665000, 126.9780000" or "309911.68, 552074.35" (x, y). */
export function formatPair(system: CoordType, p: ServicePoint): string {
  return COORD_SYSTEMS[system].kind === 'geographic'
    ? `${formatValue(system, p.lat)}, ${formatValue(system, p.lon)}`
    : `${formatValue(system, p.lon)}, ${formatValue(system, p.lat)}`;
}

/** 37°33′59.40″N; seconds to 2 places (about 30 cm), carrying 60″ into the minutes. */
export function formatDms(value: number, axis: 'lat' | 'lon'): string {
  const hemisphere = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const hundredths = Math.round(Math.abs(value) * 360_000);
  const degrees = Math.floor(hundredths / 360_000);
  const minutes = Math.floor((hundredths % 360_000) / 6_000);
  const seconds = (hundredths % 6_000) / 100;
  return `${degrees}°${String(minutes).padStart(2, '0')}′${seconds.toFixed(2).padStart(5, '0')}″${hemisphere}`;
}
