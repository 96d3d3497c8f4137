import type { z } from 'zod';
import { describePositions, type TextPosition } from './text-position';
import { valueAt } from './value-at';

/*
 * How an answer breaks the contract, said the same way by the console's client (shown in the
 * inspector) and by the proxy's live check (counted in /_locus/info, written into recordings):
 * the schema's issues turned into deviations, each with the kind of break it is.
 */

/**
 * What kind of break a deviation is: a required field absent, a value of the wrong type, a code
 * outside its code table (code-fields.ts), a body read only after its quotes were escaped
 * (json-repair.ts), anything else (a bound, a format, a callback).
 */
export const DEVIATION_KINDS = ['missing', 'type', 'unknownCode', 'repairedJson', 'other'] as const;
export type DeviationKind = (typeof DEVIATION_KINDS)[number];

/** One place where the body broke the contract. */
export interface ContractDeviation {
  /**
   * 'contract' (the default): a field differs from the schema. 'repaired-json': the body was
   * not valid JSON because of unescaped quotes inside strings, and was read after escaping them.
   */
  kind?: 'contract' | 'repaired-json';
  /** The kind of break, when known (every deviation made here has one). */
  category?: DeviationKind;
  /** Dotted path, e.g. 'addressInfo.mappingDistance'. */
  field: string;
  expected: string;
  got: string;
  /** For 'repaired-json': where each escaped quote was in the body as received. */
  positions?: TextPosition[];
}

/** A value as a deviation names it: a short string quoted, a list by its length, nothing as `nothing`. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? v.slice(0, 60) + '…' : v);
  if (Array.isArray(v)) return `array(${v.length})`;
  if (typeof v === 'object' && v !== null) return 'object';
  return String(v);
}

/** Whether a union's alternatives failed on the value's type (at the field itself), not on a bound or format. */
function typeFailure(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.path.length === 0;
  if (issue.code === 'invalid_union') return issue.path.length === 0 && issue.errors.some((branch) => branch.some(typeFailure));
  return false;
}

/** The kind of one schema issue, given the value it is about. */
export function issueKind(issue: z.core.$ZodIssue, value: unknown): DeviationKind {
  if (issue.code === 'invalid_type') return value === undefined ? 'missing' : 'type';
  if (issue.code === 'invalid_union') {
    if (value === undefined) return 'missing';
    return issue.errors.some((branch) => branch.some(typeFailure)) ? 'type' : 'other';
  }
  return 'other';
}

/** The schema's issues about a decoded body, as deviations (field, what the schema expected, what came). */
export function issueDeviations(issues: readonly z.core.$ZodIssue[], decoded: unknown): ContractDeviation[] {
  return issues.map((issue) => {
    const value = valueAt(decoded, issue.path);
    return {
      kind: 'contract',
      category: issueKind(issue, value),
      field: issue.path.map(String).join('.') || '(body)',
      expected: issue.message,
      got: describeValue(value),
    };
  });
}

/** The deviation that says the body was read only after escaping quotes, and where they were. */
export function repairedDeviation(positions: TextPosition[]): ContractDeviation {
  return {
    kind: 'repaired-json',
    category: 'repairedJson',
    field: '(body)',
    expected: 'valid JSON',
    got: `unescaped quotes at ${describePositions(positions)}`,
    positions,
  };
}
