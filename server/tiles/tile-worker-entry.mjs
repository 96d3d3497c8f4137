// Entry of a tile worker thread (tile-pool.ts). Worker threads do not inherit a test runner's
// TypeScript loader, so this plain module registers tsx before loading the task.
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

export const buildTileInWorker = task.buildTileInWorker;
export const warmTileWorker = task.warmTileWorker;
