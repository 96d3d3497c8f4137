import { describe, expect, it } from 'vitest';
import { boxRect, cropAround, fivePointsFrom68, landmarkPoints } from './landmarks';

describe('face geometry', () => {
  it('reads 10 numbers as 5 points', () => {
    expect(landmarkPoints([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      { x: 1, y: 2 }, { x: 3, y: 4 }, { x: 5, y: 6 }, { x: 7, y: 8 }, { x: 9, y: 10 },
    ]);
    expect(landmarkPoints([1, 2, 3])).toEqual([{ x: 1, y: 2 }]);
    expect(landmarkPoints([Number.NaN, 2, 3, 4])).toEqual([{ x: 3, y: 4 }]);
    expect(landmarkPoints(undefined)).toEqual([]);
  });

  it('reads a box as a rectangle', () => {
    expect(boxRect({ topLeftX: 100, topLeftY: 50, faceWidth: 200, faceHeight: 240 })).toEqual({ x: 100, y: 50, width: 200, height: 240 });
  });

  it('derives the 5 points from 68', () => {
    const points = Array.from({ length: 68 }, (_, i) => ({ x: i, y: 2 * i }));
    expect(fivePointsFrom68(points)).toEqual([{ x: 38.5, y: 77 }, { x: 44.5, y: 89 }, { x: 30, y: 60 }, { x: 48, y: 96 }, { x: 54, y: 108 }]);
    expect(fivePointsFrom68(points.slice(0, 10))).toBeUndefined();
  });

  it('crops a square around the face, inside the image', () => {
    const image = { width: 512, height: 400 };
    expect(cropAround({ x: 200, y: 100, width: 100, height: 120 }, image)).toEqual({ x: 130, y: 40, width: 240, height: 240 });
    // Near the edge it moves inside rather than cutting.
    expect(cropAround({ x: 0, y: 0, width: 100, height: 100 }, image)).toEqual({ x: 0, y: 0, width: 200, height: 200 });
    expect(cropAround({ x: 450, y: 350, width: 60, height: 50 }, image)).toEqual({ x: 392, y: 280, width: 120, height: 120 });
    // Never larger than the image's shorter side.
    expect(cropAround({ x: 100, y: 50, width: 300, height: 300 }, image)).toEqual({ x: 50, y: 0, width: 400, height: 400 });
  });
});
