import type { RouteModule } from './route-module';
import { ApiFailure } from '../http/api-failure';
import { pointFormatter } from './point-format';
import { defineRoute } from '../http/define-route';

/** addressFlag when the request names none: both lot-number and road-name matching. */
const DEFAULT_GEOCODING_ADDRESS_FLAG = 'F00';

/**
 * GET /tmap/geo/geocoding (structured address) → `{"coordinateInfo":{…}}`, a single object: the
 * best match (M11, then N*, then the other M*; address-search.ts), every value a string ('' when
 * unused), coordinates in coordType (default WGS84GEO). Note the service's spelling
 * newBuildngIndex / newBuildngName / newBuildngCateName here.
 * city_do, gu_gun and dong are required (blank = missing → 9401); addressFlag defaults to F00
 * (the service's default is not documented; public clients always send one).
 * No match → 400 tmap 9404: the answer is a single object, so there is no empty form of it.
 */
export const geocodingRoutes: RouteModule = ({ world }) => [
  defineRoute('geocoding', (params) => {
    const coordType = params.coordType ?? 'WGS84GEO';
    const addressFlag = params.addressFlag ?? DEFAULT_GEOCODING_ADDRESS_FLAG;
    const info = world.geocode(
      { city_do: params.city_do, gu_gun: params.gu_gun, dong: params.dong, bunji: params.bunji, detailAddress: params.detailAddress, addressFlag },
      pointFormatter(coordType),
    );
    if (!info) throw ApiFailure.notFound(`no address matches ${[params.city_do, params.gu_gun, params.dong, params.bunji ?? ''].join(' ').trim()}`);
    return { coordinateInfo: { coordType, addressFlag, ...info } };
  }),
];
