import type { Implausibility } from '../../../../shared/crs/convert';

/** One row of a run as the runner, the table, the export and the store see it. */

type RowStatus = 'pending' | 'running' | 'done' | 'failed';

/** Why a row failed (or why its last attempt did), in a form that survives IndexedDB and reloads. */
export interface RowError {
  /** Message-catalogue key: `errors.<key>` (explainError) or `batch.rowErrors.<key>` when `scope` is 'batch'. */
  key: string;
  scope: 'errors' | 'batch';
  code?: string | undefined;
  status?: number | undefined;
  /** The service's own message, shown as text (and the export's words for an input problem). */
  message?: string | undefined;
  /** An implausible coordinate pair: why, shown in the UI language. */
  implausibility?: Implausibility | undefined;
}

export interface RowState<R> {
  status: RowStatus;
  /** Requests sent for this row, retries included. */
  attempts: number;
  result?: R | undefined;
  /** The failure of a failed row, or the last failed attempt of a row waiting to retry. */
  error?: RowError | undefined;
}

export interface RunCounts {
  total: number;
  pending: number;
  running: number;
  done: number;
  failed: number;
}

export function countRows(rows: readonly RowState<unknown>[]): RunCounts {
  const c: RunCounts = { total: rows.length, pending: 0, running: 0, done: 0, failed: 0 };
  for (const r of rows) c[r.status] += 1;
  return c;
}

/** Rows loaded from storage: one that was in flight when the page went away is pending again (it will be sent once more). */
export function restoredRow<R>(row: RowState<R> | undefined): RowState<R> {
  if (!row) return { status: 'pending', attempts: 0 };
  return row.status === 'running' ? { ...row, status: 'pending' } : row;
}

/** Whether a run still has rows to send (pending, or in flight): a run loaded without any is finished, not "unfinished". */
export function hasRowsToSend(rows: readonly RowState<unknown>[]): boolean {
  return rows.some((r) => r.status === 'pending' || r.status === 'running');
}

/**
 * Whether a row failed because the service found nothing for it: no candidate (or none with a
 * point, or no address) for what was asked, or the service's own "nothing found" (tmap 9404).
 */
export function foundNothing(row: RowState<unknown>): boolean {
  const e = row.error;
  return row.status === 'failed' && e !== undefined && ((e.scope === 'batch' && e.key === 'noMatch') || (e.scope === 'errors' && e.code === '9404'));
}
