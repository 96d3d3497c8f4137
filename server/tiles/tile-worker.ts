/**
 * The task a tile worker thread runs (tile-pool.ts): one tile made from this thread's own view
 * of the database, opened read-only on the first task (the part of the routes' services that
 * tiles read, createTileServices in world-services.ts, which picks up a later import by its
 * generation as the request thread does).
 */
import type { WorldServices } from '../world-services-types';
import { openDatabaseReadOnly } from '../db/open-database';
import { createTileServices } from '../world-services';
import { buildTile } from './tile-build';
import type { BuiltTile } from './tile-builder';

export interface TileTask {
  /** The SQLite file (never ':memory:': another thread cannot see that database). */
  dbPath: string;
  z: number;
  x: number;
  y: number;
}

let opened: { dbPath: string; world: WorldServices } | undefined;

function worldOf(dbPath: string): WorldServices {
  if (opened?.dbPath !== dbPath) opened = { dbPath, world: createTileServices(openDatabaseReadOnly(dbPath)) };
  return opened.world;
}

export function buildTileInWorker({ dbPath, z, x, y }: TileTask): BuiltTile {
  return buildTile(worldOf(dbPath), { z, x, y });
}

/** A tile over the whole country, so that what tiles load on first use (the world, the land and sea cut, the roads' map parts) is loaded. */
export function warmTileWorker({ dbPath }: Pick<TileTask, 'dbPath'>): void {
  buildTile(worldOf(dbPath), WARM_TILE);
}

/** z 6 over central Korea. */
const WARM_TILE = { z: 6, x: 54, y: 24 };
