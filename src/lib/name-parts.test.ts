import { describe, expect, it } from 'vitest';
import { nameParts } from './name-parts';

describe('where a file name may wrap', () => {
  it('after each _ . / \\ or -, never inside a word; the parts give the name back', () => {
    expect(nameParts('public_facilities_sample.csv')).toEqual(['public_', 'facilities_', 'sample.', 'csv']);
    expect(nameParts('data/admdong-2024.geojson')).toEqual(['data/', 'admdong-', '2024.', 'geojson']);
    expect(nameParts('C:\\osm\\roads.pbf')).toEqual(['C:\\', 'osm\\', 'roads.', 'pbf']);
    for (const name of ['a__b', 'trailing_', '.hidden', '주소_전체.txt', '']) expect(nameParts(name).join('')).toBe(name);
    expect(nameParts('plain')).toEqual(['plain']);
  });
});
