import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
afterEach(() => t.close());

describe('GET /_locus/basemap-style.json', () => {
  it('names the online styles the server was given (LOCUS_BASEMAP_STYLE, _DARK), null for one switched off', async () => {
    t = makeTestApp({ LOCUS_BASEMAP_STYLE: 'https://m.example/light.json', LOCUS_BASEMAP_STYLE_DARK: 'off' });
    const res = await t.get('/_locus/basemap-style.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ name: 'locus-emulator', basemapStyle: { light: 'https://m.example/light.json', dark: null } });
  });

  it('names OpenFreeMap’s styles when none was given', async () => {
    t = makeTestApp({});
    expect(((await (await t.get('/_locus/basemap-style.json')).json()) as { basemapStyle: unknown }).basemapStyle).toEqual({
      light: 'https://tiles.openfreemap.org/styles/liberty',
      dark: 'https://tiles.openfreemap.org/styles/dark',
    });
  });
});
