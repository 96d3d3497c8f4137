/** The progress line of `npm run batch` on stderr: rows ended of all, rate, time left, failures. Pure. */
import { formatDuration } from '../../src/features/batch/model/progress';

export interface ProgressFacts {
  ended: number;
  total: number;
  failed: number;
  /** Rows per second lately, if known. */
  rate: number | undefined;
  secondsLeft: number | undefined;
  /** Why the run waits, if it does. */
  note?: string | undefined;
}

const count = (n: number) => n.toLocaleString('en-US');

export function progressLine(p: ProgressFacts): string {
  const percent = p.total === 0 ? 100 : (p.ended * 100) / p.total;
  const rate = p.rate === undefined ? '– rows/s' : `${p.rate.toFixed(1)} rows/s`;
  const eta = p.secondsLeft === undefined ? 'ETA –' : `ETA ${formatDuration(p.secondsLeft)}`;
  const parts = [`${count(p.ended)}/${count(p.total)} rows (${percent.toFixed(1)}%)`, rate, eta, `${count(p.failed)} failed`];
  if (p.note) parts.push(p.note);
  return parts.join(' · ');
}
