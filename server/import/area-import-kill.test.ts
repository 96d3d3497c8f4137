import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { PROJECT_ROOT } from '../emulator';
import { listSources } from '../national/datasets';
import { pendingRows } from '../national/import-runs';
import { denseNodesBlock, osmHeaderBlock, waysBlock, type PbfWay } from '../testing/osm-pbf-writer';

/**
 * An import SIGKILLed while it writes building rows: the rows written so far wait in the pending
 * rows of its run (server/national/import-runs.ts), not in the served table, with no index and no
 * generation of them, so nothing of the half import is served; the next import sweeps them and
 * serves the whole file. The file: 100,000 square footprints of about 10 m on a grid north of
 * Daejeon.
 */
const BOX: [number, number, number, number] = [124, 33, 132, 39];
const BUILDINGS = 100_000;

function buildingsFile(): Buffer {
  const blocks: Buffer[] = [osmHeaderBlock()];
  const per = 10_000;
  for (let from = 0; from < BUILDINGS; from += per) {
    const ids: number[] = [];
    const lons: number[] = [];
    const lats: number[] = [];
    for (let b = from; b < from + per; b++) {
      const lon = 127.3 + (b % 400) * 0.0003;
      const lat = 36.4 + Math.floor(b / 400) * 0.0003;
      for (const [dx, dy] of [[0, 0], [0.0001, 0], [0.0001, 0.0001], [0, 0.0001]] as const) {
        ids.push(ids.length + 4 * from + 1);
        lons.push(lon + dx);
        lats.push(lat + dy);
      }
    }
    blocks.push(denseNodesBlock(ids, lons, lats));
  }
  for (let from = 0; from < BUILDINGS; from += per) {
    const ways: PbfWay[] = [];
    for (let b = from; b < from + per; b++) ways.push({ id: b + 1, refs: [4 * b + 1, 4 * b + 2, 4 * b + 3, 4 * b + 4, 4 * b + 1], tags: { building: 'yes' } });
    blocks.push(waysBlock(ways));
  }
  return Buffer.concat(blocks);
}

describe('a killed water-and-buildings import', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-area-kill-'));
    file = join(dir, 'buildings.osm.pbf');
    writeFileSync(file, buildingsFile());
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const runImport = (dataDir: string) =>
    spawn(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', '--roads', file], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, LOCUS_DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'ignore'],
    });

  it('serves none of the rows of an import killed midway, and all of them after the next import', { timeout: 240_000 }, async () => {
    const dataDir = join(dir, 'data');
    const child = runImport(dataDir);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Watch from a second connection until some building rows are committed (the pending rows of the import's run), then kill.
    let watcher: Database.Database | undefined;
    let seen = 0;
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        watcher ??= new Database(join(dataDir, 'locus.db'), { readonly: true, fileMustExist: true });
        seen = watcher.prepare('SELECT COUNT(*) FROM pending_buildings').pluck().get() as number;
      } catch {
        seen = 0; // not created or migrated yet
      }
      if (seen > 0 && seen < BUILDINGS) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await exited;
    watcher?.close();
    expect(seen, 'the kill landed while building rows were being written').toBeGreaterThan(0);
    expect(seen).toBeLessThan(BUILDINGS);

    const db = openDatabase(join(dataDir, 'locus.db'));
    try {
      expect(db.prepare('SELECT COUNT(*) FROM pending_buildings').pluck().get()).toBeGreaterThan(0);
      expect(db.prepare('SELECT COUNT(*) FROM imported_buildings').pluck().get()).toBe(0);
      expect(createWorldServices(db).mapBuildings({ box: BOX })).toEqual([]);
      expect(listSources(db).filter((s) => s.kind === 'buildings')).toEqual([]);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }

    const again = runImport(dataDir);
    const code = await new Promise((resolve) => again.once('exit', resolve));
    expect(code).toBe(0);
    const after = openDatabase(join(dataDir, 'locus.db'));
    try {
      expect(createWorldServices(after).mapBuildings({ box: BOX })).toHaveLength(BUILDINGS);
      expect(pendingRows(after)).toBe(0);
    } finally {
      after.close();
    }
  });
});
