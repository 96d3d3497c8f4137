/**
 * Downloads of a run: CSV (every row: its input cells, status, attempts, result fields, error
 * code and message; formula cells defused) and GeoJSON (a point per row that has one, with the same facts as
 * properties). Rows stay in input order.
 */
import type { Feature, FeatureCollection, Point } from 'geojson';
import { toCsv } from '../../../lib/csv';
import type { BatchJob, BatchRowState } from './job';
import { ratesConfidence, rowConfidence } from './confidence';
import { RESULT_FIELDS, type BatchOperation } from './operations';
import type { RowError } from './row-state';
import { compareRows, differencesText } from './row-compare';

/** A row's error in words, as the page shows it (its explanation in the UI language). */
export type DescribeRowError = (error: RowError) => string;

/**
 * A failed row's `error_code` (the service's code, else the console's own key) and
 * `error_message`: the explanation the table shows, then the service's own message when it sent
 * one that the explanation does not already carry. A row failing on the console's side (no
 * match, a bad input) has no message of the service's, so the explanation is all it has.
 */
function errorColumns(row: BatchRowState, describe: DescribeRowError): [string, string] {
  const e = row.error;
  if (!e || row.status !== 'failed') return ['', ''];
  const words = describe(e);
  const own = e.scope === 'errors' && e.message && !words.includes(e.message) ? e.message : '';
  return [e.code ?? e.key, [words, own].filter((part) => part !== '').join(' — ')];
}

/**
 * The export's column names, each once: the run's own columns keep their names; an input column
 * that is a bare number, empty, or named like one of them becomes `input_<name>`; any name still
 * repeated (two input columns alike) gets `_2`, `_3` … in order.
 */
export function exportHeader(inputColumns: readonly string[], resultFields: readonly string[]): string[] {
  const own = ['row', 'status', 'attempts', ...resultFields, 'error_code', 'error_message'];
  const reserved = new Set(own);
  const inputs = inputColumns.map((c) => (/^\d*$/.test(c.trim()) || reserved.has(c) ? `input_${c.trim()}` : c));
  const names = ['row', ...inputs, 'status', 'attempts', ...resultFields, 'error_code', 'error_message'];
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let n = 2; taken.has(unique) || (unique !== name && names.includes(unique)); n++) unique = `${name}_${n}`;
    taken.add(unique);
    return unique;
  });
}

/** The export's header for a run of `operation` over `inputColumns`: the page's download and `npm run batch` write the same. */
export function exportColumns(inputColumns: readonly string[], operation: BatchOperation): string[] {
  const fields = RESULT_FIELDS[operation];
  return exportHeader(inputColumns, ratesConfidence(operation) ? [...fields, 'confidence'] : fields);
}

/**
 * One row of the export, `rowNumber` 1-based in the whole input: its input cells (one per input
 * column), status, attempts, result fields, confidence where the operation rates its answers,
 * error code and message.
 */
export function exportRowCells(operation: BatchOperation, inputColumns: readonly string[], rowNumber: number, cells: readonly string[], row: BatchRowState, describe: DescribeRowError): string[] {
  const fields = RESULT_FIELDS[operation];
  const result = row.status === 'done' ? row.result : undefined;
  const confidence = ratesConfidence(operation) ? [rowConfidence(operation, row) ?? ''] : [];
  return [String(rowNumber), ...inputColumns.map((_, c) => cells[c] ?? ''), row.status, String(row.attempts), ...fields.map((f) => result?.fields[f] ?? ''), ...confidence, ...errorColumns(row, describe)];
}

/**
 * The input cells are as they stand, edits included; `confidence` (exact, approximate, unrated)
 * follows the result fields where the operation rates its answers; `describe` words a failed
 * row's error as the page does. A run against a second profile (`compared`: its rows) adds that
 * profile's `compare_status` and the row's `differences` (row-compare.ts) as the last columns.
 */
export function runCsv(job: BatchJob, rows: readonly BatchRowState[], describe: DescribeRowError, compared?: readonly BatchRowState[]): string {
  const op = job.config.operation;
  const data = job.cells.map((cells, i) => {
    const row = rows[i] ?? { status: 'pending', attempts: 0 };
    const own = exportRowCells(op, job.columns, i + 1, cells, row, describe);
    if (!compared) return own;
    const other = compared[i];
    return [...own, other?.status ?? 'pending', differencesText(compareRows(row, other))];
  });
  const header = exportColumns(job.columns, op);
  return toCsv(compared ? [...header, 'compare_status', 'differences'] : header, data);
}

export function runGeoJson(job: BatchJob, rows: readonly BatchRowState[]): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  rows.forEach((row, i) => {
    const point = row.status === 'done' ? row.result?.point : undefined;
    if (!point) return;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: point },
      properties: {
        row: i + 1,
        input: job.labels[i] ?? '',
        operation: job.config.operation,
        status: row.status,
        attempts: row.attempts,
        kind: row.result?.kind ?? 'point',
        ...row.result?.fields,
        ...(ratesConfidence(job.config.operation) ? { confidence: rowConfidence(job.config.operation, row) } : {}),
      },
    });
  });
  return { type: 'FeatureCollection', features };
}
