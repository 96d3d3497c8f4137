import { describe, expect, it } from 'vitest';
import { formatDms, formatPair, formatValue } from './format-coordinate';

describe('formatPair', () => {
  it('writes degrees as lat, lon and metres as x, y', () => {
    expect(formatPair('WGS84GEO', { lat: 37.5665, lon: 126.978 })).toBe('37.5665000, 126.9780000');
    expect(formatPair('KATECH', { lat: 552074.351684, lon: 309911.6786 })).toBe('309911.68, 552074.35');
    expect(formatValue('GRS80TM', 1.25)).toBe('1.25');
  });
});

describe('formatDms', () => {
  it('writes degrees, minutes and seconds with the hemisphere', () => {
    expect(formatDms(37.5665, 'lat')).toBe('37°33′59.40″N');
    expect(formatDms(126.978, 'lon')).toBe('126°58′40.80″E');
    expect(formatDms(-33.9, 'lat')).toBe('33°54′00.00″S');
  });

  it('carries rounding into the minutes and degrees', () => {
    expect(formatDms(37.9999999, 'lat')).toBe('38°00′00.00″N');
    expect(formatDms(10.0166666667, 'lon')).toBe('10°01′00.00″E');
  });
});
