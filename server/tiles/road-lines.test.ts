import { describe, expect, it } from 'vitest';
import { generaliseLines } from './road-lines';
import { lonOfMercatorX, mercatorX, mercatorY, tileUnit } from './tile-math';

type RoadLine = [number, number][];

/** Distance from p to segment a–b on the Mercator plane. */
function segmentDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

const plane = ([lon, lat]: [number, number]): [number, number] => [mercatorX(lon), mercatorY(lat)];

/** The lines' points on the Mercator plane, generalised, as [x, y] pairs. */
function generalise(lines: readonly RoadLine[], cell: number, tolerance: number): [number, number][][] {
  const xy: number[] = [];
  const ranges: number[] = [];
  for (const line of lines) {
    const from = xy.length / 2;
    for (const p of line) xy.push(...plane(p));
    ranges.push(from, xy.length / 2);
  }
  return generaliseLines(xy, ranges, cell, tolerance).map((flat) => Array.from({ length: flat.length / 2 }, (_, i): [number, number] => [flat[2 * i]!, flat[2 * i + 1]!]));
}

const onPlane = (line: RoadLine) => line.map(plane);

describe('road lines at low zooms', () => {
  // A wiggly road of 400 vertices about 2 m apart, 20 km east of Seoul's centre, with 1 m wiggles.
  const road: RoadLine = Array.from({ length: 400 }, (_, i) => [127 + i * 0.00002, 37.5 + (i % 2) * 0.00001 + i * 0.000005]);

  it('drops vertices, keeps both ends and stays within the tolerance of every original vertex', () => {
    for (const z of [6, 9, 11, 12]) {
      const cell = tileUnit(z) * 8;
      const [simple, ...more] = generalise([road], cell, cell / 2);
      expect(more).toEqual([]);
      if (!simple) throw new Error('the road vanished');
      expect(simple.length, `z${z}`).toBeLessThan(road.length / 4);
      expect(simple[0]).toEqual(plane(road[0]!));
      expect(simple[simple.length - 1]).toEqual(plane(road[road.length - 1]!));
      // Every original vertex lies within a cell of the generalised line (snap + Douglas–Peucker).
      const segments = simple.slice(1).map((p, i) => [simple[i]!, p] as const);
      for (const p of road) {
        const d = Math.min(...segments.map(([a, b]) => segmentDistance(plane(p), a, b)));
        expect(d, `z${z}`).toBeLessThanOrEqual(cell);
      }
    }
  });

  it('drops a line that fits in one cell', () => {
    const cell = tileUnit(8) * 8;
    const short: RoadLine = [
      [127, 37.5],
      [127.00001, 37.50001],
    ];
    expect(generalise([short], cell, cell / 2)).toEqual([]);
    // Wider than a cell: kept.
    expect(generalise([[[127, 37.5], [lonOfMercatorX(mercatorX(127) + 3 * cell), 37.5]]], cell, cell / 2)[0]).toHaveLength(2);
  });

  // Cells (a pixel at z 16) far smaller than the links' spacing and no simplification: joining alone.
  const tiny = tileUnit(16) * 8;
  const at = (i: number, j: number): [number, number] => [127 + i * 0.001, 37.5 + j * 0.001];

  it('joins links that continue one another, in their direction, whatever their order', () => {
    const a: RoadLine = [at(0, 0), at(1, 0)];
    const b: RoadLine = [at(1, 0), at(2, 0), at(3, 1)];
    const c: RoadLine = [at(3, 1), at(4, 1)];
    const apart: RoadLine = [at(9, 9), at(10, 9)];
    // Against the direction: not joined.
    const reversed: RoadLine = [at(5, 5), at(4, 1)];
    const joined = generalise([c, apart, a, reversed, b], tiny, 0);
    expect(joined).toHaveLength(3);
    expect(joined).toContainEqual(onPlane([at(0, 0), at(1, 0), at(2, 0), at(3, 1), at(4, 1)]));
    expect(joined).toContainEqual(onPlane(apart));
    expect(joined).toContainEqual(onPlane(reversed));
  });

  it('keeps a loop of links', () => {
    const loop = generalise([[at(0, 0), at(1, 0)], [at(1, 0), at(1, 1)], [at(1, 1), at(0, 0)]], tiny, 0);
    expect(loop).toEqual([onPlane([at(0, 0), at(1, 0), at(1, 1), at(0, 0)])]);
  });
});
