import type { RouteModule } from './route-module';
import { ApiFailure } from '../http/api-failure';
import { DEFAULT_ADDRESS_TYPE } from '../domain/reverse-geocoder';
import { isAtSea } from '../tiles/land-water';
import { NO_SERVICE_AREA_AT_SEA } from '../../shared/contract/envelopes';
import { toWgs84 } from './input-coordinates';
import { defineRoute } from '../http/define-route';

/**
 * GET /tmap/geo/reversegeocoding → `{"addressInfo":{…}}` from the world's reverse geocoder.
 * Defaults where the service's are unknown: coordType WGS84GEO, addressType A10 (what most
 * clients send; the fullest answer), newAddressExtend N. A point the world has no address
 * for answers 400 tmap 3102 (the service's "no service area" code); at sea (the basemap's land
 * and sea, tiles/land-water.ts) its detail says so: `[NoServiceArea]at sea: …`.
 */
export const reverseGeocodingRoutes: RouteModule = ({ world }) => [
  defineRoute('reverseGeocoding', (params) => {
    const point = toWgs84(params.coordType ?? 'WGS84GEO', params.lat, params.lon);
    const addressInfo = world.reverseGeocode({
      lon: point.lon,
      lat: point.lat,
      addressType: params.addressType ?? DEFAULT_ADDRESS_TYPE,
      newAddressExtend: params.newAddressExtend ?? 'N',
    });
    if (addressInfo === null) {
      const where = `lat=${params.lat}, lon=${params.lon}`;
      throw ApiFailure.noServiceArea(isAtSea(point.lon, point.lat) ? `${NO_SERVICE_AREA_AT_SEA}: no address at ${where}` : `No address at ${where}`);
    }
    return { addressInfo };
  }),
];
