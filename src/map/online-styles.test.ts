import { describe, expect, it } from 'vitest';
import { configuredOnlineStyles, stylesFromBuild, stylesFromInfo } from './online-styles';

describe('which online styles the console uses', () => {
  it("the server's, from its own host's answer; none from something that is not the emulator", () => {
    expect(stylesFromInfo({ name: 'locus-emulator', basemapStyle: { light: 'https://m.example/l.json', dark: null } })).toEqual({ light: 'https://m.example/l.json', dark: null });
    expect(stylesFromInfo({ name: 'locus-emulator' })).toBeUndefined();
    expect(stylesFromInfo({ name: 'other', basemapStyle: { light: 'https://m.example/l.json', dark: null } })).toBeUndefined();
    expect(stylesFromInfo({ name: 'locus-emulator', basemapStyle: { light: 'javascript:alert(1)', dark: null } })).toBeUndefined();
    expect(stylesFromInfo('<html>')).toBeUndefined();
  });

  it("the build's on a static host: OpenFreeMap unless named, off for none, a bad value ignored", () => {
    expect(stylesFromBuild({})).toEqual({ light: 'https://tiles.openfreemap.org/styles/liberty', dark: 'https://tiles.openfreemap.org/styles/dark' });
    expect(stylesFromBuild({ VITE_LOCUS_BASEMAP_STYLE: 'off', VITE_LOCUS_BASEMAP_STYLE_DARK: 'https://m.example/d.json' })).toEqual({ light: null, dark: 'https://m.example/d.json' });
    expect(stylesFromBuild({ VITE_LOCUS_BASEMAP_STYLE: 'nonsense' }).light).toBe('https://tiles.openfreemap.org/styles/liberty');
  });

  it('asks the page’s own host at its basemap path, never /_locus/info (a custom profile may point it at a real service)', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ name: 'locus-emulator', basemapStyle: { light: 'https://m.example/l.json', dark: null } }));
    }) as typeof fetch;
    expect(await configuredOnlineStyles(fetchImpl)).toEqual({ light: 'https://m.example/l.json', dark: null });
    expect(asked).toEqual(['/_locus/basemap-style.json']);
  });
});
