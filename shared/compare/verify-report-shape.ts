/*
 * The report of `npm run verify` and POST /_locus/verify (server/verify/verify-report.ts makes
 * it; Settings shows it). Plain data, JSON as it is.
 */

/** Kinds as the report names them: the emulator lacks a field (missing), has one more (extra), of another type, or another value. */
export type ReportKind = 'missing' | 'extra' | 'type' | 'value';

export interface ReportDifference {
  path: string;
  kind: ReportKind;
  /** The recording's value (as JSON text, shortened); absent for `extra`. */
  recorded?: string;
  /** The emulator's value (as JSON text, shortened); absent for `missing`. */
  emulator?: string;
  /** A coordinate: metres between the recorded point and the emulator's. */
  metres?: number;
}

export interface DifferingRecording {
  file: string;
  operation: string;
  status: { recorded: number; emulator: number };
  differences: Record<ReportKind, number>;
  first: ReportDifference[];
}

export interface OperationReport {
  operation: string;
  /** Recordings of this operation read. */
  checked: number;
  compared: number;
  notCompared: number;
  /** Status and body equal. */
  equal: number;
  statusDiffers: number;
  differences: Record<ReportKind, number>;
  /** Coordinates that differ: how many, the largest and the median distance in metres. */
  metres: { count: number; max: number; median: number } | null;
  fields: { total: number; agreeing: number };
  score: number | null;
}

export interface VerifyReport {
  /** `.json` files read. */
  files: number;
  /** Of them, recordings (the rest are skipped). */
  checked: number;
  skipped: number;
  compared: number;
  notCompared: number;
  equal: number;
  /** equal / compared; null when nothing was compared. */
  equalShare: number | null;
  /** fields.agreeing / fields.total; null when nothing was compared. */
  score: number | null;
  fields: { total: number; agreeing: number };
  differences: Record<ReportKind, number>;
  operations: OperationReport[];
  /** The first LIST_LIMIT of each: files that are not recordings, recordings not compared, recordings that differ. */
  skippedFiles: { file: string; reason: string }[];
  notComparedFiles: { file: string; operation: string; reason: string }[];
  differing: DifferingRecording[];
}

