import { describe, expect, it } from 'vitest';
import type { CoordType } from '../../../shared/contract/common';
import { parseCoordinate, parseLines, suggestSystems, swapOrder, type ParsedCoordinate, type ParseErrorCode } from './parse-coordinate';

/** Seoul City Hall, the service's published sample. */
const LAT = 37.5665;
const LON = 126.978;
/** The same point in KATECH (x easting, y northing). */
const KATECH_X = 309911.68;
const KATECH_Y = 552074.35;

function parsed(text: string): ParsedCoordinate {
  const result = parseCoordinate(text);
  if (!result.ok) throw new Error(`${JSON.stringify(text)} did not parse: ${result.error}`);
  return result.value;
}

function errorOf(text: string): ParseErrorCode | undefined {
  const result = parseCoordinate(text);
  return result.ok ? undefined : result.error;
}

/** Checks the point to 1e-6 (DMS arithmetic leaves float noise). */
function expectPoint(p: ParsedCoordinate, lat: number, lon: number): void {
  expect(p.point.lat).toBeCloseTo(lat, 6);
  expect(p.point.lon).toBeCloseTo(lon, 6);
}

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

describe('parseCoordinate: degrees, minutes, seconds', () => {
  it('turns 37°33\'59.4"N into 37.56650', () => {
    const p = parsed(`37°33'59.4"N 126°58'40.8"E`);
    expect(p.kind).toBe('dms');
    expect(p.first).toBeCloseTo(37.5665, 6);
    expect(p.second).toBeCloseTo(126.978, 6);
    expect(p).toMatchObject({ order: 'latlon', orderBasis: 'label', label: '' });
  });

  it.each([
    [`37°33'59.4"N 126°58'40.8"E`],
    ['37°33′59.4″N 126°58′40.8″E'],
    ['37°33’59.4”N 126°58’40.8”E'],
    [`37° 33' 59.4" N, 126° 58' 40.8" E`],
    [`37°33'59.4''N 126°58'40.8''E`],
    ['37 33 59.4 N 126 58 40.8 E'],
    ['N 37 33 59.4 E 126 58 40.8'],
    [`37°33.99'N 126°58.68'E`],
    ['북위 37도 33분 59.4초 동경 126도 58분 40.8초'],
    ['북위37도33분59.4초, 동경126도58분40.8초'],
    ['N 37도 33분 59.4초 E 126도 58분 40.8초'],
    [`37°33'59.4" 126°58'40.8"`],
  ])('reads %j', (text) => {
    const p = parsed(text);
    expect(p.kind).toBe('dms');
    expectPoint(p, LAT, LON);
  });

  it('puts lon first when the hemispheres say so', () => {
    const p = parsed(`126°58'40.8"E 37°33'59.4"N`);
    expect(p).toMatchObject({ kind: 'dms', order: 'lonlat', orderBasis: 'label' });
    expectPoint(p, LAT, LON);
  });

  it('signs by hemisphere: 남위, 서경, S, W and a written minus', () => {
    const korean = parsed('남위 33도 52분 서경 151도 12분');
    expectPoint(korean, -(33 + 52 / 60), -(151 + 12 / 60));
    expectPoint(parsed(`33°52'S 151°12'W`), -(33 + 52 / 60), -(151 + 12 / 60));
    expect(parsed(`-37°30', 127°`).first).toBeCloseTo(-37.5, 9);
  });

  it('reads degrees with a mark but no minutes as degrees', () => {
    const p = parsed('37.5665° N, 126.978° E');
    expect(p.kind).toBe('degrees');
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it.each([
    [`37°75'00"N 126°58'E`],
    [`37°33'60"N 126°58'E`],
    ['북위 37도 60분 동경 126도 58분'],
    ['37 75 00 N 126 58 00 E'],
    [`37.5°30'N 126°58'E`],
    [`37°33'N 126°-58'E`],
    [`33' 126°`],
    [`200°10'N 126°58'E`],
  ])('refuses %j as badDms', (text) => {
    expect(errorOf(text)).toBe('badDms');
  });

  it('does not take CSV quotes for minute and second marks', () => {
    const p = parsed('"서울시청","37.5665","126.978"');
    expect(p).toMatchObject({ kind: 'degrees', first: LAT, second: LON, label: '서울시청' });
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

describe('parseCoordinate: URLs', () => {
  it.each([
    ['https://www.google.com/maps/@37.5665,126.978,17z'],
    ['https://www.google.com/maps?q=37.5665,126.978'],
    ['https://maps.google.com/?q=37.5665%2C126.978'],
    ['https://www.google.com/maps/search/?api=1&query=37.5665,126.978'],
    ['ll=37.5665,126.978'],
    ['https://www.openstreetmap.org/#map=17/37.5665/126.978'],
    ['https://www.openstreetmap.org/?mlat=37.5665&mlon=126.978'],
    ['https://www.openstreetmap.org/?mlat=37.5665&mlon=126.978#map=12/37.1/126.1'],
    ['http://localhost:8080/explore?at=37.566500,126.978000#map=16.50/37.56650/126.97800'],
    ['http://localhost:8080/explore#map=16.50/37.56650/126.97800'],
    ['https://example.com/place?lat=37.5665&lng=126.978'],
    ['lat=37.5665&lon=126.978'],
    ['https://example.com/?lng=126.978&lat=37.5665'],
    ['geo:37.5665,126.978'],
  ])('reads %j', (text) => {
    const p = parsed(text);
    expect(p).toMatchObject({ kind: 'url', orderBasis: 'label' });
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it('prefers the console link’s at= over its #map= viewport', () => {
    const p = parsed('http://localhost:8080/explore?at=37.1,127.1#map=16.50/37.56650/126.97800');
    expect(p.point).toEqual({ lat: 37.1, lon: 127.1 });
  });

  it('prefers a Google place pin over the viewport and keeps the place name', () => {
    const p = parsed('https://www.google.com/maps/place/Seoul+City+Hall/@37.56,126.97,17z/data=!3m1!4b1!4m6!3m5!3d37.5665!4d126.978');
    expect(p.point).toEqual({ lat: LAT, lon: LON });
    expect(p.label).toBe('Seoul City Hall');
  });

  it('reads a Naver c= as EPSG:3857 x, y', () => {
    const p = parsed('https://map.naver.com/p?c=14135066.57,4518490.22,15,0,0,0,dh');
    expect(p).toMatchObject({ kind: 'url', first: 14135066.57, second: 4518490.22, order: 'lonlat', orderBasis: 'label', system: 'EPSG3857' });
    expect(p.point).toEqual({ lat: 4518490.22, lon: 14135066.57 });
  });

  it('reads a Naver c= in degrees as lon, lat without a system', () => {
    const p = parsed('https://map.naver.com/v5/search?c=126.978,37.5665,15,0,0,0,dh');
    expect(p).toMatchObject({ order: 'lonlat', point: { lat: LAT, lon: LON } });
    expect(p.system).toBeUndefined();
  });

  it('reads a Kakao link with its place name', () => {
    const p = parsed('https://map.kakao.com/link/map/서울시청,37.5665,126.978');
    expect(p).toMatchObject({ kind: 'url', first: LAT, second: LON, order: 'latlon', label: '서울시청' });
    const encoded = parsed(`https://map.kakao.com/link/map/${encodeURIComponent('서울 시청')},37.5665,126.978`);
    expect(encoded.label).toBe('서울 시청');
  });

  it('reads y=&x= query parameters as metres', () => {
    const p = parsed('https://example.com/?y=552074.35&x=309911.68');
    expect(p).toMatchObject({ kind: 'url', first: KATECH_Y, order: 'latlon', orderBasis: 'label' });
    expect(p.point).toEqual({ lat: KATECH_Y, lon: KATECH_X });
  });

  it('keeps text around the link as the label', () => {
    expect(parsed('서울시청 https://www.google.com/maps/@37.5665,126.978,17z').label).toBe('서울시청');
  });

  it('keeps a link without a coordinate in the label and reads the rest', () => {
    const p = parsed('서울시청,37.5665,126.978,https://www.seoul.go.kr');
    expect(p).toMatchObject({ kind: 'degrees', point: { lat: LAT, lon: LON }, label: '서울시청 https://www.seoul.go.kr' });
    expect(errorOf('https://example.com/item?id=12&v=3')).toBe('noNumbers');
  });
});

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

describe('parseCoordinate: named systems', () => {
  it.each([
    ['KATECH 309911.68 552074.35', 'KATECH'],
    ['katec: 309911.68, 552074.35', 'KATECH'],
    ['TM128 309911.68, 552074.35', 'KATECH'],
    ['EPSG:5186 200000 550000', 'GRS80TM'],
    ['200000 550000 GRS80TM', 'GRS80TM'],
    ['EPSG:2097 200000 500000', 'BESSELTM'],
    ['BesselTM 200000 500000', 'BESSELTM'],
    ['EPSG:3857 14135066.57 4518490.22', 'EPSG3857'],
    ['EPSG3857 14135066.57 4518490.22', 'EPSG3857'],
    ['EPSG:4326 37.5665 126.978', 'WGS84GEO'],
    ['37.5665, 126.978 (WGS84)', 'WGS84GEO'],
    ['WGS 84 37.5665 126.978', 'WGS84GEO'],
    ['epsg:4737 37.5665 126.978', 'GRS80GEO'],
    ['GRS80GEO 37.5665 126.978', 'GRS80GEO'],
    ['EPSG:4162 37.5665 126.978', 'BESSELGEO'],
    ['BESSELGEO 37.5665 126.978', 'BESSELGEO'],
    ['urn:ogc:def:crs:EPSG::4326 37.5665 126.978', 'WGS84GEO'],
  ] as const)('%j names %s', (text, system) => {
    const p = parsed(text);
    expect(p.system).toBe(system);
    expect(p.label).toBe('');
  });

  it('does not take the token’s digits as coordinates', () => {
    const p = parsed('EPSG:5186 200000 550000');
    expect(p).toMatchObject({ first: 200000, second: 550000 });
    expect(parsed('TM128, 309911.68, 552074.35')).toMatchObject({ first: KATECH_X, second: KATECH_Y });
  });

  it('masks an unknown EPSG code without naming a system', () => {
    const p = parsed('EPSG:5179 953901 1952043');
    expect(p).toMatchObject({ first: 953901, second: 1952043 });
    expect(p.system).toBeUndefined();
  });

  it('takes the first of two named systems', () => {
    expect(parsed('KATECH 309911.68 552074.35 WGS84').system).toBe('KATECH');
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

describe('parseCoordinate: errors', () => {
  it.each([
    ['', 'empty'],
    ['   \t ', 'empty'],
    ['hello', 'noNumbers'],
    ['EPSG:4326', 'noNumbers'],
    ['37.5', 'oneNumber'],
    ['N 37°33\'59.4"', 'oneNumber'],
    ['1 2 3 4', 'tooManyNumbers'],
    ['1 2 3', 'tooManyNumbers'],
    [`37°75'00"N 126°58'E`, 'badDms'],
    ['1e999, 2', 'notFinite'],
    ['[1e999, 2]', 'notFinite'],
  ] as const)('%j → %s', (text, error) => {
    expect(errorOf(text)).toBe(error);
  });
});

describe('swapOrder', () => {
  it('reads the same numbers the other way and marks the choice as the user’s', () => {
    const p = parsed('37.5665, 126.978');
    const swapped = swapOrder(p);
    expect(swapped).toMatchObject({ first: LAT, second: LON, order: 'lonlat', orderBasis: 'label' });
    expect(swapped.point).toEqual({ lat: LON, lon: LAT });
  });

  it('restores the point when applied twice', () => {
    const p = parsed('37.5665, 126.978');
    const back = swapOrder(swapOrder(p));
    expect(back.point).toEqual(p.point);
    expect(back.order).toBe(p.order);
    expect(back.orderBasis).toBe('label');
  });

  it('keeps kind, system and label', () => {
    const p = swapOrder(parsed('KATECH 서울시청 309911.68 552074.35'));
    expect(p).toMatchObject({ kind: 'metres', system: 'KATECH', label: '서울시청', point: { lat: KATECH_X, lon: KATECH_Y } });
  });
});

describe('parseLines', () => {
  it('parses a 100-line paste into 100 entries numbered by line', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `지점${i + 1},${(37 + i / 1000).toFixed(4)},${(127 + i / 1000).toFixed(4)}`);
    const out = parseLines(lines.join('\n'));
    expect(out).toHaveLength(100);
    out.forEach((entry, i) => {
      expect(entry.line).toBe(i + 1);
      expect(entry.text).toBe(lines[i]);
      expect(entry.result).toMatchObject({ ok: true, value: { point: { lat: 37 + i / 1000, lon: 127 + i / 1000 }, label: `지점${i + 1}` } });
    });
  });

  it('skips blank lines but counts them, with any line ending', () => {
    const out = parseLines('37.5,127\r\n\r\n   \n35.1,129\r36.3,127.4\n');
    expect(out.map((e) => e.line)).toEqual([1, 4, 5]);
  });

  it.each([['name,lat,lon'], ['x,y'], ['위도,경도'], ['"이름";"경도";"위도"'], ['lat lon']])('takes %j as a header', (header) => {
    const out = parseLines(`${header}\n37.5665,126.978`);
    expect(out[0]).toEqual({ line: 1, text: header, result: { header: true } });
    expect(out[1]?.result).toMatchObject({ ok: true });
  });

  it('takes only the first non-blank line as a header, and not one with digits', () => {
    expect(parseLines('\nname,lat,lon\nname,lat,lon')[1]?.result).toEqual({ ok: false, error: 'noNumbers' });
    expect(parseLines('\nname,lat,lon')[0]).toMatchObject({ line: 2, result: { header: true } });
    expect(parseLines('x1,y1\n37.5,127')[0]?.result).not.toEqual({ header: true });
    expect(parseLines('hello\n37.5,127')[0]?.result).toEqual({ ok: false, error: 'noNumbers' });
  });

  it('keeps a bad line in the middle as an error entry', () => {
    const out = parseLines('37.5665,126.978\n37.5\n35.1796,129.0756');
    expect(out.map((e) => e.result)).toMatchObject([{ ok: true }, { ok: false, error: 'oneNumber' }, { ok: true }]);
    expect(out[1]).toMatchObject({ line: 2, text: '37.5' });
  });
});

describe('suggestSystems', () => {
  const suggest = (text: string): CoordType[] => suggestSystems(parsed(text));

  it('offers the degree systems for degrees', () => {
    expect(suggest('37.5665, 126.978')).toEqual(['WGS84GEO', 'GRS80GEO', 'BESSELGEO']);
    expect(suggest(`37°33'59.4"N 126°58'40.8"E`)).toEqual(['WGS84GEO', 'GRS80GEO', 'BESSELGEO']);
  });

  it('offers KATECH first for metres, then the other plausible TM systems', () => {
    const systems = suggest('309911.68, 552074.35');
    expect(systems[0]).toBe('KATECH');
    expect(systems).toContain('GRS80TM');
    expect(systems).not.toContain('EPSG3857');
  });

  it('puts the named system first', () => {
    expect(suggest('EPSG:5186 200000 550000')[0]).toBe('GRS80TM');
    expect(suggest('BESSELGEO 37.5665 126.978')).toEqual(['BESSELGEO', 'WGS84GEO', 'GRS80GEO']);
  });

  it('offers EPSG3857 for Web Mercator values', () => {
    expect(suggest('https://map.naver.com/p?c=14135066.57,4518490.22,15,0,0,0,dh')).toEqual(['EPSG3857']);
  });

  it('offers nothing when the point is plausible nowhere', () => {
    expect(suggest('0, 0')).toEqual([]);
    expect(suggest('48.8566, 2.3522')).toEqual([]);
    // A named system that does not fit is left out too.
    expect(suggest('KATECH 37.5665 126.978')).toEqual(['WGS84GEO', 'GRS80GEO', 'BESSELGEO']);
  });

  it('follows the order the user chose', () => {
    expect(suggestSystems(swapOrder(parsed('37.5665, 126.978')))).toEqual([]);
  });
});
