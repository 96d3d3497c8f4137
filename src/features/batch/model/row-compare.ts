/**
 * A run against two profiles: each row's two results compared field by field (the shared field
 * diff: a result's lat/lon compared as metres apart), for the "differs" filter, the counts per
 * row and the export's `differences` column. Pure; additive to the run's own model.
 */
import { diffValues, type DiffOptions, type DiffResult } from '../../../../shared/compare/field-diff';
import type { BatchRowState } from './job';

/** What of a row is compared: its status, its result fields when done, its error's code when failed. */
function comparedView(row: BatchRowState): Record<string, string> {
  if (row.status === 'done') return { status: 'done', ...row.result?.fields };
  if (row.status === 'failed') return { status: 'failed', error: row.error?.code ?? row.error?.key ?? '' };
  return { status: row.status };
}

/** The two results' differences, once both ended (undefined while either is pending or running). */
export function compareRows(left: BatchRowState | undefined, right: BatchRowState | undefined, options: DiffOptions = {}): DiffResult | undefined {
  const ended = (r: BatchRowState | undefined): r is BatchRowState => r?.status === 'done' || r?.status === 'failed';
  if (!ended(left) || !ended(right)) return undefined;
  return diffValues(comparedView(left), comparedView(right), { limit: 50, ...options });
}

const shown = (v: unknown) => (v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));

/** The differences as one line of text (the export's `differences` column): `path: left → right (N m)`, `; ` between. */
export function differencesText(diff: DiffResult | undefined): string {
  if (!diff) return '';
  return diff.diffs.map((d) => `${d.path}: ${shown(d.left)} → ${shown(d.right)}${d.metres === undefined ? '' : ` (${Math.round(d.metres)} m)`}`).join('; ');
}
