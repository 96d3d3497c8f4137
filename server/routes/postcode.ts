import type { RouteModule } from './route-module';
import { DEFAULT_COUNT, DEFAULT_PAGE } from './full-addr-geo';
import { pointFormatter } from './point-format';
import { defineRoute } from '../http/define-route';

/**
 * GET /tmap/geo/postcode → `{"coordinateInfo":{coordType, addressFlag, page, count, totalCount,
 * coordinate:[…]}}` with the postcode item fields (lat/lon/latEntr/lonEntr, address parts,
 * newRoadName, newBuildingIndex, zipcode), every value a string. `addr` is a 5-digit postcode
 * (the buildings carrying it) or address text (geocoded as fullAddrGeo with F00).
 * Defaults: addressFlag F00 (echoed; what every public client sends), coordType WGS84GEO, page 1,
 * count 20 (no documented bound). Blank addr → 9401.
 * No match → 200 with `coordinate: []` and totalCount "0", as fullAddrGeo.
 */
export const postcodeRoutes: RouteModule = ({ world }) => [
  defineRoute('postcode', (params) => {
    const coordType = params.coordType ?? 'WGS84GEO';
    const page = params.page ?? DEFAULT_PAGE;
    const count = params.count ?? DEFAULT_COUNT;
    const result = world.postcode({ text: params.addr, page, count }, pointFormatter(coordType));
    return {
      coordinateInfo: {
        coordType,
        addressFlag: params.addressFlag ?? 'F00',
        page: String(page),
        count: String(count),
        totalCount: String(result.totalCount),
        coordinate: result.items,
      },
    };
  }),
];
