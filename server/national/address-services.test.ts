import { afterEach, describe, expect, it } from 'vitest';
import { createWorldServices } from '../world-services';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { formatWgs84 } from '../domain/address-search';
import type { WorldServices } from '../world-services-types';
import { BUSAN_HALL, CHUNCHEON, CSV_MOUNTAIN, importFixtureAddresses, lot, record, SEOUL_JUNGGU, YANGPYEONG } from './address-fixtures';
import { rebuildAddressIndex } from './address-index-build';
import { publishAddresses, writeAddresses } from './address-publish';
import { addressWriter } from './address-write';
import { beginImportRun } from './import-runs';

let db: Db;
afterEach(() => db.close());

function imported(): WorldServices {
  db = openDatabase(MEMORY_DB);
  importFixtureAddresses(db);
  return createWorldServices(db);
}

const search = (world: WorldServices, text: string, addressFlag: 'F00' | 'F01' | 'F02' = 'F00') =>
  world.fullAddrGeo({ text, addressFlag, page: 1, count: 20 }, formatWgs84);

/** A point `m` metres east of a building's centre. */
const eastOf = (r: { lon: number; lat: number }, m: number) => ({ lon: r.lon + m / (111_320 * Math.cos((r.lat * Math.PI) / 180)), lat: r.lat });

