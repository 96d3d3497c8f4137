import { describe, expect, it } from 'vitest';
import { convertServed, postcodeServed, reverseServed } from '../testing/served-demo.ts';
import { buildDemoWorld } from './world-builder.ts';
import type { LonLat } from './world-types.ts';

const world = buildDemoWorld();
const withLot = world.buildings.buildings.filter((b) => b.bunji !== '');

function between(a: LonLat, b: LonLat): LonLat {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

function lotOf(legalDong: string, main: string, sub: string): string {
  return `${legalDong} ${sub === '0' ? main : `${main}-${sub}`}`;
}

describe('one lot per building', () => {
  it('Seoul City Hall shows one lot in Explore, postcode search and Old↔new', () => {
    const click = reverseServed({ lon: 126.978, lat: 37.5665, addressType: 'A10' });
    expect(click?.fullAddress).toMatch(/^서울특별시 중구 명동,서울특별시 중구 태평로1가 [\d-]+,서울특별시 중구 세종대로 110 "서울특별시청"$/);
    const old = convertServed({ searchTypCd: 'NtoO', reqAdd: '서울특별시 중구 세종대로 110', reqMulti: 'S' });
    const postcode = postcodeServed('서울특별시 중구 세종대로 110', 1, 10).items[0];
    expect(old && lotOf(old.legalLowerDistName, old.primary, old.secondary)).toBe(`${click?.legalDong} ${click?.bunji}`);
    expect(postcode && `${postcode.legalDong} ${postcode.bunji}`).toBe(`${click?.legalDong} ${click?.bunji}`);
  });

  it('every building: reverse geocoding on it, postcode search and convertAddress NtoO give the same lot', () => {
    expect(withLot.length).toBeGreaterThan(3000);
    const disagreements: string[] = [];
    let onBuilding = 0;
    for (const b of withLot) {
      const address = `서울특별시 ${b.districtName} ${b.roadName} ${b.buildingIndex}`;
      const expected = `${b.legalDongName} ${b.bunji}`;
      for (const point of [b.center, b.entrance, between(b.center, b.entrance)]) {
        const info = reverseServed({ lon: point[0], lat: point[1], addressType: 'A10' });
        // Only the points whose answer names this building as their road-name address.
        if (!info || info.roadName !== b.roadName || info.buildingIndex !== b.buildingIndex) continue;
        onBuilding++;
        const got = `${info.legalDong} ${info.bunji}`;
        if (got !== expected) disagreements.push(`${address} reverse geocoding ${got} ≠ ${expected}`);
        if (!info.fullAddress.includes(`${b.legalDongName} ${b.bunji},`)) disagreements.push(`${address} A10 ${info.fullAddress}`);
      }
      const old = convertServed({ searchTypCd: 'NtoO', reqAdd: address, reqMulti: 'S' });
      const oldLot = old ? lotOf(old.legalLowerDistName, old.primary, old.secondary) : 'none';
      if (oldLot !== expected) disagreements.push(`${address} convertAddress ${oldLot} ≠ ${expected}`);
      const postcode = postcodeServed(address, 1, 20).items.find((i) => i.newRoadName === b.roadName && i.newBuildingIndex === b.buildingIndex);
      const postcodeLot = postcode ? `${postcode.legalDong} ${postcode.bunji}` : 'none';
      if (postcodeLot !== expected) disagreements.push(`${address} postcode ${postcodeLot} ≠ ${expected}`);
    }
    // Most buildings are named by a click on their centre, entrance or the way between.
    expect(onBuilding).toBeGreaterThan(withLot.length * 2);
    expect(disagreements.slice(0, 10)).toEqual([]);
  });
});
