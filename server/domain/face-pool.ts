/**
 * Face analysis off the main thread: a piscina pool of worker threads, each running the engine
 * (decode with sharp, detection, landmarks, descriptor, attributes; face-worker.ts), so the
 * event loop keeps answering every other request while faces are analysed.
 *
 * Bounded: at most `workers` analyses run and `queue` wait; one more is refused at once with
 * FaceBusyError (the route answers 3050 queue full, HTTP 503) rather than piling up behind the
 * others. The pool starts on the first analysis (an emulator nobody sends faces to starts no
 * thread); idle workers keep their loaded models and do not keep the process alive.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { WORKER_NICE } from './worker-nice';
import type { FaceAnalyser, ImageAnalysis } from './face-engine';
import { FaceImageError } from './face-image';
import type { FaceWorkerAnswer } from './face-worker';

export class FaceBusyError extends Error {
  override readonly name = 'FaceBusyError';
  constructor(
    /** Analyses running or waiting when this one was refused. */
    readonly capacity: number,
  ) {
    super(`the face engine is busy: ${capacity} analyses are running or waiting`);
  }
}

/** One core is left to the event loop (HTTP, SQLite); at least one worker. */
function defaultFaceWorkers(cores: number = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** The pool the settings ask for (LOCUS_FACE_WORKERS, LOCUS_FACE_QUEUE). */
export function facePoolFor(settings: { workers: number | undefined; queue: number }): FacePool {
  return createFacePool({ workers: settings.workers ?? defaultFaceWorkers(), queue: settings.queue });
}

interface FacePoolOptions {
  /** Worker threads. */
  workers: number;
  /** Analyses that may wait for a free worker. */
  queue: number;
}

export interface FacePool extends FaceAnalyser {
  readonly workers: number;
  /** Ends the worker threads (running analyses are rejected). */
  close(): Promise<void>;
}


const ENTRY = new URL('./face-worker-entry.mjs', import.meta.url).href;

function createFacePool({ workers, queue }: FacePoolOptions): FacePool {
  const capacity = workers + queue;
  let pool: Piscina | undefined;
  let inFlight = 0;
  return {
    workers,
    async analyse(bytes: Uint8Array): Promise<ImageAnalysis> {
      if (inFlight >= capacity) throw new FaceBusyError(capacity);
      inFlight++;
      try {
        // min = max: workers stay up with their models loaded; the bound is counted here.
        // niceIncrement: the workers yield the CPU to the request thread when both want it.
        pool ??= new Piscina({ filename: ENTRY, minThreads: workers, maxThreads: workers, maxQueue: capacity, niceIncrement: WORKER_NICE });
        const answer = (await pool.run(bytes, { name: 'analyseInWorker' })) as FaceWorkerAnswer;
        if (!answer.ok) throw new FaceImageError(answer.refused.code, answer.refused.detail, answer.refused.detailKo);
        return answer.analysis;
      } finally {
        inFlight--;
      }
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
