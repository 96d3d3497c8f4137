import { douglasPeuckerKeep } from '../../shared/geometry/simplify.ts';
import { mercatorX, mercatorY } from './tile-math.ts';

/**
 * Road lines generalised for a low zoom, as tile servers do: the links of one road that continue
 * one another are joined into one line, then each line is snapped to a grid (a vertex within the
 * same cell as the previous one is dropped) and simplified by Douglas–Peucker, both on the Web
 * Mercator plane. A line that fits in one cell is dropped.
 */
export type RoadLine = [number, number][];

/**
 * Lines joined end to start where the last point of one is exactly the first of another (the
 * way the import splits a road into links at its junctions), in the lines' own direction (a
 * one-way road keeps its direction). Every point of the input is in the output once per line.
 */
export function joinLines(lines: readonly RoadLine[]): RoadLine[] {
  const key = (p: readonly number[]) => `${p[0]},${p[1]}`;
  const startingAt = new Map<string, number[]>();
  const endingAt = new Set<string>();
  lines.forEach((line, i) => {
    const first = line[0];
    const last = line[line.length - 1];
    if (!first || !last) return;
    const list = startingAt.get(key(first));
    if (list) list.push(i);
    else startingAt.set(key(first), [i]);
    endingAt.add(key(last));
  });
  const used = new Uint8Array(lines.length);
  const out: RoadLine[] = [];
  const follow = (i: number) => {
    used[i] = 1;
    const joined: RoadLine = [...lines[i]!];
    for (;;) {
      const next = startingAt.get(key(joined[joined.length - 1]!))?.find((j) => !used[j]);
      if (next === undefined) break;
      used[next] = 1;
      const line = lines[next]!;
      for (let v = 1; v < line.length; v++) joined.push(line[v]!);
    }
    out.push(joined);
  };
  // Chains are started from lines nothing continues into, then whatever is left (loops).
  lines.forEach((line, i) => {
    if (!used[i] && line.length > 0 && !endingAt.has(key(line[0]!))) follow(i);
  });
  lines.forEach((line, i) => {
    if (!used[i] && line.length > 0) follow(i);
  });
  return out;
}

/**
 * The line with its vertices snapped to a grid of `cell` Mercator units (a vertex in the cell of
 * the one kept before it is dropped, the last vertex always kept unless it shares the first's cell),
 * then simplified by Douglas–Peucker at `tolerance` Mercator units. Null when the whole line lies
 * in one cell (under a pixel at the zoom).
 */
export function generaliseLine(line: RoadLine, cell: number, tolerance: number): RoadLine | null {
  const xs: number[] = [];
  const ys: number[] = [];
  const kept: RoadLine = [];
  let lastX = NaN;
  let lastY = NaN;
  const n = line.length;
  for (let i = 0; i < n; i++) {
    const p = line[i]!;
    const x = mercatorX(p[0]);
    const y = mercatorY(p[1]);
    const cx = Math.round(x / cell);
    const cy = Math.round(y / cell);
    if (cx === lastX && cy === lastY) {
      // The line's end is kept in place of the vertex it shares a cell with.
      if (i === n - 1 && kept.length > 1) {
        kept[kept.length - 1] = p;
        xs[xs.length - 1] = x;
        ys[ys.length - 1] = y;
      }
      continue;
    }
    lastX = cx;
    lastY = cy;
    kept.push(p);
    xs.push(x);
    ys.push(y);
  }
  if (kept.length < 2) return null;
  if (kept.length === 2 || tolerance <= 0) return kept;
  const keep = douglasPeuckerKeep(xs, ys, tolerance);
  return kept.filter((_, i) => keep[i] === 1);
}
