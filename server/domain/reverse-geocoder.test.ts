import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { formatBunji, lotAt } from './lots.ts';
import { reverseServed } from '../testing/served-demo.ts';
import { ADDRESS_TYPES, addressKey, DEFAULT_ADDRESS_TYPE, ROAD_ADDRESS_RADIUS_M, type AddressInfo } from './reverse-geocoder.ts';
import { buildDemoWorld } from './world-builder.ts';

const world = buildDemoWorld();
const CITY_HALL = { lon: 126.978, lat: 37.5665 };
const GANGNAM = { lon: 127.0286, lat: 37.4981 };
/** 강남역, in the middle of 강남대로: on no building's plot. */
const GANGNAM_STATION = { lon: 127.0276, lat: 37.4979 };
const ASSEMBLY = { lon: 126.914, lat: 37.5318 };

const FIELDS = [
  'fullAddress', 'addressType', 'city_do', 'gu_gun', 'eup_myun', 'adminDong',
  'adminDongCode', 'legalDong', 'legalDongCode', 'ri', 'bunji', 'roadName', 'buildingIndex', 'buildingName',
  'mappingDistance', 'roadCode',
];
/** The fields only newAddressExtend=Y sends. */
const EXTENDED = ['addressKey', 'roadAddressKey', 'adminDongCoord', 'legalDongCoord', 'roadCoord'];

function geocode(point: { lon: number; lat: number }, addressType?: (typeof ADDRESS_TYPES)[number], newAddressExtend: 'Y' | 'N' = 'N'): AddressInfo {
  const info = reverseServed(addressType ? { ...point, addressType, newAddressExtend } : { ...point, newAddressExtend });
  if (!info) throw new Error('expected an address');
  return info;
}

function expectAllStrings(value: unknown, path = 'addressInfo'): void {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) expectAllStrings(v, `${path}.${k}`);
  } else {
    expect(typeof value, path).toBe('string');
  }
}

describe('reverseGeocode fullAddress forms', () => {
  const bunji = geocode(CITY_HALL).bunji;

  it('gives City Hall a lot number', () => {
    expect(bunji).toMatch(/^\d+(-\d)?$/);
  });

  it('A00 = 행정동 주소,법정동 주소 지번', () => {
    expect(geocode(CITY_HALL, 'A00').fullAddress).toBe(`서울특별시 중구 명동,서울특별시 중구 태평로1가 ${bunji}`);
  });

  it('A01 = 행정동 주소', () => {
    expect(geocode(CITY_HALL, 'A01').fullAddress).toBe('서울특별시 중구 명동');
  });

  it('A02 = 법정동 주소 지번', () => {
    expect(geocode(CITY_HALL, 'A02').fullAddress).toBe(`서울특별시 중구 태평로1가 ${bunji}`);
  });

  it('A10 = three comma parts, the third the road-name address with the building name in quotes', () => {
    const full = geocode(CITY_HALL, 'A10').fullAddress;
    expect(full.split(',')).toEqual(['서울특별시 중구 명동', `서울특별시 중구 태평로1가 ${bunji}`, '서울특별시 중구 세종대로 110 "서울특별시청"']);
  });

  it('A03 = 시도 구 도로명, A04 = 시도 구 도로명 건물번호', () => {
    expect(geocode(CITY_HALL, 'A03').fullAddress).toBe('서울특별시 중구 세종대로');
    expect(geocode(CITY_HALL, 'A04').fullAddress).toBe('서울특별시 중구 세종대로 110');
  });

  it('defaults to A10 when addressType is absent', () => {
    expect(DEFAULT_ADDRESS_TYPE).toBe('A10');
    const info = geocode(CITY_HALL);
    expect(info.addressType).toBe('A10');
    expect(info.fullAddress).toBe(geocode(CITY_HALL, 'A10').fullAddress);
    expect(info.fullAddress).toMatch(/^서울특별시 중구 명동,서울특별시 중구 태평로1가 \d+(-\d)?,서울특별시 중구 세종대로 110 "서울특별시청"$/);
  });

  it('no form ends in a comma or has an empty part, with or without dong detail or road addresses', () => {
    for (const point of [CITY_HALL, GANGNAM_STATION, ASSEMBLY, { lon: 126.9885, lat: 37.5525 }]) {
      for (const type of ADDRESS_TYPES) {
        const full = reverseServed({ ...point, addressType: type })?.fullAddress ?? '';
        expect(full, `${type} at ${point.lat},${point.lon}`).not.toMatch(/^,|,$|,,|^$/);
      }
    }
  });
});

