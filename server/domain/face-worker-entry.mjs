// Entry of a face worker thread (face-pool.ts). Worker threads do not inherit a test runner's
// TypeScript loader, so this plain module registers tsx before loading the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./face-worker.ts');

export const analyseInWorker = task.analyseInWorker;
