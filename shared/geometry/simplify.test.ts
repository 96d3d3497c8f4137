import { describe, expect, it } from 'vitest';
import { METRES_PER_DEGREE_LAT } from './distance.ts';
import { douglasPeuckerKeep, simplifyLine } from './simplify.ts';
import type { LonLat } from './types.ts';

describe('Douglas–Peucker', () => {
  it('drops points nearer the chord than the tolerance and keeps the ends', () => {
    const xs = [0, 1, 2, 3, 4];
    expect([...douglasPeuckerKeep(xs, [0, 0.1, -0.1, 0.1, 0], 0.5)]).toEqual([1, 0, 0, 0, 1]);
    expect([...douglasPeuckerKeep(xs, [0, 0.1, -0.1, 0.1, 0], 0.05)]).toEqual([1, 1, 1, 1, 1]);
    expect([...douglasPeuckerKeep(xs, [0, 0.1, 3, 0.1, 0], 1)]).toEqual([1, 0, 1, 0, 1]);
    expect([...douglasPeuckerKeep([], [], 1)]).toEqual([]);
  });

  it('simplifies a wiggly line with a tolerance in metres', () => {
    // 1 km east with a 1 m zig-zag every 10 m.
    const metre = 1 / METRES_PER_DEGREE_LAT;
    const line: LonLat[] = Array.from({ length: 101 }, (_, i) => [127 + i * 0.000113, 37.5 + (i % 2) * metre]);
    expect(simplifyLine(line, 5)).toEqual([line[0], line[100]]);
    expect(simplifyLine(line, 0.5)).toHaveLength(101);
    expect(simplifyLine(line, 0)).toEqual(line);
  });

  it('never collapses a closed ring below a closed triangle', () => {
    const ring: LonLat[] = [[127, 37.5], [127.0001, 37.5], [127.0001, 37.5001], [127, 37.5001], [127, 37.5]];
    const simple = simplifyLine(ring, 1000);
    expect(simple.length).toBeGreaterThanOrEqual(4);
    expect(simple[0]).toEqual(simple[simple.length - 1]);
  });
});
