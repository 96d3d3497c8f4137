import { describe, expect, it } from 'vitest';
import { findColumn, resolveMapping } from './run-batch';

const shape = (columns: string[], firstRow: string[]) => ({ columns, hasHeader: true, firstRow });

describe('npm run batch: which columns it reads', () => {
  it('a column by its name, its name in any case, or its number', () => {
    const columns = ['id', 'Lat', 'lon', '2'];
    expect(findColumn(columns, 'Lat')).toBe(1);
    expect(findColumn(columns, ' LON ')).toBe(2);
    // A header that is a number is that column before it is a position.
    expect(findColumn(columns, '2')).toBe(3);
    expect(findColumn(columns, '1')).toBe(0);
    expect(findColumn(columns, '9')).toBeUndefined();
    expect(findColumn(columns, 'x')).toBeUndefined();
  });

  it('without flags, the page’s guess from the header and the first row', () => {
    expect(resolveMapping({ operation: 'geocode', columns: {} }, shape(['id', '주소'], ['1', '서울특별시 중구 세종대로 110']))).toEqual({ mode: 'address', address: 1 });
    expect(resolveMapping({ operation: 'reverse', columns: {} }, shape(['no', 'y', 'x'], ['1', '37.5', '127']))).toEqual({ mode: 'latlon', lat: 1, lon: 2 });
    expect(resolveMapping({ operation: 'convert', columns: {} }, shape(['a', 'b'], ['x', '37.5665, 126.978']))).toEqual({ mode: 'single', coord: 0 });
  });

  it('the flags win over the guess; a column that is not there is named with the ones that are', () => {
    expect(resolveMapping({ operation: 'reverse', columns: { coord: 'b' } }, shape(['lat', 'lon', 'b'], ['1', '2', '3']))).toEqual({ mode: 'single', coord: 2 });
    expect(() => resolveMapping({ operation: 'geocode', columns: { address: 'addr' } }, shape(['id', '주소'], ['1', 'x']))).toThrow('--address-col addr: no such column. The columns are: 1 "id", 2 "주소".');
  });
});
