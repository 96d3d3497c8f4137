import { operationContracts } from '../../src/api/contract/operations';
import type { ApiRoute, RouteModule } from '../app-types';
import { ApiFailure } from '../http/envelopes';
import { parseParams, queryParams, versionSchema } from '../http/params';
import { readFormat, renderBody } from '../http/render';
import { DEFAULT_ADDRESS_TYPE } from '../domain/reverse-geocoder';
import { toWgs84 } from './input-coordinates';

/**
 * GET /tmap/geo/reversegeocoding → `{"addressInfo":{…}}` from the world's reverse geocoder.
 * Defaults where the service's are unknown: coordType WGS84GEO, addressType A10 (what most
 * clients send; the fullest answer), newAddressExtend N. A point the world has no address
 * for answers 400 tmap 3102 (the service's "no service area" code).
 */
export const reverseGeocodingRoutes: RouteModule = ({ world }) => {
  const contract = operationContracts.reverseGeocoding;
  const route: ApiRoute = {
    method: contract.method,
    path: contract.path,
    area: 'tmap',
    handle(c) {
      const query = queryParams(c.req.url);
      const params = parseParams(versionSchema, contract.params, query);
      const choice = readFormat((name) => c.req.query(name));
      const point = toWgs84(params.coordType ?? 'WGS84GEO', params.lat, params.lon);
      const addressInfo = world.reverseGeocode({
        lon: point.lon,
        lat: point.lat,
        addressType: params.addressType ?? DEFAULT_ADDRESS_TYPE,
        newAddressExtend: params.newAddressExtend ?? 'N',
      });
      if (addressInfo === null) {
        throw ApiFailure.noServiceArea(`No address at lat=${params.lat}, lon=${params.lon}`);
      }
      return renderBody({ addressInfo }, choice);
    },
  };
  return [route];
};
