import { checkAnswer, countByKind, MAX_LISTED_DEVIATIONS, SKIP_REASONS, type AnswerCheck, type SkipReason } from '../../shared/contract/answer-check';
import { DEVIATION_KINDS, type DeviationKind } from '../../shared/contract/deviations';
import type { OperationId } from '../../shared/contract/routes';
import type { CopiedBody } from './recording-of';

/*
 * The proxy's live contract check (LOCUS_UPSTREAM): each answer the service gave is parsed with
 * its operation's schemas (shared/contract/answer-check.ts) after it has been relayed in full,
 * on the recording thread (recorder-worker.ts), never on the way to the client; the counts per
 * operation are kept here, for /_locus/info.
 */

/** What the check needs of one exchange (structured-cloneable: it goes to the checking thread). */
export interface AnswerForCheck {
  method: string;
  /** Path and query as received (credentials included: never written, only read for `format`). */
  target: string;
  status: number;
  /** The answer's body as copied (`cut` when it was over the size kept). */
  body: CopiedBody;
}

/** Checks one answer (on the checking thread). A check that throws counts as skipped: `failed`. */
export function checkExchangeAnswer(answer: AnswerForCheck): AnswerCheck {
  try {
    const text = answer.body.kind === 'cut' ? null : new TextDecoder('utf-8').decode(answer.body.bytes);
    return checkAnswer({ method: answer.method, target: answer.target, status: answer.status, text });
  } catch {
    return { checked: false, operation: null, reason: 'failed' };
  }
}

/** The counts of one operation, as /_locus/info gives them. */
export interface OperationCounts {
  /** Answers checked. */
  checked: number;
  /** Answers with at least one deviation. */
  deviating: number;
  /** Deviations, by kind. */
  kinds: Record<DeviationKind, number>;
}

/** `/_locus/info`'s `contractCheck`: counts per operation, and the answers not checked, by reason. */
export interface ContractCheckStats {
  operations: Partial<Record<OperationId, OperationCounts>>;
  skipped: Record<SkipReason, number>;
}

export class ContractCounts {
  private readonly operations = new Map<OperationId, OperationCounts>();
  private readonly skipped = Object.fromEntries(SKIP_REASONS.map((r) => [r, 0])) as Record<SkipReason, number>;

  add(check: AnswerCheck): void {
    if (!check.checked) {
      this.skip(check.reason);
      return;
    }
    let counts = this.operations.get(check.operation);
    if (counts === undefined) {
      counts = { checked: 0, deviating: 0, kinds: Object.fromEntries(DEVIATION_KINDS.map((k) => [k, 0])) as Record<DeviationKind, number> };
      this.operations.set(check.operation, counts);
    }
    counts.checked++;
    if (check.deviations.length > 0) counts.deviating++;
    const byKind = countByKind(check.deviations);
    for (const kind of DEVIATION_KINDS) counts.kinds[kind] += byKind[kind];
  }

  skip(reason: SkipReason): void {
    this.skipped[reason]++;
  }

  stats(): ContractCheckStats {
    const operations: ContractCheckStats['operations'] = {};
    for (const [id, counts] of this.operations) operations[id] = { ...counts, kinds: { ...counts.kinds } };
    return { operations, skipped: { ...this.skipped } };
  }
}

/** A deviation as a recording holds it. */
interface RecordedDeviation {
  kind: DeviationKind;
  field: string;
  expected: string;
  got: string;
}

/** `contract` of a recording: the operation, its deviations (at most MAX_LISTED_DEVIATIONS; `more` counts the rest), or why it was not checked. */
export interface RecordedContract {
  operation: string;
  deviations: RecordedDeviation[];
  more?: number;
  skipped?: SkipReason;
}

/** What a recording says of its check (texts passed through `clean`, which takes out secrets and images); undefined when the path is no operation. */
export function recordedContract(check: AnswerCheck, clean: (text: string) => string): RecordedContract | undefined {
  if (check.operation === null) return undefined;
  if (!check.checked) return { operation: check.operation, deviations: [], skipped: check.reason };
  const listed = check.deviations.slice(0, MAX_LISTED_DEVIATIONS).map((d) => ({
    kind: d.category ?? 'other',
    field: clean(d.field),
    expected: clean(d.expected),
    got: clean(d.got),
  }));
  const more = check.deviations.length - listed.length;
  return { operation: check.operation, deviations: listed, ...(more > 0 ? { more } : {}) };
}