describe('reverse geocoding from imported addresses', () => {
  it('answers a Busan point (outside every known region) with the building, its own lot and names from the row', () => {
    const world = imported();
    const at = eastOf(BUSAN_HALL, 20);
    const a10 = world.reverseGeocode({ ...at, addressType: 'A10', newAddressExtend: 'Y' }) as Record<string, unknown>;
    expect(a10).toMatchObject({
      fullAddress: '부산광역시 연제구 연산5동,부산광역시 연제구 연산동 1000,부산광역시 연제구 중앙대로 1001 "부산광역시청"',
      city_do: '부산광역시',
      gu_gun: '연제구',
      eup_myun: '',
      legalDong: '연산동',
      legalDongCode: '2647010200',
      adminDong: '연산5동',
      bunji: '1000',
      roadName: '중앙대로',
      buildingIndex: '1001',
      buildingName: '부산광역시청',
      roadCode: '264704196001',
      roadAddressKey: BUSAN_HALL.buildingKey,
      roadCoord: { lat: '35.179810', lon: '129.075090', latEntr: '35.179600', lonEntr: '129.074700' },
    });
    expect(a10.addressKey).toMatch(/^\d{10}$/);
    // Metres from the entrance: about 55 m west and 23 m south of the point.
    expect(Number(a10.mappingDistance)).toBeGreaterThan(58);
    expect(Number(a10.mappingDistance)).toBeLessThan(62);
    expect(a10.mappingDistance).toMatch(/^\d+\.\d{6}$/);
    const byType = (addressType: 'A00' | 'A01' | 'A02' | 'A03' | 'A04') =>
      (world.reverseGeocode({ ...at, addressType, newAddressExtend: 'N' }) as { fullAddress: string; roadAddressKey: string }).fullAddress;
    expect(byType('A00')).toBe('부산광역시 연제구 연산5동,부산광역시 연제구 연산동 1000');
    expect(byType('A01')).toBe('부산광역시 연제구 연산5동');
    expect(byType('A02')).toBe('부산광역시 연제구 연산동 1000');
    expect(byType('A03')).toBe('부산광역시 연제구 중앙대로');
    expect(byType('A04')).toBe('부산광역시 연제구 중앙대로 1001');
    // The extended fields only with newAddressExtend=Y.
    const plain = world.reverseGeocode({ ...at, addressType: 'A10', newAddressExtend: 'N' }) as Record<string, unknown>;
    for (const field of ['addressKey', 'roadAddressKey', 'adminDongCoord', 'legalDongCoord', 'roadCoord']) expect(plain).not.toHaveProperty(field);
    expect(plain).toMatchObject({ fullAddress: a10.fullAddress, bunji: '1000', roadName: '중앙대로', mappingDistance: a10.mappingDistance });
  });

  it('writes a 읍 with its 리 in eup_myun and ri', () => {
    const world = imported();
    const info = world.reverseGeocode({ lon: YANGPYEONG.lon, lat: YANGPYEONG.lat, addressType: 'A10', newAddressExtend: 'N' }) as Record<string, string>;
    expect(info).toMatchObject({ city_do: '경기도', gu_gun: '양평군', eup_myun: '양평읍', legalDong: '', ri: '양근리', bunji: '100-3', legalDongCode: '4183025021' });
    expect(info.fullAddress).toBe('경기도 양평군 양평읍,경기도 양평군 양평읍 양근리 100-3,경기도 양평군 양평읍 양근로 12');
  });

  it('writes a 산 lot with its prefix', () => {
    const world = imported();
    const info = world.reverseGeocode({ lon: CSV_MOUNTAIN.lon, lat: CSV_MOUNTAIN.lat, addressType: 'A02', newAddressExtend: 'N' }) as Record<string, string>;
    expect(info.fullAddress).toBe('울산광역시 울주군 범서읍 구영리 산5');
  });

  it('answers within 300 m of an imported building outside the known regions, and nothing farther', () => {
    const world = imported();
    expect(world.reverseGeocode({ ...eastOf(YANGPYEONG, 250), addressType: 'A04', newAddressExtend: 'N' })).toMatchObject({ fullAddress: '경기도 양평군 양평읍 양근로 12' });
    expect(world.reverseGeocode({ ...eastOf(YANGPYEONG, 320), addressType: 'A10', newAddressExtend: 'N' })).toBeNull();
  });

  it('replaces the demo world in 서울특별시 중구 and leaves 종로구 to it', () => {
    db = openDatabase(MEMORY_DB);
    const demo = createWorldServices(db);
    const cityHall = { lon: 126.9784039, lat: 37.5667002, addressType: 'A10' as const, newAddressExtend: 'N' as const };
    expect(demo.reverseGeocode(cityHall)).toMatchObject({ buildingName: '서울특별시청' });
    importFixtureAddresses(db);
    const world = createWorldServices(db);
    expect(world.reverseGeocode(cityHall)).toMatchObject({ gu_gun: '중구', roadName: '세종대로', buildingIndex: '110', buildingName: '임포트청사', bunji: '31', legalDong: '태평로1가' });
    // A demo building of 중구 (세종대로 9, 봉래동1가 88-4), about 1 km from the imported one: no demo road or lot.
    const bongnae = world.reverseGeocode({ lon: 126.9736174, lat: 37.5583964, addressType: 'A10', newAddressExtend: 'N' }) as Record<string, string>;
    expect(bongnae).toMatchObject({ gu_gun: '중구', roadName: '', buildingIndex: '', bunji: '' });
    expect(bongnae.legalDong).not.toBe('');
    // 종로구 is not imported: the demo world's 세종문화회관 still answers.
    expect(world.reverseGeocode({ lon: 126.9757, lat: 37.5726, addressType: 'A10', newAddressExtend: 'N' })).toMatchObject({ gu_gun: '종로구', buildingName: '세종문화회관' });
  });

  it('serves a second import without a restart', () => {
    const world = imported();
    const point = { lon: 128.6014, lat: 35.8714, addressType: 'A04' as const, newAddressExtend: 'N' as const };
    expect(world.reverseGeocode(point)).toBeNull();
    const run = beginImportRun(db, 'addresses');
    addressWriter(db, run).write(
      [record({ buildingKey: '2711010100100010000000001', sggCode: '27110', sidoName: '대구광역시', sggName: '중구', emdName: '동인동1가', legalDongCode: '2711010100', roadName: '공평로', main: 88, lon: 128.6014, lat: 35.8714, entLon: 128.6014, entLat: 35.8714 })],
      [lot('2711010100100010000000001', '2711010100', '동인동1가', 2, 1)],
    );
    expect(world.reverseGeocode(point)).toBeNull();
    expect(search(world, '대구 중구 공평로 88').items).toEqual([]);
    publishAddresses(db, run, { buildingCounts: new Map(), touched: new Set(), sources: [], rows: 2 });
    expect(world.reverseGeocode(point)).toMatchObject({ fullAddress: '대구광역시 중구 공평로 88' });
    expect(search(world, '대구 중구 공평로 88').items[0]).toMatchObject({ newMatchFlag: 'N51', newRoadName: '공평로' });
  });

  it('gives the demo world back after the imported addresses are cleared, without a restart', () => {
    const world = imported();
    const cityHall = { lon: 126.9784039, lat: 37.5667002, addressType: 'A10' as const, newAddressExtend: 'N' as const };
    expect(world.reverseGeocode(cityHall)).toMatchObject({ buildingName: '임포트청사' });
    db.exec('DELETE FROM imported_address_lots; DELETE FROM imported_addresses;');
    rebuildAddressIndex(db);
    expect(world.reverseGeocode(cityHall)).toMatchObject({ buildingName: '서울특별시청' });
    expect(world.reverseGeocode({ lon: BUSAN_HALL.lon, lat: BUSAN_HALL.lat, addressType: 'A10', newAddressExtend: 'N' })).toBeNull();
  });
});

