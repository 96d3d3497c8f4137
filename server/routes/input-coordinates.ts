import type { CoordType } from '../../shared/contract/common';
import { convert, describeImplausibility, implausibility } from '../../shared/crs/convert';
import { ApiFailure } from '../http/api-failure';

/**
 * Coordinates between the request's system and WGS84 degrees, through the shared proj4 module.
 * For projected systems the service's `lat` field carries y (northing) and `lon` x (easting).
 */
export interface Wgs84 {
  lat: number;
  lon: number;
}

/**
 * A request's (lat, lon) in `coordType` → WGS84. A value that is not plausible for that system
 * (outside the envelope of the Korea region in it, or degrees sent as metres) answers 9402
 * naming the parameter, the system and the accepted range.
 */
export function toWgs84(coordType: CoordType, lat: number, lon: number, names: { lat: string; lon: string } = { lat: 'lat', lon: 'lon' }): Wgs84 {
  const problem = implausibility(coordType, { lat, lon });
  if (problem) throw ApiFailure.badParameter(names[problem.field], describeImplausibility(problem));
  return coordType === 'WGS84GEO' ? { lat, lon } : convert(coordType, 'WGS84GEO', { lat, lon });
}

/** WGS84 → the response's system (resCoordType). */
export function fromWgs84(coordType: CoordType, p: Wgs84): Wgs84 {
  return coordType === 'WGS84GEO' ? p : convert('WGS84GEO', coordType, p);
}
