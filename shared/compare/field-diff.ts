import { distanceMetres } from '../geometry/distance.ts';

/*
 * The field-level difference of two answers to the same request: what Compare shows, what
 * `npm run verify` counts, what a collection's expectations are measured with. Both sides are
 * decoded bodies (JSON values). `left` is the reference (the first profile, the recording),
 * `right` the one compared with it (the second profile, the emulator).
 *
 * - `added`: a field only the right has; `missing`: a field only the left has;
 * - `type`: both have it, as different kinds of value (a number and a numeric string are
 *   different kinds: the service's JSON writes most numbers as strings, and a client that
 *   parses them notices);
 * - `changed`: both have it, same kind, different value. Numbers (and numeric strings) within
 *   `tolerance` of each other are equal. A latitude beside its longitude (`lat`/`lon`,
 *   `newLat`/`newLon`, `latEntr`/`lonEntr`, `latitude`/`longitude`, …) is one coordinate,
 *   compared as the distance on the ground between the two points, equal within
 *   `metresTolerance`; its difference carries `metres`.
 *
 * Hostile input is bounded: nesting deeper than MAX_DEPTH is compared as its JSON text, and
 * at most `limit` differences are listed (`truncated` says more were found; the counts are
 * always complete).
 */

export type DiffKind = 'added' | 'missing' | 'type' | 'changed';
export const DIFF_KINDS: readonly DiffKind[] = ['added', 'missing', 'type', 'changed'];

export interface FieldDiff {
  /** Dotted path from the body's root (`coordinateInfo.coordinate.0.newLat`); a coordinate's is `…newLat+newLon`. */
  path: string;
  kind: DiffKind;
  /** The left's value (absent for `added`). */
  left?: unknown;
  /** The right's value (absent for `missing`). */
  right?: unknown;
  /** For a coordinate: metres between the two points. */
  metres?: number;
  /** For a number: right minus left. */
  delta?: number;
}

export interface DiffOptions {
  /** Numbers this close are equal (absolute; default 0). */
  tolerance?: number;
  /** Coordinates this close on the ground are equal (metres; default 0). */
  metresTolerance?: number;
  /** At most this many differences are listed (default 1,000). */
  limit?: number;
}

export interface DiffResult {
  /** No difference at all (within the tolerances). */
  equal: boolean;
  diffs: FieldDiff[];
  /** Differences of each kind, all of them (also those past the limit). */
  counts: Record<DiffKind, number>;
  /** More differences were found than listed. */
  truncated: boolean;
}

const MAX_DEPTH = 64;
const DEFAULT_LIMIT = 1_000;

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'other';

function kindOf(v: unknown): Kind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'object' ? 'object' : t === 'string' ? 'string' : t === 'number' ? 'number' : t === 'boolean' ? 'boolean' : 'other';
}

/** A number, or a string that is one decimal number and nothing else (`"37.566"`, `"-0.5"`). */
function numeric(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || !/^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(v)) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** The longitude's key beside a latitude's key, or undefined when `key` names no latitude. */
export function longitudeKey(key: string): string | undefined {
  if (key.includes('latitude')) return key.replace('latitude', 'longitude');
  if (key.includes('Latitude')) return key.replace('Latitude', 'Longitude');
  for (const [lat, lon] of [
    ['lat', 'lon'],
    ['Lat', 'Lon'],
    ['LAT', 'LON'],
  ] as const) {
    const at = key.indexOf(lat);
    // `lat` as a word part (`newLat`, `latEntr`, `lat`), not inside another word (`plate`, `relation`).
    if (at < 0) continue;
    const before = key[at - 1];
    const after = key[at + lat.length];
    const startsWord = at === 0 || before === '_' || (lat !== 'lat' && before !== undefined);
    const endsWord = after === undefined || after === '_' || /[A-Z0-9]/.test(after);
    if (startsWord && endsWord) return key.slice(0, at) + lon + key.slice(at + lat.length);
  }
  return undefined;
}

type Obj = Record<string, unknown>;

/** The point a lat/lon pair of keys names in an object, when both are numbers in range. */
function pointOf(o: Obj, latKey: string, lonKey: string): [number, number] | undefined {
  const lat = numeric(o[latKey]);
  const lon = numeric(o[lonKey]);
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return [lon, lat];
}

