import { describe, expect, it } from 'vitest';
import { POI_SEEDS } from '../data/poi-seeds.ts';
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { mulberry32 } from './hash.ts';
import { createPoiIndex, demoPois, poiInfo, reverseLabelRadius, type Poi } from './poi-index.ts';

const pois = demoPois();
const index = createPoiIndex(pois);
const CITY_HALL = { lon: 126.978, lat: 37.5665 };

describe('reverseLabelRadius', () => {
  it('maps reqLevel 15–19 to 800 m down to 50 m, halving per level', () => {
    expect([15, 16, 17, 18, 19].map(reverseLabelRadius)).toEqual([800, 400, 200, 100, 50]);
  });

  it('clamps levels out of range and rounds fractions', () => {
    expect(reverseLabelRadius(12)).toBe(800);
    expect(reverseLabelRadius(21)).toBe(50);
    expect(reverseLabelRadius(17.4)).toBe(200);
    expect(reverseLabelRadius(Number.NaN)).toBe(50);
  });
});

describe('the POI index', () => {
  it('holds the best-known places of the three districts with numeric, unique ids', () => {
    expect(pois.length).toBeGreaterThanOrEqual(40);
    const names = new Set(pois.map((p) => p.name));
    for (const name of [
      '서울특별시청', '서울역', '경복궁', '광화문', '덕수궁', '명동성당', '남대문시장', '종묘', '창덕궁', '서울대학교병원',
      '국립현대미술관 서울관', '청와대', '인사동', '동대문디자인플라자', '강남역', '역삼역', '선릉역', '삼성역', '코엑스',
      '봉은사', '강남구청', '시청역', '을지로입구역', '종각역', '안국역',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    for (const poi of pois) expect(poi.id).toMatch(/^\d+$/);
    expect(new Set(pois.map((p) => p.id)).size).toBe(pois.length);
    expect(index.byId('40189')?.name).toBe('서울특별시청');
  });

  it('answers 서울특별시청 near City Hall at reqLevel 19', () => {
    const match = index.nearest(CITY_HALL.lon, CITY_HALL.lat, reverseLabelRadius(19));
    expect(match?.poi.name).toBe('서울특별시청');
    expect(match && poiInfo(match.poi)).toEqual({ id: '40189', name: '서울특별시청', poiLat: 37.5667002, poiLon: 126.9784039 });
  });

  it('puts every POI in its district of the demo world', () => {
    for (const seed of POI_SEEDS) {
      expect(seed.position[0]).toBeGreaterThan(126.95);
      expect(seed.position[0]).toBeLessThan(127.11);
      expect(seed.position[1]).toBeGreaterThan(37.48);
      expect(seed.position[1]).toBeLessThan(37.59);
    }
  });

  it('agrees with a brute-force scan (ties to the lower id)', () => {
    const brute = (lon: number, lat: number, radius: number): Poi | null => {
      let best: { poi: Poi; d: number } | null = null;
      for (const poi of pois) {
        const d = distanceMetres([lon, lat], [poi.lon, poi.lat]);
        if (d <= radius && (!best || d < best.d - 1e-6)) best = { poi, d };
      }
      return best?.poi ?? null;
    };
    const random = mulberry32(11);
    for (let i = 0; i < 500; i++) {
      const lon = 126.96 + random() * 0.14;
      const lat = 37.48 + random() * 0.11;
      const radius = reverseLabelRadius(15 + (i % 5));
      const got = index.nearest(lon, lat, radius)?.poi ?? null;
      const want = brute(lon, lat, radius);
      // The index measures in its own metre plane: allow a different answer only on a near tie.
      if (got?.id !== want?.id && got && want) {
        const dg = distanceMetres([lon, lat], [got.lon, got.lat]);
        const dw = distanceMetres([lon, lat], [want.lon, want.lat]);
        expect(Math.abs(dg - dw)).toBeLessThan(0.5);
      } else {
        expect(got?.id).toBe(want?.id);
      }
    }
  });

  it('answers null beyond the radius, for bad input and when empty', () => {
    expect(index.nearest(126.9885, 37.5525, 50)).toBeNull();
    expect(index.nearest(Number.NaN, 37.5, 100)).toBeNull();
    expect(createPoiIndex([]).nearest(126.978, 37.5665, 1000)).toBeNull();
  });

  it('breaks exact ties on the lower id', () => {
    const twins = createPoiIndex([
      { id: '7', name: 'b', lon: 127.001, lat: 37.55, category: 'park' },
      { id: '3', name: 'a', lon: 126.999, lat: 37.55, category: 'park' },
    ]);
    expect(twins.nearest(127.0, 37.55, 500)?.poi.id).toBe('3');
  });

  it('rejects duplicate or non-numeric ids', () => {
    const poi: Poi = { id: '1', name: 'x', lon: 127, lat: 37.5, category: 'park' };
    expect(() => createPoiIndex([poi, poi])).toThrow(/duplicate/);
    expect(() => createPoiIndex([{ ...poi, id: 'A1' }])).toThrow(/numeric/);
  });
});
