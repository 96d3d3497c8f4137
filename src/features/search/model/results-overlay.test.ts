import { describe, expect, it } from 'vitest';
import { resultsBounds, resultsOverlay } from './results-overlay';
import type { SearchResult } from './search-results';

const results: SearchResult[] = [
  { index: 0, kind: 'lot', address: 'a', point: [127.0, 37.5], entrance: [127.001, 37.5005] },
  { index: 1, kind: 'road', address: 'b', point: [127.02, 37.52] },
  { index: 2, kind: 'road', address: 'c' },
];

describe('results on the map', () => {
  it('draws centre, entrance and the line between, numbered from 1, active on top', () => {
    const fc = resultsOverlay(results, 0);
    expect(fc.features.map((f) => `${f.properties.role}:${f.properties.number}`)).toEqual(['point:2', 'link:1', 'entrance:1', 'point:1']);
    expect(fc.features.filter((f) => f.properties.active).length).toBe(3);
    expect(resultsOverlay(results, undefined).features.some((f) => f.properties.active)).toBe(false);
    expect(resultsOverlay(results, undefined, 20).features.at(-1)?.properties.number).toBe(22);
  });

  it('bounds every drawn point, and nothing when there is none', () => {
    expect(resultsBounds(results)).toEqual([
      [127.0, 37.5],
      [127.02, 37.52],
    ]);
    expect(resultsBounds([results[2]!])).toBeUndefined();
  });
});
