import { describe, expect, it } from 'vitest';
import { areaSquareMetres, bboxOf, centroid, closeRing, counterClockwise, interiorPoint, signedRingArea } from './area.ts';
import { distanceMetres } from './distance.ts';
import { pointInMultiPolygon } from './point-in-polygon.ts';
import type { MultiPolygonCoords, Ring } from './types.ts';

const square: Ring = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
const u: MultiPolygonCoords = [[[[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]]]];

describe('areas, boxes and orientation', () => {
  it('measures a known square on the ground: 100 m × 100 m is one hectare, less its hole', () => {
    const o: [number, number] = [127, 37.5];
    const side = 100;
    const dLat = side / distanceMetres(o, [127, 37.501]) * 0.001;
    const dLon = side / distanceMetres(o, [127.001, 37.5]) * 0.001;
    const ha: MultiPolygonCoords = [[[o, [127 + dLon, 37.5], [127 + dLon, 37.5 + dLat], [127, 37.5 + dLat], o]]];
    expect(areaSquareMetres(ha)).toBeCloseTo(10_000, -1);
    const holed: MultiPolygonCoords = [[ha[0]![0]!, [[127 + dLon / 4, 37.5 + dLat / 4], [127 + dLon / 4, 37.5 + (3 * dLat) / 4], [127 + (3 * dLon) / 4, 37.5 + (3 * dLat) / 4], [127 + (3 * dLon) / 4, 37.5 + dLat / 4]]]];
    expect(areaSquareMetres(holed)).toBeCloseTo(7_500, -1);
  });

  it('knows boxes, signed areas and the GeoJSON winding', () => {
    expect(bboxOf(u)).toEqual([0, 0, 3, 3]);
    expect(signedRingArea(square)).toBeCloseTo(1);
    expect(signedRingArea([...square].reverse())).toBeCloseTo(-1);
    expect(signedRingArea(counterClockwise([...square].reverse()))).toBeGreaterThan(0);
    expect(closeRing([[0, 0], [1, 0], [1, 1]])).toEqual([[0, 0], [1, 0], [1, 1], [0, 0]]);
    expect(closeRing(square)).toEqual(square);
  });

  it('finds an interior point even where the centroid is outside', () => {
    const c = centroid(u);
    expect(pointInMultiPolygon(c[0], c[1], u)).toBe(false);
    const p = interiorPoint(u);
    expect(pointInMultiPolygon(p[0], p[1], u)).toBe(true);
    expect(interiorPoint([[square]])).toEqual([0.5, 0.5]);
  });
});
