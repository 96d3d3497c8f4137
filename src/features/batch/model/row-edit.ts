/**
 * Editing one row's input after a run: the value in the form the run's column mapping reads (an
 * address, a lat/lon pair, or one coordinate text), checked by the same rules as the input
 * preview (prepareRow), and written back into the job's cells, input and label so the table, the
 * re-run and the export all see the edit.
 */
import type { BatchJob } from './job';
import type { Implausibility } from '../../../../shared/crs/convert';
import { prepareRow, type InputProblem } from './mapping';

export type RowEditValue = { mode: 'address'; address: string } | { mode: 'latlon'; lat: string; lon: string } | { mode: 'single'; coord: string };

/** The row's input as it stands, in the shape the edit form takes. */
export function rowEditValue(job: Pick<BatchJob, 'mapping' | 'cells'>, index: number): RowEditValue {
  const cells = job.cells[index] ?? [];
  const m = job.mapping;
  if (m.mode === 'address') return { mode: 'address', address: cells[m.address] ?? '' };
  if (m.mode === 'latlon') return { mode: 'latlon', lat: cells[m.lat] ?? '', lon: cells[m.lon] ?? '' };
  return { mode: 'single', coord: cells[m.coord] ?? '' };
}

export type RowEditOutcome = { ok: true; job: BatchJob } | { ok: false; problem: InputProblem; detail?: string | undefined; implausibility?: Implausibility | undefined };

/** The job with row `index` holding `value`, or the problem that keeps the value from being sent. */
export function applyRowEdit(job: BatchJob, index: number, value: RowEditValue): RowEditOutcome {
  if (index < 0 || index >= job.cells.length) throw new RangeError(`No row ${index}`);
  const m = job.mapping;
  if (m.mode !== value.mode) throw new Error(`The run reads its input as ${m.mode}, not ${value.mode}`);
  const cells = [...(job.cells[index] ?? [])];
  const put = (column: number, text: string) => {
    while (cells.length <= column) cells.push('');
    cells[column] = text.trim();
  };
  if (m.mode === 'address' && value.mode === 'address') put(m.address, value.address);
  else if (m.mode === 'latlon' && value.mode === 'latlon') {
    put(m.lat, value.lat);
    put(m.lon, value.lon);
  } else if (m.mode === 'single' && value.mode === 'single') put(m.coord, value.coord);
  const prepared = prepareRow(cells, m, job.config.fromCoord);
  if (prepared.problem || !prepared.input) return { ok: false, problem: prepared.problem ?? 'emptyAddress', detail: prepared.detail, implausibility: prepared.implausibility };
  const replace = <T>(list: readonly T[], item: T) => list.map((x, i) => (i === index ? item : x));
  return {
    ok: true,
    job: {
      ...job,
      cells: replace(job.cells, cells),
      inputs: replace(job.inputs, prepared.input),
      labels: replace(job.labels, prepared.label),
      edited: [...new Set([...(job.edited ?? []), index])].sort((a, b) => a - b),
    },
  };
}
