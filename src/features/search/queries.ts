import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { isNothingFound } from '../../api/errors';
import { apiClient } from '../../session/api-client';
import { PAGE_SIZE, type SearchState } from './model/search-params';
import { fromConvertAdd, fromFullAddrGeo, fromGeocoding, fromPostcode, type SearchResult } from './model/search-results';

export interface SearchPage {
  results: SearchResult[];
  totalCount: number;
  /** The raw answer's contract deviations, if any. */
  deviations: number;
}

const list = <T,>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * The page of an operation that says "nothing found" as 9404 (structured geocoding, old↔new: one
 * object, with no empty form): an empty page, as the list operations answer it.
 */
async function orNothing(search: () => Promise<SearchPage>): Promise<SearchPage> {
  try {
    return await search();
  } catch (error) {
    if (isNothingFound(error)) return { results: [], totalCount: 0, deviations: 0 };
    throw error;
  }
}

/** Query factory for the search page: one entry per tab, each answering a SearchPage. */
export const searchQueries = {
  all: () => ['search'] as const,
  run: (s: SearchState) =>
    queryOptions({
      queryKey: [...searchQueries.all(), s.tab, s.q, s.flag, s.page, s.city, s.gu, s.dong, s.bunji, s.detail, s.dir, s.multi] as const,
      queryFn: async ({ signal }): Promise<SearchPage> => {
        switch (s.tab) {
          case 'full': {
            const res = await call(apiClient, 'fullAddrGeo', { fullAddr: s.q.trim(), addressFlag: s.flag, coordType: 'WGS84GEO', page: s.page, count: PAGE_SIZE }, { signal });
            const info = res.data.coordinateInfo;
            return { results: fromFullAddrGeo(list(info?.coordinate)), totalCount: info?.totalCount ?? 0, deviations: res.deviations.length };
          }
          case 'structured':
            return orNothing(async () => {
              const res = await call(
                apiClient,
                'geocoding',
                { city_do: s.city.trim(), gu_gun: s.gu.trim(), dong: s.dong.trim(), bunji: s.bunji.trim(), detailAddress: s.detail.trim(), addressFlag: s.flag, coordType: 'WGS84GEO' },
                { signal },
              );
              const results = fromGeocoding(res.data.coordinateInfo);
              return { results, totalCount: results.length, deviations: res.deviations.length };
            });
          case 'postcode': {
            const res = await call(apiClient, 'postcode', { addr: s.q.trim(), addressFlag: s.flag, coordType: 'WGS84GEO', page: s.page, count: PAGE_SIZE }, { signal });
            const info = res.data.coordinateInfo;
            return { results: fromPostcode(list(info?.coordinate)), totalCount: info?.totalCount ?? 0, deviations: res.deviations.length };
          }
          case 'convert':
            return orNothing(async () => {
              const res = await call(apiClient, 'convertAddress', { searchTypCd: s.dir, reqAdd: s.q.trim(), reqMulti: s.multi, resCoordType: 'WGS84GEO' }, { signal });
              const results = fromConvertAdd(res.data.ConvertAdd);
              return { results, totalCount: results.length, deviations: res.deviations.length };
            });
        }
      },
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  convert: (searchTypCd: 'OtoN' | 'NtoO', reqAdd: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'convert-inline', searchTypCd, reqAdd] as const,
      queryFn: async ({ signal }) => {
        try {
          const res = await call(apiClient, 'convertAddress', { searchTypCd, reqAdd, reqMulti: 'M', resCoordType: 'WGS84GEO' }, { signal });
          return fromConvertAdd(res.data.ConvertAdd);
        } catch (error) {
          // No counterpart (9404): "no conversion found", not an error.
          if (isNothingFound(error)) return [];
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    }),
};
