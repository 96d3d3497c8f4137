import { describe, expect, it } from 'vitest';
import { basemapCredits, readTileImports, withCredits, type TileImports } from './basemap-credits';

const imports = (over: Partial<TileImports> = {}): TileImports => ({ imported: [], credits: {}, ...over });
const withRegions = readTileImports({ imported: ['regions', 'roads'], credits: { land: 'Natural Earth', regions: 'Boundaries: KOSTAT SGIS', roads: '© OpenStreetMap contributors' } });

describe('basemapCredits: exactly the sources a style draws', () => {
  it('online: the provider and OpenStreetMap; imported boundaries only when drawn over it', () => {
    expect(basemapCredits({ kind: 'online', styleUrl: 'https://tiles.openfreemap.org/styles/liberty', flavor: 'light' })).toEqual([
      'OpenFreeMap',
      '© OpenMapTiles',
      '© OpenStreetMap contributors',
    ]);
    expect(basemapCredits({ kind: 'online', styleUrl: 'http://127.0.0.1:8828/style.json', flavor: 'light' }, withRegions)).toEqual([
      '127.0.0.1:8828',
      '© OpenStreetMap contributors',
    ]);
    expect(basemapCredits({ kind: 'online', styleUrl: 'https://tiles.openfreemap.org/styles/dark', flavor: 'dark', overlay: '' }, withRegions)).toEqual([
      'OpenFreeMap',
      '© OpenMapTiles',
      '© OpenStreetMap contributors',
      'Boundaries: KOSTAT SGIS',
    ]);
  });

  it("the emulator's whole world: Natural Earth and each imported kind's credit", () => {
    expect(basemapCredits({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: false }, withRegions)).toEqual([
      'Natural Earth',
      'Boundaries: KOSTAT SGIS',
      '© OpenStreetMap contributors',
    ]);
    // An emulator older than `locus`: its own one-line attribution, as text.
    expect(basemapCredits({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: false }, readTileImports(undefined, 'Natural Earth · <b>© OpenStreetMap</b> contributors'))).toEqual([
      'Natural Earth',
      '© OpenStreetMap contributors',
    ]);
  });

  it('the emulator under a remote profile: Natural Earth alone without imports, plus the imported kinds with them', () => {
    expect(basemapCredits({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: true }, imports())).toEqual(['Natural Earth']);
    expect(basemapCredits({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: true }, readTileImports(undefined, 'Natural Earth · © OpenStreetMap contributors'))).toEqual([
      'Natural Earth',
    ]);
    expect(basemapCredits({ kind: 'emulator', from: 'profile', tilesBase: 'http://e', landOnly: true }, withRegions)).toEqual([
      'Natural Earth',
      'Boundaries: KOSTAT SGIS',
      '© OpenStreetMap contributors',
    ]);
  });

  it('PMTiles: OpenStreetMap and Protomaps; the land outline: Natural Earth', () => {
    expect(basemapCredits({ kind: 'pmtiles', flavor: 'dark' })).toEqual(['© OpenStreetMap contributors', 'Protomaps']);
    expect(basemapCredits({ kind: 'pmtiles-url', url: 'https://x/k.pmtiles' })).toEqual(['© OpenStreetMap contributors', 'Protomaps']);
    expect(basemapCredits({ kind: 'land-outline' })).toEqual(['Natural Earth']);
  });

  it('a malformed locus field is nothing imported; a kind listed without a credit adds nothing', () => {
    expect(readTileImports({ imported: 'regions', credits: [] })).toEqual({ imported: [], credits: {} });
    expect(basemapCredits({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: true }, readTileImports({ imported: ['water'], credits: {} }))).toEqual(['Natural Earth']);
  });
});

describe('withCredits', () => {
  it("replaces every source's attribution with the composed credits, escaped, on the source most layers draw", () => {
    const style = withCredits(
      {
        version: 8,
        sources: {
          a: { type: 'vector', url: 'https://x/a' },
          b: { type: 'vector', url: 'https://x/b', attribution: '<img src=x onerror=alert(1)>' },
        },
        layers: [
          { id: '1', type: 'line', source: 'b', 'source-layer': 'l' },
          { id: '2', type: 'line', source: 'b', 'source-layer': 'l' },
          { id: '3', type: 'line', source: 'a', 'source-layer': 'l' },
        ],
      },
      ['<b>OpenFreeMap</b>', '© OpenStreetMap contributors'],
    );
    // Empty, so that a source's TileJSON (fetched by MapLibre) cannot bring its own back.
    expect(style.sources['a']).toHaveProperty('attribution', '');
    expect(style.sources['b']).toHaveProperty('attribution', '&#60;b&#62;OpenFreeMap&#60;/b&#62; · © OpenStreetMap contributors');
  });
});
