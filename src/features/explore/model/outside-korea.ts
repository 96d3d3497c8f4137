import { KOREA_REGION } from '../../../../shared/crs/korea-region';
import type { ProbePoint } from './probe-point';

/**
 * Whether a point lies outside the region the platform serves (KOREA_REGION, the box every
 * coordinate system's plausible range is drawn from): Explore sends no lookup there, since each
 * would only be refused (9402), and says once that the point is outside Korea.
 */
export function outsideKorea(point: ProbePoint): boolean {
  return point.lat < KOREA_REGION.lat[0] || point.lat > KOREA_REGION.lat[1] || point.lon < KOREA_REGION.lon[0] || point.lon > KOREA_REGION.lon[1];
}
