import { describe, expect, it } from 'vitest';
import { formatOffset, offsetBetween } from './offsets';

describe('offsets between points', () => {
  it('measures distance and bearing', () => {
    // 0.001° of latitude is about 111 m due north.
    const north = offsetBetween([126.978, 37.5665], [126.978, 37.5675]);
    expect(north.distanceM).toBeGreaterThan(110);
    expect(north.distanceM).toBeLessThan(112);
    expect(north.bearingDeg).toBeCloseTo(0, 3);
    expect(north.compass).toBe('N');

    const west = offsetBetween([126.978, 37.5665], [126.977, 37.5665]);
    expect(west.bearingDeg).toBeCloseTo(270, 0);
    expect(west.compass).toBe('W');
    expect(west.distanceM).toBeCloseTo(88.2, 0);
  });

  it('formats for labels on the map', () => {
    expect(formatOffset({ distanceM: 4.26, bearingDeg: 44.6, compass: 'NE' })).toBe('4.3 m · 45° NE');
    expect(formatOffset({ distanceM: 148.19, bearingDeg: 359.7, compass: 'N' })).toBe('148 m · 0° N');
    expect(formatOffset({ distanceM: 12_345, bearingDeg: 200, compass: 'S' })).toBe('12.3 km · 200° S');
    // The eight points named in the UI language.
    expect(formatOffset({ distanceM: 740, bearingDeg: 117, compass: 'SE' }, ['북', '북동', '동', '남동', '남', '남서', '서', '북서'])).toBe('740 m · 117° 남동');
  });
});
