import { describe, expect, it } from 'vitest';
import { basemapCookie, basemapFromCookie, basemapOrigins } from './basemap-choice';

describe('basemap choice cookie', () => {
  it('reads the choice among other cookies, offline when absent or unknown', () => {
    expect(basemapFromCookie('a=1; locus-basemap=osm; b=2')).toBe('osm');
    expect(basemapFromCookie('locus-basemap=offline')).toBe('offline');
    expect(basemapFromCookie('locus-basemap=https://evil.example')).toBe('offline');
    expect(basemapFromCookie('xlocus-basemap=osm')).toBe('offline');
    expect(basemapFromCookie('')).toBe('offline');
    expect(basemapFromCookie(undefined)).toBe('offline');
  });

  it('round-trips through the cookie it writes', () => {
    expect(basemapFromCookie(basemapCookie('osm').split(';')[0])).toBe('osm');
    expect(basemapCookie('osm')).toContain('SameSite=Strict');
  });

  it('the offline basemap needs no foreign origin; OpenStreetMap needs exactly its tile host', () => {
    expect(basemapOrigins('offline')).toEqual([]);
    expect(basemapOrigins('osm')).toEqual(['https://tile.openstreetmap.org']);
  });

  it('the PMTiles basemaps are remembered and need no foreign origin (the emulator serves them)', () => {
    expect(basemapFromCookie('locus-basemap=pmtiles-dark')).toBe('pmtiles-dark');
    expect(basemapFromCookie(basemapCookie('pmtiles-light').split(';')[0])).toBe('pmtiles-light');
    expect(basemapOrigins('pmtiles-light')).toEqual([]);
    expect(basemapOrigins('pmtiles-dark')).toEqual([]);
  });
});