describe('reverseGeocode fields', () => {
  it('fills every interface field with strings, codes of 10 digits; the extended ones only with newAddressExtend=Y', () => {
    for (const type of ADDRESS_TYPES) {
      expect(Object.keys(geocode(CITY_HALL, type)).sort()).toEqual([...FIELDS].sort());
      const info = geocode(CITY_HALL, type, 'Y');
      expect(Object.keys(info).sort()).toEqual([...FIELDS, ...EXTENDED].sort());
      expectAllStrings(info);
      expect(info.addressType).toBe(type);
      expect(info).toMatchObject({
        city_do: '서울특별시',
        gu_gun: '중구',
        eup_myun: '',
        ri: '',
        adminDong: '명동',
        adminDongCode: '1114055000',
        legalDong: '태평로1가',
        legalDongCode: '1114010300',
      });
      expect(info.addressKey).toMatch(/^\d{10}$/);
      expect(info.roadAddressKey).toMatch(/^4\d{9}$/);
    }
  });

  it('sends the dong centres as adminDongCoord / legalDongCoord', () => {
    const info = geocode(GANGNAM, undefined, 'Y');
    const admin = world.index.byCode('1168064000');
    const legal = world.index.byCode('1168010100');
    expect(Number(info.adminDongCoord?.lon)).toBeCloseTo(admin?.center[0] ?? 0, 6);
    expect(Number(info.adminDongCoord?.lat)).toBeCloseTo(admin?.center[1] ?? 0, 6);
    expect(Number(info.legalDongCoord?.lon)).toBeCloseTo(legal?.center[0] ?? 0, 6);
    expect(Number(info.legalDongCoord?.lat)).toBeCloseTo(legal?.center[1] ?? 0, 6);
    expect(info.adminDongCoord?.lat).toMatch(/^\d+\.\d{6}$/);
  });

  it('keys a lot stably: same lot same key, other lot other key', () => {
    const a = geocode(CITY_HALL, undefined, 'Y');
    expect(geocode(CITY_HALL, undefined, 'Y').addressKey).toBe(a.addressKey);
    const legal = world.index.byCode('1114010300', 'legalDong');
    // The click is on City Hall's plot: the key is that of the building's own lot.
    const cityHall = world.buildings.lookup('세종대로', 110);
    const lot = legal && cityHall && lotAt(world, legal, cityHall.center[0], cityHall.center[1]);
    expect(lot && formatBunji(lot)).toBe(cityHall?.bunji);
    expect(lot && addressKey('1114010300', lot)).toBe(a.addressKey);
    expect(geocode(GANGNAM, undefined, 'Y').addressKey).not.toBe(a.addressKey);
    expect(addressKey('1114010300', { main: 1, sub: 0 })).not.toBe(addressKey('1114010300', { main: 1, sub: 1 }));
  });

  it('answers only city_do and gu_gun in a district without dong detail', () => {
    const info = geocode(ASSEMBLY, 'A00', 'Y');
    expect(info).toMatchObject({
      city_do: '서울특별시',
      gu_gun: '영등포구',
      adminDong: '',
      adminDongCode: '',
      legalDong: '',
      legalDongCode: '',
      bunji: '',
      addressKey: '',
      fullAddress: '서울특별시 영등포구,서울특별시 영등포구',
    });
    expect(info.adminDongCoord).toEqual({ lat: '', lon: '', latEntr: '', lonEntr: '' });
    expectAllStrings(info);
    expect(geocode(ASSEMBLY, 'A10').fullAddress).toBe('서울특별시 영등포구,서울특별시 영등포구');
  });

  it('answers null outside the world', () => {
    expect(reverseServed({ lon: 129.075, lat: 35.1798 })).toBeNull();
    expect(reverseServed({ lon: 0, lat: 0, addressType: 'A02' })).toBeNull();
    expect(reverseServed({ lon: Number.NaN, lat: 37.5665 })).toBeNull();
  });
});

