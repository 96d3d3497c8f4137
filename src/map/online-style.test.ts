import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import { planBasemap, wantedOnlineStyle, basemapNoteKey, type BasemapFacts } from './basemap-plan';
import { fetchOnlineStyle, KOREAN_FIRST_NAME, onlineBasemapStyle } from './online-style';
import { MAP_FONT, MAP_FONT_BOLD } from './map-fonts';

const provider: StyleSpecification = {
  version: 8,
  glyphs: 'https://tiles.example.org/fonts/{fontstack}/{range}.pbf',
  sprite: 'https://tiles.example.org/sprites/ofm',
  sources: { openmaptiles: { type: 'vector', url: 'https://tiles.example.org/planet', attribution: '<a href="https://x">OpenMapTiles</a>' } },
  layers: [
    { id: 'bg', type: 'background', paint: { 'background-color': '#eee' } },
    { id: 'place', type: 'symbol', source: 'openmaptiles', 'source-layer': 'place', layout: { 'text-field': '{name:latin}\n{name:nonlatin}', 'text-font': ['Noto Sans Bold'] } },
    { id: 'shield', type: 'symbol', source: 'openmaptiles', 'source-layer': 'transportation_name', layout: { 'text-field': '{ref}', 'text-font': ['Noto Sans Regular'] } },
  ],
};

describe('onlineBasemapStyle', () => {
  it('labels in the bundled faces, names in Korean first, no glyphs to fetch, credits of its own', () => {
    const style = onlineBasemapStyle(provider, ['OpenFreeMap', '© OpenStreetMap contributors']);
    expect(style.glyphs).toBeUndefined();
    const [, place, shield] = style.layers;
    expect(place).toMatchObject({ layout: { 'text-field': KOREAN_FIRST_NAME, 'text-font': MAP_FONT_BOLD } });
    expect(shield).toMatchObject({ layout: { 'text-field': '{ref}', 'text-font': MAP_FONT } });
    expect(style.sources['openmaptiles']).toHaveProperty('attribution', 'OpenFreeMap · © OpenStreetMap contributors');
  });
});

describe('fetchOnlineStyle', () => {
  it('a style, or nothing when the host fails, refuses, or answers something else', async () => {
    const answer = (body: string, status = 200) => (() => Promise.resolve(new Response(body, { status }))) as typeof fetch;
    expect(await fetchOnlineStyle('https://x/s', answer(JSON.stringify(provider)))).toMatchObject({ version: 8 });
    expect(await fetchOnlineStyle('https://x/s', answer('<html>', 200))).toBeUndefined();
    expect(await fetchOnlineStyle('https://x/s', answer('{}', 404))).toBeUndefined();
    expect(await fetchOnlineStyle('https://x/s', (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toBeUndefined();
  });
});

describe('the online basemap in the plan', () => {
  const styles = { light: 'https://tiles.openfreemap.org/styles/liberty', dark: 'https://tiles.openfreemap.org/styles/dark' };
  const facts = (over: Partial<BasemapFacts>): BasemapFacts => ({
    chosen: 'auto',
    profileId: 'proxy',
    profileBase: '',
    pageServesTiles: true,
    profileServesTiles: false,
    pageServesPmtiles: false,
    ...over,
  });

  it('automatic: online for the remote profiles, offline for the local one', () => {
    expect(wantedOnlineStyle('auto', 'local', styles)).toBeUndefined();
    for (const p of ['proxy', 'sk', 'custom'] as const) expect(wantedOnlineStyle('auto', p, styles)).toEqual({ styleUrl: styles.light, flavor: 'light' });
    expect(wantedOnlineStyle('online-dark', 'local', styles)).toEqual({ styleUrl: styles.dark, flavor: 'dark' });
    expect(wantedOnlineStyle('offline', 'sk', styles)).toBeUndefined();
    expect(wantedOnlineStyle('auto', 'sk', { light: null, dark: null })).toBeUndefined();
    expect(wantedOnlineStyle('online-url', 'sk', styles, 'https://m.example/s.json?key=k')).toEqual({ styleUrl: 'https://m.example/s.json?key=k', flavor: 'light' });
    expect(wantedOnlineStyle('online-url', 'sk', styles, 'javascript:alert(1)')).toBeUndefined();
  });

  it('reached: drawn, with the imported boundaries over it when the emulator has them', () => {
    const online = { styleUrl: styles.light, flavor: 'light' as const };
    expect(planBasemap(facts({ online, onlineReachable: true }))).toEqual({ kind: 'online', ...online });
    expect(planBasemap(facts({ online, onlineReachable: true, importedRegions: true }))).toEqual({ kind: 'online', ...online, overlay: '' });
    expect(basemapNoteKey(planBasemap(facts({ online, onlineReachable: true })))).toBeUndefined();
  });

  it("unreachable: the emulator's tiles, then the user's PMTiles, then the land outline, each saying why", () => {
    const online = { styleUrl: styles.light, flavor: 'light' as const };
    const emulator = planBasemap(facts({ online, onlineReachable: false }));
    expect(emulator).toEqual({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: true, unreachable: 'tiles.openfreemap.org' });
    expect(basemapNoteKey(emulator)).toBe('unreachableEmulator');
    const pmtiles = planBasemap(facts({ online, onlineReachable: false, pageServesTiles: false, pmtilesUrl: 'https://x/k.pmtiles' }));
    expect(pmtiles).toEqual({ kind: 'pmtiles-url', url: 'https://x/k.pmtiles', unreachable: 'tiles.openfreemap.org' });
    expect(basemapNoteKey(pmtiles)).toBe('unreachablePmtiles');
    const outline = planBasemap(facts({ online, onlineReachable: false, pageServesTiles: false }));
    expect(outline).toEqual({ kind: 'land-outline', unreachable: 'tiles.openfreemap.org' });
    expect(basemapNoteKey(outline)).toBe('unreachableOutline');
  });
});
