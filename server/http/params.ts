import { z } from 'zod';
import { checkParams } from '../../shared/contract/param-check';
import { ApiFailure } from './api-failure';

/**
 * Query validation for /tmap routes. A route hands the params schemas from the contract
 * (shared/contract/operations.ts) and the request's query; the answer is the schemas'
 * merged output or a thrown ApiFailure:
 * - a parameter a schema needs but the query lacks (absent or blank) → 9401 with the exact
 *   message "필수 파라메터가 없습니다." (missing parameters are reported before bad ones);
 * - a bad coordinate-system value (coordType, fromCoord, toCoord, reqCoordType, resCoordType)
 *   → 1007, the service's coordinate-system message plus "([BadRequest]<param>: <why>)";
 * - any other bad value → 9402 "파라메터 값이 올바르지 않습니다.([BadRequest]<param>: <why>)".
 * Parameters no schema names (appKey, format, callback…) are ignored here.
 */

export type QueryParams = Record<string, string>;

const COORD_SYSTEM_PARAMS: ReadonlySet<string> = new Set([
  'coordType',
  'fromCoord',
  'toCoord',
  'reqCoordType',
  'resCoordType',
]);

/** The first value of every query parameter, trimmed, with blank values left out (blank counts as absent). */
export function queryParams(url: string): QueryParams {
  const out: QueryParams = {};
  for (const [name, value] of new URL(url).searchParams) {
    if (value.trim() === '' || name in out) continue;
    out[name] = value.trim();
  }
  return out;
}

/** `version` as every /tmap operation takes it: required, only 1. */
export const versionSchema = z.object({
  version: z.union([z.literal('1'), z.literal(1)], { error: 'only version 1 exists' }).transform((): 1 => 1),
});

export function parseParams<A extends z.ZodType>(schema: A, query: QueryParams): z.output<A>;
export function parseParams<A extends z.ZodType, B extends z.ZodType>(
  first: A,
  second: B,
  query: QueryParams,
): z.output<A> & z.output<B>;
export function parseParams(...args: [z.ZodType, QueryParams] | [z.ZodType, z.ZodType, QueryParams]): unknown {
  const query = args[args.length - 1] as QueryParams;
  const schemas = args.slice(0, -1) as z.ZodType[];
  const checks = schemas.map((s) => checkParams(s, query));
  const problems = checks.flatMap((c) => (c.ok ? [] : c.problems));
  if (problems.some((p) => p.kind === 'missing')) throw ApiFailure.missingParameter();
  const first = problems[0];
  if (first) {
    const param = first.param || 'query';
    const detail = first.message.startsWith(`${param}: `) ? first.message.slice(param.length + 2) : first.message;
    throw COORD_SYSTEM_PARAMS.has(param) ? ApiFailure.badCoordType(param, detail) : ApiFailure.badParameter(param, detail);
  }
  return Object.assign({}, ...checks.map((c) => (c.ok ? (c.data as object) : {})));
}
