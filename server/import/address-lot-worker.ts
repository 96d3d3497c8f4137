import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/open-database';
import { addressWriter } from '../national/address-write';
import { readNavigationLots } from './address-lot-read';
import { openTextSource } from './text-source';

/**
 * A worker thread of an address import (address-import.ts): reads the import's related-lot files
 * while the import's own thread reads its building files, and writes the lots into the run's
 * pending rows on a connection of its own, a short transaction per batch (the two writers take
 * turns at the write lock; parsing runs side by side). Its rows take seq numbers from the upper
 * half of the run's range, so the run's rows stay one range (swept or published together).
 * It tells the import's thread how many lines it read, each malformed line, each file done, and
 * at the end the 시군구 codes the lots touched; an error ends it with the error's message.
 */
export interface LotWorkerTask {
  dbPath: string;
  files: string[];
  /** Seq numbers first ≤ seq < end are this worker's. */
  firstSeq: number;
  endSeq: number;
  batchRows: number;
  busyTimeoutMs: number;
}

export type LotWorkerMessage =
  | { type: 'rows'; rows: number }
  | { type: 'skip'; file: string; line: number; reason: string }
  | { type: 'file'; file: string; rows: number; stored: number; encoding: string }
  | { type: 'done'; touched: string[] }
  | { type: 'error'; name: string; message: string };

/** Lines read between two progress messages. */
const PROGRESS_ROWS = 8192;

async function run(task: LotWorkerTask, post: (message: LotWorkerMessage) => void): Promise<void> {
  const db = openDatabase(task.dbPath);
  try {
    db.pragma('synchronous = NORMAL');
    db.pragma(`busy_timeout = ${task.busyTimeoutMs}`);
    let seq = task.firstSeq;
    const writer = addressWriter(
      db,
      {
        next() {
          if (seq >= task.endSeq) throw new Error('an import run holds no more rows');
          return seq++;
        },
      },
      task.batchRows,
      { shortTransactions: true },
    );
    const touched = new Set<string>();
    let unreported = 0;
    for (const path of task.files) {
      const source = await openTextSource(path);
      let stored = 0;
      const rows = await readNavigationLots(source, {
        row() {
          if (++unreported >= PROGRESS_ROWS) {
            post({ type: 'rows', rows: unreported });
            unreported = 0;
          }
        },
        skip: (line, reason) => post({ type: 'skip', file: source.file, line, reason }),
        lot(lot) {
          writer.addLot(lot);
          stored++;
        },
        touched: (sgg) => touched.add(sgg),
      });
      writer.finish();
      post({ type: 'rows', rows: unreported });
      unreported = 0;
      post({ type: 'file', file: source.file, rows, stored, encoding: source.encoding });
    }
    post({ type: 'done', touched: [...touched] });
  } finally {
    db.close();
  }
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LotWorkerTask, (message) => port.postMessage(message)).catch((error: unknown) => {
    port.postMessage({ type: 'error', name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) });
  });
}
