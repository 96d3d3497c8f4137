import { codeDeviations } from './code-fields';
import { issueDeviations, repairedDeviation, type ContractDeviation, type DeviationKind } from './deviations';
import { decodeErrorEnvelope } from './envelopes';
import { repairJson } from './json-repair';
import { operationContracts } from './operations';
import { operationRoutes, OPERATION_IDS, type OperationId } from './routes';
import { positionAt } from './text-position';

/*
 * The live contract check of one answer, as the proxy makes it (server/proxy/contract-check.ts):
 * which operation it answers, then the body decoded (its quotes repaired when that is what it
 * takes, as the console's client does), parsed with the operation's response schema and its
 * code fields looked at. Pure and synchronous: the proxy runs it off the thread that answers.
 */

/** Why an answer was not checked. */
export const SKIP_REASONS = [
  /** The path is none of the contract's operations. */
  'unknownOperation',
  /** An error answer (not 2xx, or an error envelope): the success schema does not apply. */
  'errorAnswer',
  /** Asked for as XML or the JavaScript form: only JSON answers are checked. */
  'notJson',
  /** Larger than the bodies kept for the check (LOCUS_RECORD_MAX_BYTES). */
  'tooLarge',
  /** More answers were waiting to be checked than the check keeps up with. */
  'busy',
  /** The check itself failed (a body too deeply nested to read, …). */
  'failed',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type AnswerCheck =
  | { checked: true; operation: OperationId; deviations: ContractDeviation[] }
  | { checked: false; operation: OperationId | null; reason: SkipReason };

/** Deviations kept per answer; the rest are counted (`more`) but not listed. */
export const MAX_LISTED_DEVIATIONS = 50;

const ROUTES = OPERATION_IDS.map((id) => {
  const route = operationRoutes[id];
  const segments = route.path.split('/');
  return { id, method: route.method as string, segments };
});

/** The operation a request is for: its method and path against the contract's routes (`{name}` takes one segment). */
export function operationAt(method: string, path: string): OperationId | null {
  const segments = path.split('/');
  for (const route of ROUTES) {
    if (route.method !== method.toUpperCase() || route.segments.length !== segments.length) continue;
    if (route.segments.every((s, i) => (s.startsWith('{') ? (segments[i] ?? '') !== '' : s === segments[i]))) return route.id;
  }
  return null;
}

export interface AnswerToCheck {
  method: string;
  /** The request's path and query (`/tmap/geo/reversegeocoding?lat=…`). */
  target: string;
  status: number;
  /** The body as text, or null when it was over the size kept. */
  text: string | null;
}

/** An answer that is not JSON where JSON was asked for: one deviation of kind `other`. */
function unreadable(text: string): ContractDeviation {
  const start = text.trimStart().slice(0, 20);
  return { kind: 'contract', category: 'other', field: '(body)', expected: 'a JSON body', got: start === '' ? 'nothing' : JSON.stringify(start.length < 20 ? start : `${start}…`) };
}

/** Time the quote repair may take on one answer: its search can grow fast on a hostile body. */
const REPAIR_TIME_LIMIT_MS = 250;

/** The quote repair, or unrepairable when the text is too deeply nested for it to read (its reading recurses). */
function repairedOrNot(text: string): ReturnType<typeof repairJson> {
  try {
    return repairJson(text, { timeLimitMs: REPAIR_TIME_LIMIT_MS });
  } catch {
    return { kind: 'unrepairable' };
  }
}

export function checkAnswer(answer: AnswerToCheck): AnswerCheck {
  const url = new URL(answer.target, 'http://answer.invalid');
  const operation = operationAt(answer.method, url.pathname);
  if (operation === null) return { checked: false, operation, reason: 'unknownOperation' };
  if (answer.status < 200 || answer.status > 299) return { checked: false, operation, reason: 'errorAnswer' };
  const format = (new URLSearchParams(url.search).get('format') ?? '').trim().toLowerCase();
  if (format === 'xml' || format === 'javascript') return { checked: false, operation, reason: 'notJson' };
  if (answer.text === null) return { checked: false, operation, reason: 'tooLarge' };

  const text = answer.text.trim();
  const deviations: ContractDeviation[] = [];
  let decoded: unknown = {};
  if (text !== '') {
    try {
      decoded = JSON.parse(text);
    } catch {
      const repair = repairedOrNot(text);
      if (repair.kind !== 'repaired') return { checked: true, operation, deviations: [unreadable(text)] };
      const start = answer.text.indexOf(text);
      decoded = JSON.parse(repair.text);
      deviations.push(repairedDeviation(repair.quotes.map((q) => positionAt(answer.text ?? '', start + q))));
    }
  }
  if (decodeErrorEnvelope(decoded, true) !== undefined) return { checked: false, operation, reason: 'errorAnswer' };
  const parsed = operationContracts[operation].response.safeParse(decoded);
  if (!parsed.success) deviations.push(...issueDeviations(parsed.error.issues, decoded));
  deviations.push(...codeDeviations(operation, decoded));
  return { checked: true, operation, deviations };
}

/** How many deviations of each kind. */
export function countByKind(deviations: readonly ContractDeviation[]): Record<DeviationKind, number> {
  const counts: Record<DeviationKind, number> = { missing: 0, type: 0, unknownCode: 0, repairedJson: 0, other: 0 };
  for (const d of deviations) counts[d.category ?? 'other']++;
  return counts;
}
