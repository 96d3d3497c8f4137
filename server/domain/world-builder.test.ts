import { describe, expect, it } from 'vitest';
import { areaSquareMetres, bboxOf, signedRingArea } from '../../shared/geometry/area.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { SEOUL, SEOUL_DISTRICTS, SEOUL_OUTLINE } from '../data/seoul-seeds.ts';
import { buildDemoWorld, buildWorld } from './world-builder.ts';
import type { MultiPolygonCoords, Region } from './world-types.ts';

const world = buildDemoWorld();
/** Planar area in square degrees (one scale for all regions, so sums compare exactly). */
const planarArea = (g: MultiPolygonCoords): number =>
  g.reduce((sum, [outer, ...holes]) => sum + Math.abs(signedRingArea(outer ?? [])) - holes.reduce((h, r) => h + Math.abs(signedRingArea(r)), 0), 0);
const byCategory = (category: Region['category']): Region[] => world.regions.filter((r) => r.category === category);

const DISTRICTS: Record<string, string> = {
  종로구: '1111000000', 중구: '1114000000', 용산구: '1117000000', 성동구: '1120000000', 광진구: '1121500000',
  동대문구: '1123000000', 중랑구: '1126000000', 성북구: '1129000000', 강북구: '1130500000', 도봉구: '1132000000',
  노원구: '1135000000', 은평구: '1138000000', 서대문구: '1141000000', 마포구: '1144000000', 양천구: '1147000000',
  강서구: '1150000000', 구로구: '1153000000', 금천구: '1154500000', 영등포구: '1156000000', 동작구: '1159000000',
  관악구: '1162000000', 서초구: '1165000000', 강남구: '1168000000', 송파구: '1171000000', 강동구: '1174000000',
};

