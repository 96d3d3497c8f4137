import type { DiffKind, FieldDiff } from '../../shared/compare/field-diff';
import type { Compared } from './compare-exchange';
import type { DifferingRecording, OperationReport, ReportDifference, ReportKind, VerifyReport } from '../../shared/compare/verify-report-shape';

export type { VerifyReport } from '../../shared/compare/verify-report-shape';

/*
 * The verification report: every recording's outcome added one at a time (nothing of a body is
 * kept but its first differences, for at most LIST_LIMIT recordings), then summed up.
 *
 * The fidelity score is the share of compared fields that agree, over all compared recordings
 * together: a field is a leaf of the recorded body, a leaf only the emulator's answer has, or the
 * status (compare-exchange.ts). It is 1 when every compared answer is the service's, field for
 * field; it rises with every field fixed, however large the body it sits in. `equalShare`, the
 * share of compared recordings whose status and body are both equal, is reported beside it.
 */

const REPORT_KIND: Record<DiffKind, ReportKind> = { missing: 'missing', added: 'extra', type: 'type', changed: 'value' };

/** Recordings listed by name in each list; the counts are always complete. */
const LIST_LIMIT = 100;
/** Differences listed for each differing recording. */
const FIRST_DIFFERENCES = 10;
/** Coordinate distances kept per operation for the median. */
const METRES_KEPT = 10_000;

export type Outcome =
  | { kind: 'skipped'; file: string; reason: string }
  | { kind: 'notCompared'; file: string; operation: string; reason: string }
  | ({ kind: 'compared'; file: string; operation: string } & Compared);

interface OperationTally {
  checked: number;
  compared: number;
  notCompared: number;
  equal: number;
  statusDiffers: number;
  differences: Record<ReportKind, number>;
  metres: number[];
  metresCount: number;
  metresMax: number;
  fields: { total: number; agreeing: number };
}

const noDifferences = (): Record<ReportKind, number> => ({ missing: 0, extra: 0, type: 0, value: 0 });

/** A value as short JSON text for the report. */
function preview(value: unknown, max = 80): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function reportDifference(d: FieldDiff): ReportDifference {
  return {
    path: d.path === '' ? '(body)' : d.path,
    kind: REPORT_KIND[d.kind],
    ...(d.kind === 'added' ? {} : { recorded: preview(d.left) }),
    ...(d.kind === 'missing' ? {} : { emulator: preview(d.right) }),
    ...(d.metres === undefined ? {} : { metres: d.metres }),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

export interface ReportBuilder {
  add(outcome: Outcome): void;
  report(): VerifyReport;
}

/** Sums outcomes into a report. */
export function createReportBuilder(): ReportBuilder {
  const operations = new Map<string, OperationTally>();
  const skippedFiles: VerifyReport['skippedFiles'] = [];
  const notComparedFiles: VerifyReport['notComparedFiles'] = [];
  const differing: DifferingRecording[] = [];
  let files = 0;
  let skipped = 0;

  const tallyOf = (operation: string): OperationTally => {
    let tally = operations.get(operation);
    if (!tally) {
      tally = { checked: 0, compared: 0, notCompared: 0, equal: 0, statusDiffers: 0, differences: noDifferences(), metres: [], metresCount: 0, metresMax: 0, fields: { total: 0, agreeing: 0 } };
      operations.set(operation, tally);
    }
    return tally;
  };

  return {
    add(outcome) {
      files++;
      if (outcome.kind === 'skipped') {
        skipped++;
        if (skippedFiles.length < LIST_LIMIT) skippedFiles.push({ file: outcome.file, reason: outcome.reason });
        return;
      }
      const tally = tallyOf(outcome.operation);
      tally.checked++;
      if (outcome.kind === 'notCompared') {
        tally.notCompared++;
        if (notComparedFiles.length < LIST_LIMIT) notComparedFiles.push({ file: outcome.file, operation: outcome.operation, reason: outcome.reason });
        return;
      }
      tally.compared++;
      tally.fields.total += outcome.fields.total;
      tally.fields.agreeing += outcome.fields.agreeing;
      const statusDiffers = outcome.status.recorded !== outcome.status.emulator;
      if (statusDiffers) tally.statusDiffers++;
      const counts = noDifferences();
      for (const [kind, n] of Object.entries(outcome.diff.counts) as [DiffKind, number][]) counts[REPORT_KIND[kind]] += n;
      for (const kind of Object.keys(counts) as ReportKind[]) tally.differences[kind] += counts[kind];
      for (const d of outcome.diff.diffs) {
        if (d.metres === undefined) continue;
        tally.metresCount++;
        tally.metresMax = Math.max(tally.metresMax, d.metres);
        if (tally.metres.length < METRES_KEPT) tally.metres.push(d.metres);
      }
      if (outcome.diff.equal && !statusDiffers) {
        tally.equal++;
        return;
      }
      if (differing.length < LIST_LIMIT) {
        differing.push({
          file: outcome.file,
          operation: outcome.operation,
          status: outcome.status,
          differences: counts,
          first: outcome.diff.diffs.slice(0, FIRST_DIFFERENCES).map(reportDifference),
        });
      }
    },

    report() {
      const rows: OperationReport[] = [...operations.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([operation, t]) => ({
          operation,
          checked: t.checked,
          compared: t.compared,
          notCompared: t.notCompared,
          equal: t.equal,
          statusDiffers: t.statusDiffers,
          differences: t.differences,
          metres: t.metresCount === 0 ? null : { count: t.metresCount, max: t.metresMax, median: median(t.metres) },
          fields: t.fields,
          score: share(t.fields.agreeing, t.fields.total),
        }));
      const sum = (pick: (r: OperationReport) => number) => rows.reduce((n, r) => n + pick(r), 0);
      const fields = { total: sum((r) => r.fields.total), agreeing: sum((r) => r.fields.agreeing) };
      const compared = sum((r) => r.compared);
      const equal = sum((r) => r.equal);
      const differences = noDifferences();
      for (const r of rows) for (const kind of Object.keys(differences) as ReportKind[]) differences[kind] += r.differences[kind];
      return {
        files,
        checked: files - skipped,
        skipped,
        compared,
        notCompared: sum((r) => r.notCompared),
        equal,
        equalShare: share(equal, compared),
        score: share(fields.agreeing, fields.total),
        fields,
        differences,
        operations: rows,
        skippedFiles,
        notComparedFiles,
        differing,
      };
    },
  };
}
