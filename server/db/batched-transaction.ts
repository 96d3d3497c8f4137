import type { Db } from './open-database';

/**
 * Writes in transactions of `batchRows` rows: the first row opens one, the batch's last commits
 * it, `finish` commits what is open, `abort` rolls it back (after an error). The importers'
 * writers (road-write.ts, area-write.ts) put their pending rows through it (nothing serves those
 * until the import's last transaction: national/import-runs.ts).
 */
export interface BatchedTransaction {
  /** Opens a transaction unless one is open: call before writing rows. */
  open(): void;
  /** Counts rows written; commits when the batch is full. */
  wrote(rows: number): void;
  finish(): void;
  abort(): void;
}

export function batchedTransaction(db: Db, batchRows: number): BatchedTransaction {
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  let open = false;
  let inBatch = 0;
  const close = (): void => {
    open = false;
    inBatch = 0;
  };
  return {
    open() {
      if (open) return;
      begin.run();
      open = true;
    },
    wrote(rows) {
      inBatch += rows;
      if (inBatch < batchRows) return;
      commit.run();
      close();
    },
    finish() {
      if (open) commit.run();
      close();
    },
    abort() {
      if (open && db.inTransaction) rollback.run();
      close();
    },
  };
}
