import type { RouteModule } from './route-module';
import { ApiFailure } from '../http/api-failure';
import { pointFormatter } from './point-format';
import { defineRoute } from '../http/define-route';

/**
 * GET /tmap/geo/convertAddress → `{"ConvertAdd":{…}}` (capital C), every value a string.
 * searchTypCd NtoO: road-name address → lot (oldLat/oldLon, primary/secondary …, and the
 * building in newAddressList); OtoN: lot → its road-name addresses in newAddressList.newAddress.
 * Defaults: reqMulti S (one answer; M lists every building on the lot), resCoordType WGS84GEO.
 * searchTypCd and reqAdd are required (blank → 9401).
 * No match (unknown address, or no counterpart: a lot without a building) → 400 tmap 9404: the
 * answer is a single node with the old address filled, so there is no empty form of it.
 */
export const convertAddressRoutes: RouteModule = ({ world }) => [
  defineRoute('convertAddress', (params) => {
    const reqMulti = params.reqMulti ?? 'S';
    const result = world.convertAddress({ searchTypCd: params.searchTypCd, reqAdd: params.reqAdd, reqMulti }, pointFormatter(params.resCoordType ?? 'WGS84GEO'));
    if (!result) throw ApiFailure.notFound(`no ${params.searchTypCd === 'NtoO' ? 'lot-number' : 'road-name'} address for ${params.reqAdd}`);
    return { ConvertAdd: result };
  }),
];