describe('geocoding imported addresses', () => {
  it('finds a Busan road-name address (also written with the short city name) at its building', () => {
    const world = imported();
    for (const text of ['부산광역시 연제구 중앙대로 1001', '부산 연제구 중앙대로1001', '중앙대로 1001 부산광역시청']) {
      const page = search(world, text);
      expect(page.totalCount, text).toBe(1);
      expect(page.items[0], text).toMatchObject({
        newMatchFlag: 'N51',
        newLat: '35.179810',
        newLon: '129.075090',
        newLatEntr: '35.179600',
        newLonEntr: '129.074700',
        newRoadName: '중앙대로',
        newBuildingIndex: '1001',
        newBuildingName: '부산광역시청',
        city_do: '부산광역시',
        gu_gun: '연제구',
        legalDong: '연산동',
        bunji: '1000',
        zipcode: '47545',
        remainder: '',
      });
    }
  });

  it('takes a missing sub number from the building of that main number, a missing main from the preceding one', () => {
    const world = imported();
    expect(search(world, '부산 연제구 중앙대로 1003').items[0]).toMatchObject({ newMatchFlag: 'N53', newBuildingIndex: '1003-2' });
    expect(search(world, '부산 연제구 중앙대로 1005').items[0]).toMatchObject({ newMatchFlag: 'N54', newBuildingIndex: '1003-2' });
    expect(search(world, '부산 연제구 중앙대로').items[0]).toMatchObject({ newMatchFlag: 'N55', newRoadName: '중앙대로', newBuildingIndex: '' });
  });

  it('finds lots: exact, near, every lot of a building, and a 리 after its 읍', () => {
    const world = imported();
    expect(search(world, '부산광역시 연제구 연산동 1000-1', 'F01').items[0]).toMatchObject({ matchFlag: 'M11', bunji: '1000-1', buildingName: '부산광역시청', lat: '35.179810' });
    expect(search(world, '부산광역시 연제구 연산동 1000-3', 'F01').items[0]).toMatchObject({ matchFlag: 'M12', bunji: '1000-1' });
    expect(search(world, '부산광역시 연제구 연산동 1002', 'F01').items[0]).toMatchObject({ matchFlag: 'M13', bunji: '1003-4' });
    expect(search(world, '부산광역시 연제구 연산동', 'F01').items[0]).toMatchObject({ matchFlag: 'M33', bunji: '' });
    expect(search(world, '경기도 양평군 양평읍 양근리 100-3', 'F01').items[0]).toMatchObject({ matchFlag: 'M11', eup_myun: '양평읍', ri: '양근리', bunji: '100-3' });
    expect(search(world, '울산 울주군 범서읍 구영리 산5', 'F01').items[0]).toMatchObject({ matchFlag: 'M11', bunji: '산5', buildingName: '구영산장' });
  });

  it('reads old and short province names', () => {
    const world = imported();
    for (const text of ['강원도 춘천시 중앙로 1', '강원특별자치도 춘천시 중앙로 1', '강원 춘천시 중앙로 1']) {
      expect(search(world, text).items[0], text).toMatchObject({ newMatchFlag: 'N51', city_do: '강원특별자치도', gu_gun: '춘천시', remainder: '' });
    }
    expect(search(world, '경상남도 춘천시 중앙로 1').totalCount).toBe(0);
    // A 시 without 구 is the district: another 시 of the province does not match.
    expect(search(world, '강원도 원주시 중앙로 1').totalCount).toBe(0);
  });

  it('finds a building by its name alone', () => {
    const world = imported();
    expect(search(world, '강원특별자치도청').items[0]).toMatchObject({ newMatchFlag: 'N61', newRoadName: '중앙로', newBuildingIndex: '1', gu_gun: '춘천시' });
    expect(search(world, '부산광역시청', 'F01').items[0]).toMatchObject({ matchFlag: 'M41', bunji: '1000' });
  });

  it('answers only imported buildings in 서울특별시 중구, the demo world still in 종로구', () => {
    const world = imported();
    const junggu = search(world, '서울특별시 중구 세종대로 110');
    expect(junggu.totalCount).toBe(1);
    expect(junggu.items[0]).toMatchObject({ newMatchFlag: 'N51', newBuildingName: '임포트청사', zipcode: '04524' });
    // 세종대로 9 is a demo building of 중구: it is not answered any more.
    expect(search(world, '서울특별시 중구 세종대로 9').items.some((i) => i.newBuildingIndex === '9')).toBe(false);
    expect(search(world, '서울특별시 종로구 세종대로 175').items[0]).toMatchObject({ newMatchFlag: 'N51', newBuildingName: '세종문화회관' });
  });

  it('answers structured geocoding with both sides of an exact match', () => {
    const world = imported();
    const info = world.geocode({ city_do: '부산광역시', gu_gun: '연제구', dong: '중앙대로', bunji: '1001', addressFlag: 'F00' }, formatWgs84);
    expect(info).toMatchObject({ matchFlag: 'M11', lat: '35.179810', newMatchFlag: 'N51', newRoadName: '중앙대로', newBuildngIndex: '1001', newBuildngName: '부산광역시청', bunji: '1000' });
    const byLot = world.geocode({ city_do: '경기도', gu_gun: '양평군', dong: '양평읍 양근리', bunji: '100-3', addressFlag: 'F01' }, formatWgs84);
    expect(byLot).toMatchObject({ matchFlag: 'M11', eup_myun: '양평읍', ri: '양근리', newMatchFlag: 'N51', newRoadName: '양근로', newBuildngIndex: '12' });
  });
});

