import { douglasPeuckerKeep } from '../../shared/geometry/simplify.ts';
import { mercatorX, mercatorY } from './tile-math.ts';

/**
 * Road lines generalised for a low zoom, as tile servers do: each link is snapped to a grid of
 * pixels on the Web Mercator plane (a vertex in the cell of the one kept before it is dropped; a
 * link within one cell is dropped), the links that continue one another (the last cell of one is
 * the first of the next, in their direction: a one-way road keeps its direction) are joined into
 * one line, and each line is simplified by Douglas–Peucker. Every step works on numbers (cells
 * and Mercator coordinates computed once per vertex), so that a tile of 100,000 links stays fast.
 */
export type RoadLine = [number, number][];

interface SnappedLine {
  points: RoadLine;
  xs: number[];
  ys: number[];
  /** The cells of the first and last points, as one number each. */
  first: number;
  last: number;
}

/** Cells per row: at least the cells across the world for a cell of a pixel up to z 16 (2^25); keys stay under 2^52, exact. */
const ROW = 2 ** 26;

/** The line snapped to cells of `cell` Mercator units (its last point kept in place of the vertex it shares a cell with), or null within one cell. */
function snapLine(line: RoadLine, cell: number): SnappedLine | null {
  const points: RoadLine = [];
  const xs: number[] = [];
  const ys: number[] = [];
  let lastX = NaN;
  let lastY = NaN;
  let first = 0;
  const n = line.length;
  for (let i = 0; i < n; i++) {
    const p = line[i]!;
    const x = mercatorX(p[0]);
    const y = mercatorY(p[1]);
    const cx = Math.round(x / cell);
    const cy = Math.round(y / cell);
    if (cx === lastX && cy === lastY) {
      if (i === n - 1 && points.length > 1) {
        points[points.length - 1] = p;
        xs[xs.length - 1] = x;
        ys[ys.length - 1] = y;
      }
      continue;
    }
    if (points.length === 0) first = cy * ROW + cx;
    lastX = cx;
    lastY = cy;
    points.push(p);
    xs.push(x);
    ys.push(y);
  }
  if (points.length < 2) return null;
  return { points, xs, ys, first, last: lastY * ROW + lastX };
}

/** Snapped lines joined where the last cell of one is the first cell of another. */
function joinSnapped(lines: readonly SnappedLine[]): SnappedLine[] {
  if (lines.length < 2) return [...lines];
  const startingAt = new Map<number, number[]>();
  const endingAt = new Set<number>();
  lines.forEach((line, i) => {
    const list = startingAt.get(line.first);
    if (list) list.push(i);
    else startingAt.set(line.first, [i]);
    endingAt.add(line.last);
  });
  const used = new Uint8Array(lines.length);
  const out: SnappedLine[] = [];
  const follow = (i: number) => {
    used[i] = 1;
    const start = lines[i]!;
    let next = startingAt.get(start.last)?.find((j) => !used[j]);
    if (next === undefined) {
      out.push(start);
      return;
    }
    const joined: SnappedLine = { points: [...start.points], xs: [...start.xs], ys: [...start.ys], first: start.first, last: start.last };
    while (next !== undefined) {
      used[next] = 1;
      const line = lines[next]!;
      // The first point of the next line shares the joined line's last cell: the joined line's own last point stands for both.
      for (let v = 1; v < line.points.length; v++) {
        joined.points.push(line.points[v]!);
        joined.xs.push(line.xs[v]!);
        joined.ys.push(line.ys[v]!);
      }
      joined.last = line.last;
      next = startingAt.get(joined.last)?.find((j) => !used[j]);
    }
    out.push(joined);
  };
  // Chains are started from lines nothing continues into, then whatever is left (loops).
  lines.forEach((line, i) => {
    if (!used[i] && !endingAt.has(line.first)) follow(i);
  });
  lines.forEach((_, i) => {
    if (!used[i]) follow(i);
  });
  return out;
}

/**
 * The links of one road generalised: snapped to cells of `cell` Mercator units, joined, and
 * simplified by Douglas–Peucker at `tolerance` Mercator units (both ends of a line kept).
 */
export function generaliseLines(links: readonly RoadLine[], cell: number, tolerance: number): RoadLine[] {
  const snapped: SnappedLine[] = [];
  for (const link of links) {
    const line = snapLine(link, cell);
    if (line) snapped.push(line);
  }
  const out: RoadLine[] = [];
  for (const line of joinSnapped(snapped)) {
    if (line.points.length === 2 || tolerance <= 0) {
      out.push(line.points);
      continue;
    }
    const keep = douglasPeuckerKeep(line.xs, line.ys, tolerance);
    out.push(line.points.filter((_, i) => keep[i] === 1));
  }
  return out;
}
