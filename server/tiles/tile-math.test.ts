import { describe, expect, it } from 'vitest';
import { isServedTile, tileAt, tileBox } from './tile-math';

describe('tile math', () => {
  it('finds the tile of a point and a box that holds it', () => {
    const t = tileAt(126.978, 37.5665, 14);
    expect(t).toEqual({ z: 14, x: 13970, y: 6344 });
    const [w, s, e, n] = tileBox(t);
    expect(126.978).toBeGreaterThan(w);
    expect(126.978).toBeLessThan(e);
    expect(37.5665).toBeGreaterThan(s);
    expect(37.5665).toBeLessThan(n);
    const [bw, bs, be, bn] = tileBox(t, 64);
    expect([bw < w, bs < s, be > e, bn > n]).toEqual([true, true, true, true]);
  });

  it('serves zooms 0–16 with x and y in range only', () => {
    expect(isServedTile({ z: 0, x: 0, y: 0 })).toBe(true);
    expect(isServedTile({ z: 16, x: 65535, y: 65535 })).toBe(true);
    expect(isServedTile({ z: 17, x: 0, y: 0 })).toBe(false);
    expect(isServedTile({ z: 2, x: 4, y: 0 })).toBe(false);
    expect(isServedTile({ z: 2, x: 0, y: -1 })).toBe(false);
    expect(isServedTile({ z: 1.5, x: 0, y: 0 })).toBe(false);
  });
});
