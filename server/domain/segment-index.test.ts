import { describe, expect, it } from 'vitest';
import { mulberry32 } from './hash.ts';
import { createSegmentIndex } from './segment-index.ts';

function randomSegments(count: number, seed: number, extent: number): Float64Array {
  const random = mulberry32(seed);
  const coords = new Float64Array(count * 4);
  for (let i = 0; i < count; i++) {
    const x = random() * extent;
    const y = random() * extent;
    const a = random() * 2 * Math.PI;
    const len = 5 + random() * 120;
    coords.set([x, y, x + Math.cos(a) * len, y + Math.sin(a) * len], i * 4);
  }
  return coords;
}

describe('createSegmentIndex', () => {
  const coords = randomSegments(3000, 7, 5000);
  const index = createSegmentIndex(coords);
  const random = mulberry32(99);

  it('agrees with brute force on random points and radii', () => {
    for (let i = 0; i < 1500; i++) {
      const x = -500 + random() * 6000;
      const y = -500 + random() * 6000;
      const radius = [5, 40, 300, 2000, Infinity][i % 5] ?? 100;
      expect(index.nearest(x, y, radius)).toEqual(index.nearestBrute(x, y, radius));
    }
  });

  it('agrees with brute force with a filter', () => {
    const even = (s: number): boolean => s % 2 === 0;
    for (let i = 0; i < 300; i++) {
      const x = random() * 5000;
      const y = random() * 5000;
      const hit = index.nearest(x, y, 500, even);
      expect(hit).toEqual(index.nearestBrute(x, y, 500, even));
      if (hit) expect(hit.segment % 2).toBe(0);
    }
  });

  it('lists the segments within a radius, nearest first', () => {
    const hits = index.within(2500, 2500, 200);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toEqual(index.nearest(2500, 2500, 200));
    for (let i = 1; i < hits.length; i++) expect(hits[i]?.distance ?? 0).toBeGreaterThanOrEqual(hits[i - 1]?.distance ?? 0);
    for (const h of hits) expect(h.distance).toBeLessThanOrEqual(200);
  });

  it('measures the exact distance to a segment and the foot parameter', () => {
    const one = createSegmentIndex(Float64Array.from([0, 0, 100, 0]));
    expect(one.nearest(30, 40, 50)).toEqual({ segment: 0, distance: 40, t: 0.3 });
    expect(one.nearest(130, 40, 50)).toEqual({ segment: 0, distance: 50, t: 1 });
    expect(one.nearest(130, 40, 49.9)).toBeNull();
  });

  it('breaks ties on the lower segment index', () => {
    // Two segments meeting at (0, 0): a point on the bisector is equally far from both.
    const two = createSegmentIndex(Float64Array.from([0, 0, 0, 100, 0, 0, 100, 0]));
    expect(two.nearest(-10, -10, 100)?.segment).toBe(0);
    expect(two.nearestBrute(-10, -10, 100)?.segment).toBe(0);
  });

  it('answers null when empty or for bad input', () => {
    const empty = createSegmentIndex(new Float64Array(0));
    expect(empty.size).toBe(0);
    expect(empty.nearest(0, 0, Infinity)).toBeNull();
    expect(index.nearest(Number.NaN, 0, 100)).toBeNull();
    expect(index.nearest(0, 0, -1)).toBeNull();
  });
});
