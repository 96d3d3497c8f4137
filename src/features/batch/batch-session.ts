/**
 * The batch run of this tab, kept outside React so that it goes on while the user looks at
 * other pages, and shared by the page's components through useBatchSession. It owns the
 * runner, writes each row that ends to IndexedDB, and on first use loads the stored run (as
 * unfinished when it has rows left to send, else as finished).
 *
 * A run loaded after a reload waits for "Resume" rather than starting by itself: sending
 * requests costs quota, the key or profile may have changed since, and a second tab opened on
 * /batch would otherwise send the same rows as the first.
 */
import { useSyncExternalStore } from 'react';
import { apiClient } from '../../session/api-client';
import type { CompareSide } from '../../session/compare-link';
import { profileClient } from '../../session/profile-client';
import { indexedDbStore } from './job-store';
import { realClock } from './model/clock';
import type { BatchJob, BatchRowState } from './model/job';
import { JobPersistence } from './model/job-persistence';
import type { RowResult } from './model/operations';
import { ProgressMeter } from './model/progress';
import { applyRowEdit, type RowEditOutcome, type RowEditValue } from './model/row-edit';
import { countRows, hasRowsToSend } from './model/row-state';
import { BatchRunner, type PauseReason, type RunPhase, type RunSettings, type RunStats } from './model/runner';
import { describeRowError, rowSender } from './send-row';

export interface BatchSnapshot {
  loading: boolean;
  job: BatchJob | undefined;
  rows: readonly BatchRowState[];
  phase: RunPhase;
  pauseReason: PauseReason | undefined;
  stats: RunStats | undefined;
  /** Rows ended per second lately. */
  rate: number | undefined;
  secondsLeft: number | undefined;
  /** Loaded from storage after a reload with rows left to send, not yet resumed. */
  restored: boolean;
  /** Writing to IndexedDB failed: the run goes on but would not survive a reload. */
  saveFailed: boolean;
  /** A run against a second profile: where, and its rows (kept in this tab only, not stored). */
  compareWith?: CompareSide | undefined;
  compareRows?: readonly BatchRowState[] | undefined;
}

const EMPTY: BatchSnapshot = { loading: true, job: undefined, rows: [], phase: 'idle', pauseReason: undefined, stats: undefined, rate: undefined, secondsLeft: undefined, restored: false, saveFailed: false };

/** sessionStorage key of the rows that ended but may not be in IndexedDB yet (see JobPersistence). */
const JOURNAL_KEY = 'locus-batch-journal';

/** Coalesces row updates into one render per interval. */
const EMIT_MS = 200;

class BatchSession {
  private snapshot: BatchSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private persistence: JobPersistence | undefined;
  private job: BatchJob | undefined;
  private runner: BatchRunner<RowResult> | undefined;
  /** The same rows sent to a second profile, beside the run (Compare in Batch). */
  private compareRunner: BatchRunner<RowResult> | undefined;
  private compareWith: CompareSide | undefined;
  private restored = false;
  private saveFailed = false;
  private loadStarted = false;
  private loaded = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly meter = new ProgressMeter();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Loads an unfinished run once per tab. */
  load(): void {
    if (this.loadStarted) return;
    this.loadStarted = true;
    void (async () => {
      try {
        const stored = await this.store().load();
        if (stored && !this.job) {
          // A run that had ended before the page went away loads as finished, with nothing to resume.
          this.restored = hasRowsToSend(stored.rows);
          this.attach(stored.job, stored.rows);
        }
      } catch {
        this.saveFailed = true;
      }
      this.loaded = true;
      this.emitNow();
    })();
  }

  /** Starts a run; with `compareWith`, the same rows go to that profile too, row by row beside it. */
  async start(job: BatchJob, rows: BatchRowState[], compareWith?: CompareSide): Promise<void> {
    this.detach();
    this.restored = false;
    this.compareWith = compareWith;
    try {
      await this.store().saveNew(job, rows);
    } catch {
      this.saveFailed = true;
    }
    this.attach(job, rows);
    this.runner?.start();
    this.compareRunner?.start();
  }

  resume(): void {
    this.restored = false;
    this.meter.reset();
    this.runner?.start();
    this.compareRunner?.start();
  }

  pause(): void {
    this.runner?.pause('user');
    this.compareRunner?.pause('user');
  }

