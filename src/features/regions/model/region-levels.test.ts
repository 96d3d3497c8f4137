import { describe, expect, it } from 'vitest';
import { isRegionLevel, levelCategories, mergeLevelPages, otherLevels } from './region-levels';

describe('region levels', () => {
  it('searches every level for "all" and one for a level', () => {
    expect(levelCategories('all')).toEqual(['city_do', 'gu_gun', 'adminDong', 'legalDong']);
    expect(levelCategories('legalDong')).toEqual(['legalDong']);
  });

  it('suggests the other levels of a one-level search, none for "all"', () => {
    expect(otherLevels('gu_gun')).toEqual(['city_do', 'adminDong', 'legalDong']);
    expect(otherLevels('all')).toEqual([]);
  });

  it('knows the levels and nothing else', () => {
    expect(['all', 'city_do', 'gu_gun', 'adminDong', 'legalDong'].every(isRegionLevel)).toBe(true);
    expect(isRegionLevel('SIGUNP')).toBe(false);
    expect(isRegionLevel(null)).toBe(false);
  });

  it('merges level pages province first and has more when any level filled its page', () => {
    const merged = mergeLevelPages(
      [
        { category: 'legalDong', items: ['역삼동'] },
        { category: 'adminDong', items: ['역삼1동', '역삼2동'] },
        { category: 'gu_gun', items: [] },
      ],
      2,
    );
    expect(merged).toEqual({ items: ['역삼1동', '역삼2동', '역삼동'], more: true });
    expect(mergeLevelPages([{ category: 'gu_gun', items: ['강남구'] }], 2).more).toBe(false);
  });
});
