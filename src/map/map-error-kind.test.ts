import { describe, expect, it } from 'vitest';
import { mapErrorKind } from './map-error-kind';

describe('mapErrorKind', () => {
  it('a failed tile or source leaves the map drawn', () => {
    expect(mapErrorKind({ sourceId: 'protomaps', tile: {}, error: { message: 'AJAXError: Internal Server Error (500)' } })).toBe('tiles');
    expect(mapErrorKind({ sourceId: 'land' })).toBe('tiles');
  });

  it('a style layer whose source layer the data lacks is not reported', () => {
    const message = 'Source layer "pois" does not exist on source "protomaps" as specified by style layer "pois".';
    expect(mapErrorKind({ error: { message } })).toBe('none');
  });

  it('an error of no source (the style, the worker) means the map cannot be drawn', () => {
    expect(mapErrorKind({ error: { message: 'AJAXError: Not Found (404): /style.json' } })).toBe('map');
    expect(mapErrorKind({})).toBe('map');
    expect(mapErrorKind({ sourceId: undefined })).toBe('map');
  });
});

describe('an unreachable sprite', () => {
  it('leaves the map drawn without icons, and says nothing', () => {
    expect(mapErrorKind({ error: { message: 'Failed to fetch', url: 'https://tiles.example.org/sprites/ofm/ofm@2x.json' } })).toBe('none');
    expect(mapErrorKind({ error: { message: 'Failed to fetch', url: 'https://tiles.example.org/styles/liberty' } })).toBe('map');
  });
});
