import type { RouteModule } from './route-module';
import { pointFormatter } from './point-format';
import { defineRoute } from '../http/define-route';

export const DEFAULT_PAGE = 1;
export const DEFAULT_COUNT = 20;

/**
 * GET /tmap/geo/fullAddrGeo (full-text address) → `{"coordinateInfo":{coordType, addressFlag,
 * page, count, totalCount, coordinate:[…]}}`, every value a string. Each item is either a
 * lot-number match (matchFlag, lat/lon) or a road-name match (newMatchFlag, newLat/newLon), best
 * first (address-search.ts); note newBuildingIndex etc. spelled in full here.
 * Defaults (api-facts §3): addressFlag F00, coordType WGS84GEO, page 1, count 20 (the contract
 * bounds count at 150 → 9402 above). Blank fullAddr → 9401.
 * No match → 200 with `coordinate: []` and totalCount "0" (choice: a list answer has an empty
 * form, and the console shows "no results" for it; the real service's empty answer is not known).
 */
export const fullAddrGeoRoutes: RouteModule = ({ world }) => [
  defineRoute('fullAddrGeo', (params) => {
    const coordType = params.coordType ?? 'WGS84GEO';
    const addressFlag = params.addressFlag ?? 'F00';
    const page = params.page ?? DEFAULT_PAGE;
    const count = params.count ?? DEFAULT_COUNT;
    const result = world.fullAddrGeo({ text: params.fullAddr, addressFlag, page, count }, pointFormatter(coordType));
    return {
      coordinateInfo: {
        coordType,
        addressFlag,
        page: String(page),
        count: String(count),
        totalCount: String(result.totalCount),
        coordinate: result.items,
      },
    };
  }),
];
