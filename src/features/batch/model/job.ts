/**
 * A batch job as it is stored: the inputs, how they were read, the operation and the run
 * settings. Row states are stored apart, one entry per row (job-persistence.ts).
 */
import { describeImplausibility } from '../../../../shared/crs/convert';
import type { InputTable } from './input-table';
import type { ColumnMapping, PreparedRow } from './mapping';
import type { OperationConfig, RowInput, RowResult } from './operations';
import type { RowError, RowState } from './row-state';
import type { RunSettings } from './runner';

export interface BatchJob {
  id: string;
  createdAt: number;
  /** File name or '' for pasted text. */
  source: string;
  config: OperationConfig;
  mapping: ColumnMapping;
  settings: RunSettings;
  columns: string[];
  /** Every data row's cells, in input order. */
  cells: string[][];
  /** Per row: the input sent, or undefined when the row had a problem. */
  inputs: (RowInput | undefined)[];
  labels: string[];
  /** Rows whose input was edited after the run started (0-based), ascending; absent when none. */
  edited?: number[] | undefined;
}

export type BatchRowState = RowState<RowResult>;

export function createJob(init: {
  id: string;
  now: number;
  source: string;
  config: OperationConfig;
  mapping: ColumnMapping;
  settings: RunSettings;
  table: InputTable;
  prepared: readonly PreparedRow[];
}): { job: BatchJob; rows: BatchRowState[] } {
  const job: BatchJob = {
    id: init.id,
    createdAt: init.now,
    source: init.source,
    config: init.config,
    mapping: init.mapping,
    settings: init.settings,
    columns: init.table.columns,
    cells: init.table.rows,
    inputs: init.prepared.map((p) => p.input),
    labels: init.prepared.map((p) => p.label),
  };
  // A row whose input has a problem fails before the run, with no attempt: nothing is sent for it.
  const rows: BatchRowState[] = init.prepared.map((p) =>
    p.problem ? { status: 'failed', attempts: 0, error: inputError(p) } : { status: 'pending', attempts: 0 },
  );
  return { job, rows };
}

/** Why a row's input cannot be sent: the export's words (English, as the emulator gives them) and, for the UI, the implausibility itself. */
function inputError(p: PreparedRow): RowError {
  const why = p.implausibility;
  return { key: p.problem ?? 'emptyAddress', scope: 'batch', message: why ? `${why.field} ${describeImplausibility(why)}` : p.detail, implausibility: why };
}
