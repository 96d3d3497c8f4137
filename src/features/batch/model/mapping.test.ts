import { describe, expect, it } from 'vitest';
import { looksLikeHeader, readTable } from './input-table';
import { guessMapping, mappingFits, prepareRow, prepareRows } from './mapping';

describe('readTable', () => {
  it('reads CSV with a header, quotes and blank lines, keeping source line numbers', () => {
    const t = readTable('name,address\n\n"시청","서울특별시 중구 세종대로 110"\n역,"서울 중구, 세종대로 2"\n');
    expect(t.hasHeader).toBe(true);
    expect(t.columns).toEqual(['name', 'address']);
    expect(t.rows).toEqual([
      ['시청', '서울특별시 중구 세종대로 110'],
      ['역', '서울 중구, 세종대로 2'],
    ]);
    expect(t.lines).toEqual([3, 4]);
  });

  it('guesses no header for data rows, numbers the columns, and can be overridden', () => {
    const t = readTable('37.5665\t126.978\n37.57\t126.98');
    expect(t.hasHeader).toBe(false);
    expect(t.columns).toEqual(['1', '2']);
    expect(t.rows).toHaveLength(2);
    expect(readTable('a,b\nc,d', false).rows).toHaveLength(2);
    expect(readTable('a,b\nc,d', true).columns).toEqual(['a', 'b']);
  });

  it('knows header words in Korean and English', () => {
    expect(looksLikeHeader(['위도', '경도'])).toBe(true);
    expect(looksLikeHeader(['id', 'lat', 'lon'])).toBe(true);
    expect(looksLikeHeader(['서울특별시 중구 세종대로 110'])).toBe(false);
    expect(looksLikeHeader(['1', '37.5', '126.9'])).toBe(false);
  });
});

describe('mapping', () => {
  it('guesses columns from header names and values', () => {
    expect(guessMapping(readTable('id,주소\n1,서울특별시 중구 세종대로 110'), 'geocode')).toEqual({ mode: 'address', address: 1 });
    expect(guessMapping(readTable('id,lat,lon\n1,37.5,126.9'), 'reverse')).toEqual({ mode: 'latlon', lat: 1, lon: 2 });
    expect(guessMapping(readTable('id,좌표\n1,"37.5, 126.9"'), 'reverse')).toEqual({ mode: 'single', coord: 1 });
    expect(guessMapping(readTable('7,37.5,126.9'), 'nearRoad')).toEqual({ mode: 'latlon', lat: 0, lon: 1 });
  });

  it('checks the mapping fits the operation and the columns', () => {
    expect(mappingFits({ mode: 'address', address: 1 }, 'geocode', 2)).toBe(true);
    expect(mappingFits({ mode: 'address', address: 2 }, 'geocode', 2)).toBe(false);
    expect(mappingFits({ mode: 'latlon', lat: 0, lon: 1 }, 'geocode', 2)).toBe(false);
    expect(mappingFits({ mode: 'single', coord: 0 }, 'convert', 1)).toBe(true);
  });

  it('finds each row’s input problem before anything is sent', () => {
    const latlon = { mode: 'latlon', lat: 0, lon: 1 } as const;
    expect(prepareRow(['37.5665', '126.978'], latlon, 'WGS84GEO')).toEqual({ label: '37.5665, 126.978', input: { kind: 'point', lat: 37.5665, lon: 126.978 } });
    expect(prepareRow(['', '126.978'], latlon, 'WGS84GEO').problem).toBe('badLat');
    expect(prepareRow(['37.5', 'east'], latlon, 'WGS84GEO').problem).toBe('badLon');
    expect(prepareRow(['37.5', '500'], latlon, 'WGS84GEO')).toMatchObject({ problem: 'implausible', implausibility: { rule: 'crs.range', field: 'lon' } });
    expect(prepareRow(['37.5', '126.9'], latlon, 'KATECH').problem).toBe('implausible');
    const single = { mode: 'single', coord: 0 } as const;
    expect(prepareRow(['37°33′59.4″N 126°58′40.8″E'], single, 'WGS84GEO').input).toMatchObject({ kind: 'point' });
    expect(prepareRow(['nowhere'], single, 'WGS84GEO')).toMatchObject({ problem: 'badCoordinate', detail: 'noNumbers' });
    const address = { mode: 'address', address: 0 } as const;
    expect(prepareRow(['  서울특별시   중구 세종대로 110 '], address, 'WGS84GEO').input).toEqual({ kind: 'address', text: '서울특별시 중구 세종대로 110' });
    expect(prepareRow([''], address, 'WGS84GEO').problem).toBe('emptyAddress');
    expect(prepareRow(['가'.repeat(201)], address, 'WGS84GEO').problem).toBe('addressTooLong');
    expect(prepareRows(readTable('a\nb'), address, 'WGS84GEO')).toHaveLength(2);
  });
});
