import { describe, expect, it } from 'vitest';
import { matchDistricts, matchProvinces, sidoByStatisticsPrefix, type NamedBoundary } from './kostat-boundaries.ts';
import type { MultiPolygonCoords } from './world-types.ts';

const g = (x: number): MultiPolygonCoords => [[[[x, 0], [x + 1, 0], [x + 1, 1], [x, 1], [x, 0]]]];
const boundary = (index: number, name: string, code: string): NamedBoundary => ({ index, name, code, geometry: g(index) });

describe('matchProvinces', () => {
  it('matches by name, also under former names, and lists what did not match', () => {
    const result = matchProvinces(
      [boundary(0, '서울특별시', '11'), boundary(1, '강원도', '32'), boundary(2, '전라 북도', '35'), boundary(3, '없는도', '98')],
      [
        { code: '11', name: '서울특별시' },
        { code: '51', name: '강원특별자치도' },
        { code: '52', name: '전북특별자치도' },
        { code: '50', name: '제주특별자치도' },
      ],
    );
    expect([...result.geometry.keys()]).toEqual(['11', '51', '52']);
    expect(result.unmatchedBoundaries.map((u) => u.boundary.name)).toEqual(['없는도']);
    expect(result.unmatchedRegions).toEqual([{ code: '50', name: '제주특별자치도' }]);
    expect([...result.sidoByKostatCode]).toEqual([
      ['11', '11'],
      ['32', '51'],
      ['35', '52'],
    ]);
  });
});

describe('matchDistricts', () => {
  const districts = [
    { code: '11140', name: '중구', provinceCode: '11' },
    { code: '26110', name: '중구', provinceCode: '26' },
    { code: '41111', name: '수원시장안구', provinceCode: '41' },
    { code: '27720', name: '군위군', provinceCode: '27' },
    { code: '28177', name: '미추홀구', provinceCode: '28' },
  ];
  const sido = new Map([
    ['11', '11'],
    ['21', '26'],
    ['31', '41'],
    ['37', '47'],
  ]);

  it('matches same-named districts within their own province, spaces ignored', () => {
    const result = matchDistricts([boundary(0, '중구', '11020'), boundary(1, '중구', '21010'), boundary(2, '수원시 장안구', '31011')], districts, sido);
    expect(result.geometry.get('11140')).toEqual(g(0));
    expect(result.geometry.get('26110')).toEqual(g(1));
    expect(result.geometry.get('41111')).toEqual(g(2));
  });

  it('reports boundaries that moved or were renamed, and districts left without one', () => {
    // 2018: 군위군 was in 경상북도 (37310); 미추홀구 was still called 남구 (23030).
    const result = matchDistricts([boundary(0, '군위군', '37310'), boundary(1, '남구', '23030')], districts, sido);
    expect(result.geometry.size).toBe(0);
    expect(result.unmatchedBoundaries.map((u) => [u.boundary.name, u.reason])).toEqual([
      ['군위군', 'no district of that name in sido 47'],
      ['남구', 'no district of that name'],
    ]);
    expect(result.unmatchedRegions.map((r) => r.code)).toEqual(['11140', '26110', '41111', '27720', '28177']);
  });

  it('falls back to a nationally unique name when the province prefix is unknown', () => {
    const result = matchDistricts([boundary(0, '미추홀구', '23090'), boundary(1, '중구', '23010')], districts, sido);
    expect([...result.geometry.keys()]).toEqual(['28177']);
    expect(result.unmatchedBoundaries[0]?.reason).toBe('province unknown and 2 districts share the name');
  });
});

describe('sidoByStatisticsPrefix', () => {
  it('maps KOSTAT prefixes to the sido most dongs with that prefix belong to', () => {
    const map = sidoByStatisticsPrefix([
      { statisticsCode: '11010530', provinceCode: '11' },
      { statisticsCode: '39010110', provinceCode: '50' },
      { statisticsCode: '22520111', provinceCode: '27' },
      { statisticsCode: '22010510', provinceCode: '27' },
      { statisticsCode: '22999999', provinceCode: '47' },
      { provinceCode: '26' },
    ]);
    expect([...map]).toEqual([
      ['11', '11'],
      ['39', '50'],
      ['22', '27'],
    ]);
  });
});
