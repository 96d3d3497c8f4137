import type { CoordType } from '../../../api/contract/common';
import { convert } from '../../../lib/crs/convert';
import type { ProbePoint } from './probe-point';

/**
 * The clicked WGS84 point in the system a request is sent in. For projected systems the
 * service's `lat` carries the northing (y) and `lon` the easting (x).
 */
export function toServiceCoords(point: ProbePoint, coordType: CoordType): { lat: number; lon: number } {
  if (coordType === 'WGS84GEO') return point;
  return convert('WGS84GEO', coordType, point);
}
