import { douglasPeuckerKeep } from '../../shared/geometry/simplify.ts';

/**
 * Road lines generalised for a low zoom, as tile servers do: each link is snapped to a grid of
 * pixels on the Web Mercator plane (a vertex in the cell of the one kept before it is dropped; a
 * link within one cell is dropped), the links that continue one another (the last cell of one is
 * the first of the next, in their direction: a one-way road keeps its direction) are joined into
 * one line, and each line is simplified by Douglas–Peucker. Lines are flat arrays of plane
 * coordinates [x0, y0, x1, y1, …] (a tile's units, or any other linear unit of the plane), so that
 * a tile of 100,000 links makes no object per vertex.
 */
export type FlatLine = number[];

interface SnappedLine {
  xy: FlatLine;
  /** The cells of the first and last points, as one number each. */
  first: number;
  last: number;
}

/** Cells per row: more than the cells across the world for a cell of a pixel up to z 16 (2^25); keys stay exact. */
const ROW = 2 ** 26;

/** Points `from` to `to` − 1 of `xy` snapped to cells of `cell` units (the last point kept in place of the vertex it shares a cell with), or null within one cell. */
function snapLine(xy: ArrayLike<number>, from: number, to: number, cell: number): SnappedLine | null {
  const out: FlatLine = [];
  let lastX = NaN;
  let lastY = NaN;
  let first = 0;
  for (let i = from; i < to; i++) {
    const x = xy[2 * i] ?? 0;
    const y = xy[2 * i + 1] ?? 0;
    const cx = Math.round(x / cell);
    const cy = Math.round(y / cell);
    if (cx === lastX && cy === lastY) {
      if (i === to - 1 && out.length > 2) {
        out[out.length - 2] = x;
        out[out.length - 1] = y;
      }
      continue;
    }
    if (out.length === 0) first = cy * ROW + cx;
    lastX = cx;
    lastY = cy;
    out.push(x, y);
  }
  if (out.length < 4) return null;
  return { xy: out, first, last: lastY * ROW + lastX };
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
  const unusedFrom = (cell: number): number | undefined => startingAt.get(cell)?.find((j) => !used[j]);
  const follow = (i: number) => {
    used[i] = 1;
    const start = lines[i]!;
    let next = unusedFrom(start.last);
    if (next === undefined) {
      out.push(start);
      return;
    }
    const joined: SnappedLine = { xy: [...start.xy], first: start.first, last: start.last };
    while (next !== undefined) {
      used[next] = 1;
      const line = lines[next]!;
      // The first point of the next line shares the joined line's last cell: the joined line's own last point stands for both.
      for (let v = 2; v < line.xy.length; v++) joined.xy.push(line.xy[v]!);
      joined.last = line.last;
      next = unusedFrom(joined.last);
    }
    out.push(joined);
  };
  // Chains are started from lines nothing continues into, then whatever is left (loops).
  for (let i = 0; i < lines.length; i++) if (!used[i] && !endingAt.has(lines[i]!.first)) follow(i);
  for (let i = 0; i < lines.length; i++) if (!used[i]) follow(i);
  return out;
}

/**
 * The links of one road generalised: line j is points ranges[2j] to ranges[2j + 1] − 1 of `xy`;
 * snapped to cells of `cell` units, joined, and simplified by Douglas–Peucker at `tolerance`
 * units (both ends of a line kept).
 */
export function generaliseLines(xy: ArrayLike<number>, ranges: readonly number[], cell: number, tolerance: number): FlatLine[] {
  const snapped: SnappedLine[] = [];
  for (let j = 0; j < ranges.length; j += 2) {
    const line = snapLine(xy, ranges[j] ?? 0, ranges[j + 1] ?? 0, cell);
    if (line) snapped.push(line);
  }
  const out: FlatLine[] = [];
  for (const { xy: line } of joinSnapped(snapped)) {
    if (line.length === 4 || tolerance <= 0) {
      out.push(line);
      continue;
    }
    const n = line.length / 2;
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      xs[i] = line[2 * i]!;
      ys[i] = line[2 * i + 1]!;
    }
    const keep = douglasPeuckerKeep(xs, ys, tolerance);
    const kept: FlatLine = [];
    for (let i = 0; i < n; i++) if (keep[i] === 1) kept.push(xs[i]!, ys[i]!);
    out.push(kept);
  }
  return out;
}
