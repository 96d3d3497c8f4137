import { z } from 'zod';
import type { OperationContract } from '../../shared/contract/operations';
import { decodeBodyText, MALFORMED_PERCENT, percentDecode, type TextProblem } from '../domain/strict-text';
import { zoneProblem } from '../domain/zone-store';
import type { LocusContext } from './locus-env';
import { ApiFailure } from './api-failure';
import { parseParams, queryParams, versionSchema } from './params';

/*
 * How each area's requests are read before a handler runs: where the parameters are (query,
 * path, headers, JSON body) and which of the contract's schemas parses them, with each area's
 * refusals for what does not parse. defineRoute (./define-route.ts) picks the reader by area and
 * body kind.
 */

/** The names an object schema knows; [] for any other schema. */
function shapeKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/**
 * /tmap: query and path variables, `version` (only 1) and the operation's params schema; 9401
 * for a missing parameter, 1007 for a bad coordinate system, 9402 for another bad value.
 */
export function readTmapRequest(contract: OperationContract, c: LocusContext): unknown {
  return parseParams(versionSchema, contract.params, { ...queryParams(c.req.url), ...c.req.param() });
}

// ---- zones (/tms) --------------------------------------------------------------------------------

type ZoneQueryValue = { ok: true; value: string | undefined } | { ok: false; problem?: TextProblem };

/** Decodes percent-encoded UTF-8; undefined when malformed or not text (parameter names). */
function decodePercent(text: string): string | undefined {
  const decoded = percentDecode(text);
  return decoded.ok ? decoded.value : undefined;
}

/**
 * The first value of a query parameter, decoded once (`+` is a space) and trimmed (blank counts
 * as absent). Read from the raw query so that a malformed value is seen as such (not passed on
 * undecoded) and text that breaks the rule (domain/strict-text.ts) is refused, not replaced.
 */
function zoneQueryValue(url: string, name: string): ZoneQueryValue {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] ?? '' : '';
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = decodePercent((eq < 0 ? pair : pair.slice(0, eq)).replaceAll('+', ' '));
    if (key !== name) continue;
    const decoded = percentDecode(eq < 0 ? '' : pair.slice(eq + 1), true);
    if (!decoded.ok) return decoded.malformed ? { ok: false } : { ok: false, problem: decoded.problem };
    const value = decoded.value;
    return { ok: true, value: value.trim() === '' ? undefined : value.trim() };
  }
  return { ok: true, value: undefined };
}

/**
 * /tms GETs: the params schema's fields (code, name) from the query, strictly decoded: 4000 for
 * malformed percent-encoding, 4003 for text that breaks the rule; then the zone rules (4001
 * missing, 4003 bad, naming the field) and the contract's params schema.
 */
export function readZoneQuery(contract: OperationContract, c: LocusContext): unknown {
  const values: Record<string, string | undefined> = {};
  for (const field of shapeKeys(contract.params)) {
    const read = zoneQueryValue(c.req.url, field);
    if (!read.ok) {
      throw read.problem
        ? ApiFailure.zone('4003', `${field}: ${read.problem.reason}`, `${field} ${read.problem.detail}`)
        : ApiFailure.zone('4000', `${field}: ${MALFORMED_PERCENT}`, `${field} is not valid percent-encoded UTF-8`);
    }
    values[field] = read.value;
  }
  if ('code' in values) {
    const problem = zoneProblem(values.code, values.name, 'name' in values);
    if (problem) throw ApiFailure.zone(problem.code, `${problem.field}: ${problem.reason}`, problem.detail);
  }
  const parsed = contract.params.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'query');
    throw ApiFailure.zone('4003', field, issue?.message ?? 'invalid value');
  }
  return parsed.data;
}

/** What a JSON body reader also tells the handler: whether the body held bytes that are not UTF-8. */
export interface JsonBodyFacts {
  /** The body held bytes that are not UTF-8; its text has U+FFFD where they were (strict-text.ts). */
  invalidUtf8: boolean;
}

const ZONE_BODY_SHAPE = 'the body must be JSON {"reqDatas":[{"code","name"}]}';

/**
 * /tms POST: the JSON body, read as bytes first (invalid UTF-8 must be seen, not replaced), then
 * the operation's request schema: 4000 for a body that is not a JSON object, reqDatas not an
 * array or too long; 4001 for reqDatas absent or empty.
 */
export async function readZoneBody(contract: OperationContract, c: LocusContext): Promise<unknown> {
  const { text, invalidBytes } = decodeBodyText(new Uint8Array(await c.req.arrayBuffer()));
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw ApiFailure.zone('4000', 'body: JSON이 아닙니다', ZONE_BODY_SHAPE);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw ApiFailure.zone('4000', 'body: 객체가 아닙니다', ZONE_BODY_SHAPE);
  const parsed = (contract.request ?? contract.params).safeParse(body);
  if (!parsed.success) throw zoneBodyRefusal(parsed.error.issues[0], body as Record<string, unknown>);
  return { ...(parsed.data as object), invalidUtf8: invalidBytes } satisfies JsonBodyFacts;
}

function zoneBodyRefusal(issue: z.core.$ZodIssue | undefined, body: Record<string, unknown>): ApiFailure {
  const field = String(issue?.path[0] ?? 'body');
  const value = body[field];
  if (value === undefined || value === null) return ApiFailure.zone('4001', `${field}: 없습니다`, `${field} is required`);
  if (issue?.code === 'too_small') return ApiFailure.zone('4001', `${field}: 비어 있습니다`, `${field} must hold at least one zone`);
  if (issue?.code === 'too_big' && Array.isArray(value)) {
    const max = String(issue.maximum);
    return ApiFailure.zone('4000', `${field}: ${value.length}행은 너무 많습니다 (최대 ${max}행)`, `at most ${max} rows per request`);
  }
  return ApiFailure.zone('4000', `${field}: 배열이 아닙니다`, `${field} must be an array of {code, name}`);
}

// ---- faces (/nugufacecan) ------------------------------------------------------------------------

/**
 * /nugufacecan: the request schema's fields from the headers (as sent; absent is undefined;
 * names are case-insensitive) and the path variables. The image body is read by the handler,
 * after the checks the service makes first.
 */
export function readFaceHeaders(contract: OperationContract, c: LocusContext): unknown {
  const schema = contract.request ?? contract.params;
  const path = c.req.param();
  const values: Record<string, string | undefined> = {};
  for (const field of shapeKeys(schema)) values[field] = path[field] ?? c.req.header(field);
  // Every header is an optional string and every path variable is present when the route matched.
  return schema.parse(values);
}
