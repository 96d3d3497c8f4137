import { valueAt } from '../../../../shared/contract/value-at';
import type { z } from 'zod';
import { operationContracts } from '../../../../shared/contract/operations';
import { decodeBodyRepairing, type DecodedBody } from '../../../api/decode-repairing';
import { repairedDeviation } from '../../../../shared/contract/deviations';
import { callbackDeviation } from '../../../api/formats';
import { decodeXml } from '../../../api/xml-decode';
import type { RequestEvent } from '../../../api/request-events';
import type { ContractDeviation, ResponseFormat } from '../../../api/types';

/** The client keeps at most this much of a body; a longer one cannot be checked. */
const BODY_PREVIEW_LIMIT = 64 * 1024;

export type ContractCheck =
  | { kind: 'ok' }
  | { kind: 'deviations'; items: ContractDeviation[] }
  /** Not checked: the call failed, is pending, has no body, was cut short, or could not be read. */
  | { kind: 'unchecked'; reason: 'pending' | 'error' | 'empty' | 'truncated' | 'unreadable' };

type Issue = z.core.$ZodIssue;

/** The issues of every branch of a union, nested unions flattened, at the union's own place. */
function unionLeaves(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union') return [issue];
  return issue.errors.flat().filter((sub) => sub.path.length === 0).flatMap(unionLeaves);
}

/** What the schema wanted, in a few words ("string", "number", "one of A00, A01"). */
function describeExpected(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union': {
      // A branch with its own message (written for people) says it best; otherwise list the types.
      const subs = unionLeaves(issue);
      const custom = subs.find((sub) => /^Expected /.test(sub.message));
      if (custom) return custom.message.replace(/^Expected /, '');
      const types = new Set(subs.filter((sub) => sub.code === 'invalid_type').map(describeExpected));
      return types.size > 0 ? [...types].join(' or ') : issue.message;
    }
    case 'too_small':
      return `${issue.origin} >= ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin} <= ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/** What the body had there: its type and a short rendering of the value. */
export function describeGot(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '…' : value)}`;
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
}

/** Every place where a decoded body breaks a schema, as (field path, expected, got). */
function listDeviations(schema: z.ZodType, decoded: unknown): ContractDeviation[] {
  const parsed = schema.safeParse(decoded);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    expected: describeExpected(issue),
    got: describeGot(valueAt(decoded, issue.path)),
  }));
}

/**
 * Checks a response text in a given format against an operation's response schema; for the
 * JavaScript form, also that it calls the callback asked for (`callback`, when known).
 */
export function checkBody(operation: RequestEvent['operation'], format: ResponseFormat, text: string, callback?: string): ContractCheck {
  const schema: z.ZodType = operationContracts[operation].response;
  let decoded: DecodedBody;
  try {
    decoded = decodeBodyRepairing(text, format, schema, decodeXml);
  } catch {
    return { kind: 'unchecked', reason: 'unreadable' };
  }
  const items = listDeviations(schema, decoded.value);
  if (decoded.repairedAt) items.unshift(repairedDeviation(decoded.repairedAt));
  const wrongCallback = format === 'javascript' && callback !== undefined ? callbackDeviation(callback, text) : undefined;
  if (wrongCallback) items.unshift(wrongCallback);
  return items.length === 0 ? { kind: 'ok' } : { kind: 'deviations', items };
}

/** Checks a recorded call's answer against the contract of its operation. */
export function checkContract(event: RequestEvent): ContractCheck {
  if (event.phase === 'start') return { kind: 'unchecked', reason: 'pending' };
  if (event.error) return { kind: 'unchecked', reason: 'error' };
  const body = event.responseBody;
  if (body === undefined || body.trim() === '') return { kind: 'unchecked', reason: 'empty' };
  if ((event.size ?? 0) > BODY_PREVIEW_LIMIT) return { kind: 'unchecked', reason: 'truncated' };
  return checkBody(event.operation, event.format, body, askedCallback(event.url));
}

/** The `callback` a call's URL asked for, if any. */
function askedCallback(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get('callback') ?? undefined;
  } catch {
    return undefined;
  }
}
