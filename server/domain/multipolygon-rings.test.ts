import { describe, expect, it } from 'vitest';
import { decodeAreaGeometry, encodeAreaGeometry } from './area-geometry';
import { assembleMultipolygon, joinRings } from './multipolygon-rings';

const line = (...points: [number, number][]) => Int32Array.from(points.flat());

describe('multipolygon assembly', () => {
  it('joins member ways end to end, either way round, into an outer ring with its hole', () => {
    const area = assembleMultipolygon([
      { role: 'outer', coords: line([0, 0], [10, 0], [10, 10]) },
      { role: 'outer', coords: line([0, 0], [0, 10], [10, 10]) }, // runs the other way
      { role: 'inner', coords: line([2, 2], [4, 2], [4, 4], [2, 4], [2, 2]) },
    ]);
    expect(area.unclosed).toBe(0);
    expect(area.geometry).toHaveLength(1);
    const [outer, hole] = area.geometry[0]!;
    expect(Array.from(outer!)).toEqual([0, 0, 10, 0, 10, 10, 0, 10, 0, 0]);
    expect(Array.from(hole!)).toEqual([2, 2, 4, 2, 4, 4, 2, 4, 2, 2]);
  });

  it('leaves out a chain that does not close, and an inner ring outside every outer one', () => {
    const area = assembleMultipolygon([
      { role: 'outer', coords: line([0, 0], [10, 0], [10, 10], [0, 10], [0, 0]) },
      { role: 'outer', coords: line([20, 0], [30, 0], [30, 10]) },
      { role: 'inner', coords: line([50, 50], [51, 50], [51, 51], [50, 50]) },
    ]);
    expect(area.geometry).toHaveLength(1);
    expect(area.unclosed).toBe(1);
    expect(area.strayInner).toBe(1);
  });

  it('makes two rings of two separate closed chains', () => {
    const { rings, unclosed } = joinRings([
      line([0, 0], [1, 0], [1, 1]),
      line([5, 5], [6, 5], [6, 6], [5, 5]),
      line([1, 1], [0, 1], [0, 0]),
    ]);
    expect(unclosed).toBe(0);
    expect(rings).toHaveLength(2);
  });

  it('encodes and decodes a geometry, and refuses a truncated one', () => {
    const geometry = [[line([0, 0], [1, 0], [1, 1], [0, 0])], [line([5, 5], [6, 6])]];
    const encoded = encodeAreaGeometry(geometry);
    expect(decodeAreaGeometry(encoded).map((p) => p.map((r) => Array.from(r)))).toEqual(geometry.map((p) => p.map((r) => Array.from(r))));
    expect(() => decodeAreaGeometry(encoded.subarray(0, encoded.length - 1))).toThrow(/truncated/);
  });
});
