import { describe, expect, it } from 'vitest';
import { errorOf, KATECH_X, KATECH_Y, LAT, LON, parsed } from './parse-expectations';

describe('parseCoordinate: decimal degrees', () => {
  it.each([
    ['37.5665, 126.9780'],
    ['37.5665 126.9780'],
    ['37.5665;126.9780'],
    ['37.5665\t126.978'],
    ['(37.5665, 126.978)'],
    ['+37.5665, +126.978'],
    ['37.5665 / 126.978'],
    ['37.5665|126.978'],
  ])('reads %j as lat, lon', (text) => {
    const p = parsed(text);
    expect(p).toMatchObject({ kind: 'degrees', first: LAT, second: LON, order: 'latlon', orderBasis: 'range', label: '' });
    expect(p.point).toEqual({ lat: LAT, lon: LON });
    expect(p.system).toBeUndefined();
  });

  it('keeps negative numbers and falls back to lat,lon outside Korea', () => {
    const p = parsed('-33.9, -151.2');
    expect(p).toMatchObject({ first: -33.9, second: -151.2, order: 'latlon', orderBasis: 'default' });
    expect(p.point).toEqual({ lat: -33.9, lon: -151.2 });
  });

  it('reads full-width digits and the minus sign', () => {
    expect(parsed('３７．５６６５，１２６．９７８').point).toEqual({ lat: LAT, lon: LON });
    expect(parsed('\u221233.9 151.2').first).toBe(-33.9);
  });
});

describe('parseCoordinate: axis order by range', () => {
  it('takes lon,lat when only that order falls in Korea', () => {
    const p = parsed('126.978, 37.5665');
    expect(p).toMatchObject({ first: LON, second: LAT, order: 'lonlat', orderBasis: 'range' });
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it('defaults to lat,lon when neither order fits', () => {
    expect(parsed('48.8566, 2.3522')).toMatchObject({ order: 'latlon', orderBasis: 'default' });
  });

  it('defaults to lat,lon for a pair outside Korea either way', () => {
    // Korea's lat and lon ranges do not overlap, so for degrees at most one order can fit.
    expect(parsed('0, 0')).toMatchObject({ order: 'latlon', orderBasis: 'default' });
  });

  it('reads the region edges inclusively', () => {
    expect(parsed('123, 44')).toMatchObject({ order: 'lonlat', orderBasis: 'range' });
    expect(parsed('32, 133')).toMatchObject({ order: 'latlon', orderBasis: 'range' });
  });
});

describe('parseCoordinate: metres', () => {
  it.each([['309911.68, 552074.35'], ['309911.68 552074.35'], ['309911.68 / 552074.35'], ['(309911.68; 552074.35)']])(
    'reads %j as x, y by default',
    (text) => {
      const p = parsed(text);
      expect(p).toMatchObject({ kind: 'metres', first: KATECH_X, second: KATECH_Y, order: 'lonlat', orderBasis: 'default' });
      expect(p.point).toEqual({ lat: KATECH_Y, lon: KATECH_X });
    },
  );

  it.each([
    ['x 309911.68 y 552074.35', 'lonlat'],
    ['E 309911.68 N 552074.35', 'lonlat'],
    ['easting 309911.68 northing 552074.35', 'lonlat'],
    ['northing: 552074.35, easting: 309911.68', 'latlon'],
    ['N552074.35 E309911.68', 'latlon'],
  ] as const)('reads %j as %s by label', (text, order) => {
    const p = parsed(text);
    expect(p).toMatchObject({ kind: 'metres', order, orderBasis: 'label' });
    expect(p.point).toEqual({ lat: KATECH_Y, lon: KATECH_X });
  });

  it('keeps many decimals', () => {
    const p = parsed('309911.6786, 552074.351684');
    expect(p.point).toEqual({ lat: 552074.351684, lon: 309911.6786 });
  });

  it('takes the order the envelopes allow when only one fits (Web Mercator y, x)', () => {
    const p = parsed('4518490.22, 14135066.57');
    expect(p).toMatchObject({ kind: 'metres', order: 'latlon', orderBasis: 'range' });
    expect(p.point).toEqual({ lat: 4518490.22, lon: 14135066.57 });
  });

  it('treats a pair with only one value above 1000 as metres', () => {
    expect(parsed('500, 552074').kind).toBe('metres');
    expect(parsed('999.9, 1000').kind).toBe('degrees');
  });

  it('reads a comma as a separator, not a thousands separator', () => {
    expect(errorOf('309,911.68, 552,074.35')).toBe('tooManyNumbers');
  });
});

describe('parseCoordinate: CSV lines', () => {
  it('keeps a name column as the label', () => {
    const p = parsed('서울시청,37.5665,126.978');
    expect(p).toMatchObject({ first: LAT, second: LON, label: '서울시청' });
    expect(parsed('37.5665,126.978,서울특별시 중구 세종대로 110').label).toBe('서울특별시 중구 세종대로 110');
  });

  it('drops an id column and keeps it in the label', () => {
    const p = parsed('1,37.5665,126.978');
    expect(p).toMatchObject({ first: LAT, second: LON, order: 'latlon', label: '1' });
    expect(parsed('42,서울시청,126.978,37.5665')).toMatchObject({ point: { lat: LAT, lon: LON }, label: '42,서울시청' });
    expect(parsed('7, 309911.68, 552074.35')).toMatchObject({ kind: 'metres', first: KATECH_X, label: '7' });
  });

  it('prefers the first column when more than one integer could be the id', () => {
    expect(parsed('12,37,127')).toMatchObject({ first: 37, second: 127, label: '12' });
  });

  it('refuses three numbers when no id column leaves a plausible pair', () => {
    expect(errorOf('1.5,37.5665,126.978')).toBe('tooManyNumbers');
    expect(errorOf('7, 2.5, 3.5')).toBe('tooManyNumbers');
    expect(errorOf('2000000,37.5665,126.978')).toBe('tooManyNumbers');
  });

  it('keeps numbers glued to words in the label', () => {
    expect(parsed('B2 주차장 37.5665 126.978')).toMatchObject({ point: { lat: LAT, lon: LON }, label: 'B2 주차장' });
    expect(parsed('3층, 37.5665, 126.978').label).toBe('3층');
  });
});
