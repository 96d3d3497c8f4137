import type { RouteModule } from './route-module';
import { ApiFailure } from '../http/api-failure';
import { toWgs84 } from './input-coordinates';
import { defineRoute } from '../http/define-route';

/** Search radius when the request names none (the documentation's sample call sends 100). */
const DEFAULT_ROAD_RADIUS_M = 100;
/** The emulator's cap on the radius: a nearest-road search is a street-scale question. */
const MAX_ROAD_RADIUS_M = 1000;

/**
 * GET /tmap/road/nearToRoad → `{"resultData":{"header":{…},"linkPoints":[{"location":{latitude,longitude}}…]}}`.
 * Header values are JSON numbers and linkId a string, as the road API sends them. opt and
 * vehicleType (meanings unpublished) and the vehicle dimensions are accepted and do not change
 * the answer. coordType (optional, default WGS84GEO) says what lat/lon are in; linkPoints are WGS84.
 * No link within the radius → 400 tmap 9404 naming the radius.
 */
export const nearToRoadRoutes: RouteModule = ({ world }) => [
  defineRoute('nearToRoad', (params) => {
    const radiusM = params.radius ?? DEFAULT_ROAD_RADIUS_M;
    if (radiusM > MAX_ROAD_RADIUS_M) throw ApiFailure.badParameter('radius', `must be at most ${MAX_ROAD_RADIUS_M} metres`);
    const point = toWgs84(params.coordType ?? 'WGS84GEO', params.lat, params.lon);
    const resultData = world.nearestRoad({ lon: point.lon, lat: point.lat, radiusM });
    if (!resultData) throw ApiFailure.notFound(`no road link within ${radiusM} m of lat=${params.lat}, lon=${params.lon}`);
    return { resultData };
  }),
];
