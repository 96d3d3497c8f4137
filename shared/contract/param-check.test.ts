import { describe, expect, it } from 'vitest';
import { fullAddrGeoParamsSchema, reverseGeocodingParamsSchema } from './geo';
import { regionSearchParamsSchema } from './geofencing';
import { checkParams } from './param-check';
import { zoneListInsertParamsSchema } from './zones';

describe('checkParams', () => {
  it('returns the parsed params', () => {
    const result = checkParams(reverseGeocodingParamsSchema, new URLSearchParams('version=1&lat=37.5&lon=127&appKey=k'));
    expect(result).toEqual({ ok: true, data: { lat: 37.5, lon: 127 } });
  });

  it('sorts absent and blank params into missing', () => {
    const result = checkParams(reverseGeocodingParamsSchema, new URLSearchParams('lat=&coordType=WGS84GEO'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missing.sort()).toEqual(['lat', 'lon']);
  });

  it('names invalid values apart from missing ones', () => {
    const result = checkParams(fullAddrGeoParamsSchema, { fullAddr: '강남대로 396', count: '500', coordType: 'KATEC' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual([]);
    expect(result.problems.map((p) => [p.param, p.kind]).sort()).toEqual([
      ['coordType', 'invalid'],
      ['count', 'invalid'],
    ]);
    expect(result.problems.find((p) => p.param === 'count')?.message).toContain('count');
  });

  it('treats a missing discriminator as missing and an unknown one as invalid', () => {
    const missing = checkParams(regionSearchParamsSchema, { categories: 'gu_gun' });
    expect(!missing.ok && missing.missing).toEqual(['searchType']);
    const invalid = checkParams(regionSearchParamsSchema, { categories: 'gu_gun', searchType: 'NAME' });
    expect(!invalid.ok && invalid.problems[0]?.kind).toBe('invalid');
    const keyword = checkParams(regionSearchParamsSchema, { categories: 'gu_gun', searchType: 'KEYWORD' });
    expect(!keyword.ok && keyword.missing).toEqual(['searchKeyword']);
  });

  it('reports nested body paths', () => {
    const result = checkParams(zoneListInsertParamsSchema, { reqDatas: [{ code: '0001', name: '' }] });
    expect(!result.ok && result.missing).toEqual(['reqDatas.0.name']);
  });
});