describe('road-name addresses from the world\'s buildings', () => {
  const cityHall = world.buildings.lookup('세종대로', 110);

  it('answers City Hall with 세종대로 110 "서울특별시청" and the real road code of 세종대로 in 중구', () => {
    expect(cityHall?.name).toBe('서울특별시청');
    const info = geocode(CITY_HALL);
    expect(info).toMatchObject({
      roadName: '세종대로',
      buildingIndex: '110',
      buildingName: '서울특별시청',
      roadCode: '111402005001',
    });
    expect(info.mappingDistance).toMatch(/^\d+\.\d{6}$/);
    const entrance = cityHall?.entrance ?? [0, 0];
    expect(Number(info.mappingDistance)).toBeCloseTo(distanceMetres([CITY_HALL.lon, CITY_HALL.lat], entrance), 5);
    expect(Number(info.mappingDistance)).toBeLessThan(ROAD_ADDRESS_RADIUS_M);
  });

  it('adds addressKey, roadAddressKey and the coordinate nodes only with newAddressExtend=Y', () => {
    const plain = reverseServed({ ...CITY_HALL, newAddressExtend: 'N' });
    for (const field of EXTENDED) expect(plain).not.toHaveProperty(field);
    expect(plain?.fullAddress.split(',')[2]).toBe('서울특별시 중구 세종대로 110 "서울특별시청"');
    const extended = reverseServed({ ...CITY_HALL, newAddressExtend: 'Y' });
    expect(extended?.roadAddressKey).toMatch(/^4\d{9}$/);
    expect(extended?.roadAddressKey).toBe(cityHall?.roadAddressKey);
    expect(extended?.roadCoord).toEqual({
      lat: cityHall?.center[1].toFixed(6),
      lon: cityHall?.center[0].toFixed(6),
      latEntr: cityHall?.entrance[1].toFixed(6),
      lonEntr: cityHall?.entrance[0].toFixed(6),
    });
    expect(extended?.buildingName).toBe(plain?.buildingName);
    if (extended) expectAllStrings(extended);
  });

  it('writes an unnamed building without quotes', () => {
    const unnamed = world.buildings.buildings.find((b) => b.name === '' && b.districtName === '중구' && b.legalDongCode !== '');
    expect(unnamed).toBeDefined();
    if (!unnamed) return;
    const info = geocode({ lon: unnamed.entrance[0], lat: unnamed.entrance[1] });
    expect(info.fullAddress.split(',')[2]).toMatch(/^서울특별시 중구 \S+ \d+(-\d+)?$/);
    expect(info.buildingName).toBe('');
  });

  it('near 역삼역: a point in 테헤란로 has its lot and a neighbour on 테헤란로; a point on that building names it', () => {
    // In the carriageway: on no building's plot.
    const inRoad = geocode({ lon: 127.0364, lat: 37.5006 }, 'A04');
    expect(inRoad.gu_gun).toBe('강남구');
    expect(inRoad.fullAddress).toBe(`서울특별시 강남구 역삼동 ${inRoad.bunji}`);
    expect(inRoad.roadName).toMatch(/^테헤란로/);
    expect(inRoad.roadCode).toMatch(/^11680\d{7}$/);
    // Between that building's entrance and centre.
    const building = world.buildings.lookup(inRoad.roadName, Number(inRoad.buildingIndex.split('-')[0]), Number(inRoad.buildingIndex.split('-')[1] ?? 0));
    expect(building).toBeDefined();
    if (!building) return;
    const onIt = geocode({ lon: (building.center[0] + building.entrance[0]) / 2, lat: (building.center[1] + building.entrance[1]) / 2 }, 'A04');
    expect(onIt.fullAddress).toBe(`서울특별시 강남구 ${building.roadName} ${building.buildingIndex}`);
    expect(geocode({ lon: building.center[0], lat: building.center[1] }).bunji).toBe(building.bunji);
  });

  it('leaves the road fields empty beyond the search radius', () => {
    // On 남산, far from every road of the world.
    const info = geocode({ lon: 126.9885, lat: 37.5525 });
    expect(info.gu_gun).not.toBe('');
    expect([info.roadName, info.buildingIndex, info.roadCode, info.mappingDistance]).toEqual(['', '', '', '']);
    expect(info.fullAddress.split(',')).toHaveLength(2);
  });

  it('names the answered building\'s own district', () => {
    for (const b of world.buildings.buildings.filter((_, i) => i % 97 === 0)) {
      const info = reverseServed({ lon: b.entrance[0], lat: b.entrance[1], addressType: 'A10' });
      if (!info || info.roadCode === '') continue;
      const district = world.index.regions.find((r) => r.category === 'gu_gun' && r.name === info.gu_gun);
      expect(info.roadCode.slice(0, 5)).toBe(district?.code.slice(0, 5));
    }
  });
});
