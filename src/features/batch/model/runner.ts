import type { Clock } from './clock';
import { RateGate } from './rate-gate';
import { backoffDelay, classifyFailure, DEFAULT_BACKOFF, type BackoffSettings, type FailureKind } from './retry-policy';
import { countRows, type RowError, type RowState, type RunCounts } from './row-state';

export interface RunSettings {
  /** Requests in flight at most (1–16 in the UI). */
  concurrency: number;
  /** Starts per second at most, retries included. */
  rps: number;
  /** Attempts per row at most, first one included. */
  maxAttempts: number;
}

export const DEFAULT_SETTINGS: RunSettings = { concurrency: 4, rps: 10, maxAttempts: 8 };

export type RunPhase = 'idle' | 'running' | 'paused' | 'finished';
export type PauseReason = 'user' | 'quota';

export interface RunStats extends RunCounts {
  /** Requests sent in this session of the runner (not restored from storage). */
  requests: number;
  /** Attempts answered THROTTLED. */
  throttled: number;
  /** Attempts that were retries (second or later attempt of a row). */
  retries: number;
}

export interface RunnerOptions<R> {
  /** Current state of every row, in input order; running rows are treated as pending. */
  rows: readonly RowState<R>[];
  settings: RunSettings;
  /** Sends row `index` once (no retries of its own). */
  send: (index: number, signal: AbortSignal) => Promise<R>;
  /** Turns a failure into what the row keeps. */
  describeError: (error: unknown) => RowError;
  clock: Clock;
  classify?: (error: unknown) => FailureKind;
  random?: () => number;
  backoff?: BackoffSettings;
  /**
   * The cap's gate, when it outlives this runner: a run fed in slices (npm run batch) keeps one
   * gate across them, so a slice starting just after the last one ended keeps the spacing.
   */
  gate?: RateGate;
  /** Called after each change of a row (status, attempts, result, error). */
  onRow?: (index: number, row: RowState<R>) => void;
  /** Called after any change (rows, phase, stats). */
  onChange?: () => void;
}

interface Retry {
  index: number;
  dueAt: number;
}

/**
 * Runs rows through `send` with bounded concurrency under a requests-per-second cap
 * (evenly spaced starts, see RateGate). Rows start in input order; a row to retry waits for
 * its backoff in a side queue and goes ahead of new rows once due. Retries on THROTTLED, 5xx,
 * network errors and timeouts with exponential backoff and jitter; other 4xx fail the row at
 * once. QUOTA_EXCEEDED pauses the run (the row waits, pending). Pause stops new starts; the
 * requests in flight finish and are recorded. A done row is never sent again.
 *
 * Pure apart from the injected clock and sender: no timers of its own, no I/O.
 */
export class BatchRunner<R> {
  readonly rows: RowState<R>[];
  private settings: RunSettings;
  private readonly gate: RateGate;
  private readonly opts: RunnerOptions<R>;
  private readonly classify: (error: unknown) => FailureKind;
  private readonly random: () => number;
  private fresh: number[];
  private freshAt = 0;
  private retries: Retry[] = [];
  private inflight = 0;
  private readonly controllers = new Set<AbortController>();
  private wake: (() => void) | undefined;
  private looping = false;
  private idleWaiters: (() => void)[] = [];
  /** Rows re-run on their own (rerun): sent even while the run is paused or finished. */
  private readonly solo = new Set<number>();
  phase: RunPhase = 'idle';
  pauseReason: PauseReason | undefined;
  stats: RunStats;

  constructor(opts: RunnerOptions<R>) {
    this.opts = opts;
    this.rows = opts.rows.map((r) => (r.status === 'running' ? { ...r, status: 'pending' } : { ...r }));
    this.settings = { ...opts.settings };
    this.gate = opts.gate ?? new RateGate(this.settings.rps);
    this.classify = opts.classify ?? classifyFailure;
    this.random = opts.random ?? Math.random;
    this.fresh = this.rows.flatMap((r, i) => (r.status === 'pending' ? [i] : []));
    this.stats = { ...countRows(this.rows), requests: 0, throttled: 0, retries: 0 };
    if (this.fresh.length === 0) this.phase = 'finished';
  }

