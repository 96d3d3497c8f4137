import { describe, expect, it } from 'vitest';
import { stylesFromBuild, stylesFromInfo } from './online-styles';

describe('which online styles the console uses', () => {
  it("the server's, from its /_locus/info; none from something that is not the emulator", () => {
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
});
