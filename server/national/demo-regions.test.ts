import { afterEach, describe, expect, it } from 'vitest';
import { loadRegions, replaceDemoRegions, replaceImportedRegions } from '../db/imported-regions';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { createRegionIndex } from '../domain/region-index';
import { regionIdFor } from '../domain/world-builder';
import type { Region, RegionCategory } from '../domain/world-types';

function region(category: RegionCategory, code: string, parent: Region | null, box: [number, number, number, number], name = code): Region {
  const [w, s, e, n] = box;
  return {
    regionId: regionIdFor(category, code),
    code,
    name,
    category,
    parentId: parent?.regionId ?? null,
    fullName: name,
    geometry: [[[[w, s], [e, s], [e, n], [w, n], [w, s]]]],
    center: [(w + e) / 2, (s + n) / 2],
  };
}

describe('the demo world’s regions among imported ones', () => {
  const city = region('city_do', '1100000000', null, [0, 0, 10, 10], 'demo city');
  const gu = region('gu_gun', '1114000000', city, [0, 0, 5, 10], 'demo gu');
  const adminDong = region('adminDong', '1114055000', gu, [0, 0, 5, 5], 'demo admin dong');
  const legalDong = region('legalDong', '1114010300', gu, [0, 0, 5, 10], 'demo legal dong');
  const base = [city, gu, adminDong, legalDong];

  const importedCity = region('city_do', '1100000000', null, [0, 0, 12, 12], 'imported city');
  const importedGu = region('gu_gun', '1114000000', importedCity, [0, 0, 6, 12], 'imported gu');
  const importedDong = region('adminDong', '1114055000', importedGu, [0, 0, 6, 6], 'imported admin dong');
  const otherCity = region('city_do', '2600000000', null, [20, 0, 30, 10], 'other city');
  const otherGu = region('gu_gun', '2647000000', otherCity, [20, 0, 30, 10], 'other gu');

  // Open while the regions are used: a region reads its shape when first tested.
  let db: Db | undefined;
  afterEach(() => db?.close());
  const served = (imported: readonly Region[]) => {
    db = openDatabase(MEMORY_DB);
    replaceDemoRegions(db, base);
    replaceImportedRegions(db, ['11', '26'], imported);
    return loadRegions(db).regions;
  };

  it('replaces demo regions of the same regionId, keeps the rest, and orders by level with imported first', () => {
    expect(served([importedCity, otherCity, importedGu, otherGu, importedDong]).map((r) => r.name)).toEqual([
      'imported city',
      'other city',
      'imported gu',
      'other gu',
      'imported admin dong',
      'demo legal dong',
    ]);
  });

  it('serves the demo legal dong under the imported district, and imported regions where the demo world has none', () => {
    const index = createRegionIndex(served([importedCity, importedGu, importedDong, otherCity, otherGu]));
    const hit = index.locate(1, 1);
    expect([hit?.city_do.name, hit?.gu_gun.name, hit?.adminDong?.name, hit?.legalDong?.name]).toEqual([
      'imported city',
      'imported gu',
      'imported admin dong',
      'demo legal dong',
    ]);
    expect(index.locate(25, 5)?.gu_gun.name).toBe('other gu');
    expect(index.regionsAt(5.5, 11).map((r) => r.name)).toEqual(['imported city', 'imported gu']);
    expect(index.regionsAt(11, 11).map((r) => r.name)).toEqual(['imported city']);
    expect(index.children(importedGu.regionId).map((r) => r.name)).toEqual(['imported admin dong', 'demo legal dong']);
  });
});