  get currentSettings(): RunSettings {
    return { ...this.settings };
  }

  /** Starts, or resumes after a pause. */
  start(): void {
    if (this.phase === 'running' || this.phase === 'finished') return;
    this.phase = 'running';
    this.pauseReason = undefined;
    this.changed();
    if (!this.looping) void this.loop();
    else this.poke();
  }

  /** Stops starting requests; the ones in flight finish. */
  pause(reason: PauseReason = 'user'): void {
    if (this.phase !== 'running') return;
    this.phase = 'paused';
    this.pauseReason = reason;
    this.changed();
    this.poke();
  }

  setSettings(next: RunSettings): void {
    this.settings = { ...next };
    this.gate.setRate(next.rps);
    this.changed();
    this.poke();
  }

  /**
   * Sends one ended row (done or failed) again on its own, from a first attempt, with the same
   * retries, cap and concurrency as the run; it goes ahead of rows not yet started. It is sent
   * whatever the phase (a paused or finished run stays so). While the run is not running, a
   * QUOTA_EXCEEDED answer fails the row rather than waiting. Returns false for a row that is
   * pending or in flight.
   */
  rerun(index: number): boolean {
    const row = this.rows[index];
    if (!row || (row.status !== 'done' && row.status !== 'failed')) return false;
    this.update(index, { status: 'pending', attempts: 0 });
    this.solo.add(index);
    this.retries.push({ index, dueAt: this.opts.clock.now() });
    this.changed();
    if (!this.looping) void this.loop();
    else this.poke();
    return true;
  }

  /** Aborts the requests in flight (their rows go back to pending) and stops. */
  dispose(): void {
    if (this.phase === 'running') this.phase = 'paused';
    this.solo.clear();
    for (const c of this.controllers) c.abort(new DOMException('Run stopped', 'AbortError'));
    this.poke();
  }

