import { Worker } from 'node:worker_threads';
import type { LotWorkerMessage, LotWorkerTask } from './address-lot-worker';

/**
 * The import's side of a lot worker (address-lot-worker.ts): starts it on the related-lot files,
 * hands its progress and malformed lines on as they come, and gives the files' counts and the
 * 시군구 codes touched once it is done (or its error).
 */
export interface LotFileResult {
  file: string;
  rows: number;
  stored: number;
  encoding: string;
}

export interface LotThread {
  /** The worker's error once it failed (null while it has not). */
  readonly failure: Error | null;
  /** Resolves when the worker has read every file. */
  done(): Promise<{ files: LotFileResult[]; touched: string[] }>;
  /** Stops the worker (after an error elsewhere); resolves once its thread is gone. */
  stop(): Promise<void>;
}

const ENTRY = new URL('./address-lot-worker-entry.mjs', import.meta.url);

export function startLotThread(task: LotWorkerTask, on: { rows(rows: number): void; skip(file: string, line: number, reason: string): void }): LotThread {
  const worker = new Worker(ENTRY, { workerData: task });
  const files: LotFileResult[] = [];
  let failure: Error | null = null;
  let finished = false;
  const done = new Promise<{ files: LotFileResult[]; touched: string[] }>((resolve, reject) => {
    const fail = (error: Error): void => {
      if (finished) return;
      finished = true;
      failure = error;
      reject(error);
    };
    worker.on('message', (message: LotWorkerMessage) => {
      if (message.type === 'rows') on.rows(message.rows);
      else if (message.type === 'skip') on.skip(message.file, message.line, message.reason);
      else if (message.type === 'file') files.push({ file: message.file, rows: message.rows, stored: message.stored, encoding: message.encoding });
      else if (message.type === 'error') {
        const error = new Error(message.message);
        error.name = message.name;
        fail(error);
      } else if (!finished) {
        finished = true;
        resolve({ files, touched: message.touched });
      }
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the lot reader stopped (exit code ${code}) before it had read every file`)));
  });
  // A failure is looked at through `failure` or `done`: never left unhandled meanwhile.
  done.catch(() => undefined);
  return {
    get failure() {
      return failure;
    },
    done: () => done,
    async stop() {
      await worker.terminate();
    },
  };
}
