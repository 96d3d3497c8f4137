import { describe, expect, it } from 'vitest';
import { parseRegionsParams, writeRegionsParams } from './regions-params';

describe('regions params', () => {
  it('searches every level unless a link names one', () => {
    expect(parseRegionsParams(new URLSearchParams('q=역삼')).cat).toBe('all');
    expect(writeRegionsParams(parseRegionsParams(new URLSearchParams('q=역삼'))).toString()).toBe('q=%EC%97%AD%EC%82%BC');
  });

  it('keeps the level of links made before "all levels" existed', () => {
    for (const cat of ['city_do', 'gu_gun', 'adminDong', 'legalDong'] as const) {
      const p = parseRegionsParams(new URLSearchParams(`q=강남&cat=${cat}`));
      expect(p.cat).toBe(cat);
      expect(writeRegionsParams(p).get('cat')).toBe(cat);
    }
    expect(parseRegionsParams(new URLSearchParams('q=강남&cat=bogus')).cat).toBe('all');
  });
});
