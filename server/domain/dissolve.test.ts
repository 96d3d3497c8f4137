import { describe, expect, it } from 'vitest';
import { dissolve, dissolveByEdges } from './dissolve.ts';
import { signedRingArea } from '../../shared/geometry/area.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import type { MultiPolygonCoords } from './world-types.ts';

/** An axis-aligned square as a one-part MultiPolygon, counter-clockwise, closed. */
function square(x: number, y: number, size = 1): MultiPolygonCoords {
  return [[[[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]]]];
}

function area(geometry: MultiPolygonCoords): number {
  return geometry.reduce((sum, [outer, ...holes]) => sum + signedRingArea(outer ?? []) + holes.reduce((s, h) => s + signedRingArea(h), 0), 0);
}

describe('dissolve', () => {
  it('merges a 3 x 3 block of squares into one square ring by cancelling shared edges', () => {
    const squares = [0, 1, 2].flatMap((x) => [0, 1, 2].map((y) => square(x, y)));
    const { geometry, method } = dissolve(squares);
    expect(method).toBe('topology');
    expect(geometry).toHaveLength(1);
    expect(geometry[0]).toHaveLength(1);
    // The outline keeps the shared boundary vertices: 12 distinct vertices, closed.
    expect(geometry[0]![0]).toHaveLength(13);
    expect(area(geometry)).toBeCloseTo(9, 12);
    expect(pointInMultiPolygon(1.5, 1.5, geometry)).toBe(true);
    expect(pointInMultiPolygon(3.5, 1.5, geometry)).toBe(false);
  });

  it('keeps a hole where the middle is missing, and separate parts apart', () => {
    const ring = [0, 1, 2].flatMap((x) => [0, 1, 2].filter((y) => x !== 1 || y !== 1).map((y) => square(x, y)));
    const island = square(10, 10);
    const { geometry, method } = dissolve([...ring, island]);
    expect(method).toBe('topology');
    expect(geometry).toHaveLength(2);
    const withHole = geometry.find((p) => p.length === 2)!;
    expect(signedRingArea(withHole[0]!)).toBeGreaterThan(0);
    expect(signedRingArea(withHole[1]!)).toBeLessThan(0);
    expect(area(geometry)).toBeCloseTo(9, 12);
    expect(pointInMultiPolygon(1.5, 1.5, geometry)).toBe(false);
    expect(pointInMultiPolygon(0.5, 1.5, geometry)).toBe(true);
    expect(pointInMultiPolygon(10.5, 10.5, geometry)).toBe(true);
  });

  it('accepts rings in either orientation and splits rings that touch at a vertex', () => {
    const clockwise: MultiPolygonCoords = [[[[1, 1], [1, 2], [2, 2], [2, 1], [1, 1]]]];
    const { geometry } = dissolve([square(0, 0), clockwise]);
    expect(geometry).toHaveLength(2);
    for (const [outer] of geometry) expect(signedRingArea(outer!)).toBeCloseTo(1, 12);
  });

  it('falls back to the general union where neighbours do not share vertices (T-junction)', () => {
    const left: MultiPolygonCoords = [[[[0, 0], [2, 0], [2, 1], [2, 2], [0, 2], [0, 0]]]];
    const right: MultiPolygonCoords = [[[[2, 0], [3, 0], [3, 2], [2, 2], [2, 1], [2, 0]]]];
    expect(dissolveByEdges([left, right])).toHaveLength(1);
    // The same shared edge, but right has its vertex at (2, 1.5) where left has (2, 1).
    const right2: MultiPolygonCoords = [[[[2, 0], [3, 0], [3, 2], [2, 2], [2, 1.5], [2, 0]]]];
    expect(dissolveByEdges([left, right2])).toBeNull();
    const { geometry, method } = dissolve([left, right2]);
    expect(method).toBe('union');
    expect(geometry).toHaveLength(1);
    expect(area(geometry)).toBeCloseTo(6, 12);
    expect(pointInMultiPolygon(2.0001, 1.0, geometry)).toBe(true);
  });

  it('falls back to the union when polygons overlap', () => {
    const { geometry, method } = dissolve([square(0, 0), square(0, 0)]);
    expect(method).toBe('union');
    expect(area(geometry)).toBeCloseTo(1, 12);
  });

  it('gives an empty geometry for no input', () => {
    expect(dissolve([]).geometry).toEqual([]);
  });
});
