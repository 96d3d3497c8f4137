import { describe, expect, it } from 'vitest';
import { convertAddressResult, convertResult, geocodeResult, inputPoint, nearRoadResult, NoMatchError, reverseResult } from './operations';

describe('operation results', () => {
  it('geocode takes the first candidate, road-name match first', () => {
    const r = geocodeResult({ coordinateInfo: { page: 1, count: 1, totalCount: 1, coordinate: [{ newLat: 37.5667, newLon: 126.978404, newMatchFlag: 'N51', city_do: '서울특별시', gu_gun: '중구', newRoadName: '세종대로', newBuildingIndex: '110', zipcode: '04510' }] } });
    expect(r).toEqual({ kind: 'road', point: [126.978404, 37.5667], fields: { lat: '37.5667', lon: '126.978404', match: 'N51', address: '서울특별시 중구 세종대로 110', postcode: '04510' } });
    const lot = geocodeResult({ coordinateInfo: { page: 1, count: 1, totalCount: 1, coordinate: [{ lat: 37.5, lon: 127, matchFlag: 'M11', city_do: '서울특별시', gu_gun: '중구', legalDong: '태평로1가', bunji: '31' }] } });
    expect(lot).toMatchObject({ kind: 'lot', fields: { address: '서울특별시 중구 태평로1가 31', match: 'M11' } });
    expect(() => geocodeResult({ coordinateInfo: { page: 1, count: 1, totalCount: 0, coordinate: [] } })).toThrow(NoMatchError);
  });

  it('geocode keeps the 읍·면 of a road-name address, and the 읍·면 and 리 of a lot', () => {
    const road = geocodeResult({
      coordinateInfo: { page: 1, count: 1, totalCount: 1, coordinate: [{ newLat: 34.551017, newLon: 126.621925, newMatchFlag: 'N51', city_do: '전라남도', gu_gun: '해남군', eup_myun: '해남읍', legalDong: '', ri: '연동리', bunji: '82', newRoadName: '녹우당길', newBuildingIndex: '135' }] },
    });
    expect(road.fields.address).toBe('전라남도 해남군 해남읍 녹우당길 135');
    const lot = geocodeResult({
      coordinateInfo: { page: 1, count: 1, totalCount: 1, coordinate: [{ lat: 37.342465, lon: 128.495722, matchFlag: 'M11', city_do: '강원특별자치도', gu_gun: '평창군', eup_myun: '미탄면', legalDong: '', ri: '창리', bunji: '617' }] },
    });
    expect(lot.fields.address).toBe('강원특별자치도 평창군 미탄면 창리 617');
  });

  it('reverse, convert and nearest road keep their key fields; the pin is the input point in WGS84', () => {
    const p = inputPoint({ operation: 'reverse', fromCoord: 'WGS84GEO', toCoord: 'WGS84GEO' }, { kind: 'point', lat: 37.56, lon: 126.98 });
    expect(p).toEqual([126.98, 37.56]);
    expect(reverseResult({ addressInfo: { fullAddress: '서울특별시 중구 명동', adminDong: '명동', roadName: '소공로', buildingIndex: '11-2' } }, p).fields).toEqual({ address: '서울특별시 중구 명동', adminDong: '명동', roadAddress: '소공로 11-2', distance: '' });
    expect(reverseResult({ addressInfo: { fullAddress: '서울특별시 중구 명동', mappingDistance: 148.192442 } }, p).fields.distance).toBe('148.2');
    expect(() => reverseResult({}, p)).toThrow(NoMatchError);
    expect(convertResult({ coordinate: { lat: 552073.349593, lon: 309910.138831 } }, { operation: 'convert', fromCoord: 'WGS84GEO', toCoord: 'KATECH' }, p).fields).toEqual({ lat: '552073.35', lon: '309910.14' });
    const road = nearRoadResult({ resultData: { header: { totalDistance: 345, idxName: '1', linkId: '11571511', speed: 50, tollLink: 0, roadName: '세종대로', lane: 10, laneType: 2, roadCategory: 5 }, linkPoints: [] } }, p);
    expect(road.fields).toEqual({ roadName: '세종대로', linkId: '11571511', speed: '50', lane: '10' });
    const katech = inputPoint({ operation: 'convert', fromCoord: 'KATECH', toCoord: 'WGS84GEO' }, { kind: 'point', lat: 552073.35, lon: 309910.14 });
    expect(katech?.[0]).toBeCloseTo(126.978, 3);
  });
});

describe('convertAddressResult', () => {
  const ntoO = {
    ConvertAdd: { resCount: 1, upperDistName: '서울특별시', middleDistName: '중구', legalLowerDistName: '태평로1가', primary: '31', secondary: '0', oldLat: 37.5663, oldLon: 126.9779 },
  };
  const otoN = {
    ConvertAdd: { resCount: 1, upperDistName: '서울특별시', middleDistName: '중구', newAddressList: { newAddress: [{ roadName: '세종대로', bldNo1: '110', bldNo2: '0', newLat: 37.5665, newLon: 126.978 }] } },
  };
  it('writes the lot-number address of a road-name address, and its point', () => {
    expect(convertAddressResult(ntoO, 'toLot')).toEqual({ kind: 'lot', point: [126.9779, 37.5663], fields: { lotAddress: '서울특별시 중구 태평로1가 31', lat: '37.5663', lon: '126.9779' } });
  });
  it('writes the road-name address of a lot-number address, a sub-number after a hyphen', () => {
    expect(convertAddressResult(otoN, 'toRoad').fields).toEqual({ roadAddress: '서울특별시 중구 세종대로 110', lat: '37.5665', lon: '126.978' });
    const sub = { ConvertAdd: { ...otoN.ConvertAdd, newAddressList: { newAddress: [{ roadName: '세종대로', bldNo1: '110', bldNo2: '2' }] } } };
    expect(convertAddressResult(sub, 'toRoad')).toMatchObject({ point: undefined, fields: { roadAddress: '서울특별시 중구 세종대로 110-2', lat: '' } });
  });
  it('finds nothing when the service answers no address', () => {
    expect(() => convertAddressResult({ ConvertAdd: { resCount: 0 } }, 'toLot')).toThrow(NoMatchError);
    expect(() => convertAddressResult({ ConvertAdd: { resCount: 1, upperDistName: '서울특별시' } }, 'toRoad')).toThrow(NoMatchError);
  });
});
