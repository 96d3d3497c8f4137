// Entry of a tile worker thread (tile-pool.ts). Worker threads do not inherit a test runner's
// TypeScript loader, so this plain module registers tsx before loading the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./tile-worker.ts');

export const buildTileInWorker = task.buildTileInWorker;
export const warmTileWorker = task.warmTileWorker;
