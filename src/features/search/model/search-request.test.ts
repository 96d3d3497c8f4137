import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH } from './search-params';
import { searchRequest } from './search-request';

describe('a search’s request, for "Compare with…"', () => {
  it('names the operation of each tab and the parameters it sends', () => {
    expect(searchRequest({ ...DEFAULT_SEARCH, tab: 'full', q: ' 세종대로 110 ' })).toEqual({
      operation: 'fullAddrGeo',
      params: { fullAddr: '세종대로 110', addressFlag: 'F00', coordType: 'WGS84GEO', page: 1, count: expect.any(Number) },
    });
    expect(searchRequest({ ...DEFAULT_SEARCH, tab: 'postcode', q: '세종대로' }).operation).toBe('postcode');
    expect(searchRequest({ ...DEFAULT_SEARCH, tab: 'structured' }).operation).toBe('geocoding');
    expect(searchRequest({ ...DEFAULT_SEARCH, tab: 'convert', q: 'x', dir: 'OtoN' }).params).toMatchObject({ searchTypCd: 'OtoN', reqAdd: 'x' });
  });
});
