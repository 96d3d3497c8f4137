import { describe, expect, it } from 'vitest';
import { euclideanDistance, nearestFace } from './face-match';

const v = (...xs: number[]) => Float32Array.from(xs);

describe('nearestFace', () => {
  it('measures euclidean distance', () => {
    expect(euclideanDistance(v(0, 0), v(3, 4))).toBe(5);
    expect(euclideanDistance(v(1, 2, 3), v(1, 2, 3))).toBe(0);
  });

  it('finds the nearest entry, the first of equals, and nothing in an empty gallery', () => {
    const gallery = [
      { id: 'a', descriptor: v(1, 0) },
      { id: 'b', descriptor: v(0, 1) },
      { id: 'c', descriptor: v(0, 1) },
    ];
    expect(nearestFace(v(0.9, 0.1), gallery)).toEqual({ entry: gallery[0], distance: expect.closeTo(Math.hypot(0.1, 0.1), 6) as number });
    expect(nearestFace(v(0, 2), gallery)?.entry.id).toBe('b');
    expect(nearestFace(v(0, 0), [])).toBeUndefined();
  });
});
