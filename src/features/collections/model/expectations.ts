import { longitudeKey } from '../../../../shared/compare/field-diff';
import { distanceMetres } from '../../../../shared/geometry/distance';
import type { Expectation } from './collection';

/*
 * Whether an answer meets a saved call's expectations. Pure: the status and the decoded body in,
 * a verdict per expectation out, each failure with its reason as values (the page words them in
 * the UI language).
 */

export type Failure =
  | { kind: 'status'; expected: number; got: number | undefined }
  | { kind: 'missing'; path: string }
  | { kind: 'notEqual'; path: string; expected: string; got: string }
  | { kind: 'notCoordinate'; path: string; lonPath: string | undefined }
  | { kind: 'far'; path: string; metres: number; limit: number };

export type Verdict = { pass: true; metres?: number } | { pass: false; failure: Failure };

/** The path's parts: `a.b.0.c`; a number indexes an array. */
function pathParts(path: string): string[] {
  return path
    .split('.')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The value at a dotted path, or undefined when the path leads nowhere. */
export function valueAtPath(root: unknown, path: string): unknown {
  let v: unknown = root;
  for (const part of pathParts(path)) {
    if (Array.isArray(v)) {
      if (!/^\d+$/.test(part)) return undefined;
      v = v[Number(part)];
    } else if (typeof v === 'object' && v !== null && Object.prototype.hasOwnProperty.call(v, part)) {
      v = (v as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return v;
}

/** A value as it is shown in a reason: text as is, everything else as JSON, shortened. */
function shown(v: unknown): string {
  const text = typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * Equal as the service writes values: a number may come as text ("37.5" and 37.5 are equal),
 * so primitives compare by their text; objects by their JSON.
 */
function sameValue(actual: unknown, expected: string | number | boolean | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  if (typeof actual === 'object') return JSON.stringify(actual) === String(expected);
  if (typeof actual === 'number' || typeof expected === 'number') {
    const a = Number(actual);
    const e = Number(expected);
    if (String(actual).trim() !== '' && String(expected).trim() !== '' && Number.isFinite(a) && Number.isFinite(e)) return a === e;
  }
  return String(actual) === String(expected);
}

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** The longitude's dotted path beside a latitude's (its last part renamed), or undefined. */
export function longitudePath(latPath: string): string | undefined {
  const parts = pathParts(latPath);
  const last = parts.pop();
  const lon = last === undefined ? undefined : longitudeKey(last);
  return lon === undefined ? undefined : [...parts, lon].join('.');
}

export function evaluate(expectation: Expectation, status: number | undefined, body: unknown): Verdict {
  switch (expectation.kind) {
    case 'status':
      return status === expectation.status ? { pass: true } : { pass: false, failure: { kind: 'status', expected: expectation.status, got: status } };
    case 'exists':
      return valueAtPath(body, expectation.path) !== undefined ? { pass: true } : { pass: false, failure: { kind: 'missing', path: expectation.path } };
    case 'equals': {
      const actual = valueAtPath(body, expectation.path);
      if (actual === undefined) return { pass: false, failure: { kind: 'missing', path: expectation.path } };
      return sameValue(actual, expectation.value)
        ? { pass: true }
        : { pass: false, failure: { kind: 'notEqual', path: expectation.path, expected: shown(expectation.value), got: shown(actual) } };
    }
    case 'near': {
      const lonPath = longitudePath(expectation.path);
      const lat = toNumber(valueAtPath(body, expectation.path));
      const lon = lonPath === undefined ? undefined : toNumber(valueAtPath(body, lonPath));
      if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        return { pass: false, failure: { kind: 'notCoordinate', path: expectation.path, lonPath } };
      }
      const metres = Math.round(distanceMetres([lon, lat], [expectation.lon, expectation.lat]));
      return metres <= expectation.metres ? { pass: true, metres } : { pass: false, failure: { kind: 'far', path: expectation.path, metres, limit: expectation.metres } };
    }
  }
}

export interface CallOutcome {
  status: number | undefined;
  verdicts: Verdict[];
}

/** Counts for the summary line: calls whose every expectation passed, and expectations passed of all. */
export function summarise(outcomes: readonly CallOutcome[]): { calls: number; callsPassed: number; checks: number; checksPassed: number } {
  let callsPassed = 0;
  let checks = 0;
  let checksPassed = 0;
  for (const o of outcomes) {
    const passed = o.verdicts.filter((v) => v.pass).length;
    checks += o.verdicts.length;
    checksPassed += passed;
    if (passed === o.verdicts.length) callsPassed += 1;
  }
  return { calls: outcomes.length, callsPassed, checks, checksPassed };
}
