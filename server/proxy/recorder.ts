import { Piscina } from 'piscina';
import { DEFAULT_RECORD_MAX_BYTES } from '../config';
import { CopyBudget, heldBytes } from './body-relay';
import type { ExchangeForRecording } from './recording-of';
import type { RecordJob } from './recorder-worker';
import type { AnswerCheck } from '../../shared/contract/answer-check';

/**
 * Writes recordings (LOCUS_RECORD), one file each, off the thread that answers requests: the
 * exchange (plain data, bodies already cut to LOCUS_RECORD_MAX_BYTES) goes to one recording
 * thread that redacts it (recording-of.ts), turns it into JSON and writes it
 * (recorder-worker.ts). `record` returns at once; nothing that happens to a recording reaches
 * the client.
 *
 * Bounded: at most `queue` exchanges wait for the thread, and the copied bodies of all
 * exchanges in flight or waiting hold at most `budget` bytes (16 × the cap; a copy that cannot
 * get more is kept as size and sha256 only). One more exchange while the queue is full is
 * dropped. Failures are logged once, not per recording: the first failed write (with the
 * folder and the reason) and again only after a write succeeded; the first dropped recording
 * and again only after the queue has drained.
 */
export interface Recorder {
  /** Largest body kept in a recording (LOCUS_RECORD_MAX_BYTES); larger ones: size and sha256. */
  readonly maxBodyBytes: number;
  /** Bytes of body copies held for recordings. */
  readonly budget: CopyBudget;
  /**
   * Hands one exchange to the recording thread (its copied bytes come off the budget when written
   * or dropped). The thread checks the answer against the contract first (contract-check.ts) and
   * writes what it found into the recording; `onChecked` gets that check (skipped as `busy`
   * when the exchange was dropped, `failed` when its recording failed).
   */
  record(exchange: ExchangeForRecording, onChecked?: (check: AnswerCheck) => void): void;
  /** Resolves when every recording handed over so far is written or has failed (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes, then ends the recording thread. */
  close(): Promise<void>;
}

export interface RecorderOptions {
  /** LOCUS_RECORD_MAX_BYTES (default 4 MiB). */
  maxBodyBytes?: number;
  /** Exchanges that may wait for the recording thread (default 256). */
  queue?: number;
  /** Where failures are reported (one line each). Default: console.error. */
  log?: (message: string) => void;
}

/** Scheduling niceness added to the recording thread (Linux; ignored where unsupported). */
const RECORDER_NICE = 10;

const ENTRY = new URL('./recorder-worker-entry.mjs', import.meta.url).href;

export function createRecorder(dir: string, options: RecorderOptions = {}): Recorder {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_RECORD_MAX_BYTES;
  const queue = options.queue ?? 256;
  const log = options.log ?? ((message: string) => console.error(message));
  // At least two bodies at the cap always fit; a recording of tiny bodies never waits for the budget.
  const budget = new CopyBudget(Math.max(16 * maxBodyBytes, 1024 * 1024));
  const pending = new Set<Promise<void>>();
  let pool: Piscina | undefined;
  let failing = false;
  let dropping = false;

  function startPool(): Piscina {
    pool ??= new Piscina({
      filename: ENTRY,
      minThreads: 1,
      maxThreads: 1,
      // The recording thread yields the CPU to the request thread when both want it.
      niceIncrement: RECORDER_NICE,
      // The entry registers the TypeScript loader itself; inheriting `--import tsx` would load a second one.
      execArgv: [],
      // A recording holds a few copies of its bodies as text while it is redacted and written.
      resourceLimits: { maxOldGenerationSizeMb: Math.max(128, 64 + Math.ceil((16 * maxBodyBytes) / 2 ** 20)) },
    });
    return pool;
  }

  function reason(error: unknown): string {
    return error instanceof Error ? error.message : String(error);
  }

  // Started now: the thread takes a moment to load, which the first exchanges should not wait for.
  startPool();

  return {
    maxBodyBytes,
    budget,
    record(exchange, onChecked) {
      const held = heldBytes(exchange.requestBody) + heldBytes(exchange.responseBody);
      if (pending.size >= queue) {
        budget.give(held);
        if (!dropping) {
          dropping = true;
          log(`[locus] recordings are dropped: ${queue} are already waiting to be written to ${dir} (LOCUS_RECORD); answers are still served`);
        }
        onChecked?.({ checked: false, operation: null, reason: 'busy' });
        return;
      }
      const transferList = [exchange.requestBody, exchange.responseBody].flatMap((body) => (body.kind === 'bytes' ? [body.bytes.buffer] : []));
      const job: RecordJob = { dir, exchange };
      const done = (async () => {
        try {
          const written = (await startPool().run(job, { name: 'writeExchange', transferList: transferList as ArrayBuffer[] })) as { check: AnswerCheck };
          failing = false;
          onChecked?.(written.check);
        } catch (error) {
          onChecked?.({ checked: false, operation: null, reason: 'failed' });
          if (!failing) {
            failing = true;
            log(`[locus] could not write a recording to ${dir} (LOCUS_RECORD): ${reason(error)}; answers are still served`);
          }
        } finally {
          budget.give(held);
        }
      })();
      pending.add(done);
      void done.finally(() => {
        pending.delete(done);
        if (pending.size === 0) dropping = false;
      });
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
