import { describe, expect, it } from 'vitest';
import { preparePointTest } from './prepared-polygon.ts';
import { expectSameAsPointInPolygon, jaggedRing } from '../testing/point-test-check.ts';
import type { MultiPolygonCoords, Ring } from './world-types.ts';

const jagged = (n: number, cx: number, cy: number, radius: number, seed: number, clockwise = false): Ring => jaggedRing(n, cx, cy, radius, seed, clockwise);

describe('preparePointTest', () => {
  it('answers exactly as pointInMultiPolygon on large rings with holes, small parts and vertices on the query lines', () => {
    const geometry: MultiPolygonCoords = [
      [jagged(5_000, 127, 36, 1, 1), jagged(800, 127, 36, 0.2, 2, true)],
      [jagged(20, 129, 36, 0.1, 3)],
    ];
    expectSameAsPointInPolygon(preparePointTest(geometry), geometry);
  });

  it('says no outside every part and for empty geometry', () => {
    expect(preparePointTest([])(127, 36)).toBe(false);
    const square: MultiPolygonCoords = [[[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]]];
    expect(preparePointTest(square)(0.5, 0.5)).toBe(true);
    expect(preparePointTest(square)(1.5, 0.5)).toBe(false);
    expect(preparePointTest(square)(Number.NaN, 0.5)).toBe(false);
  });
});