describe('postcode search and conversion of imported addresses', () => {
  it('lists the buildings of a postcode from the file, and a text query carries its zipcode', () => {
    const world = imported();
    const page = world.postcode({ text: '47545', page: 1, count: 10 }, formatWgs84);
    expect(page.totalCount).toBe(2);
    expect(page.items.map((i) => i.newBuildingIndex)).toEqual(['1001', '1003-2']);
    expect(page.items[0]).toMatchObject({ zipcode: '47545', city_do: '부산광역시', buildingName: '부산광역시청', lat: '35.179810' });
    expect(world.postcode({ text: '47545', page: 2, count: 1 }, formatWgs84).items.map((i) => i.newBuildingIndex)).toEqual(['1003-2']);
    expect(world.postcode({ text: '경기도 양평군 양근로 12', page: 1, count: 10 }, formatWgs84).items[0]).toMatchObject({ zipcode: '12554', eup_myun: '양평읍' });
    // 04510 is the demo world's City Hall postcode in 중구, which the import replaces.
    expect(world.postcode({ text: '04510', page: 1, count: 10 }, formatWgs84).totalCount).toBe(0);
  });

  it('converts old ↔ new addresses both ways', () => {
    const world = imported();
    const toNew = world.convertAddress({ searchTypCd: 'OtoN', reqAdd: '부산광역시 연제구 연산동 1000-1', reqMulti: 'M' }, formatWgs84);
    expect(toNew).toMatchObject({
      reqAddress: 'O',
      upperDistCode: '2600000000',
      upperDistName: '부산광역시',
      middleDistCode: '2647000000',
      middleDistName: '연제구',
      legalLowerDistCode: '2647010200',
      legalLowerDistName: '연산동',
      primary: '1000',
      secondary: '1',
      mlClass: '1',
      newAddressList: { newAddress: [{ roadName: '중앙대로', bldNo1: '1001', bldNo2: '0', roadId: '264704196001', newLat: '35.179810', newLon: '129.075090' }] },
    });
    const toOld = world.convertAddress({ searchTypCd: 'NtoO', reqAdd: '경기도 양평군 양평읍 양근로 12', reqMulti: 'S' }, formatWgs84);
    expect(toOld).toMatchObject({ reqAddress: 'N', legalLowerDistName: '양평읍', legalDetailName: '양근리', legalDetailCode: '4183025021', primary: '100', secondary: '3' });
    expect(world.convertAddress({ searchTypCd: 'NtoO', reqAdd: '서울특별시 중구 세종대로 110', reqMulti: 'S' }, formatWgs84)).toMatchObject({ primary: '31', secondary: '0' });
    expect(CHUNCHEON.sggCode).toBe('51110');
    expect(SEOUL_JUNGGU.main).toBe(110);
  });
});

