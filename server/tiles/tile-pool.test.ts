import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { QueueFullError } from '../domain/task-queue';
import { buildTile } from './tile-build';
import type { TileBuilder } from './tile-builder';
import { tileAt } from './tile-math';
import { tileBuilderFor } from './tile-build';
import { createTilePool, defaultTileWorkers } from './tile-pool';

describe('tile worker pool', () => {
  let dir: string;
  let db: Db;
  let pool: TileBuilder;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-tile-pool-'));
    db = openDatabase(join(dir, 'locus.db'));
    pool = createTilePool({ workers: 1, queue: 2, dbPath: join(dir, 'locus.db') });
  });
  afterAll(async () => {
    await pool.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes the same tiles in a worker as in the request thread', async () => {
    const world = createWorldServices(db);
    const tiles = [tileAt(126.978, 37.5665, 14), tileAt(126.978, 37.5665, 10), tileAt(127.5, 36.5, 7), tileAt(0, 0, 10)];
    for (const tile of tiles) {
      const inWorker = await pool.build(tile);
      const here = buildTile(world, tile);
      expect(inWorker.version).toBe(here.version);
      expect(Buffer.from(inWorker.body).equals(Buffer.from(here.body))).toBe(true);
      expect(inWorker.gzip === null).toBe(here.gzip === null);
    }
  }, 120_000);

  it('refuses tiles beyond its workers and queue at once, and serves the others', async () => {
    const tiles = [0, 1, 2, 3].map((i) => tileAt(126.9 + i * 0.05, 37.5, 13));
    const answers = tiles.map((tile) => pool.build(tile));
    const settled = await Promise.allSettled(answers);
    expect(settled.slice(0, 3).every((s) => s.status === 'fulfilled')).toBe(true);
    const last = settled[3];
    expect(last?.status).toBe('rejected');
    expect(last?.status === 'rejected' && last.reason instanceof QueueFullError).toBe(true);
  }, 120_000);

  it('makes tiles in the request thread for an in-memory database', async () => {
    const memory = openDatabase(MEMORY_DB);
    const world = createWorldServices(memory);
    const builder = tileBuilderFor({ workers: 1, queue: 0 }, MEMORY_DB, world);
    const tile = tileAt(126.978, 37.5665, 14);
    expect(Buffer.from((await builder.build(tile)).body).equals(Buffer.from(buildTile(world, tile).body))).toBe(true);
    await builder.close();
    memory.close();
  });

  it('leaves a core to the request thread, with one to four workers', () => {
    expect(defaultTileWorkers(1)).toBe(1);
    expect(defaultTileWorkers(2)).toBe(1);
    expect(defaultTileWorkers(4)).toBe(3);
    expect(defaultTileWorkers(32)).toBe(4);
  });
});
