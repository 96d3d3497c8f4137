import type { CoordType } from '../../../../shared/contract/common';
import type { ProbePoint } from './probe-point';

/**
 * The clicked WGS84 point in the system a request is sent in. For projected systems the
 * service's `lat` carries the northing (y) and `lon` the easting (x). The projection library is
 * fetched only when another system than WGS84 is asked for.
 */
export async function toServiceCoords(point: ProbePoint, coordType: CoordType): Promise<{ lat: number; lon: number }> {
  if (coordType === 'WGS84GEO') return point;
  const { convert } = await import('../../../../shared/crs/convert');
  return convert('WGS84GEO', coordType, point);
}