describe('buildDemoWorld', () => {
  it('has Seoul as the only city', () => {
    const cities = byCategory('city_do');
    expect(cities).toHaveLength(1);
    expect(cities[0]).toMatchObject({ name: '서울특별시', code: '1100000000', parentId: null, fullName: '서울특별시' });
    expect(world.city).toBe(cities[0]);
  });

  it('has all 25 districts with their official 10-digit codes', () => {
    const districts = byCategory('gu_gun');
    expect(districts).toHaveLength(25);
    expect(Object.fromEntries(districts.map((d) => [d.name, d.code]))).toEqual(DISTRICTS);
    for (const d of districts) {
      expect(d.code).toMatch(/^11\d{8}$/);
      expect(d.parentId).toBe(world.city.regionId);
      expect(d.fullName).toBe(`서울특별시 ${d.name}`);
      expect(areaSquareMetres(d.geometry)).toBeGreaterThan(5e6);
    }
  });

  it('covers the city exactly with its districts', () => {
    const total = byCategory('gu_gun').reduce((sum, d) => sum + planarArea(d.geometry), 0);
    expect(Math.abs(total / planarArea(world.city.geometry) - 1)).toBeLessThan(1e-6);
  });

  it('details every administrative and legal dong of 종로구, 중구 and 강남구', () => {
    const count = (district: string, category: Region['category']): number => {
      const parent = world.index.byCode(DISTRICTS[district] ?? '');
      return world.regions.filter((r) => r.category === category && r.parentId === parent?.regionId).length;
    };
    expect([count('종로구', 'adminDong'), count('종로구', 'legalDong')]).toEqual([17, 87]);
    expect([count('중구', 'adminDong'), count('중구', 'legalDong')]).toEqual([15, 74]);
    expect([count('강남구', 'adminDong'), count('강남구', 'legalDong')]).toEqual([22, 14]);
    expect(world.index.byCode('1114055000')).toMatchObject({ name: '명동', category: 'adminDong', fullName: '서울특별시 중구 명동' });
    expect(world.index.byCode('1114052000')).toMatchObject({ name: '소공동', category: 'adminDong' });
    expect(world.index.byCode('1168064000')).toMatchObject({ name: '역삼1동', category: 'adminDong' });
    expect(world.index.byCode('1114010300')).toMatchObject({ name: '태평로1가', category: 'legalDong' });
    expect(world.index.byCode('1111011900')).toMatchObject({ name: '세종로', category: 'legalDong' });
  });

  it('gives every region a numeric, unique, code-derived id, a 10-digit code and a closed geometry', () => {
    const ids = new Set<string>();
    for (const r of world.regions) {
      expect(r.regionId).toMatch(/^\d+$/);
      expect(r.regionId.endsWith(r.code)).toBe(true);
      expect(ids.has(r.regionId)).toBe(false);
      ids.add(r.regionId);
      expect(r.code).toMatch(/^\d{10}$/);
      expect(r.geometry.length).toBeGreaterThan(0);
      for (const polygon of r.geometry) {
        for (const ring of polygon) {
          expect(ring.length).toBeGreaterThanOrEqual(4);
          expect(ring[0]).toEqual(ring[ring.length - 1]);
        }
      }
    }
  });

  it('puts every centre inside its own region', () => {
    for (const r of world.regions) expect(pointInMultiPolygon(r.center[0], r.center[1], r.geometry), r.name).toBe(true);
  });

  it('makes dong polygons non-empty and inside their district', () => {
    for (const dong of [...byCategory('adminDong'), ...byCategory('legalDong')]) {
      const district = world.index.byId(dong.parentId ?? '');
      expect(district?.category).toBe('gu_gun');
      if (!district) continue;
      expect(areaSquareMetres(dong.geometry), dong.name).toBeGreaterThan(1_000);
      expect(pointInMultiPolygon(dong.center[0], dong.center[1], district.geometry)).toBe(true);
      const [w, s, e, n] = bboxOf(dong.geometry);
      const [dw, ds, de, dn] = bboxOf(district.geometry);
      expect(w >= dw - 1e-9 && s >= ds - 1e-9 && e <= de + 1e-9 && n <= dn + 1e-9, dong.name).toBe(true);
    }
  });

  it('tessellates each detailed district once by administrative dongs and once by legal dongs', () => {
    for (const name of ['종로구', '중구', '강남구']) {
      const district = world.index.byCode(DISTRICTS[name] ?? '');
      expect(district).toBeDefined();
      if (!district) continue;
      const kids = world.index.children(district.regionId);
      for (const category of ['adminDong', 'legalDong'] as const) {
        const dongs = kids.filter((r) => r.category === category);
        const total = dongs.reduce((sum, d) => sum + planarArea(d.geometry), 0);
        expect(Math.abs(total / planarArea(district.geometry) - 1), `${name} ${category}`).toBeLessThan(1e-6);
        // Sample points: inside the district, exactly one dong of the category; outside it, none.
        const [w, s, e, n] = bboxOf(district.geometry);
        const steps = 40;
        for (let i = 0; i < steps; i++) {
          for (let j = 0; j < steps; j++) {
            const lon = w + ((i + 0.37) / steps) * (e - w);
            const lat = s + ((j + 0.61) / steps) * (n - s);
            const containing = dongs.filter((d) => pointInMultiPolygon(lon, lat, d.geometry)).length;
            expect(containing).toBe(pointInMultiPolygon(lon, lat, district.geometry) ? 1 : 0);
          }
        }
      }
    }
  });

  it('is deterministic', () => {
    const again = buildDemoWorld();
    expect(again.regions).toEqual(world.regions);
    expect(again.water).toEqual(world.water);
    expect(again.roads.links).toEqual(world.roads.links);
    expect(again.buildings.buildings).toEqual(world.buildings.buildings);
    expect(again.pois.pois).toEqual(world.pois.pois);
  });

  it('carries the road network, the buildings and the POIs', () => {
    expect(world.roads.roads.length).toBeGreaterThanOrEqual(50);
    expect(world.roads.index.segmentCount).toBeGreaterThan(500);
    expect(world.buildings.buildings.length).toBeGreaterThan(3000);
    expect(world.pois.pois.length).toBeGreaterThanOrEqual(40);
    expect(world.buildings.lookup('세종대로', 110)?.name).toBe('서울특별시청');
  });

  it('builds a world without roads when the seeds have none', () => {
    const bare = buildWorld({ city: SEOUL, cityOutline: SEOUL_OUTLINE, districts: SEOUL_DISTRICTS, detailed: [] });
    expect(bare.roads.links).toEqual([]);
    expect(bare.roads.index.nearest(126.978, 37.5665, 1000)).toBeNull();
    expect(bare.buildings.buildings).toEqual([]);
    expect(bare.pois.pois).toEqual([]);
  });
});
