/**
 * Many pasted lines at once: each parsed line converted from one chosen system (or, with 'auto',
 * from the first system its own value is plausible in) to WGS84 and to a chosen output system;
 * bad lines stay in the table with their error, nothing is dropped. CSV export writes every line
 * with the point in all seven systems.
 */
import Papa from 'papaparse';
import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';
import { convert, describeImplausibility, implausibility, type ServicePoint } from '../../../../shared/crs/convert';
import type { ReadingProblem } from '../../../lib/coords/crs-words';
import { formatValue } from '../../../lib/coords/format-coordinate';
import { CSV_FORMULA } from '../../../lib/csv';
import { suggestSystems, type ParsedLine, type ParseErrorCode } from '../../../lib/coords/reading';

export type SourceChoice = CoordType | 'auto';

export type BatchRow =
  | { line: number; text: string; label: string; status: 'ok'; system: CoordType; point: ServicePoint; wgs84: ServicePoint }
  | { line: number; text: string; label: string; status: 'error'; error: ParseErrorCode }
  | { line: number; text: string; label: string; status: 'implausible'; system: CoordType | undefined; problem: ReadingProblem };

/** Rows of every parsed line (headers left out), in line order. */
export function convertLines(lines: readonly ParsedLine[], source: SourceChoice): BatchRow[] {
  const rows: BatchRow[] = [];
  for (const { line, text, result } of lines) {
    if ('header' in result) continue;
    if (!result.ok) {
      rows.push({ line, text, label: '', status: 'error', error: result.error });
      continue;
    }
    const parsed = result.value;
    const system = source === 'auto' ? suggestSystems(parsed)[0] : source;
    const problem = system ? implausibility(system, parsed.point) : null;
    if (!system || problem) {
      rows.push({ line, text, label: parsed.label, status: 'implausible', system, problem: problem ?? { rule: 'crs.noSystem', field: 'lat' } });
      continue;
    }
    rows.push({ line, text, label: parsed.label, status: 'ok', system, point: parsed.point, wgs84: convert(system, 'WGS84GEO', parsed.point) });
  }
  return rows;
}

export interface BatchSummary {
  lines: number;
  ok: number;
  failed: number;
}

export function summarise(rows: readonly BatchRow[]): BatchSummary {
  const ok = rows.filter((r) => r.status === 'ok').length;
  return { lines: rows.length, ok, failed: rows.length - ok };
}

/** A problem in the export: the rule, and for the shared rules the emulator's own words (a file is read by programs, in no UI language). */
function problemCode(p: ReadingProblem): string {
  return p.rule === 'crs.range' || p.rule === 'crs.degrees' ? `${p.rule}: ${p.field} ${describeImplausibility(p)}` : p.rule;
}

/**
 * CSV of the rows: line, input, label, status, source system, problem, then lat and lon in each of
 * the seven systems (service convention: lat = y for metres), empty for lines that failed.
 */
export function batchCsv(rows: readonly BatchRow[]): string {
  const fields = ['line', 'input', 'label', 'status', 'source', 'problem', ...COORD_TYPES.flatMap((s) => [`${s}_lat`, `${s}_lon`])];
  const data = rows.map((r) => {
    const base = [String(r.line), r.text, r.label, r.status];
    if (r.status !== 'ok') {
      return [...base, r.status === 'implausible' ? (r.system ?? '') : '', r.status === 'error' ? r.error : problemCode(r.problem), ...COORD_TYPES.flatMap(() => ['', ''])];
    }
    const values = COORD_TYPES.flatMap((s) => {
      const p = convert('WGS84GEO', s, r.wgs84);
      return [formatValue(s, p.lat), formatValue(s, p.lon)];
    });
    return [...base, r.system, '', ...values];
  });
  return Papa.unparse({ fields, data }, { newline: '\r\n', escapeFormulae: CSV_FORMULA });
}
