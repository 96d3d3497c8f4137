import { describe, expect, it } from 'vitest';
import { servedBasemap, usableBasemap } from './basemap-start';

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

describe('servedBasemap', () => {
  it('asks the console’s own host with a HEAD of the PMTiles path, never /_locus/info', async () => {
    const asked: string[] = [];
    const answer = (status: number) => (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${String(url)}`);
      return new Response(null, { status });
    }) as typeof fetch;
    expect(await servedBasemap(answer(200))).toEqual({ basemap: { pmtiles: '/_locus/basemap.pmtiles' } });
    expect(await servedBasemap(answer(404))).toEqual({ basemap: null });
    expect(asked).toEqual(['HEAD /_locus/basemap.pmtiles', 'HEAD /_locus/basemap.pmtiles']);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await servedBasemap(offline)).toEqual({ basemap: null });
  });
});

describe("servedBasemap on a static host", () => {
  it("does not take the host's fallback page (200, text/html) for a PMTiles file", async () => {
    const fallback = (async () => new Response(null, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })) as typeof fetch;
    expect(await servedBasemap(fallback)).toEqual({ basemap: null });
  });
});
