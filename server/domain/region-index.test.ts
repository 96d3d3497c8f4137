import { describe, expect, it } from 'vitest';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { createRegionIndex } from './region-index.ts';
import { buildDemoWorld } from './world-builder.ts';

const world = buildDemoWorld();
const { index } = world;

describe('locate', () => {
  it('Seoul City Hall is 서울특별시 중구, administrative dong 명동, legal dong 태평로1가', () => {
    const hit = index.locate(126.978, 37.5665);
    expect(hit?.city_do.name).toBe('서울특별시');
    expect(hit?.gu_gun).toMatchObject({ name: '중구', code: '1114000000' });
    expect(hit?.adminDong).toMatchObject({ name: '명동', code: '1114055000' });
    expect(hit?.legalDong).toMatchObject({ name: '태평로1가', code: '1114010300' });
  });

  it('east of Gangnam Station is 강남구 역삼1동, legal dong 역삼동', () => {
    const hit = index.locate(127.0286, 37.4981);
    expect(hit?.gu_gun).toMatchObject({ name: '강남구', code: '1168000000' });
    expect(hit?.adminDong).toMatchObject({ name: '역삼1동', code: '1168064000' });
    expect(hit?.legalDong).toMatchObject({ name: '역삼동', code: '1168010100' });
  });

  it('the National Assembly is in 영등포구, which has no dong detail yet', () => {
    const hit = index.locate(126.914, 37.5318);
    expect(hit?.gu_gun).toMatchObject({ name: '영등포구', code: '1156000000' });
    expect(hit?.adminDong).toBeUndefined();
    expect(hit?.legalDong).toBeUndefined();
  });

  it('Gyeongbokgung is 종로구 청운효자동 (as in the admin boundaries), legal dong 세종로', () => {
    const hit = index.locate(126.977, 37.5796);
    expect(hit?.gu_gun.name).toBe('종로구');
    expect(hit?.adminDong).toMatchObject({ name: '청운효자동', code: '1111051500' });
    expect(hit?.legalDong).toMatchObject({ name: '세종로', code: '1111011900' });
  });

  it('more well-known places land in their district', () => {
    const cases: [string, number, number, string][] = [
      ['Myeongdong Cathedral', 126.9873, 37.5633, '중구'],
      ['Dongdaemun Design Plaza', 127.0092, 37.5665, '중구'],
      ['Changdeokgung', 126.991, 37.5794, '종로구'],
      ['COEX', 127.0592, 37.5117, '강남구'],
      ['Seoul Station', 126.9707, 37.5547, '중구'],
      ['Jamsil Station', 127.1001, 37.5133, '송파구'],
      ['Hongik Univ. Station', 126.9245, 37.5573, '마포구'],
      ['Yongsan District Office', 126.99, 37.5324, '용산구'],
    ];
    for (const [place, lon, lat, gu] of cases) expect(index.locate(lon, lat)?.gu_gun.name, place).toBe(gu);
  });

  it('answers null outside Seoul and for non-numbers', () => {
    expect(index.locate(129.075, 35.1798)).toBeNull(); // Busan City Hall
    expect(index.locate(126.7052, 37.4563)).toBeNull(); // Incheon
    expect(index.locate(125.0, 37.0)).toBeNull(); // Yellow Sea
    expect(index.locate(Number.NaN, 37.5)).toBeNull();
  });

  it('agrees with a brute-force scan over every region', () => {
    const [w, s, e, n] = index.bbox(world.city.regionId) ?? [0, 0, 0, 0];
    for (let i = 0; i < 30; i++) {
      for (let j = 0; j < 30; j++) {
        const lon = w + ((i + 0.5) / 30) * (e - w);
        const lat = s + ((j + 0.5) / 30) * (n - s);
        const brute = world.regions.filter((r) => pointInMultiPolygon(lon, lat, r.geometry));
        expect(index.regionsAt(lon, lat)).toEqual(brute);
        const hit = index.locate(lon, lat);
        if (brute.length === 0) expect(hit).toBeNull();
        else {
          expect(hit?.city_do).toBe(brute.find((r) => r.category === 'city_do'));
          expect(hit?.gu_gun).toBe(brute.find((r) => r.category === 'gu_gun'));
          // A dong whose polygon holds the point answers (the closest one only where none does).
          for (const category of ['adminDong', 'legalDong'] as const) {
            const inside = brute.find((r) => r.category === category && r.parentId === hit?.gu_gun.regionId);
            if (inside) expect(hit?.[category]).toBe(inside);
          }
        }
      }
    }
  });
});

describe('look-ups', () => {
  it('finds regions by id and code', () => {
    const myeongdong = index.byCode('1114055000');
    expect(myeongdong).toBeDefined();
    expect(index.byId(myeongdong?.regionId ?? '')).toBe(myeongdong);
    expect(index.byCode('1114055000', 'legalDong')).toBeUndefined();
    expect(index.byCode('0000000000')).toBeUndefined();
    expect(index.byId('nope')).toBeUndefined();
  });

  it('lists children in world order', () => {
    const jung = index.byCode('1114000000');
    const kids = index.children(jung?.regionId ?? '');
    expect(kids.filter((r) => r.category === 'adminDong')).toHaveLength(15);
    expect(kids.filter((r) => r.category === 'legalDong')).toHaveLength(74);
    expect(index.children(world.city.regionId)).toHaveLength(25);
  });

  it('searches by keyword, best matches first', () => {
    expect(index.search('명동')[0]).toMatchObject({ name: '명동', category: 'adminDong' });
    expect(index.search('명동').map((r) => r.name)).toEqual(expect.arrayContaining(['명동1가', '명동2가']));
    expect(index.search('역삼', { category: 'legalDong' }).map((r) => r.name)).toEqual(['역삼동']);
    expect(index.search('역삼', { category: 'adminDong' }).map((r) => r.name)).toEqual(['역삼1동', '역삼2동']);
    expect(index.search('중구 명동')[0]?.code).toBe('1114055000');
    expect(index.search('강남구')[0]).toMatchObject({ category: 'gu_gun', code: '1168000000' });
    expect(index.search('을지로', { limit: 3 })).toHaveLength(3);
    expect(index.search('  ')).toEqual([]);
    expect(index.search('없는동네')).toEqual([]);
  });

  it('works on an empty region list', () => {
    const empty = createRegionIndex([]);
    expect(empty.locate(126.978, 37.5665)).toBeNull();
    expect(empty.search('명동')).toEqual([]);
  });
});

describe('inBox', () => {
  it('gives the regions whose box meets a box, in world order, by category when asked', () => {
    const myeongdong = index.byCode('1114055000')!;
    const [w, s, e, n] = index.bbox(myeongdong.regionId)!;
    const box: [number, number, number, number] = [(w + e) / 2 - 1e-4, (s + n) / 2 - 1e-4, (w + e) / 2 + 1e-4, (s + n) / 2 + 1e-4];
    const brute = world.regions.filter((r) => {
      const [rw, rs, re, rn] = index.bbox(r.regionId)!;
      return rw <= box[2] && re >= box[0] && rs <= box[3] && rn >= box[1];
    });
    expect(index.inBox(box)).toEqual(brute);
    expect(index.inBox(box, 'adminDong')).toEqual(brute.filter((r) => r.category === 'adminDong'));
    expect(index.inBox(box, 'adminDong')).toContain(myeongdong);
    expect(index.inBox([0, 0, 1, 1])).toEqual([]);
    expect(createRegionIndex([]).inBox([0, 0, 180, 90])).toEqual([]);
  });
});
