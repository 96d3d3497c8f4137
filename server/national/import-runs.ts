import { readFileSync } from 'node:fs';
import { PENDING_TABLES, RUN_SPAN } from '../db/pending-tables';
import type { Db } from '../db/open-database';

/**
 * Imports are all or nothing. An import is a run (tables of server/db/pending-tables.ts): it
 * writes its rows into the pending tables, in committed batches (its memory stays that of one
 * batch, whatever the file's size), and no serving code reads them. Its last transaction
 * (`publish`) moves them into the served tables, stores the index, records the sources, bumps
 * the dataset's generation and deletes the run: a running emulator serves the whole import from
 * its next request, and an import killed at any moment before that commit has changed nothing
 * that is served. Its rows are swept by the next import and at the emulator's start, once its
 * process is gone (an import still running in another process keeps its rows).
 */
export interface ImportRun {
  readonly id: number;
  /** The run's rows are seq first ≤ seq < end in every pending table. */
  readonly first: number;
  readonly end: number;
  /** The seq of the run's next pending row (in any table: they share the count). */
  next(): number;
  /**
   * Makes the import visible, in one IMMEDIATE transaction: `apply` (move the rows, store the
   * index, record the sources, bump the generation), then the run's pending rows and record are
   * deleted. Returns what `apply` returns.
   */
  publish<T>(apply: () => T): T;
  /** Deletes the run's pending rows and record (an import that failed); safe to call twice, never throws. */
  discard(): void;
}

export function beginImportRun(db: Db, kind: string, log: (line: string) => void = () => undefined): ImportRun {
  sweepAbandonedImports(db, log);
  const id = Number(
    db.prepare('INSERT INTO import_runs (kind, pid, process, started_at) VALUES (?, ?, ?, ?)').run(kind, process.pid, processStart(process.pid) ?? '', new Date().toISOString())
      .lastInsertRowid,
  );
  const first = id * RUN_SPAN;
  const end = first + RUN_SPAN;
  let count = 0;
  let done = false;
  return {
    id,
    first,
    end,
    next() {
      if (count >= RUN_SPAN) throw new Error(`an import run holds at most ${RUN_SPAN} rows`);
      return first + count++;
    },
    publish(apply) {
      if (done) throw new Error(`import run ${id} is already finished`);
      const result = db
        .transaction(() => {
          const value = apply();
          deleteRun(db, id);
          return value;
        })
        .immediate();
      done = true;
      return result;
    },
    discard() {
      if (done) return;
      done = true;
      try {
        deleteRun(db, id);
      } catch {
        // Left for a sweep once this process is gone: the error that stopped the import matters more.
      }
    },
  };
}

interface RunRow {
  run: number;
  kind: string;
  pid: number;
  process: string;
  started_at: string;
}

/**
 * Deletes the pending rows of every run whose process is gone (killed, or crashed); returns how
 * many rows went. Said in one line per run.
 */
export function sweepAbandonedImports(db: Db, log: (line: string) => void = () => undefined): number {
  const runs = db.prepare('SELECT run, kind, pid, process, started_at FROM import_runs ORDER BY run').all() as RunRow[];
  let removed = 0;
  for (const run of runs) {
    if (processAlive(run.pid, run.process)) continue;
    const rows = deleteRun(db, run.run);
    removed += rows;
    log(`${run.kind}: removed ${rows.toLocaleString('en')} row(s) of an import started ${run.started_at} that did not finish (nothing of it was served)`);
  }
  return removed;
}

/** Rows waiting in the pending tables (all runs). */
export function pendingRows(db: Db): number {
  return PENDING_TABLES.reduce((sum, table) => sum + (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number), 0);
}

/** Deletes a run's rows and record in one transaction; returns how many rows. */
function deleteRun(db: Db, run: number): number {
  return db.transaction(() => {
    // The only run: every pending row is its own, and a DELETE without WHERE empties a table at once.
    const alone = (db.prepare('SELECT count(*) FROM import_runs WHERE run <> ?').pluck().get(run) as number) === 0;
    let rows = 0;
    for (const table of PENDING_TABLES) {
      rows += alone
        ? db.prepare(`DELETE FROM ${table}`).run().changes
        : db.prepare(`DELETE FROM ${table} WHERE seq >= ? AND seq < ?`).run(run * RUN_SPAN, (run + 1) * RUN_SPAN).changes;
    }
    db.prepare('DELETE FROM import_runs WHERE run = ?').run(run);
    return rows;
  }).immediate();
}

/**
 * Whether the process that began a run still runs: a process of this id exists and, where the
 * system tells (Linux), started when the run's process did (a reused id is another process).
 * This process's own runs are alive (an import in this process cleans up after itself).
 */
function processAlive(pid: number, started: string): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processStart(pid);
  return now === null || started === '' || now === started;
}

/** A process's start time as the system counts it (field 22 of /proc/PID/stat), or null where there is none. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces): state is field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
