import { isClosed, ringContains, type AreaGeometry, type AreaPolygon } from './area-geometry';

/**
 * A multipolygon relation's area from its member ways (OSM's multipolygon rules): ways are
 * joined end to end (either way round) into rings, each role apart; a chain that does not come
 * back to its start is not a ring and is left out (reported by the caller). Each outer ring
 * starts a polygon; an inner ring goes into the outer ring that holds its first vertex, and is
 * left out when none does.
 */
export interface MemberLine {
  role: 'outer' | 'inner';
  /** [lon, lat, …] in 1e-7 degrees. */
  coords: Int32Array;
}

export interface AssembledArea {
  geometry: AreaGeometry;
  /** Chains of member ways that did not close. */
  unclosed: number;
  /** Inner rings inside no outer ring. */
  strayInner: number;
}

export function assembleMultipolygon(members: readonly MemberLine[]): AssembledArea {
  const outer = joinRings(members.filter((m) => m.role === 'outer').map((m) => m.coords));
  const inner = joinRings(members.filter((m) => m.role === 'inner').map((m) => m.coords));
  const polygons: AreaPolygon[] = outer.rings.map((ring) => [ring]);
  let strayInner = 0;
  for (const ring of inner.rings) {
    const home = polygons.find((p) => p[0] && ringContains(p[0], ring[0] ?? 0, ring[1] ?? 0));
    if (home) home.push(ring);
    else strayInner++;
  }
  return { geometry: polygons, unclosed: outer.unclosed + inner.unclosed, strayInner };
}

/** Lines joined end to end into closed rings; how many chains stayed open. */
export function joinRings(lines: readonly Int32Array[]): { rings: Int32Array[]; unclosed: number } {
  const rings: Int32Array[] = [];
  const used = new Uint8Array(lines.length);
  // Ends → lines, so a chain finds its next line without a scan of all of them.
  const byEnd = new Map<string, number[]>();
  const key = (line: Int32Array, at: number): string => `${line[at] ?? 0},${line[at + 1] ?? 0}`;
  lines.forEach((line, i) => {
    if (line.length < 4) return;
    for (const k of [key(line, 0), key(line, line.length - 2)]) {
      const list = byEnd.get(k);
      if (list) list.push(i);
      else byEnd.set(k, [i]);
    }
  });
  let unclosed = 0;
  for (let start = 0; start < lines.length; start++) {
    const first = lines[start];
    if (used[start] || !first || first.length < 4) continue;
    used[start] = 1;
    const parts: number[] = Array.from(first);
    while (!isClosed(parts)) {
      const end = `${parts[parts.length - 2] ?? 0},${parts[parts.length - 1] ?? 0}`;
      const next = (byEnd.get(end) ?? []).find((i) => !used[i]);
      if (next === undefined) break;
      used[next] = 1;
      const line = lines[next] ?? new Int32Array(0);
      const forward = key(line, 0) === end;
      for (let v = 1; v < line.length / 2; v++) {
        const at = forward ? 2 * v : line.length - 2 - 2 * v;
        parts.push(line[at] ?? 0, line[at + 1] ?? 0);
      }
    }
    if (isClosed(parts)) rings.push(Int32Array.from(parts));
    else unclosed++;
  }
  return { rings, unclosed };
}
