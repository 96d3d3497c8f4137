import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { RUN_SPAN } from '../db/pending-tables';
import { beginImportRun, pendingRows, sweepAbandonedImports } from './import-runs';

let db: Db;
afterEach(() => db.close());

function pend(run: { next(): number }, name: string): void {
  db.prepare("INSERT INTO pending_pois (seq, id, name, category, lon, lat, source) VALUES (?, 1, ?, '', 127, 37, 'a.csv')").run(run.next(), name);
}

/** A run recorded as begun by another process. */
function otherRun(run: number, pid: number, started: string): void {
  db.prepare("INSERT INTO import_runs (run, kind, pid, process, started_at) VALUES (?, 'POIs', ?, ?, '2026-01-01T00:00:00.000Z')").run(run, pid, started);
  db.prepare("INSERT INTO pending_pois (seq, id, name, category, lon, lat, source) VALUES (?, 1, 'other', '', 127, 37, 'b.csv')").run(run * RUN_SPAN);
}

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid ?? 0;
}

describe('import runs', () => {
  it('publishes in one transaction and leaves no pending row; a failed publish leaves the served rows as they were', () => {
    db = openDatabase(MEMORY_DB);
    const run = beginImportRun(db, 'POIs');
    pend(run, 'a');
    pend(run, 'b');
    expect(pendingRows(db)).toBe(2);
    expect(() =>
      run.publish(() => {
        db.prepare("INSERT INTO imported_pois (id, name, category, lon, lat, source) VALUES (1, 'a', '', 127, 37, 'a.csv')").run();
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(db.prepare('SELECT count(*) FROM imported_pois').pluck().get()).toBe(0);
    expect(pendingRows(db)).toBe(2);
    expect(run.publish(() => db.prepare("INSERT INTO imported_pois (id, name, category, lon, lat, source) VALUES (1, 'a', '', 127, 37, 'a.csv')").run().changes)).toBe(1);
    expect(pendingRows(db)).toBe(0);
    expect(db.prepare('SELECT count(*) FROM import_runs').pluck().get()).toBe(0);
    expect(() => run.publish(() => 0)).toThrow(/already finished/);
  });

  it('numbers each run’s rows in a range of its own, in the order they come', () => {
    db = openDatabase(MEMORY_DB);
    const first = beginImportRun(db, 'POIs');
    const second = beginImportRun(db, 'roads');
    expect([first.next(), first.next(), second.next()]).toEqual([first.first, first.first + 1, second.first]);
    expect(second.first).toBeGreaterThanOrEqual(first.end);
    first.discard();
    second.discard();
  });

  it('sweeps the rows of a run whose process is gone, and keeps those of runs still going', () => {
    db = openDatabase(MEMORY_DB);
    const mine = beginImportRun(db, 'POIs');
    pend(mine, 'mine');
    otherRun(mine.id + 1, endedPid(), '');
    otherRun(mine.id + 2, process.ppid, '');
    const log: string[] = [];
    expect(sweepAbandonedImports(db, (line) => log.push(line))).toBe(1);
    expect(log).toEqual(['POIs: removed 1 row(s) of an import started 2026-01-01T00:00:00.000Z that did not finish (nothing of it was served)']);
    expect(db.prepare('SELECT run FROM import_runs ORDER BY run').pluck().all()).toEqual([mine.id, mine.id + 2]);
    expect(pendingRows(db)).toBe(2);
    // A new run sweeps too; its own discard removes only its rows.
    const next = beginImportRun(db, 'POIs');
    pend(next, 'next');
    next.discard();
    expect(pendingRows(db)).toBe(2);
    mine.discard();
    expect(pendingRows(db)).toBe(1);
  });

  it.skipIf(!existsSync(`/proc/${process.ppid}/stat`))('takes a process id now used by another process for a process that is gone', () => {
    db = openDatabase(MEMORY_DB);
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
    otherRun(1, process.ppid, started);
    otherRun(2, process.ppid, `${started}1`);
    expect(sweepAbandonedImports(db)).toBe(1);
    expect(db.prepare('SELECT run FROM import_runs').pluck().all()).toEqual([1]);
  });
});
