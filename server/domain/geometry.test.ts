import { describe, expect, it } from 'vitest';
import {
  areaSquareMetres,
  bboxOf,
  centroid,
  closeRing,
  counterClockwise,
  distanceMetres,
  distanceToEdgesMetres,
  interiorPoint,
  pointInMultiPolygon,
  pointInPolygon,
  pointInRing,
  scanlineCrossings,
  signedRingArea,
} from './geometry.ts';
import type { MultiPolygonCoords, Ring } from './world-types.ts';

const square: Ring = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
const hole: Ring = [[0.4, 0.4], [0.6, 0.4], [0.6, 0.6], [0.4, 0.6], [0.4, 0.4]];
/** A U shape whose centroid is outside it. */
const u: MultiPolygonCoords = [[[[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]]]];

describe('geometry', () => {
  it('tests points against rings, holes and multipolygons (even-odd)', () => {
    expect(pointInRing(0.5, 0.5, square)).toBe(true);
    expect(pointInRing(1.5, 0.5, square)).toBe(false);
    expect(pointInPolygon(0.5, 0.5, [square, hole])).toBe(false);
    expect(pointInPolygon(0.2, 0.2, [square, hole])).toBe(true);
    expect(pointInMultiPolygon(2.5, 2.5, [[square], ...u])).toBe(true);
    expect(pointInMultiPolygon(1.5, 2, u)).toBe(false);
  });

  it('measures boxes, areas, orientation and distances', () => {
    expect(bboxOf(u)).toEqual([0, 0, 3, 3]);
    expect(signedRingArea(square)).toBeCloseTo(1);
    expect(signedRingArea([...square].reverse())).toBeCloseTo(-1);
    expect(signedRingArea(counterClockwise([...square].reverse()))).toBeGreaterThan(0);
    expect(closeRing([[0, 0], [1, 0], [1, 1]])).toEqual([[0, 0], [1, 0], [1, 1], [0, 0]]);
    // 0.001 degree of latitude is about 111 m.
    expect(distanceMetres([127, 37.5], [127, 37.501])).toBeCloseTo(111.3, 0);
    const tiny: MultiPolygonCoords = [[[[127, 37.5], [127.001, 37.5], [127.001, 37.501], [127, 37.501], [127, 37.5]]]];
    expect(areaSquareMetres(tiny)).toBeCloseTo(111.32 * 88.3, -2);
    expect(distanceToEdgesMetres([127.0005, 37.5005], tiny)).toBeCloseTo(44.2, 0);
  });

  it('finds an interior point even where the centroid is outside', () => {
    const c = centroid(u);
    expect(pointInMultiPolygon(c[0], c[1], u)).toBe(false);
    const p = interiorPoint(u);
    expect(pointInMultiPolygon(p[0], p[1], u)).toBe(true);
    expect(interiorPoint([[square]])).toEqual([0.5, 0.5]);
  });

  it('lists sorted scanline crossings', () => {
    expect(scanlineCrossings(u, 2)).toEqual([0, 1, 2, 3]);
    expect(scanlineCrossings(u, 4)).toEqual([]);
  });
});
