import { describe, expect, it } from 'vitest';
import { mapErrorKind } from './map-error-kind';

describe('mapErrorKind', () => {
  it('a failed tile or source leaves the map drawn', () => {
    expect(mapErrorKind({ sourceId: 'protomaps', tile: {} })).toBe('tiles');
    expect(mapErrorKind({ sourceId: 'land' })).toBe('tiles');
  });

  it('an error of no source (the style, the worker) means the map cannot be drawn', () => {
    expect(mapErrorKind({})).toBe('map');
    expect(mapErrorKind({ sourceId: undefined })).toBe('map');
  });
});
