import { describe, expect, it } from 'vitest';
import { coordinateText, queryValue, roundCoordinate } from './coordinate-param';

const decimals = (s: string) => s.split('.')[1]?.length ?? 0;

describe('coordinates in requests have at most 7 decimals', () => {
  it('rounds a float’s tail away: 37.56649999999998 is sent as 37.5665', () => {
    expect(coordinateText(37.56649999999998)).toBe('37.5665');
    expect(coordinateText(126.97800000000001)).toBe('126.978');
    expect(coordinateText(37.123456789)).toBe('37.1234568');
    expect(coordinateText(-33.123456749)).toBe('-33.1234567');
    expect(coordinateText(-0.00000001)).toBe('0');
    expect(roundCoordinate(309_123.123456789)).toBe(309_123.1234568);
  });

  it('never yields more than 7 decimals, whatever the float', () => {
    for (let i = 0; i < 2000; i++) {
      const v = 33 + i * 0.000_123_456_789_1 + i / 3;
      expect(decimals(coordinateText(v))).toBeLessThanOrEqual(7);
      expect(Math.abs(Number(coordinateText(v)) - v)).toBeLessThanOrEqual(0.5e-7 + 1e-12);
    }
  });

  it('applies to coordinate parameters only, numbers and long typed decimals alike', () => {
    expect(queryValue('lat', 37.56649999999998)).toBe('37.5665');
    expect(queryValue('centerLon', 126.97812345678)).toBe('126.9781235');
    expect(queryValue('reqLat', '37.123456789')).toBe('37.1234568');
    expect(queryValue('lat', '37.5')).toBe('37.5');
    expect(queryValue('lat', 'north')).toBe('north');
    expect(queryValue('code', 0.30000000000000004)).toBe('0.30000000000000004');
    expect(queryValue('radius', 100)).toBe('100');
  });
});
