/**
 * How much a done row's answer can be trusted to be the place its input names, from what the
 * service said about its own match:
 * - geocoding: the match flag (api-facts §3). `exact` when the point is the lot or building the
 *   address names: the number matched (M11, M21, N51) or the one building of that name (M41, M42,
 *   N61, N62). `approximate` when the service fell back to a neighbouring number (M12, M13, M22,
 *   M23, N52, N53, N54) or to the centre of a dong or road (M31, M32, M33, N55): the run counts
 *   such a row as done, but its point is not the address's.
 * - reverse geocoding: the distance the service reports between the point and the address it
 *   found (mappingDistance): `approximate` beyond APPROXIMATE_DISTANCE_M.
 * - otherwise (an unknown or empty flag, no distance, other operations): `unrated`.
 */
import { LOT_MATCH_FLAGS, ROAD_MATCH_FLAGS } from '../../../../shared/contract/code-tables';
import type { BatchRowState } from './job';
import type { BatchOperation } from './operations';

export type Confidence = 'exact' | 'approximate' | 'unrated';

/** A reverse-geocoded address farther than this from the point (metres) is an approximate one. */
export const APPROXIMATE_DISTANCE_M = 100;

const EXACT_FLAGS: ReadonlySet<string> = new Set(['M11', 'M21', 'N51', 'M41', 'M42', 'N61', 'N62']);
const KNOWN_FLAGS: ReadonlySet<string> = new Set([...LOT_MATCH_FLAGS, ...ROAD_MATCH_FLAGS]);

/** The confidence of a match flag: exact, approximate, or unrated when the flag is not in the code table. */
export function flagConfidence(flag: string | undefined): Confidence {
  const f = flag?.trim().toUpperCase() ?? '';
  if (!KNOWN_FLAGS.has(f)) return 'unrated';
  return EXACT_FLAGS.has(f) ? 'exact' : 'approximate';
}

/** The confidence of a reverse-geocoded address by its distance from the point (metres). */
export function distanceConfidence(distance: string | undefined): Confidence {
  if (distance === undefined || distance.trim() === '') return 'unrated';
  const d = Number(distance);
  if (!Number.isFinite(d) || d < 0) return 'unrated';
  return d > APPROXIMATE_DISTANCE_M ? 'approximate' : 'exact';
}

/** A row's confidence: only done rows have one (undefined otherwise). */
export function rowConfidence(operation: BatchOperation, row: BatchRowState | undefined): Confidence | undefined {
  if (row?.status !== 'done') return undefined;
  const fields = row.result?.fields ?? {};
  if (operation === 'geocode') return flagConfidence(fields.match);
  if (operation === 'reverse') return distanceConfidence(fields.distance);
  return 'unrated';
}

/** Whether the run's answers can be rated at all (the filter is offered only then). */
export function ratesConfidence(operation: BatchOperation): boolean {
  return operation === 'geocode' || operation === 'reverse';
}

export type ConfidenceFilter = 'all' | 'exact' | 'approximate';

export function passesConfidence(filter: ConfidenceFilter, confidence: Confidence | undefined): boolean {
  return filter === 'all' || confidence === filter;
}

export interface ConfidenceCounts {
  exact: number;
  approximate: number;
  unrated: number;
}

/** Done rows by confidence (for the summary line). */
export function countConfidence(operation: BatchOperation, rows: readonly BatchRowState[]): ConfidenceCounts {
  const c: ConfidenceCounts = { exact: 0, approximate: 0, unrated: 0 };
  for (const r of rows) {
    const level = rowConfidence(operation, r);
    if (level) c[level] += 1;
  }
  return c;
}
