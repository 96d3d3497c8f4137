// Entry of a tile worker thread (tile-pool.ts). Worker threads do not inherit a test runner's
// TypeScript loader, so this plain module registers tsx before loading the task.
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const task = await import('./tile-worker.ts');
// The pool loads this module as the thread starts: the thread warms up here, on its own, while
// the request thread is still busy building its world (a task would wait for that thread's
// event loop to be handed over).
// A warm-up that fails is left to the first tile, which reports its own error.
if (typeof workerData?.warmDbPath === 'string') {
  try {
    task.warmTileWorker({ dbPath: workerData.warmDbPath });
  } catch {
    // nothing warmed
  }
}
// The warm-up runs at the request thread's priority (the emulator serves nothing before it is
// listening, and the first tile waits for the warm-up); from here on this thread yields the CPU
// to the request thread (pid 0: this thread, on Linux; ignored where the system refuses).
if (typeof workerData?.nice === 'number') {
  try {
    setPriority(0, Math.min(19, getPriority(0) + workerData.nice));
  } catch {
    // not supported here
  }
}

export const buildTileInWorker = task.buildTileInWorker;
export const warmTileWorker = task.warmTileWorker;
