import type { z } from 'zod';

/** One problem with a request's parameters, named by parameter. */
interface ParamProblem {
  /** Dotted path of the parameter, e.g. 'lat' or 'reqDatas.0.name'. */
  param: string;
  /** 'missing' when the parameter is absent or blank, otherwise 'invalid'. */
  kind: 'missing' | 'invalid';
  message: string;
}

export type ParamCheck<T> =
  | { ok: true; data: T }
  | { ok: false; problems: ParamProblem[]; missing: string[] };

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Turns URLSearchParams into a plain record (first value of each name wins). */
function queryToRecord(query: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of query) {
    if (!(name in record)) record[name] = value;
  }
  return record;
}

/**
 * Validates request parameters with a params schema and sorts the problems into missing and
 * invalid ones, so that a server can answer "required parameter missing" (code 9401) apart
 * from "bad value", and a form can point at the field.
 */
export function checkParams<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown> | URLSearchParams,
): ParamCheck<z.output<S>> {
  const record = input instanceof URLSearchParams ? queryToRecord(input) : input;
  const result = schema.safeParse(record);
  if (result.success) return { ok: true, data: result.data };
  const problems: ParamProblem[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const param = issue.path.map(String).join('.');
    const missing = issue.path.length > 0 && isBlank(valueAt(record, issue.path));
    const key = `${param}\u0000${missing ? 'm' : issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      param,
      kind: missing ? 'missing' : 'invalid',
      message: missing ? `${param} is required` : `${param || 'request'}: ${issue.message}`,
    });
  }
  const missing = problems.filter((p) => p.kind === 'missing').map((p) => p.param);
  return { ok: false, problems, missing };
}
