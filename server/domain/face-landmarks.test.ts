import { describe, expect, it } from 'vitest';
import { faceBoxInOriginal, fivePoints, isProfileFace, noseOffsetRatio, PROFILE_NOSE_OFFSET_RATIO, type Point } from './face-landmarks';

/** 68 points at the origin, with the ones the 5-point landmark uses set. */
function points68(set: Record<number, Point>): Point[] {
  return Array.from({ length: 68 }, (_, i) => set[i] ?? { x: 0, y: 0 });
}

/** A frontal face: eyes around (40, 50) and (80, 50), nose at (60, 75), mouth corners (45, 95), (75, 95). */
function frontal(noseX = 60): Point[] {
  const set: Record<number, Point> = {};
  for (let i = 36; i <= 41; i++) set[i] = { x: 40 + (i - 38.5) * 2, y: 50 + (i % 2) };
  for (let i = 42; i <= 47; i++) set[i] = { x: 80 + (i - 44.5) * 2, y: 50 + (i % 2) };
  set[30] = { x: noseX, y: 75 };
  set[48] = { x: 45, y: 95 };
  set[54] = { x: 75, y: 95 };
  return points68(set);
}

describe('fivePoints', () => {
  it('takes eye centres as the mean of their six points, the nose tip and the mouth corners', () => {
    const [eye1, eye2, nose, mouth1, mouth2] = fivePoints(frontal());
    expect(eye1.x).toBeCloseTo(40);
    expect(eye1.y).toBeCloseTo(50.5);
    expect(eye2.x).toBeCloseTo(80);
    expect(nose).toEqual({ x: 60, y: 75 });
    expect([mouth1, mouth2]).toEqual([{ x: 45, y: 95 }, { x: 75, y: 95 }]);
  });

  it('orders each pair as seen in the image, smaller x first', () => {
    const mirrored = frontal().map((p) => ({ x: 120 - p.x, y: p.y }));
    const [eye1, eye2, , mouth1, mouth2] = fivePoints(mirrored);
    expect(eye1.x).toBeLessThan(eye2.x);
    expect(mouth1.x).toBeLessThan(mouth2.x);
  });

  it('refuses a landmark set that is not 68 points', () => {
    expect(() => fivePoints(frontal().slice(0, 40))).toThrow(/68-point/);
  });
});

describe('faceBoxInOriginal', () => {
  it('scales box and points back to original pixels as integers', () => {
    const five = fivePoints(frontal());
    const box = faceBoxInOriginal({ x: 10.4, y: 20.6, width: 100.2, height: 110.7 }, five, 2, 1000, 800);
    expect(box).toEqual({ topLeftX: 21, topLeftY: 41, faceWidth: 200, faceHeight: 222, landmark: [80, 101, 160, 101, 120, 150, 90, 190, 150, 190] });
    for (const v of [box.topLeftX, box.topLeftY, box.faceWidth, box.faceHeight, ...box.landmark]) expect(Number.isInteger(v)).toBe(true);
  });

  it('clips a box that overhangs the image and keeps points inside it', () => {
    const five: Point[] = [{ x: -3, y: 5 }, { x: 30, y: 5 }, { x: 15, y: 20 }, { x: 5, y: 30 }, { x: 25, y: 300 }];
    const box = faceBoxInOriginal({ x: -10, y: -5, width: 60, height: 400 }, five, 1, 320, 240);
    expect(box).toMatchObject({ topLeftX: 0, topLeftY: 0, faceWidth: 50, faceHeight: 240 });
    expect(box.landmark).toEqual([0, 5, 30, 5, 15, 20, 5, 30, 25, 239]);
  });
});

describe('profile heuristic', () => {
  it('calls a frontal face normal and a strongly turned one a profile', () => {
    expect(noseOffsetRatio(fivePoints(frontal()))).toBeCloseTo(0);
    expect(isProfileFace(fivePoints(frontal()))).toBe(false);
    // A three-quarter view (≈ 45°): the nose half an eye distance off the midpoint.
    expect(isProfileFace(fivePoints(frontal(80)))).toBe(false);
    // Eye distance 40: the nose 30 px off the midpoint, ratio 0.75 (≈ 56°).
    expect(noseOffsetRatio(fivePoints(frontal(90)))).toBeCloseTo(0.75);
    expect(isProfileFace(fivePoints(frontal(90)))).toBe(true);
    expect(isProfileFace(fivePoints(frontal(60 - 40 * PROFILE_NOSE_OFFSET_RATIO - 1)))).toBe(true);
  });

  it('treats eyes on top of each other as a profile', () => {
    const p: Point = { x: 10, y: 10 };
    expect(isProfileFace([p, p, { x: 12, y: 20 }, p, p])).toBe(true);
  });
});
