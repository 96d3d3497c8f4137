import { describe, expect, it } from 'vitest';
import { adminFixture, FIXTURE_DONGS } from '../testing/admin-fixture.ts';
import { readAdminDongFeature, type AdminDongRecord } from './admin-dong-feature.ts';
import { buildAdminRegions, regionCenter } from './admin-regions.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { regionIdFor } from './world-builder.ts';
import type { MultiPolygonCoords } from './world-types.ts';

const records: AdminDongRecord[] = adminFixture().features.flatMap((f) => {
  const result = readAdminDongFeature(f);
  return result.ok ? [result.dong] : [];
});

describe('buildAdminRegions', () => {
  const built = buildAdminRegions(records);

  it('builds one province, two districts and five dongs with 10-digit codes and names', () => {
    expect(built.provinces.map((r) => [r.regionId, r.code, r.name, r.fullName, r.parentId])).toEqual([
      ['19900000000', '9900000000', '가상도', '가상도', null],
    ]);
    expect(built.districts.map((r) => [r.regionId, r.code, r.name, r.fullName])).toEqual([
      ['29911000000', '9911000000', '가람구', '가상도 가람구'],
      ['29912000000', '9912000000', '나래구', '가상도 나래구'],
    ]);
    expect(built.dongs.map((r) => [r.code, r.name, r.fullName])).toEqual(
      FIXTURE_DONGS.map((d) => [d.code, d.name, `가상도 ${d.sgg === '99110' ? '가람구' : '나래구'} ${d.name}`]),
    );
    expect(built.dongs.every((r) => r.category === 'adminDong' && r.regionId === regionIdFor('adminDong', r.code))).toBe(true);
    expect(built.dissolved).toEqual({ topology: 3, union: 0 });
    expect(built.warnings).toEqual([]);
  });

  it('links dongs to their district and districts to their province', () => {
    for (const dong of built.dongs) expect(dong.parentId).toBe(regionIdFor('gu_gun', `${dong.code.slice(0, 5)}00000`));
    for (const district of built.districts) expect(district.parentId).toBe('19900000000');
  });

  it("dissolves each district so that it contains its dongs' centres and not the others'", () => {
    for (const district of built.districts) {
      expect(district.geometry).toHaveLength(1);
      expect(district.geometry[0]).toHaveLength(1);
      for (const dong of built.dongs) {
        const own = dong.parentId === district.regionId;
        expect(pointInMultiPolygon(dong.center[0], dong.center[1], dong.geometry)).toBe(true);
        expect(pointInMultiPolygon(dong.center[0], dong.center[1], district.geometry)).toBe(own);
      }
      expect(pointInMultiPolygon(district.center[0], district.center[1], district.geometry)).toBe(true);
    }
    const province = built.provinces[0]!;
    expect(province.geometry).toHaveLength(1);
    for (const dong of built.dongs) expect(pointInMultiPolygon(dong.center[0], dong.center[1], province.geometry)).toBe(true);
  });

  it('takes replacement geometry where given', () => {
    const box: MultiPolygonCoords = [[[[127, 35], [129, 35], [129, 37], [127, 37], [127, 35]]]];
    const replaced = buildAdminRegions(records, { provinceGeometry: new Map([['99', box]]), districtGeometry: new Map([['99120', box]]) });
    expect(replaced.provinces[0]!.geometry).toBe(box);
    expect(replaced.districts[1]!.geometry).toBe(box);
    expect(replaced.districts[0]!.geometry).not.toBe(box);
  });

  it('warns when one code has two names, keeping the first', () => {
    const renamed = records.map((r) => (r.code === '9912052000' ? { ...r, districtName: '나래시' } : r));
    expect(buildAdminRegions(renamed).warnings).toEqual(['sgg 99120 is named both "나래구" and "나래시" (9912052000); kept the first']);
  });
});

describe('regionCenter', () => {
  it('finds a point inside an archipelago whose centroid line crosses only sea', () => {
    const islet = (x: number, y: number): MultiPolygonCoords[number] => [[[x, y], [x + 0.01, y], [x + 0.01, y + 0.01], [x, y + 0.01], [x, y]]];
    const islands: MultiPolygonCoords = [islet(127, 34), islet(127.5, 34.5), islet(127.2, 34.9)];
    const [lon, lat] = regionCenter(islands);
    expect(pointInMultiPolygon(lon, lat, islands)).toBe(true);
  });
});