describe('a place known by its lot only (a standard-data row without a road-name address)', () => {
  const PLACE = record({
    buildingKey: 'csv-lot:부산광역시 사하구 하단동 1149-12', sidoName: '부산광역시', sggName: '사하구', emdName: '하단동',
    roadName: '', main: 0, sub: 0, lon: 128.9466511, lat: 35.10991075, entLon: 128.9466511, entLat: 35.10991075,
  });

  function world(): WorldServices {
    db = openDatabase(MEMORY_DB);
    writeAddresses(db, [PLACE], [lot(PLACE.buildingKey, '', '하단동', 1149, 12)]);
    return createWorldServices(db);
  }

  it('answers reverse geocoding with its lot and no road part', () => {
    const info = world().reverseGeocode({ lon: PLACE.lon, lat: PLACE.lat, addressType: 'A10', newAddressExtend: 'Y' }) as Record<string, unknown>;
    expect(info).toMatchObject({
      fullAddress: '부산광역시 사하구,부산광역시 사하구 하단동 1149-12',
      legalDong: '하단동', bunji: '1149-12', roadName: '', buildingIndex: '', roadAddressKey: '', mappingDistance: '',
      roadCoord: { lat: '', lon: '', latEntr: '', lonEntr: '' },
    });
  });

  it('is found by its lot, and has no new address to convert to', () => {
    const w = world();
    const items = search(w, '부산 사하구 하단동 1149-12').items;
    expect(items[0]).toMatchObject({ matchFlag: 'M11', legalDong: '하단동', bunji: '1149-12', newRoadName: '', lat: '35.109911', lon: '128.946651' });
    expect(w.convertAddress({ searchTypCd: 'OtoN', reqAdd: '부산광역시 사하구 하단동 1149-12', reqMulti: 'S' }, formatWgs84)).toBeNull();
  });
});

