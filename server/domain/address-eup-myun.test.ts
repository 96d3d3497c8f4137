import { describe, expect, it } from 'vitest';
import type { AddressFlag } from './address-match';
import { geocodeStructured, searchFullText, type FullAddrItem } from './address-search';
import type { Building } from './road-addresses';
import { buildWorld } from './world-builder';

/**
 * The demo world's engine on a world with 읍·면 and 리, which central Seoul does not have: a
 * small 군 authored for this test (positions near 평창군 미탄면, codes shaped like the real ones,
 * the road and its buildings generated as the demo world's are). Its two administrative 면 each
 * hold legal 리: 창리 and 한탄리 lie in 미탄면, 방림리 in 방림면.
 */
const world = buildWorld({
  city: { code: '5100000000', name: '강원특별자치도', center: [128.495, 37.342] },
  cityOutline: [[128.46, 37.32], [128.53, 37.32], [128.53, 37.36], [128.46, 37.36], [128.46, 37.32]],
  districts: [{ code: '5176000000', name: '평창군', center: [128.495, 37.342], shape: [] }],
  detailed: [
    {
      districtCode: '5176000000',
      adminDongs: [
        // Each 면 is the union of its 리: seeded at their points.
        { code: '5176034000', name: '미탄면', seeds: [[128.495, 37.342], [128.515, 37.345]] },
        { code: '5176037000', name: '방림면', seeds: [[128.47, 37.34]] },
      ],
      legalDongs: [
        { code: '5176034021', name: '창리', seeds: [[128.495, 37.342]] },
        { code: '5176034022', name: '한탄리', seeds: [[128.515, 37.345]] },
        { code: '5176037021', name: '방림리', seeds: [[128.47, 37.34]] },
      ],
    },
  ],
  roads: [{ name: '청옥산길', roadNumber: '9000001', category: 6, lanes: 2, speed: 50, line: [[128.488, 37.3405], [128.498, 37.3425], [128.51, 37.344]] }],
});

const search = (text: string, addressFlag: AddressFlag = 'F00') => searchFullText(world, text, { addressFlag, page: 1, count: 20 }).items;
function first(text: string, addressFlag: AddressFlag = 'F00'): FullAddrItem {
  const item = search(text, addressFlag)[0];
  if (!item) throw new Error(`no match for ${text}`);
  return item;
}

/** A building of 청옥산길 standing on a lot of 창리 (in 미탄면). */
const building: Building = (() => {
  const b = world.buildings.buildings.find((x) => x.roadName === '청옥산길' && x.legalDongName === '창리' && x.adminDongName === '미탄면' && x.bunji !== '');
  if (!b) throw new Error('the test world has no building on 청옥산길 in 창리');
  return b;
})();

describe('a 읍·면 in full-text geocoding (demo engine)', () => {
  it('finds a road-name address written with its 면, nothing left over', () => {
    for (const text of [`강원도 평창군 미탄면 청옥산길 ${building.buildingIndex}`, `강원특별자치도 평창군 미탄면 청옥산길 ${building.buildingIndex}`]) {
      expect(first(text), text).toMatchObject({
        newMatchFlag: 'N51',
        newRoadName: '청옥산길',
        newBuildingIndex: building.buildingIndex,
        city_do: '강원특별자치도',
        gu_gun: '평창군',
        eup_myun: '미탄면',
        legalDong: '',
        ri: '창리',
        remainder: '',
      });
    }
  });

  it('still finds the road under a 면 it does not lie in, and leaves that 면 as the remainder', () => {
    expect(first(`평창군 방림면 청옥산길 ${building.buildingIndex}`)).toMatchObject({ newMatchFlag: 'N51', eup_myun: '미탄면', remainder: '방림면' });
  });

  it('finds a lot written with its 면 and 리, and not under another 면', () => {
    for (const text of [`강원도 평창군 미탄면 창리 ${building.bunji}`, `평창군 창리 ${building.bunji}`, `미탄면 창리 ${building.bunji}`]) {
      expect(first(text, 'F01'), text).toMatchObject({ matchFlag: 'M11', eup_myun: '미탄면', legalDong: '', ri: '창리', legalDongCode: '5176034021', bunji: building.bunji, remainder: '' });
    }
    expect(search(`평창군 방림면 창리 ${building.bunji}`, 'F01').some((i) => i.matchFlag === 'M11')).toBe(false);
  });

  it('answers a 면 alone with its centre', () => {
    expect(first('강원도 평창군 미탄면')).toMatchObject({ matchFlag: 'M32', eup_myun: '미탄면', adminDong: '미탄면', remainder: '' });
  });
});

describe('a 읍·면 in structured geocoding (demo engine)', () => {
  it('reads the 면 given as the dong parameter, with a 리 and lot or with a road', () => {
    const byLot = geocodeStructured(world, { city_do: '강원도', gu_gun: '평창군', dong: '미탄면 창리', bunji: building.bunji, addressFlag: 'F01' });
    expect(byLot).toMatchObject({ matchFlag: 'M11', eup_myun: '미탄면', legalDong: '', ri: '창리', bunji: building.bunji, newMatchFlag: 'N51', newRoadName: '청옥산길', remainder: '' });
    const byRoad = geocodeStructured(world, { city_do: '강원특별자치도', gu_gun: '평창군', dong: '미탄면', bunji: `청옥산길 ${building.buildingIndex}`, addressFlag: 'F02' });
    expect(byRoad).toMatchObject({ newMatchFlag: 'N51', newBuildngIndex: building.buildingIndex, eup_myun: '미탄면', ri: '창리', remainder: '' });
  });
});
