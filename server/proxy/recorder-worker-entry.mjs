// Entry of the recording thread (recorder.ts). Worker threads do not inherit a test runner's
// TypeScript loader, so this plain module registers tsx before loading the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./recorder-worker.ts');

export const writeExchange = task.writeExchange;
export const checkExchange = task.checkExchange;
