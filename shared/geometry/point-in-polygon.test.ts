import { describe, expect, it } from 'vitest';
import { pointInMultiPolygon, pointInPolygon, pointInRing, scanlineCrossings } from './point-in-polygon.ts';
import type { MultiPolygonCoords, Ring } from './types.ts';

const square: Ring = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
const hole: Ring = [[0.4, 0.4], [0.6, 0.4], [0.6, 0.6], [0.4, 0.6], [0.4, 0.4]];
/** A U shape whose centroid is outside it. */
const u: MultiPolygonCoords = [[[[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]]]];

describe('point in polygon', () => {
  it('tests points against rings, open or closed (even-odd)', () => {
    expect(pointInRing(0.5, 0.5, square)).toBe(true);
    expect(pointInRing(1.5, 0.5, square)).toBe(false);
    expect(pointInRing(0.5, 0.5, square.slice(0, 4))).toBe(true);
  });

  it('leaves out holes, and finds points in any polygon of a multipolygon', () => {
    expect(pointInPolygon(0.5, 0.5, [square, hole])).toBe(false);
    expect(pointInPolygon(0.2, 0.2, [square, hole])).toBe(true);
    expect(pointInPolygon(0.5, 0.5, [])).toBe(false);
    expect(pointInMultiPolygon(2.5, 2.5, [[square], ...u])).toBe(true);
    expect(pointInMultiPolygon(1.5, 2, u)).toBe(false);
    expect(pointInMultiPolygon(0.5, 2, u)).toBe(true);
  });

  it('gives a point on an edge shared by two neighbours to exactly one of them', () => {
    const left: Ring = [[0, 0], [1, 0], [1, 1], [0, 1]];
    const right: Ring = [[1, 0], [2, 0], [2, 1], [1, 1]];
    for (const y of [0.25, 0.5, 0.75]) expect(Number(pointInRing(1, y, left)) + Number(pointInRing(1, y, right))).toBe(1);
  });

  it('lists sorted scanline crossings that agree with the point test', () => {
    expect(scanlineCrossings(u, 2)).toEqual([0, 1, 2, 3]);
    expect(scanlineCrossings(u, 4)).toEqual([]);
    expect(scanlineCrossings([[square, hole]], 0.5)).toEqual([0, 0.4, 0.6, 1]);
  });
});