describe('a road named with 번길', () => {
  it('is found whether the query writes 28번길 or 28길', () => {
    db = openDatabase(MEMORY_DB);
    const gunpo = record({ buildingKey: 'csv:경기도 군포시 당정로28번길 23', sidoName: '경기도', sggName: '군포시', emdName: '당정동', roadName: '당정로28번길', main: 23, lon: 126.9521, lat: 37.353 });
    writeAddresses(db, [gunpo]);
    const w = createWorldServices(db);
    for (const text of ['경기도 군포시 당정로28번길 23', '군포시 당정로 28번길 23', '군포 당정로28길 23']) {
      expect(search(w, text).items[0], text).toMatchObject({ newRoadName: '당정로28번길', newBuildingIndex: '23' });
    }
  });
});

describe('읍·면, 리, renamed provinces and 시 + 구 districts in imported addresses', () => {
  /**
   * Authored rows as the importers store them: a 면 building filed under the province's old name
   * (an older juso file), a 읍 building, a 면 building of a 구 of a 시, and one of 전북 filed under its
   * new name.
   */
  const MITAN = record({
    buildingKey: '5176034021100230000000001', sggCode: '51760', sidoName: '강원도', sggName: '평창군', emdName: '미탄면', riName: '창리',
    legalDongCode: '5176034021', roadName: '청옥산1길', main: 3, sub: 9, lon: 128.4957, lat: 37.3425, entLon: 128.4956, entLat: 37.3424,
  });
  const HAENAM = record({
    buildingKey: '4682025030100820000000001', sggCode: '46820', sidoName: '전라남도', sggName: '해남군', emdName: '해남읍', riName: '연동리',
    legalDongCode: '4682025030', roadName: '녹우당길', main: 135, lon: 126.6219, lat: 34.551, entLon: 126.6218, entLat: 34.5509,
  });
  const JINDONG = record({
    buildingKey: '4812532021108720000000001', sggCode: '48125', sidoName: '경상남도', sggName: '창원시 마산합포구', emdName: '진동면', riName: '진동리',
    legalDongCode: '4812532021', roadName: '신서촌로', main: 15, lon: 128.5701, lat: 35.1351, entLon: 128.57, entLat: 35.135,
  });
  const GAEJEONG = record({
    buildingKey: '5213032021100860000000001', sggCode: '52130', sidoName: '전북특별자치도', sggName: '군산시', emdName: '개정면', riName: '발산리',
    legalDongCode: '5213032021', roadName: '바르메길', main: 42, lon: 126.7968, lat: 35.9583, entLon: 126.7967, entLat: 35.9582,
  });

  function world(): WorldServices {
    db = openDatabase(MEMORY_DB);
    importFixtureAddresses(
      db,
      [MITAN, HAENAM, JINDONG, GAEJEONG],
      [
        lot(MITAN.buildingKey, '5176034021', '미탄면', 123, 4, { ri: '창리' }),
        lot(HAENAM.buildingKey, '4682025030', '해남읍', 82, 0, { ri: '연동리' }),
        lot(JINDONG.buildingKey, '4812532021', '진동면', 872, 0, { ri: '진동리' }),
        lot(GAEJEONG.buildingKey, '5213032021', '개정면', 86, 9, { ri: '발산리' }),
      ],
    );
    return createWorldServices(db);
  }

  it('finds a road-name address written with its 읍·면, nothing left over', () => {
    const w = world();
    expect(search(w, '강원도 평창군 미탄면 청옥산1길 3-9').items[0]).toMatchObject({
      newMatchFlag: 'N51', newRoadName: '청옥산1길', newBuildingIndex: '3-9', gu_gun: '평창군', eup_myun: '미탄면', ri: '창리', bunji: '123-4', remainder: '',
    });
    expect(search(w, '전라남도 해남군 해남읍 녹우당길 135').items[0]).toMatchObject({ newMatchFlag: 'N51', eup_myun: '해남읍', remainder: '' });
    // A 면 the building is not in: the building is still found, the 면 is what was not used.
    expect(search(w, '강원도 평창군 방림면 청옥산1길 3-9').items[0]).toMatchObject({ newMatchFlag: 'N51', eup_myun: '미탄면', remainder: '방림면' });
  });

  it('finds a lot written with its 읍·면 and 리, or with its 리 alone', () => {
    const w = world();
    for (const text of ['강원도 평창군 미탄면 창리 123-4', '강원특별자치도 평창군 미탄면 창리 123-4', '평창군 창리 123-4']) {
      expect(search(w, text, 'F01').items[0], text).toMatchObject({ matchFlag: 'M11', eup_myun: '미탄면', legalDong: '', ri: '창리', bunji: '123-4', remainder: '' });
    }
    expect(search(w, '강원도 평창군 방림면 창리 123-4', 'F01').items.some((i) => i.matchFlag === 'M11')).toBe(false);
  });

  it('reads the 읍·면 given as the dong parameter of structured geocoding', () => {
    const w = world();
    const byLot = w.geocode({ city_do: '강원도', gu_gun: '평창군', dong: '미탄면 창리', bunji: '123-4', addressFlag: 'F01' }, formatWgs84);
    expect(byLot).toMatchObject({ matchFlag: 'M11', eup_myun: '미탄면', ri: '창리', bunji: '123-4', newMatchFlag: 'N51', newBuildngIndex: '3-9', remainder: '' });
    const byRoad = w.geocode({ city_do: '강원특별자치도', gu_gun: '평창군', dong: '미탄면', bunji: '청옥산1길 3-9', addressFlag: 'F02' }, formatWgs84);
    expect(byRoad).toMatchObject({ newMatchFlag: 'N51', newRoadName: '청옥산1길', newBuildngIndex: '3-9', eup_myun: '미탄면', remainder: '' });
    const roadInDong = w.geocode({ city_do: '전남', gu_gun: '해남군', dong: '해남읍 녹우당길 135', addressFlag: 'F02' }, formatWgs84);
    expect(roadInDong).toMatchObject({ newMatchFlag: 'N51', eup_myun: '해남읍', remainder: '' });
  });

  it('reads the old and new names of 강원 and 전북 whichever the file has', () => {
    const w = world();
    for (const text of ['강원도 평창군 미탄면 청옥산1길 3-9', '강원특별자치도 평창군 미탄면 청옥산1길 3-9', '강원 평창군 미탄면 청옥산1길 3-9']) {
      expect(search(w, text).items[0], text).toMatchObject({ newMatchFlag: 'N51', city_do: '강원도', remainder: '' });
    }
    for (const text of ['전라북도 군산시 개정면 바르메길 42', '전북특별자치도 군산시 개정면 바르메길 42', '전북 군산시 개정면 바르메길 42', '전라북도 군산시 개정면 발산리 86-9']) {
      expect(search(w, text).items[0], text).toMatchObject({ city_do: '전북특별자치도', gu_gun: '군산시', eup_myun: '개정면', remainder: '' });
    }
    expect(search(w, '전라남도 군산시 개정면 바르메길 42').totalCount).toBe(0);
  });

  it('reads a 시 with its 구 written with or without the space, or the 구 left out', () => {
    const w = world();
    for (const text of [
      '경상남도 창원시 마산합포구 진동면 신서촌로 15',
      '경상남도 창원시마산합포구 진동면 신서촌로 15',
      '경남 마산합포구 진동면 신서촌로 15',
      '경남 창원시 진동면 신서촌로 15',
      '창원시 마산합포구 진동면 진동리 872',
      '창원시마산합포구 진동면 진동리 872',
      '경남 창원시 진동면 진동리 872',
    ]) {
      expect(search(w, text).items[0], text).toMatchObject({ gu_gun: '창원시 마산합포구', eup_myun: '진동면', ri: '진동리', bunji: '872', remainder: '' });
    }
    expect(search(w, '경남 김해시 진동면 신서촌로 15').totalCount).toBe(0);
  });
});
