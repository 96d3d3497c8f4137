import type { RouteModule } from './route-module';
import { fromWgs84, toWgs84 } from './input-coordinates';
import { defineRoute } from '../http/define-route';

/** fromCoord / toCoord when the request names none (api-facts §4: the web sample sends WGS84 and omits both). */
const DEFAULT_COORD = 'WGS84GEO';

/** A converted value as the service writes it: a string with at most 6 decimals, trailing zeros dropped ("309911.6786"). */
export function serviceNumber(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, '');
}

/**
 * GET /tmap/geo/coordconvert → `{"coordinate":{"lat","lon"}}` (strings): lat/lon read in fromCoord
 * and written in toCoord, both WGS84GEO by default, through the shared definitions of shared/crs
 * (for a projected system lat is y, the northing, and lon is x, the easting). A value that is not
 * plausible in fromCoord answers 400 9402 naming the parameter and the accepted range.
 */
export const coordConvertRoutes: RouteModule = () => [
  defineRoute('coordConvert', (params) => {
    const wgs84 = toWgs84(params.fromCoord ?? DEFAULT_COORD, params.lat, params.lon);
    const out = fromWgs84(params.toCoord ?? DEFAULT_COORD, wgs84);
    return { coordinate: { lat: serviceNumber(out.lat), lon: serviceNumber(out.lon) } };
  }),
];
