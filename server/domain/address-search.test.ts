import { describe, expect, it } from 'vitest';
import type { AddressFlag } from './address-match';
import type { FullAddrItem } from './address-search';
import { convertServed, geocodeServed, postcodeServed, searchServed } from '../testing/served-demo';
import { lotPoint } from './lots';
import { buildDemoWorld } from './world-builder';

const world = buildDemoWorld();

function search(text: string, addressFlag: AddressFlag = 'F00', page = 1, count = 20) {
  return searchServed(text, { addressFlag, page, count });
}
function first(text: string, addressFlag: AddressFlag = 'F00'): FullAddrItem {
  const item = search(text, addressFlag).items[0];
  if (!item) throw new Error(`no match for ${text}`);
  return item;
}
const flagOf = (item: FullAddrItem): string => item.matchFlag || item.newMatchFlag;

describe('lot-number matches (matchFlag)', () => {
  it('M11: legal dong + lot exact, with the building on it', () => {
    const item = first('서울특별시 중구 태평로1가 77-3');
    expect(item).toMatchObject({ matchFlag: 'M11', legalDong: '태평로1가', legalDongCode: '1114010300', bunji: '77-3', buildingName: '서울특별시청', newMatchFlag: '', newLat: '' });
    const p = lotPoint(world, world.index.byCode('1114010300', 'legalDong')!, 77, 3)!;
    expect(Number(item.lat)).toBeCloseTo(p[1], 6);
    expect(item.latEntr).not.toBe('');
  });

  it('M12: same main, the nearest existing sub within ±5', () => {
    // Lots are those buildings stand on: a sub a little past a building's.
    const b = world.buildings.buildings.find((x) => /^\d+-[1-3]$/.test(x.bunji) && first(`${x.districtName} ${x.legalDongName} ${x.bunji.split('-')[0]}-${Number(x.bunji.split('-')[1]) + 5}`).matchFlag === 'M12');
    if (!b) throw new Error('no M12 query');
    const [main, sub] = b.bunji.split('-').map(Number);
    const item = first(`${b.districtName} ${b.legalDongName} ${main}-${(sub ?? 0) + 5}`);
    expect(item.bunji.split('-')[0]).toBe(String(main));
  });

  it('M13: the main is missing, the nearest main within ±5', () => {
    const item = first('중구 태평로1가 142');
    expect(item.matchFlag).toBe('M13');
    expect(Number(item.bunji.split('-')[0])).toBeGreaterThanOrEqual(137);
  });

  it('M31 / M32 / M33: dong centres', () => {
    expect(first('종로구 사직동')).toMatchObject({ matchFlag: 'M31', legalDong: '사직동', adminDong: '사직동', bunji: '' });
    const admin = world.index.byCode(world.buildings.buildings.find((b) => b.adminDongName === '역삼1동')!.adminDongCode, 'adminDong')!;
    const m32 = first('강남구 역삼1동');
    expect(m32).toMatchObject({ matchFlag: 'M32', adminDong: '역삼1동' });
    expect(Number(m32.lon)).toBeCloseTo(admin.center[0], 6);
    expect(first('서울 중구 태평로1가')).toMatchObject({ matchFlag: 'M33', legalDong: '태평로1가' });
    // A lot too far from any existing one falls back to the centre.
    expect(first('중구 태평로1가 900').matchFlag).toBe('M33');
  });

  it('M33 / M31 for a dong no building stands in: its centre from the region index', () => {
    const built = new Set(world.buildings.buildings.map((b) => b.legalDongCode));
    const empty = world.index.regions.filter((r) => r.category === 'legalDong' && !built.has(r.code));
    expect(empty.length).toBeGreaterThan(0);
    for (const legal of empty.slice(0, 10)) {
      const district = world.index.byId(legal.parentId ?? '');
      const item = first(`${district?.name ?? ''} ${legal.name}`);
      expect(item.matchFlag, legal.name).toMatch(/^M3[13]$/);
      expect(item).toMatchObject({ legalDong: legal.name, legalDongCode: legal.code, gu_gun: district?.name, bunji: '' });
      expect(Number(item.lon)).toBeCloseTo(legal.center[0], 6);
    }
  });

  it('M41: building name in the legal dong', () => {
    expect(first('중구 태평로1가 서울특별시청', 'F01')).toMatchObject({ matchFlag: 'M41', bunji: '77-3', buildingName: '서울특별시청' });
    // A bare name with F01 is an M41 in the building's own legal dong.
    expect(first('서울특별시청', 'F01').matchFlag).toBe('M41');
  });
});