  setSettings(settings: RunSettings): void {
    if (!this.job || !this.runner) return;
    this.job = { ...this.job, settings };
    this.runner.setSettings(settings);
    this.compareRunner?.setSettings(settings);
    this.store().saveJob(this.job).catch(() => (this.saveFailed = true));
  }

  /**
   * Sends one ended row again on its own, first writing `edit` (when given) into its input; the
   * job with the edit is kept (IndexedDB). A refused edit changes nothing and says why.
   */
  rerunRow(index: number, edit?: RowEditValue): RowEditOutcome | { ok: false; problem: 'busy' } {
    const runner = this.runner;
    let job = this.job;
    if (!runner || !job) return { ok: false, problem: 'busy' };
    const row = runner.rows[index];
    if (row?.status !== 'done' && row?.status !== 'failed') return { ok: false, problem: 'busy' };
    if (edit) {
      const out = applyRowEdit(job, index, edit);
      if (!out.ok) return out;
      job = out.job;
    }
    this.job = job;
    this.store().saveRerun(job, index).catch(() => (this.saveFailed = true));
    runner.rerun(index);
    this.compareRunner?.rerun(index);
    this.emitNow();
    return { ok: true, job };
  }

  /** Stops the run and forgets it (requests in flight are abandoned). */
  async discard(): Promise<void> {
    this.detach();
    this.restored = false;
    try {
      await this.store().discard();
    } catch {
      this.saveFailed = true;
    }
    this.emitNow();
  }

  private store(): JobPersistence {
    this.persistence ??= new JobPersistence(indexedDbStore(), {
      read: () => sessionStorage.getItem(JOURNAL_KEY),
      write: (value) => (value === null ? sessionStorage.removeItem(JOURNAL_KEY) : sessionStorage.setItem(JOURNAL_KEY, value)),
    });
    return this.persistence;
  }

  private attach(job: BatchJob, rows: BatchRowState[]): void {
    this.job = job;
    this.meter.reset();
    const store = this.store();
    this.runner = new BatchRunner<RowResult>({
      rows,
      settings: job.settings,
      // The job as it stands: a row edited meanwhile goes out with its new input.
      send: rowSender(apiClient, () => this.job ?? job),
      describeError: describeRowError,
      clock: realClock,
      onRow: (index, row) => {
        store.saveRow(job.id, index, row).catch(() => (this.saveFailed = true));
      },
      onChange: () => this.emitSoon(),
    });
    const side = this.compareWith;
    this.compareRunner = side
      ? new BatchRunner<RowResult>({
          // A row with an input problem fails there too, unsent; the others go to the second profile.
          rows: rows.map((r) => (r.status === 'failed' && r.attempts === 0 ? r : { status: 'pending', attempts: 0 })),
          settings: job.settings,
          send: rowSender(profileClient(side), () => this.job ?? job),
          describeError: describeRowError,
          clock: realClock,
          onChange: () => this.emitSoon(),
        })
      : undefined;
    this.emitNow();
  }

  private detach(): void {
    this.runner?.dispose();
    this.runner = undefined;
    this.compareRunner?.dispose();
    this.compareRunner = undefined;
    this.job = undefined;
  }

  private emitSoon(): void {
    const phase = this.runner?.phase;
    // Phase changes show at once; row progress at most every EMIT_MS.
    if (phase !== this.snapshot.phase) {
      this.emitNow();
      return;
    }
    this.timer ??= setTimeout(() => this.emitNow(), EMIT_MS);
  }

  private emitNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const runner = this.runner;
    const rows = runner ? [...runner.rows] : [];
    const counts = countRows(rows);
    const ended = counts.done + counts.failed;
    if (runner?.phase === 'running') this.meter.record(performance.now(), ended);
    else this.meter.reset();
    this.snapshot = {
      loading: !this.loaded,
      job: this.job,
      rows,
      phase: runner?.phase ?? 'idle',
      pauseReason: runner?.pauseReason,
      stats: runner ? { ...runner.stats } : undefined,
      rate: this.meter.rate(),
      secondsLeft: this.meter.secondsLeft(counts.pending + counts.running),
      restored: this.restored,
      saveFailed: this.saveFailed,
      compareWith: this.compareRunner ? this.compareWith : undefined,
      compareRows: this.compareRunner ? [...this.compareRunner.rows] : undefined,
    };
    for (const l of this.listeners) l();
  }
}

export const batchSession = new BatchSession();

export function useBatchSession(): BatchSnapshot {
  return useSyncExternalStore(batchSession.subscribe, batchSession.getSnapshot, batchSession.getSnapshot);
}
