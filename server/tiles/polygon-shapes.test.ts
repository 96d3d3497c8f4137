import { describe, expect, it } from 'vitest';
import { bandedShape, clipRing, shapeAtZoom, shapeInBox, simplifyRing } from './polygon-shapes';
import { tileAt, tileBox, type LonLatBox } from './tile-math';

const ring = (points: number[][]) => Float64Array.from(points.flat());

describe('clipRing', () => {
  const box: LonLatBox = [0, 0, 1, 1];
  it('keeps a ring inside the box as it is', () => {
    expect(clipRing(ring([[0.2, 0.2], [0.8, 0.2], [0.8, 0.8], [0.2, 0.2]]), box)).toEqual([[0.2, 0.2], [0.8, 0.2], [0.8, 0.8], [0.2, 0.2]]);
  });
  it('cuts a ring crossing the box to the box, closed', () => {
    const out = clipRing(ring([[-1, -1], [2, -1], [2, 0.5], [-1, 0.5], [-1, -1]]), box)!;
    for (const [x, y] of out) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(0.5);
    }
    expect(out[0]).toEqual(out[out.length - 1]);
    expect(new Set(out.map((p) => p.join()))).toEqual(new Set(['0,0', '1,0', '1,0.5', '0,0.5']));
  });
  it('gives null for a ring outside the box', () => {
    expect(clipRing(ring([[2, 2], [3, 2], [3, 3], [2, 2]]), box)).toBeNull();
  });
});

describe('simplifyRing and zoom bands', () => {
  it('drops points that stray less than the tolerance and keeps both ends', () => {
    const wiggly = ring([[0, 0], [0.5, 0.000001], [1, 0], [1, 1], [0, 1], [0, 0]]);
    const simple = simplifyRing(wiggly, 1e-6);
    expect(Array.from(simple)).toEqual([0, 0, 1, 0, 1, 1, 0, 1, 0, 0]);
  });

  it('draws a detailed coast with fewer vertices at z 6 than at z 14, and drops what is below a unit', () => {
    // A 1° square whose south edge has 2,000 tiny zigzags, and a 10 m islet.
    const south = Array.from({ length: 2000 }, (_, i) => [127 + i / 2000, 36 + (i % 2) * 1e-5]);
    const coast = [...south, [128, 36], [128, 37], [127, 37], [127, 36]];
    const islet = [[127.5, 35.5], [127.5001, 35.5], [127.5001, 35.5001], [127.5, 35.5]];
    const shape = bandedShape([[coast], [islet]]);
    const z6 = shapeAtZoom(shape, 6);
    const z14 = shapeAtZoom(shape, 14);
    expect(z14).toBe(shape.polygons);
    expect(z6).toHaveLength(1);
    expect(z6[0]![0]!.length / 2).toBeLessThan(10);
    expect(shapeAtZoom(shape, 6)).toBe(z6);
    // A z 14 tile on the square's corner, cut from the corner's piece; a tile beyond it has nothing.
    const corner = tileAt(128, 37, 14);
    const part = shapeInBox(shape, corner, tileBox(corner, 128));
    expect(part).toHaveLength(1);
    const [w, s, e, n] = tileBox(corner, 128);
    for (const [lon, lat] of part[0]![0]!) expect([lon! >= w, lon! <= e, lat! >= s, lat! <= n]).toEqual([true, true, true, true]);
    const beyond = tileAt(128.5, 37.5, 14);
    expect(shapeInBox(shape, beyond, tileBox(beyond, 128))).toEqual([]);
  });
});
