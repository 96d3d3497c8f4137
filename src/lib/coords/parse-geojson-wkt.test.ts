import { describe, expect, it } from 'vitest';
import { LAT, LON, parsed } from './parse-expectations';

describe('parseCoordinate: GeoJSON and WKT', () => {
  it.each([
    ['[126.978, 37.5665]'],
    ['{"type":"Point","coordinates":[126.978,37.5665]}'],
    ['{"type":"Feature","properties":{"url":"https://x.example"},"geometry":{"type":"Point","coordinates":[126.978,37.5665,12]}}'],
    ['POINT(126.978 37.5665)'],
    ['POINT (126.978 37.5665)'],
    ['point z (126.978 37.5665 12)'],
  ])('reads %j as lon, lat by the format', (text) => {
    const p = parsed(text);
    expect(p).toMatchObject({ kind: 'degrees', first: LON, second: LAT, order: 'lonlat', orderBasis: 'label', label: '' });
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it('keeps GeoJSON order against the ranges for an object, not for a bare pair that only fits lat, lon', () => {
    expect(parsed('{"type":"Point","coordinates":[37.5665,126.978]}')).toMatchObject({ order: 'lonlat', orderBasis: 'label' });
    expect(parsed('[37.5665, 126.978]')).toMatchObject({ order: 'latlon', orderBasis: 'range' });
  });

  it('reads an EWKT SRID as the system and metres as x, y', () => {
    const p = parsed('SRID=5186;POINT(200000 550000)');
    expect(p).toMatchObject({ kind: 'metres', system: 'GRS80TM', order: 'lonlat', orderBasis: 'label', point: { lat: 550000, lon: 200000 }, label: '' });
  });
});
