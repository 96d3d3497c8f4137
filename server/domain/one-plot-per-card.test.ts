import { describe, expect, it } from 'vitest';
import { checkOnePlot, lotOfConvertAdd, lotOfItem, type OnePlotServices, type Verdict } from '../testing/one-plot-check.ts';
import { convertAddress } from './address-convert.ts';
import { addressSearchFor } from './address-index.ts';
import { searchFullTextIn } from './address-search.ts';
import { mulberry32 } from './hash.ts';
import { reverseGeocode } from './reverse-geocoder.ts';
import { buildDemoWorld } from './world-builder.ts';

const world = buildDemoWorld();
const index = addressSearchFor(world);

const services: OnePlotServices = {
  reverse: (lon, lat) => reverseGeocode(world, { lon, lat, addressType: 'A10' }),
  lotOfRoadAddress: (text) => {
    const c = convertAddress(world, { searchTypCd: 'NtoO', reqAdd: text, reqMulti: 'S' });
    return c && lotOfConvertAdd(c);
  },
  lotBySearch: (text, roadName, buildingIndex) => {
    const item = searchFullTextIn(index, text, { addressFlag: 'F00', page: 1, count: 20 }).items.find(
      (i) => i.newMatchFlag === 'N51' && i.newRoadName === roadName && i.newBuildingIndex === buildingIndex,
    );
    return item ? lotOfItem(item) : null;
  },
  lotHasBuilding: (text) => convertAddress(world, { searchTypCd: 'OtoN', reqAdd: text, reqMulti: 'S' }) !== null,
};

describe('one plot per card (the demo world)', () => {
  it('Gangnam Station: the lot under the point, and 강남대로 363 (on another lot) only as a neighbour', () => {
    const check = checkOnePlot(services, 127.0276, 37.4979);
    expect(check.problems).toEqual([]);
    expect(check.verdict).toBe('neighbour');
    const info = reverseGeocode(world, { lon: 127.0276, lat: 37.4979, addressType: 'A10' });
    expect(info?.fullAddress).toMatch(/^서울특별시 강남구 역삼1동,서울특별시 강남구 역삼동 \d+(-\d)?$/);
    expect(info).toMatchObject({ roadName: '강남대로', buildingIndex: '363' });
  });

  it('over thousands of points, the road-name address on the card stands on the card’s lot, or is a neighbour', () => {
    const random = mulberry32(30);
    const buildings = world.buildings.buildings;
    const lons = buildings.map((b) => b.center[0]);
    const lats = buildings.map((b) => b.center[1]);
    const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
    const counts: Record<Verdict, number> = { none: 0, 'no road': 0, building: 0, neighbour: 0 };
    const problems: string[] = [];
    for (let i = 0; i < 4000; i++) {
      let lon: number;
      let lat: number;
      if (i % 2 === 0) {
        // Anywhere in the built-up area.
        lon = west + random() * (east - west);
        lat = south + random() * (north - south);
      } else {
        // Near a building: on it, beside it, across its road.
        const b = buildings[Math.floor(random() * buildings.length)] ?? buildings[0];
        if (!b) throw new Error('no buildings');
        lon = b.center[0] + (random() - 0.5) * 0.0012;
        lat = b.center[1] + (random() - 0.5) * 0.0009;
      }
      const check = checkOnePlot(services, lon, lat);
      counts[check.verdict]++;
      problems.push(...check.problems);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Every kind of answer was met, most of them often.
    expect(counts.building).toBeGreaterThan(800);
    expect(counts.neighbour).toBeGreaterThan(400);
    expect(counts['no road']).toBeGreaterThan(0);
  });
});