  /** Resolves when nothing is in flight and no start is pending (paused with none in flight, or finished). */
  whenIdle(): Promise<void> {
    if (!this.looping && this.inflight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async loop(): Promise<void> {
    this.looping = true;
    try {
      while (this.phase === 'running' || this.solo.size > 0) {
        const now = this.opts.clock.now();
        if (this.inflight >= this.settings.concurrency) {
          await this.sleep(undefined);
          continue;
        }
        const next = this.peek(now);
        if (next === 'none') {
          if (this.inflight === 0) {
            this.solo.clear();
            if (this.phase === 'running') {
              this.phase = 'finished';
              this.changed();
            }
            break;
          }
          await this.sleep(undefined);
          continue;
        }
        if (typeof next === 'object') {
          await this.sleep(next.waitMs);
          continue;
        }
        const delay = this.gate.delay(now);
        if (delay > 0) {
          await this.sleep(delay);
          continue;
        }
        this.gate.take(now);
        this.takeNext(now);
        void this.attempt(next);
      }
    } finally {
      this.looping = false;
      this.settleIdle();
    }
  }

  /** The row to start now, how long until a retry is due, or 'none' when nothing is left to start. */
  private peek(now: number): number | { waitMs: number } | 'none' {
    // Outside a running run only the rows re-run on their own go out.
    const running = this.phase === 'running';
    const queued = running ? this.retries : this.retries.filter((r) => this.solo.has(r.index));
    let due: Retry | undefined;
    for (const r of queued) if (r.dueAt <= now && (!due || r.dueAt < due.dueAt || (r.dueAt === due.dueAt && r.index < due.index))) due = r;
    if (due) return due.index;
    const fresh = running ? this.fresh[this.freshAt] : undefined;
    if (fresh !== undefined) return fresh;
    if (queued.length === 0) return 'none';
    return { waitMs: Math.min(...queued.map((r) => r.dueAt)) - now };
  }

  private takeNext(now: number): void {
    const next = this.peek(now);
    if (typeof next !== 'number') return;
    const i = this.retries.findIndex((r) => r.index === next);
    if (i >= 0) this.retries.splice(i, 1);
    else this.freshAt += 1;
  }

  private async attempt(index: number): Promise<void> {
    const row = this.rows[index];
    if (!row) return;
    const controller = new AbortController();
    this.controllers.add(controller);
    this.inflight += 1;
    if (row.attempts > 0) this.stats.retries += 1;
    this.stats.requests += 1;
    this.update(index, { ...row, status: 'running', attempts: row.attempts + 1 });
    try {
      const result = await this.opts.send(index, controller.signal);
      this.ended(index, { status: 'done', attempts: this.rowAt(index).attempts, result });
    } catch (error) {
      this.failed(index, error, controller.signal.aborted);
    } finally {
      this.controllers.delete(controller);
      this.inflight -= 1;
      this.changed();
      this.poke();
      this.settleIdle();
    }
  }

  private failed(index: number, error: unknown, aborted: boolean): void {
    const row = this.rowAt(index);
    const kind = aborted ? 'aborted' : this.classify(error);
    const now = this.opts.clock.now();
    if (kind === 'aborted') {
      // Stopped under the request: it may or may not have reached the service; reads are idempotent, so send it again later.
      this.update(index, { ...row, status: 'pending', attempts: Math.max(0, row.attempts - 1) });
      this.retries.push({ index, dueAt: now });
      return;
    }
    const rowError = this.opts.describeError(error);
    if (kind === 'throttled') this.stats.throttled += 1;
    if (kind === 'quota' && this.phase !== 'running' && this.solo.has(index)) {
      this.ended(index, { ...row, status: 'failed', error: rowError });
      return;
    }
    if (kind === 'quota') {
      this.update(index, { ...row, status: 'pending', error: rowError });
      this.retries.push({ index, dueAt: now });
      this.pause('quota');
      return;
    }
    const retryable = kind === 'throttled' || kind === 'transient';
    if (retryable && row.attempts < this.settings.maxAttempts) {
      this.update(index, { ...row, status: 'pending', error: rowError });
      this.retries.push({ index, dueAt: now + backoffDelay(row.attempts, this.random(), this.opts.backoff ?? DEFAULT_BACKOFF) });
      return;
    }
    this.ended(index, { ...row, status: 'failed', error: rowError });
  }

  /** A row's final state: a row re-run on its own is no longer waited for. */
  private ended(index: number, next: RowState<R>): void {
    this.solo.delete(index);
    this.update(index, next);
  }

  private rowAt(index: number): RowState<R> {
    const row = this.rows[index];
    if (!row) throw new RangeError(`No row ${index}`);
    return row;
  }

  private update(index: number, next: RowState<R>): void {
    const before = this.rowAt(index);
    this.stats[before.status] -= 1;
    this.stats[next.status] += 1;
    this.rows[index] = next;
    this.opts.onRow?.(index, next);
  }

  private changed(): void {
    this.opts.onChange?.();
  }

  /** Waits for `ms` (or until poked when undefined); any poke ends the wait early. */
  private sleep(ms: number | undefined): Promise<void> {
    return new Promise((resolve) => {
      const controller = new AbortController();
      const done = () => {
        if (this.wake === done) this.wake = undefined;
        controller.abort();
        resolve();
      };
      this.wake = done;
      if (ms !== undefined) this.opts.clock.sleep(ms, controller.signal).then(done, () => undefined);
    });
  }

  private poke(): void {
    this.wake?.();
  }

  private settleIdle(): void {
    if (this.looping || this.inflight > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}
