import { describe, expect, it } from 'vitest';
import { KATECH_X, KATECH_Y, LAT, LON, parsed } from './parse-expectations';

describe('parseCoordinate: labels', () => {
  it.each([
    ['lat=37.5665 lon=126.978', 'latlon'],
    ['lng: 126.978, lat: 37.5665', 'lonlat'],
    ['latitude 37.5665 longitude 126.978', 'latlon'],
    ['Longitude: 126.978 Latitude: 37.5665', 'lonlat'],
    ['위도 37.5665 경도 126.978', 'latlon'],
    ['경도: 126.978, 위도: 37.5665', 'lonlat'],
    ['{"lat": 37.5665, "lng": 126.978}', 'latlon'],
  ] as const)('reads %j as %s by label', (text, order) => {
    const p = parsed(text);
    expect(p).toMatchObject({ kind: 'degrees', order, orderBasis: 'label', label: '' });
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it('lets a label override the range (the user said so)', () => {
    const p = parsed('lat=126.978 lon=37.5665');
    expect(p).toMatchObject({ order: 'latlon', orderBasis: 'label' });
    expect(p.point).toEqual({ lat: LON, lon: LAT });
  });

  it('reads x as easting (lon side) and y as northing (lat side)', () => {
    const p = parsed('x=309911.68 y=552074.35');
    expect(p).toMatchObject({ kind: 'metres', first: KATECH_X, second: KATECH_Y, order: 'lonlat', orderBasis: 'label' });
    expect(p.point).toEqual({ lat: KATECH_Y, lon: KATECH_X });
    expect(parsed('y=552074.35 x=309911.68')).toMatchObject({ order: 'latlon', orderBasis: 'label', point: { lat: KATECH_Y, lon: KATECH_X } });
  });

  it('needs only one label to settle the order', () => {
    expect(parsed('lat 37.5665, 126.978')).toMatchObject({ order: 'latlon', orderBasis: 'label' });
    expect(parsed('126.978, lat 37.5665')).toMatchObject({ order: 'lonlat', orderBasis: 'label' });
  });
});

describe('parseCoordinate: hemisphere letters', () => {
  it.each([
    ['37.5665N 126.978E', 'latlon'],
    ['37.5665 N, 126.978 E', 'latlon'],
    ['N37.5665 E126.978', 'latlon'],
    ['N 37.5665, E 126.978', 'latlon'],
    ['126.978E 37.5665N', 'lonlat'],
    ['E126.978 N37.5665', 'lonlat'],
  ] as const)('reads %j as %s', (text, order) => {
    const p = parsed(text);
    expect(p).toMatchObject({ kind: 'degrees', order, orderBasis: 'label' });
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it('makes S and W negative', () => {
    const p = parsed('33.9S 151.2E');
    expect(p).toMatchObject({ first: -33.9, second: 151.2, order: 'latlon', orderBasis: 'label' });
    expect(p.point).toEqual({ lat: -33.9, lon: 151.2 });
    expect(parsed('0.1278W 51.5074N')).toMatchObject({ first: -0.1278, order: 'lonlat', point: { lat: 51.5074, lon: -0.1278 } });
  });

  it('does not take a letter in a place name for a hemisphere', () => {
    const p = parsed('N Seoul Tower,37.5512,126.9882');
    expect(p).toMatchObject({ order: 'latlon', orderBasis: 'range', label: 'N Seoul Tower' });
  });
});