describe('road-name matches (newMatchFlag)', () => {
  it('N51: road + main + sub exact', () => {
    const city = world.buildings.lookup('세종대로', 110)!;
    const item = first('서울특별시 중구 세종대로 110');
    expect(item).toMatchObject({
      matchFlag: '', lat: '', newMatchFlag: 'N51', newRoadName: '세종대로', newBuildingIndex: '110', newBuildingName: '서울특별시청',
      legalDong: '태평로1가', bunji: '77-3', zipcode: city.postcode, remainder: '',
    });
    expect(Number(item.newLon)).toBeCloseTo(city.center[0], 6);
    expect(Number(item.newLonEntr)).toBeCloseTo(city.entrance[0], 6);
    const teheran = world.buildings.byRoad('테헤란로').find((b) => b.sub === 0)!;
    expect(first(`테헤란로 ${teheran.main}`)).toMatchObject({ newMatchFlag: 'N51', newBuildingIndex: String(teheran.main) });
  });

  it('N52 / N53: same main, another sub → the preceding sub\'s end point', () => {
    const side = world.buildings.lookup('종로9길', 11, 1)!;
    expect(first('종로9길 11-5')).toMatchObject({ newMatchFlag: 'N52', newBuildingIndex: '11-1', newLon: side.entrance[0].toFixed(6) });
    const rear = world.buildings.byRoad('테헤란로').filter((b) => b.main === 41);
    const last = rear[rear.length - 1]!;
    expect(first('강남구 테헤란로 41-5')).toMatchObject({ newMatchFlag: 'N53', newBuildingIndex: last.buildingIndex, newLat: last.entrance[1].toFixed(6) });
  });

  it('N54: no such main → the nearest preceding main on the same side', () => {
    const list = world.buildings.byRoad('테헤란로');
    const target = list.find((b, i) => b.sub === 0 && !list.some((o) => o.main === b.main + 2) && i > 0)!;
    const item = first(`테헤란로 ${target.main + 2}`);
    expect(item.newMatchFlag).toBe('N54');
    expect(Number(item.newBuildingIndex.split('-')[0]) % 2).toBe(target.main % 2);
  });

  it('N55: the road without a usable number → the road centre', () => {
    for (const text of ['테헤란로', '테헤란로 99999']) {
      expect(first(text)).toMatchObject({ newMatchFlag: 'N55', newRoadName: '테헤란로', newBuildingIndex: '' });
    }
  });

  it('N61: building name unique in its district', () => {
    for (const text of ['서울특별시청', '서울 특별시청', '중구 서울특별시청']) {
      expect(first(text), text).toMatchObject({ newMatchFlag: 'N61', newRoadName: '세종대로', newBuildingIndex: '110' });
    }
    expect(first('코엑스')).toMatchObject({ newMatchFlag: 'N61', gu_gun: '강남구' });
  });
});

describe('full-text search', () => {
  it('orders M11 first, then road matches, then the other lot matches', () => {
    const flags = search('중구 태평로1가 서울특별시청').items.map(flagOf);
    expect(flags).toEqual(['N61', 'M41']);
  });

  it('honours addressFlag', () => {
    expect(search('서울특별시 중구 세종대로 110', 'F01').totalCount).toBe(0);
    expect(search('중구 태평로1가 77-3', 'F02').totalCount).toBe(0);
    expect(search('서울특별시청', 'F02').items.map(flagOf)).toEqual(['N61']);
  });

  it('keeps what it did not use as the remainder', () => {
    expect(first('서울특별시 중구 세종대로 110 (태평로1가) 3층').remainder).toBe('3층 (태평로1가)');
    expect(first('세종대로 110 별관').remainder).toBe('별관');
  });

  it('answers nothing for places outside the world and for nonsense', () => {
    for (const text of ['부산 해운대구 우동 1', '없는로 12', 'zzzz', '중구 없는동 3', '  ']) expect(search(text).totalCount, text).toBe(0);
  });

  it('pages through the matches', () => {
    // A generated name in many legal dongs: one M41 per dong with F01.
    const counts = new Map<string, Set<string>>();
    for (const b of world.buildings.buildings) if (b.name && b.legalDongCode) counts.set(b.name, (counts.get(b.name) ?? new Set()).add(b.legalDongCode));
    const [name] = [...counts].sort((a, b) => b[1].size - a[1].size)[0]!;
    const all = search(name, 'F01', 1, 150);
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const p1 = search(name, 'F01', 1, 2);
    const p2 = search(name, 'F01', 2, 2);
    expect(p1.totalCount).toBe(all.totalCount);
    expect([...p1.items, ...p2.items]).toEqual(all.items.slice(0, 4));
    expect(search(name, 'F01', 999, 2).items).toEqual([]);
  });
});

