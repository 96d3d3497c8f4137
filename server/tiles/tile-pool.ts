/**
 * Vector tiles off the request thread: a piscina pool of worker threads, each opening the
 * SQLite file read-only and making tiles from its own copy of the world (tile-worker.ts), so the
 * event loop only checks the ETag and the cache, hands the tile over and sends the bytes; API
 * calls never wait behind a tile being made.
 *
 * Bounded (domain/task-queue.ts): at most `workers` tiles are made at once and `queue` wait; one
 * more is refused at once (the route answers 503 with Retry-After). A waiting tile whose client
 * went away is dropped. The pool starts on the first tile, or when warm() is called (the
 * emulator does at start, so that its workers load their view of the data while the request
 * thread builds its own, and the first tile does not wait for it); idle workers keep their
 * loaded data and do not keep the process alive.
 *
 * An in-memory database (LOCUS_DATA_DIR=:memory:, tests and e2e) cannot be opened by another
 * thread: its tiles are made in the request thread, as before (tileBuilderFor).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { MEMORY_DB } from '../db/open-database';
import { WORKER_NICE } from '../domain/worker-nice';
import { createTaskQueue } from '../domain/task-queue';
import type { BuiltTile, TileBuilder } from './tile-builder';
import type { TileTask } from './tile-worker';

/**
 * One core is left to the event loop; at least one worker, at most four (each worker holds its
 * own copy of the imported roads' index, a few hundred MB at national size). On a 2-core machine
 * that is one tile worker beside one face worker, both at lower priority than the request thread.
 */
export function defaultTileWorkers(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

export interface TilePoolOptions {
  /** Worker threads. */
  workers: number;
  /** Tiles that may wait for a free worker. */
  queue: number;
  /** The SQLite file the workers open read-only. */
  dbPath: string;
}

const ENTRY = new URL('./tile-worker-entry.mjs', import.meta.url).href;

export interface TilePool extends TileBuilder {
  /** Starts the workers and has each load the data tiles need; resolves when they have (never rejects). */
  warm(): Promise<void>;
}

export function createTilePool({ workers, queue, dbPath }: TilePoolOptions): TilePool {
  const tasks = createTaskQueue({ running: workers, waiting: queue });
  let pool: Piscina | undefined;
  // The bound is kept by the task queue: piscina gets at most `workers` tasks at once.
  // min = max: workers stay up with their data loaded. workerData: each worker warms up as it
  // loads (tile-worker-entry.mjs), not waiting for a task from this thread's event loop, at full
  // priority, then takes WORKER_NICE: the workers yield the CPU to the request thread when both want it.
  const started = () => (pool ??= new Piscina({ filename: ENTRY, minThreads: workers, maxThreads: workers, workerData: { warmDbPath: dbPath, nice: WORKER_NICE } }));
  return {
    build(tile, signal) {
      return tasks.run(async () => {
        const task: TileTask = { dbPath, z: tile.z, x: tile.x, y: tile.y };
        return (await started().run(task, { name: 'buildTileInWorker' })) as BuiltTile;
      }, signal);
    },
    async warm() {
      // One task a worker, each through the queue like a tile (a tile asked meanwhile waits its turn).
      const warming = Array.from({ length: workers }, () => tasks.run(() => started().run({ dbPath }, { name: 'warmTileWorker' }) as Promise<void>));
      await Promise.allSettled(warming);
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

/** The pool the settings ask for over the database file, or null for an in-memory database (no other thread can open it). */
export function tilePoolFor(settings: { workers: number | undefined; queue: number }, dbPath: string): TilePool | null {
  if (dbPath === MEMORY_DB) return null;
  return createTilePool({ workers: settings.workers ?? defaultTileWorkers(), queue: settings.queue, dbPath });
}
