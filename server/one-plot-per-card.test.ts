import { describe, expect, it } from 'vitest';
import { createWorldServices } from './world-services.ts';
import { formatWgs84 } from './domain/address-search.ts';
import { mulberry32 } from './domain/hash.ts';
import type { AddressInfo } from './domain/reverse-geocoder.ts';
import { buildDemoWorld } from './domain/world-builder.ts';
import { checkOnePlot, lotOfConvertAdd, lotOfItem, type OnePlotServices, type Verdict } from './testing/one-plot-check.ts';

// The demo world as the emulator serves it: its rows answered by the one address engine.
const world = buildDemoWorld();
const served = createWorldServices();
const reverse = (lon: number, lat: number) => served.reverseGeocode({ lon, lat, addressType: 'A10', newAddressExtend: 'N' }) as AddressInfo | null;

const services: OnePlotServices = {
  reverse,
  lotOfRoadAddress: (text) => {
    const c = served.convertAddress({ searchTypCd: 'NtoO', reqAdd: text, reqMulti: 'S' }, formatWgs84);
    return c && lotOfConvertAdd(c);
  },
  lotBySearch: (text, roadName, buildingIndex) => {
    const item = served.fullAddrGeo({ text, addressFlag: 'F00', page: 1, count: 20 }, formatWgs84).items.find(
      (i) => i.newMatchFlag === 'N51' && i.newRoadName === roadName && i.newBuildingIndex === buildingIndex,
    );
    return item ? lotOfItem(item) : null;
  },
  lotHasBuilding: (text) => served.convertAddress({ searchTypCd: 'OtoN', reqAdd: text, reqMulti: 'S' }, formatWgs84) !== null,
};

describe('one plot per card (the demo world)', () => {
  it('Gangnam Station: the lot under the point, and 강남대로 363 (on another lot) only as a neighbour', () => {
    const check = checkOnePlot(services, 127.0276, 37.4979);
    expect(check.problems).toEqual([]);
    expect(check.verdict).toBe('neighbour');
    const info = reverse(127.0276, 37.4979);
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