describe('geocodeStructured', () => {
  it('answers the best match, filling the exact counterpart', () => {
    const road = geocodeServed({ city_do: '서울', gu_gun: '중구', dong: '세종대로 110', addressFlag: 'F02' })!;
    expect(road).toMatchObject({ newMatchFlag: 'N51', newBuildngIndex: '110', newBuildngName: '서울특별시청', matchFlag: 'M11', bunji: '77-3' });
    const lot = geocodeServed({ city_do: '서울특별시', gu_gun: '중구', dong: '태평로1가', bunji: '77-3', addressFlag: 'F01' })!;
    expect(lot).toMatchObject({ matchFlag: 'M11', newMatchFlag: 'N51', newRoadName: '세종대로' });
    const detail = geocodeServed({ city_do: '서울', gu_gun: '중구', dong: '태평로1가', detailAddress: '서울특별시청 3층', addressFlag: 'F01' })!;
    expect(detail).toMatchObject({ matchFlag: 'M41', remainder: '3층' });
    expect(geocodeServed({ city_do: '서울', gu_gun: '중구', dong: '없는동', addressFlag: 'F00' })).toBeNull();
  });
});

describe('postcodes', () => {
  it('gives every building a 5-digit code of its district\'s range', () => {
    const prefix: Record<string, RegExp> = { 종로구: /^03[01]\d\d$/, 중구: /^04[56]\d\d$/, 강남구: /^06[0-3]\d\d$/ };
    for (const b of world.buildings.buildings) {
      const re = prefix[b.districtName];
      if (re) expect(b.postcode).toMatch(re);
    }
  });

  it('searches by postcode and by address', () => {
    const city = world.buildings.lookup('세종대로', 110)!;
    const byCode = postcodeServed(city.postcode, 1, 150);
    expect(byCode.totalCount).toBeGreaterThan(0);
    expect(byCode.items.every((i) => i.zipcode === city.postcode)).toBe(true);
    expect(byCode.items.some((i) => i.newRoadName === '세종대로' && i.newBuildingIndex === '110')).toBe(true);
    expect(postcodeServed('세종대로 110', 1, 20).items[0]).toMatchObject({ zipcode: city.postcode, buildingName: '서울특별시청', bunji: '77-3' });
    expect(postcodeServed('99999', 1, 20).totalCount).toBe(0);
  });
});

describe('convertAddress', () => {
  it('converts both ways', () => {
    const oton = convertServed({ searchTypCd: 'OtoN', reqAdd: '서울특별시 중구 태평로1가 77-3', reqMulti: 'S' })!;
    expect(oton).toMatchObject({ resCount: '1', reqAddress: 'O', legalLowerDistName: '태평로1가', primary: '77', secondary: '3', mlClass: '1' });
    expect(oton.newAddressList.newAddress[0]).toMatchObject({ roadName: '세종대로', bldNo1: '110', bldNo2: '0', roadId: '111402005001' });
    const ntoo = convertServed({ searchTypCd: 'NtoO', reqAdd: '서울 중구 세종대로 110', reqMulti: 'S' })!;
    expect(ntoo).toMatchObject({ reqAddress: 'N', upperDistName: '서울특별시', middleDistName: '중구', legalLowerDistCode: '1114010300', primary: '77', secondary: '3' });
    expect(ntoo.oldLat).toBe(oton.oldLat);
    expect(convertServed({ searchTypCd: 'NtoO', reqAdd: '세종대로 99999', reqMulti: 'S' })).toBeNull();
  });

  it('old → new → old gives the original lot back', () => {
    const sample = world.buildings.buildings.filter((b) => b.bunji !== '').filter((_b, i) => i % 40 === 0);
    expect(sample.length).toBeGreaterThan(50);
    for (const b of sample) {
      const old = `${b.districtName} ${b.legalDongName} ${b.bunji}`;
      const oton = convertServed({ searchTypCd: 'OtoN', reqAdd: old, reqMulti: 'M' });
      expect(oton, old).not.toBeNull();
      for (const n of oton!.newAddressList.newAddress) {
        const back = convertServed({ searchTypCd: 'NtoO', reqAdd: `${n.roadName} ${n.bldNo2 === '0' ? n.bldNo1 : `${n.bldNo1}-${n.bldNo2}`}`, reqMulti: 'S' })!;
        expect(`${back.legalLowerDistCode} ${back.secondary === '0' ? back.primary : `${back.primary}-${back.secondary}`}`, old).toBe(`${b.legalDongCode} ${b.bunji}`);
      }
    }
  });
});
