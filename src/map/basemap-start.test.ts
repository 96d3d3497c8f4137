import { describe, expect, it } from 'vitest';
import { usableBasemap } from './basemap-start';

describe('usableBasemap', () => {
  it('draws a PMTiles choice only when the emulator serves a PMTiles basemap', () => {
    const served = { basemap: { pmtiles: '/_locus/basemap.pmtiles' } };
    expect(usableBasemap('pmtiles-dark', served)).toBe('pmtiles-dark');
    expect(usableBasemap('pmtiles-light', { basemap: null })).toBe('offline');
    expect(usableBasemap('pmtiles-light', null)).toBe('offline');
  });

  it('leaves the other choices as they are', () => {
    expect(usableBasemap('osm', null)).toBe('osm');
    expect(usableBasemap('offline', { basemap: { pmtiles: '/_locus/basemap.pmtiles' } })).toBe('offline');
  });
});
