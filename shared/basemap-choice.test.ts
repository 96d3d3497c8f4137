import { describe, expect, it } from 'vitest';
import { basemapCookie, basemapFromCookie, basemapOrigins, onlineStyleSetting } from './basemap-choice';

describe('basemap choice cookie', () => {
  it('reads the choice among other cookies, automatic when absent or unknown', () => {
    expect(basemapFromCookie('a=1; locus-basemap=osm; b=2')).toBe('osm');
    expect(basemapFromCookie('locus-basemap=offline')).toBe('offline');
    expect(basemapFromCookie('locus-basemap=https://evil.example')).toBe('auto');
    expect(basemapFromCookie('xlocus-basemap=osm')).toBe('auto');
    expect(basemapFromCookie('')).toBe('auto');
    expect(basemapFromCookie(undefined)).toBe('auto');
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

describe('the online vector basemap', () => {
  const styles = { light: 'https://maps.example.org/styles/light.json', dark: 'https://dark.example.org/s.json' };

  it('automatic and the online choices allow the configured styles\' hosts; offline allows none', () => {
    expect(basemapOrigins('auto')).toEqual(['https://tiles.openfreemap.org']);
    expect(basemapOrigins('auto', styles)).toEqual(['https://maps.example.org', 'https://dark.example.org']);
    expect(basemapOrigins('online-dark', styles)).toEqual(['https://dark.example.org']);
    expect(basemapOrigins('online-light', { light: null, dark: null })).toEqual([]);
    expect(basemapOrigins('offline', styles)).toEqual([]);
    // A style of one's own needs LOCUS_CONNECT_SRC, as a PMTiles URL does.
    expect(basemapOrigins('online-url', styles)).toEqual([]);
  });

  it('reads a style setting: unset is the default, off is none, anything but an http(s) URL is refused', () => {
    expect(onlineStyleSetting(undefined, 'https://d.example/s')).toBe('https://d.example/s');
    expect(onlineStyleSetting(' OFF ', 'https://d.example/s')).toBeNull();
    expect(onlineStyleSetting('https://api.maptiler.com/maps/streets/style.json?key=k', null)).toBe('https://api.maptiler.com/maps/streets/style.json?key=k');
    expect(onlineStyleSetting('ftp://x', null)).toBeUndefined();
  });
});