/** Deep equality without recursion (for what lies past MAX_DEPTH), bounded by the values' size. */
function sameDeep(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  for (let pair = stack.pop(); pair; pair = stack.pop()) {
    const [x, y] = pair;
    const kx = kindOf(x);
    if (kx !== kindOf(y)) return false;
    if (kx === 'array') {
      const xs = x as unknown[];
      const ys = y as unknown[];
      if (xs.length !== ys.length) return false;
      for (let i = 0; i < xs.length; i++) stack.push([xs[i], ys[i]]);
    } else if (kx === 'object') {
      const ox = x as Obj;
      const oy = y as Obj;
      const keys = Object.keys(ox);
      if (keys.length !== Object.keys(oy).length) return false;
      for (const k of keys) {
        if (!Object.hasOwn(oy, k)) return false;
        stack.push([ox[k], oy[k]]);
      }
    } else if (!Object.is(x, y)) return false;
  }
  return true;
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** The field-level difference of `left` and `right` (see the module's comment). */
export function diffValues(left: unknown, right: unknown, options: DiffOptions = {}): DiffResult {
  const tolerance = Math.max(0, options.tolerance ?? 0);
  const metresTolerance = Math.max(0, options.metresTolerance ?? 0);
  const limit = Math.max(0, options.limit ?? DEFAULT_LIMIT);
  const diffs: FieldDiff[] = [];
  const counts: Record<DiffKind, number> = { added: 0, missing: 0, type: 0, changed: 0 };
  const report = (d: FieldDiff) => {
    counts[d.kind] += 1;
    if (diffs.length < limit) diffs.push(d);
  };

  const walk = (a: unknown, b: unknown, path: string, depth: number): void => {
    const ka = kindOf(a);
    const kb = kindOf(b);
    if (ka !== kb) {
      report({ path, kind: 'type', left: a, right: b });
      return;
    }
    if (depth >= MAX_DEPTH && (ka === 'object' || ka === 'array')) {
      if (!sameDeep(a, b)) report({ path, kind: 'changed', left: a, right: b });
      return;
    }
    if (ka === 'array') {
      const aa = a as unknown[];
      const bb = b as unknown[];
      const n = Math.max(aa.length, bb.length);
      for (let i = 0; i < n; i++) {
        const p = join(path, i);
        if (i >= bb.length) report({ path: p, kind: 'missing', left: aa[i] });
        else if (i >= aa.length) report({ path: p, kind: 'added', right: bb[i] });
        else walk(aa[i], bb[i], p, depth + 1);
      }
      return;
    }
    if (ka === 'object') {
      const oa = a as Obj;
      const ob = b as Obj;
      const done = new Set<string>();
      // Coordinates first: a lat/lon pair both sides have as numbers is one value, in metres.
      for (const latKey of Object.keys(oa)) {
        const lonKey = longitudeKey(latKey);
        if (lonKey === undefined || !(lonKey in oa) || !(latKey in ob) || !(lonKey in ob)) continue;
        const pa = pointOf(oa, latKey, lonKey);
        const pb = pointOf(ob, latKey, lonKey);
        if (!pa || !pb || kindOf(oa[latKey]) !== kindOf(ob[latKey]) || kindOf(oa[lonKey]) !== kindOf(ob[lonKey])) continue;
        done.add(latKey);
        done.add(lonKey);
        const metres = distanceMetres(pa, pb);
        if (metres > metresTolerance) {
          report({ path: join(path, `${latKey}+${lonKey}`), kind: 'changed', left: [pa[1], pa[0]], right: [pb[1], pb[0]], metres });
        }
      }
      for (const key of Object.keys(oa)) {
        if (done.has(key)) continue;
        const p = join(path, key);
        if (!Object.hasOwn(ob, key)) report({ path: p, kind: 'missing', left: oa[key] });
        else walk(oa[key], ob[key], p, depth + 1);
      }
      for (const key of Object.keys(ob)) {
        if (!Object.hasOwn(oa, key)) report({ path: join(path, key), kind: 'added', right: ob[key] });
      }
      return;
    }
    const na = numeric(a);
    const nb = numeric(b);
    if (na !== undefined && nb !== undefined) {
      if (Math.abs(nb - na) > tolerance) report({ path, kind: 'changed', left: a, right: b, delta: nb - na });
      return;
    }
    if (!Object.is(a, b)) report({ path, kind: 'changed', left: a, right: b });
  };

  walk(left, right, '', 0);
  const total = counts.added + counts.missing + counts.type + counts.changed;
  return { equal: total === 0, diffs, counts, truncated: total > diffs.length };
}
