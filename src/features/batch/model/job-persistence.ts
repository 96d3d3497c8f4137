/**
 * The run kept across reloads. One unfinished job at a time: the job itself under 'job', and
 * each row's final state (done or failed) under '<jobId>:<index>' as soon as the row ends, so a
 * reload loses at most the rows in flight — which are then sent again once (all four
 * operations are reads: sending one twice changes nothing but the count). A done row is never
 * sent again. Works on any key-value store with idb-keyval's shape (IndexedDB in the page, a Map
 * in tests).
 */
import type { BatchJob, BatchRowState } from './job';
import { restoredRow } from './row-state';

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  setMany(entries: [string, unknown][]): Promise<void>;
  getMany<T>(keys: string[]): Promise<(T | undefined)[]>;
  clear(): Promise<void>;
}

const JOB_KEY = 'job';
const rowKey = (jobId: string, index: number) => `${jobId}:${index}`;

/**
 * A synchronous side store (sessionStorage in the page). An IndexedDB write is asynchronous: a
 * reload in the few milliseconds between a row's answer and the commit would lose the row and
 * send it again. So each row that ends is first written here, in the same task as its answer,
 * and removed once IndexedDB has it; loading merges what is left.
 */
export interface SyncJournal {
  read(): string | null;
  write(value: string | null): void;
}

interface JournalData {
  jobId: string;
  rows: Record<string, BatchRowState>;
}

export class JobPersistence {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly journal?: SyncJournal,
  ) {}

  private readJournal(): JournalData | undefined {
    try {
      const text = this.journal?.read();
      return text ? (JSON.parse(text) as JournalData) : undefined;
    } catch {
      return undefined;
    }
  }

  private writeJournal(data: JournalData | undefined): void {
    try {
      this.journal?.write(data && Object.keys(data.rows).length > 0 ? JSON.stringify(data) : null);
    } catch {
      // A full or missing sessionStorage only narrows what survives a reload; IndexedDB still has the rest.
    }
  }

  /** Replaces whatever was stored with a new job and its rows that are already final (input problems). */
  async saveNew(job: BatchJob, rows: readonly BatchRowState[]): Promise<void> {
    this.writeJournal(undefined);
    await this.kv.clear();
    const final = rows.flatMap((r, i): [string, unknown][] => (isFinal(r) ? [[rowKey(job.id, i), r]] : []));
    if (final.length > 0) await this.kv.setMany(final);
    // The job goes last: a job without its rows is never seen.
    await this.kv.set(JOB_KEY, job);
  }

  /** Settings changed during the run (concurrency, cap). */
  saveJob(job: BatchJob): Promise<void> {
    return this.kv.set(JOB_KEY, job);
  }

  /**
   * A row sent again (its input perhaps edited): the job and the row, pending again, in one
   * write, so a reload never pairs the new input with the old answer or the old input with a
   * pending row. The row's own answer is written by saveRow when it ends.
   */
  async saveRerun(job: BatchJob, index: number): Promise<void> {
    const journal = this.readJournal();
    if (journal?.jobId === job.id && journal.rows[String(index)] !== undefined) {
      delete journal.rows[String(index)];
      this.writeJournal(journal);
    }
    const pending: BatchRowState = { status: 'pending', attempts: 0 };
    await this.kv.setMany([
      [rowKey(job.id, index), pending],
      [JOB_KEY, job],
    ]);
  }

  /** Writes a row that ended; other states are not stored (a row not stored is pending). */
  async saveRow(jobId: string, index: number, row: BatchRowState): Promise<void> {
    if (!isFinal(row)) return;
    const before = this.readJournal();
    const journal: JournalData = before?.jobId === jobId ? before : { jobId, rows: {} };
    journal.rows[String(index)] = row;
    this.writeJournal(journal);
    await this.kv.set(rowKey(jobId, index), row);
    const after = this.readJournal();
    if (after?.jobId === jobId && after.rows[String(index)] !== undefined) {
      delete after.rows[String(index)];
      this.writeJournal(after);
    }
  }

  async load(): Promise<{ job: BatchJob; rows: BatchRowState[] } | undefined> {
    const job = await this.kv.get<BatchJob>(JOB_KEY);
    if (!job) return undefined;
    const stored = await this.kv.getMany<BatchRowState>(job.inputs.map((_, i) => rowKey(job.id, i)));
    const journal = this.readJournal();
    if (journal?.jobId === job.id) {
      const entries = Object.entries(journal.rows).filter(([i]) => Number(i) >= 0 && Number(i) < stored.length);
      for (const [i, row] of entries) stored[Number(i)] = row;
      if (entries.length > 0) await this.kv.setMany(entries.map(([i, row]) => [rowKey(job.id, Number(i)), row]));
    }
    this.writeJournal(undefined);
    return { job, rows: job.inputs.map((_, i) => restoredRow(stored[i])) };
  }

  discard(): Promise<void> {
    this.writeJournal(undefined);
    return this.kv.clear();
  }
}

function isFinal(row: BatchRowState): boolean {
  return row.status === 'done' || row.status === 'failed';
}
