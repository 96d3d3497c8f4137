/**
 * A bound on work handed to a pool: at most `running` tasks run at once and `waiting` wait their
 * turn (first come, first served); one more is refused at once with QueueFullError instead of
 * piling up. A waiting task whose signal aborts (its client went away) leaves the queue without
 * running; a task already running is left to finish.
 */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor(
    /** Tasks running or waiting when this one was refused. */
    readonly capacity: number,
  ) {
    super(`busy: ${capacity} tasks are running or waiting`);
  }
}

export interface TaskQueueOptions {
  /** Tasks that may run at once (≥ 1). */
  running: number;
  /** Tasks that may wait for a free slot (≥ 0). */
  waiting: number;
}

export interface TaskQueue {
  /** Runs `task` when a slot is free; rejects with QueueFullError when full, or with the signal's reason when it aborts while waiting. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  start(): void;
}

export function createTaskQueue({ running: maxRunning, waiting: maxWaiting }: TaskQueueOptions): TaskQueue {
  if (!(maxRunning >= 1) || !(maxWaiting >= 0)) throw new RangeError('a task queue needs running ≥ 1 and waiting ≥ 0');
  let running = 0;
  const queue: Waiter[] = [];

  const next = () => {
    running--;
    queue.shift()?.start();
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      const launch = (): Promise<T> => {
        running++;
        let started: Promise<T>;
        try {
          started = task();
        } catch (error) {
          started = Promise.reject(error);
        }
        return started.finally(next);
      };
      if (running < maxRunning) return launch();
      if (queue.length >= maxWaiting) return Promise.reject(new QueueFullError(maxRunning + maxWaiting));
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          start() {
            signal?.removeEventListener('abort', onAbort);
            launch().then(resolve, reject);
          },
        };
        const onAbort = () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(abortReason(signal));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted', 'AbortError');
}
