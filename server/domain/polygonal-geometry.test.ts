import { describe, expect, it } from 'vitest';
import { signedRingArea } from '../../shared/geometry/area.ts';
import { readPolygonalGeometry } from './polygonal-geometry.ts';

describe('readPolygonalGeometry', () => {
  it('closes and orients rings (outer counter-clockwise, holes clockwise) and rounds to 1e-7°', () => {
    const outerClockwise = [[0, 0], [0, 10], [10, 10], [10, 0]];
    const holeCounterClockwise = [[2, 2], [4, 2], [4, 4], [2, 4], [2, 2]];
    const result = readPolygonalGeometry({ type: 'Polygon', coordinates: [outerClockwise, holeCounterClockwise] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const outer = result.geometry[0]![0]!;
    const hole = result.geometry[0]![1]!;
    expect(outer).toHaveLength(5);
    expect(outer[0]).toEqual(outer[4]);
    expect(signedRingArea(outer)).toBeGreaterThan(0);
    expect(signedRingArea(hole)).toBeLessThan(0);
    const rounded = readPolygonalGeometry({ type: 'Polygon', coordinates: [[[127.123456789, 37], [128, 37], [128, 38], [127.123456789, 37]]] });
    expect(rounded.ok && rounded.geometry[0]![0]![0]).toEqual([127.1234568, 37]);
  });

  it('drops repeated vertices and degenerate holes and parts, counting them', () => {
    const square = [[0, 0], [1, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
    const flatHole = [[0.2, 0.2], [0.4, 0.2], [0.6, 0.2], [0.2, 0.2]];
    const result = readPolygonalGeometry({ type: 'MultiPolygon', coordinates: [[square, flatHole], [[[5, 5], [5, 5], [5, 5]]]] });
    expect(result).toEqual({ ok: true, dropped: 2, geometry: [[[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]]] });
  });

  it('names what is wrong', () => {
    expect(readPolygonalGeometry({ type: 'LineString', coordinates: [] })).toEqual({ ok: false, reason: 'geometry type "LineString" is not Polygon or MultiPolygon' });
    expect(readPolygonalGeometry({ type: 'MultiPolygon', coordinates: [[]] })).toEqual({ ok: false, reason: 'polygon 0 has no rings' });
    expect(readPolygonalGeometry({ type: 'Polygon', coordinates: [[[0, 0], [1], [1, 1], [0, 0]]] })).toEqual({
      ok: false,
      reason: 'polygon 0 ring 0: a position is not [lon, lat]',
    });
  });
});
