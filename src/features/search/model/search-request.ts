import type { ComparableOperation } from '../../../session/compare-link';
import { PAGE_SIZE, type SearchState } from './search-params';

/** The operation and parameters a search sends (as ../queries.ts sends them), for "Compare with…". */
export function searchRequest(s: SearchState): { operation: ComparableOperation; params: Record<string, string | number> } {
  switch (s.tab) {
    case 'full':
      return { operation: 'fullAddrGeo', params: { fullAddr: s.q.trim(), addressFlag: s.flag, coordType: 'WGS84GEO', page: s.page, count: PAGE_SIZE } };
    case 'structured':
      return {
        operation: 'geocoding',
        params: { city_do: s.city.trim(), gu_gun: s.gu.trim(), dong: s.dong.trim(), bunji: s.bunji.trim(), detailAddress: s.detail.trim(), addressFlag: s.flag, coordType: 'WGS84GEO' },
      };
    case 'postcode':
      return { operation: 'postcode', params: { addr: s.q.trim(), addressFlag: s.flag, coordType: 'WGS84GEO', page: s.page, count: PAGE_SIZE } };
    case 'convert':
      return { operation: 'convertAddress', params: { searchTypCd: s.dir, reqAdd: s.q.trim(), reqMulti: s.multi, resCoordType: 'WGS84GEO' } };
  }
}
