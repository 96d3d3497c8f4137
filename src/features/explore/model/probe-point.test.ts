import { describe, expect, it } from 'vitest';
import { atPrecision, checkProbeFields, formatAt, parseAddressType, parseAt, parseLat, parseLon } from './probe-point';

describe('probe point in the URL', () => {
  it('round-trips a point at six decimals', () => {
    const at = formatAt({ lat: 37.5665, lon: 126.978 });
    expect(at).toBe('37.566500,126.978000');
    expect(parseAt(at)).toEqual({ lat: 37.5665, lon: 126.978 });
  });

  it('ignores malformed values', () => {
    expect(parseAt('37.5')).toBeUndefined();
    expect(parseAt('abc,127')).toBeUndefined();
    expect(parseAt('91,127')).toBeUndefined();
    expect(parseAt('37,127,5')).toBeUndefined();
    expect(parseAt(null)).toBeUndefined();
  });

  it('validates latitude and longitude ranges', () => {
    expect(parseLat(' 37.5 ')).toBe(37.5);
    expect(parseLat('')).toBeUndefined();
    expect(parseLat('-90.1')).toBeUndefined();
    expect(parseLon('180')).toBe(180);
    expect(parseLon('180.5')).toBeUndefined();
  });

  it('falls back to A10 for an unknown address type', () => {
    expect(parseAddressType('A02')).toBe('A02');
    expect(parseAddressType('B99')).toBe('A10');
    expect(parseAddressType(null)).toBe('A10');
  });
});

describe('checkProbeFields', () => {
  it('an empty Look up asks for the values instead of naming a range', () => {
    expect(checkProbeFields({ lat: '', lon: '  ' })).toEqual({ lat: 'trust.enterLat', lon: 'trust.enterLon' });
  });

  it('a value out of range or unreadable names the range; a coordinate passes', () => {
    expect(checkProbeFields({ lat: '100', lon: 'east' })).toEqual({ lat: 'explore.invalidLat', lon: 'explore.invalidLon' });
    expect(checkProbeFields({ lat: '37.5665', lon: '126.978' })).toEqual({});
  });
});

describe('atPrecision', () => {
  it('rounds a clicked point to what its link writes, so the link asks for the same point', () => {
    const clicked = { lat: 37.56650849, lon: 126.97800012 };
    const p = atPrecision(clicked);
    expect(p).toEqual({ lat: 37.566508, lon: 126.978 });
    expect(parseAt(formatAt(p))).toEqual(p);
  });
});
