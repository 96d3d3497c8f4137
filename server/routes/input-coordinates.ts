import type { CoordType } from '../../src/api/contract/common';
import { COORD_SYSTEMS } from '../../src/lib/crs/definitions';
import { convert, isPlausible } from '../../src/lib/crs/convert';
import { ApiFailure } from '../http/envelopes';

/**
 * Coordinates between the request's system and WGS84 degrees, through the shared proj4 module.
 * For projected systems the service's `lat` field carries y (northing) and `lon` x (easting).
 */
export interface Wgs84 {
  lat: number;
  lon: number;
}

/** A request's (lat, lon) in `coordType` → WGS84; values implausible for that system answer 9402 naming them. */
export function toWgs84(coordType: CoordType, lat: number, lon: number, names: { lat: string; lon: string } = { lat: 'lat', lon: 'lon' }): Wgs84 {
  if (!isPlausible(coordType, { lat, lon })) {
    const b = COORD_SYSTEMS[coordType].bounds;
    const latOk = lat >= b.lat[0] && lat <= b.lat[1];
    const name = latOk ? names.lon : names.lat;
    const range = latOk ? b.lon : b.lat;
    throw ApiFailure.badParameter(name, `must be between ${range[0]} and ${range[1]} (${COORD_SYSTEMS[coordType].axes[latOk ? 'lon' : 'lat']}) for ${coordType}`);
  }
  return coordType === 'WGS84GEO' ? { lat, lon } : convert(coordType, 'WGS84GEO', { lat, lon });
}

/** WGS84 → the response's system (resCoordType). */
export function fromWgs84(coordType: CoordType, p: Wgs84): Wgs84 {
  return coordType === 'WGS84GEO' ? p : convert('WGS84GEO', coordType, p);
}
