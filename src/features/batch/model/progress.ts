/**
 * The progress line: rows ended per second over the last few seconds, and the time left at
 * that rate. Fed with (time, rows ended) samples; pure.
 */
const RATE_WINDOW_MS = 5000;

export class ProgressMeter {
  private samples: { at: number; ended: number }[] = [];

  record(at: number, ended: number): void {
    this.samples.push({ at, ended });
    while (this.samples.length > 2 && (this.samples[1]?.at ?? at) <= at - RATE_WINDOW_MS) this.samples.shift();
  }

  /** Forget the history (after a pause, so the idle time does not drag the rate down). */
  reset(): void {
    this.samples = [];
  }

  /** Rows per second, or undefined until there is a second of history. */
  rate(): number | undefined {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 1000) return undefined;
    return ((last.ended - first.ended) * 1000) / (last.at - first.at);
  }

  /** Seconds left for `remaining` rows at the current rate. */
  secondsLeft(remaining: number): number | undefined {
    const r = this.rate();
    if (remaining === 0) return 0;
    return r && r > 0 ? remaining / r : undefined;
  }
}

/** "1:05" or "1:02:03". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
