import type { CoordType } from '../../src/api/contract/common';
import { ApiFailure } from '../http/envelopes';

/**
 * Input coordinates → WGS84 degrees for the routes. WGS84GEO and EPSG3857 (spherical
 * Mercator: lon = x, lat = y, metres) are supported; the Korean systems answer 1007 naming
 * coordType until the shared proj4 module is wired in.
 */

const EARTH_RADIUS = 6378137;
const MERCATOR_MAX = Math.PI * EARTH_RADIUS;

export interface Wgs84 {
  lat: number;
  lon: number;
}

export function toWgs84(coordType: CoordType, lat: number, lon: number, param = 'coordType'): Wgs84 {
  switch (coordType) {
    case 'WGS84GEO':
      if (lat < -90 || lat > 90) throw ApiFailure.badParameter('lat', 'must be between -90 and 90 degrees');
      if (lon < -180 || lon > 180) throw ApiFailure.badParameter('lon', 'must be between -180 and 180 degrees');
      return { lat, lon };
    case 'EPSG3857': {
      const limit = `must be between -${MERCATOR_MAX.toFixed(2)} and ${MERCATOR_MAX.toFixed(2)} metres for EPSG3857`;
      if (Math.abs(lat) > MERCATOR_MAX) throw ApiFailure.badParameter('lat', limit);
      if (Math.abs(lon) > MERCATOR_MAX) throw ApiFailure.badParameter('lon', limit);
      return {
        lon: (lon / EARTH_RADIUS) * (180 / Math.PI),
        lat: (2 * Math.atan(Math.exp(lat / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI),
      };
    }
    default:
      throw ApiFailure.badCoordType(param, `${coordType} is not supported by the emulator yet (use WGS84GEO or EPSG3857)`);
  }
}
