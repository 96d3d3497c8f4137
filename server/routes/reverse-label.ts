import type { RouteModule } from './route-module';
import { ApiFailure } from '../http/api-failure';
import { fromWgs84, toWgs84 } from './input-coordinates';
import { defineRoute } from '../http/define-route';

/** Map level when the request names none (what the public Kotlin clients send). */
const DEFAULT_REQ_LEVEL = 19;

/**
 * GET /tmap/geo/reverseLabel → `{"poiInfo":{"id","name","poiLat","poiLon"}}`: the POI nearest to
 * centerLat/centerLon within a radius that shrinks as the map level grows (15 → 800 m … 19 → 50 m).
 * poiLat/poiLon are JSON numbers (as in the captured answer), in resCoordType.
 * No POI within reach → 400 tmap 9404.
 */
export const reverseLabelRoutes: RouteModule = ({ world }) => [
  defineRoute('reverseLabel', (params) => {
    const reqLevel = params.reqLevel ?? DEFAULT_REQ_LEVEL;
    const point = toWgs84(params.reqCoordType ?? 'WGS84GEO', params.centerLat, params.centerLon, { lat: 'centerLat', lon: 'centerLon' });
    const poi = world.reverseLabel({ lon: point.lon, lat: point.lat, reqLevel });
    if (!poi) throw ApiFailure.notFound(`no POI near centerLat=${params.centerLat}, centerLon=${params.centerLon} at reqLevel ${reqLevel}`);
    const at = fromWgs84(params.resCoordType ?? 'WGS84GEO', { lat: poi.lat, lon: poi.lon });
    return { poiInfo: { id: poi.id, name: poi.name, poiLat: at.lat, poiLon: at.lon } };
  }),
];
