import { describe, expect, it } from 'vitest';
import { convertOldAddress, fromConvertAdd, fromFullAddrGeo, fromGeocoding, fromPostcode } from './search-results';

describe('search results from each operation', () => {
  it('tells lot and road-name matches of fullAddrGeo apart, ignoring the empty fields', () => {
    const results = fromFullAddrGeo([
      { matchFlag: 'M11', lat: 37.5667, lon: 126.9784, latEntr: 37.5666, lonEntr: 126.9781, city_do: '서울특별시', gu_gun: '중구', legalDong: '태평로1가', bunji: '31', newMatchFlag: '', zipcode: '04524' },
      { matchFlag: '', newMatchFlag: 'N51', newLat: 37.5665, newLon: 126.978, newLatEntr: 37.5664, newLonEntr: 126.9779, city_do: '서울특별시', gu_gun: '중구', newRoadName: '세종대로', newBuildingIndex: '110', newBuildingName: '서울특별시청' },
    ]);
    expect(results[0]).toMatchObject({ kind: 'lot', address: '서울특별시 중구 태평로1가 31', flag: 'M11', point: [126.9784, 37.5667], entrance: [126.9781, 37.5666], zipcode: '04524', convert: { searchTypCd: 'OtoN' } });
    expect(results[1]).toMatchObject({ kind: 'road', address: '서울특별시 중구 세종대로 110', building: '서울특별시청', flag: 'N51', point: [126.978, 37.5665], convert: { searchTypCd: 'NtoO', reqAdd: '서울특별시 중구 세종대로 110' } });
    expect(results.map((r) => r.index)).toEqual([0, 1]);
  });

  it('splits a structured geocoding answer with both matches into two results', () => {
    const results = fromGeocoding({ matchFlag: 'M12', lat: 37.5, lon: 127.03, newMatchFlag: 'N51', newLat: 37.501, newLon: 127.031, city_do: '서울특별시', gu_gun: '강남구', legalDong: '역삼동', bunji: '737', newRoadName: '테헤란로', newBuildngIndex: '152', newBuildngName: '강남파이낸스센터' });
    expect(results.map((r) => [r.kind, r.flag, r.address])).toEqual([
      ['lot', 'M12', '서울특별시 강남구 역삼동 737'],
      ['road', 'N51', '서울특별시 강남구 테헤란로 152'],
    ]);
    expect(results[1]?.building).toBe('강남파이낸스센터');
    expect(fromGeocoding(undefined)).toEqual([]);
    expect(fromGeocoding({ matchFlag: '', newMatchFlag: '' })).toEqual([]);
  });

  it('reads postcode items', () => {
    const [r] = fromPostcode([{ lat: 37.5665, lon: 126.978, latEntr: 37.5664, lonEntr: 126.9779, city_do: '서울특별시', gu_gun: '중구', newRoadName: '세종대로', newBuildingIndex: '110', zipcode: '04524' }]);
    expect(r).toMatchObject({ kind: 'road', address: '서울특별시 중구 세종대로 110', zipcode: '04524' });
  });

  it('reads a ConvertAdd answer into the lot and its road-name addresses', () => {
    const c = {
      resCount: 1,
      upperDistName: '서울특별시',
      middleDistName: '중구',
      legalLowerDistName: '태평로1가',
      primary: '31',
      secondary: '0',
      mlClass: '1',
      oldLat: 37.5667,
      oldLon: 126.9784,
      newAddressList: { newAddress: [{ roadName: '세종대로', bldNo1: '110', bldNo2: '0', newLat: 37.5665, newLon: 126.978, roadId: '111402005001' }] },
    };
    expect(convertOldAddress(c)).toBe('서울특별시 중구 태평로1가 31');
    expect(convertOldAddress({ ...c, mlClass: '2', secondary: '4' })).toBe('서울특별시 중구 태평로1가 산31-4');
    const results = fromConvertAdd(c);
    expect(results.map((r) => [r.kind, r.address])).toEqual([
      ['lot', '서울특별시 중구 태평로1가 31'],
      ['road', '서울특별시 중구 세종대로 110'],
    ]);
    expect(fromConvertAdd(undefined)).toEqual([]);
  });
});
