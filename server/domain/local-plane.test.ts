import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { localPlane, measure, offsetLine, planeAround, pointAt, project, segmentCrossing, slice, type XY } from './local-plane.ts';

describe('localPlane', () => {
  const plane = localPlane([127.0, 37.55]);

  it('round-trips coordinates and measures metres like distanceMetres', () => {
    const p: [number, number] = [126.978, 37.5665];
    const back = plane.toLonLat(plane.toXY(p));
    expect(back[0]).toBeCloseTo(p[0], 10);
    expect(back[1]).toBeCloseTo(p[1], 10);
    const q: [number, number] = [126.9869, 37.5636];
    const [ax, ay] = plane.toXY(p);
    const [bx, by] = plane.toXY(q);
    expect(Math.hypot(bx - ax, by - ay) / distanceMetres(p, q)).toBeCloseTo(1, 2);
  });

  it('centres a plane on the bounding box of points', () => {
    expect(planeAround([[126.9, 37.5], [127.1, 37.6]]).origin).toEqual([127.0, 37.55]);
    expect(planeAround([]).origin).toEqual([127.0, 37.55]);
  });
});

describe('polyline measures', () => {
  // An L: 100 m east, then 50 m north.
  const line = measure([[0, 0], [100, 0], [100, 50]]);

  it('measures cumulative length', () => {
    expect(line.cum).toEqual([0, 100, 150]);
    expect(line.length).toBe(150);
  });

  it('finds the point and direction at a distance, clamped to the line', () => {
    expect(pointAt(line, 40)).toEqual({ xy: [40, 0], segment: 0, dir: [1, 0] });
    expect(pointAt(line, 120)).toEqual({ xy: [100, 20], segment: 1, dir: [0, 1] });
    expect(pointAt(line, -5).xy).toEqual([0, 0]);
    expect(pointAt(line, 999).xy).toEqual([100, 50]);
  });

  it('projects with a signed offset: positive on the left of the direction of travel', () => {
    const left = project(line, [30, 12]);
    expect(left).toMatchObject({ d: 30, offset: 12, distance: 12, foot: [30, 0], segment: 0 });
    const right = project(line, [30, -7]);
    expect(right.offset).toBe(-7);
    // East of the northbound leg is its right side.
    expect(project(line, [110, 25]).offset).toBe(-10);
    expect(project(line, [110, 25]).d).toBe(125);
  });

  it('slices between two distances, keeping inner vertices', () => {
    expect(slice(line, 50, 130)).toEqual([[50, 0], [100, 0], [100, 30]]);
    expect(slice(line, 10, 20)).toEqual([[10, 0], [20, 0]]);
  });

  it('offsets a line so that every segment keeps the offset', () => {
    const xy: XY[] = [[0, 0], [100, 0], [100, 50], [160, 110]];
    // Signed distance of p from the infinite line through a and b (positive on the left).
    const side = (a: XY, b: XY, p: XY): number =>
      ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) / Math.hypot(b[0] - a[0], b[1] - a[1]);
    for (const offset of [15, -20]) {
      const shifted = offsetLine(xy, offset);
      for (let i = 0; i + 1 < xy.length; i++) {
        const a = xy[i] ?? [0, 0];
        const b = xy[i + 1] ?? [0, 0];
        expect(side(a, b, shifted[i] ?? [0, 0])).toBeCloseTo(offset, 9);
        expect(side(a, b, shifted[i + 1] ?? [0, 0])).toBeCloseTo(offset, 9);
      }
    }
  });

  it('finds where segments cross', () => {
    expect(segmentCrossing([0, 0], [10, 0], [5, -5], [5, 5])).toEqual({ t: 0.5, u: 0.5 });
    expect(segmentCrossing([0, 0], [10, 0], [5, 1], [5, 5])).toBeNull();
    expect(segmentCrossing([0, 0], [10, 0], [0, 1], [10, 1])).toBeNull();
  });
});
