import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { mulberry32 } from '../domain/hash';
import { loadIndex } from '../national/datasets';
import { pendingRows } from '../national/import-runs';
import { buildingLine, HAENAM, lotLine, type FixtureBuilding, type FixtureLot } from '../testing/juso-fixture';
import { importAddresses, type AddressImportOptions } from './address-import';
import type { ImportContext } from './import-context';

/**
 * Related-lot files read by a worker thread beside the building files (as a national import's
 * are) give what reading them one after the other gives: the same rows, lots, stored parts, files
 * listed and lines reported; a lot file that breaks midway fails the import with nothing served.
 */
let dir: string;
let buildings: string[];
let lots: string[];
let broken: string;

/** 읍·면 buildings of 해남군 (their 리 comes from their lots) with one to three lots each, and a malformed lot line. */
function files(count: number, seed: number): { building: string; lot: string } {
  const random = mulberry32(seed);
  const building: string[] = [];
  const lot: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `46820360211102${String(seed).padStart(3, '0')}${String(i).padStart(8, '0')}`;
    const b: FixtureBuilding = { ...HAENAM, key, main: 1 + (i % 97), sub: i % 3, name: i % 5 === 0 ? `건물 ${i % 7}` : '', lon: 126.3 + random() * 0.05, lat: 34.55 + random() * 0.05 };
    building.push(buildingLine(b));
    for (let l = 0, n = 1 + Math.floor(random() * 3); l < n; l++) {
      const fixture: FixtureLot = { legalCode: `46820360${21 + (l % 2)}`, sido: '전라남도', sgg: '해남군', emd: '문내면', ri: l % 2 ? '고평리' : '학동리', main: 1 + Math.floor(random() * 900), sub: l, roadCode: HAENAM.roadCode, buildingMain: b.main, seq: l + 1, key };
      lot.push(lotLine(fixture));
    }
    if (i === 7) lot.push('4682036021|전라남도|해남군||학동리|0|1|0|468203197044|0|1|0|1|||||31|4682036021110210000000001|4682036000');
  }
  return { building: building.join('\r\n') + '\r\n', lot: lot.join('\r\n') + '\r\n' };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-address-parallel-'));
  buildings = [];
  lots = [];
  for (const seed of [1, 2]) {
    const { building, lot } = files(1500, seed);
    buildings.push(join(dir, `build_${seed}.txt`));
    lots.push(join(dir, `jibun_${seed}.txt`));
    writeFileSync(buildings[buildings.length - 1]!, iconv.encode(building, 'cp949'));
    writeFileSync(lots[lots.length - 1]!, iconv.encode(lot, 'cp949'));
  }
  broken = join(dir, 'jibun_broken.txt');
  writeFileSync(broken, iconv.encode(files(50, 3).lot + `${'x|'.repeat(600_000)}\n`, 'cp949'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  db: Db;
  log: string[];
  warnings: string[];
}

async function run(name: string, paths: string[], options: AddressImportOptions): Promise<Outcome & { summary?: Awaited<ReturnType<typeof importAddresses>>; error?: Error }> {
  const db = openDatabase(join(dir, name, 'locus.db'));
  const log: string[] = [];
  const warnings: string[] = [];
  const context: ImportContext = { log: (l) => log.push(l), warn: (l) => warnings.push(l) };
  try {
    const summary = await importAddresses(db, paths, context, { bulkRows: 1000, ...options });
    return { db, log, warnings, summary };
  } catch (error) {
    return { db, log, warnings, error: error as Error };
  }
}

const rows = (db: Db, sql: string): unknown[] => db.prepare(sql).raw().all();

describe('an address import with a lot worker', () => {
  it('stores and reports what the import without one does', async () => {
    const alone = await run('alone', [...lots, ...buildings], { parallelLotBytes: Infinity });
    const beside = await run('beside', [...lots, ...buildings], { parallelLotBytes: 0 });
    for (const db of [alone.db, beside.db]) expect(pendingRows(db)).toBe(0);
    expect(beside.summary).toMatchObject({ rows: alone.summary?.rows, stored: alone.summary?.stored, skipped: 2, generation: alone.summary?.generation });
    expect(beside.log.filter((l) => l.includes('.txt'))).toEqual(alone.log.filter((l) => l.includes('.txt')));
    const reported = (o: Outcome) => o.warnings.filter((l) => l.endsWith('skipped')).sort();
    expect(reported(beside)).toEqual(reported(alone));
    expect(reported(beside)).toHaveLength(2);
    for (const sql of [
      'SELECT * FROM imported_addresses ORDER BY id',
      'SELECT * FROM imported_address_lots ORDER BY building_key, legal_dong_code, emd_key, mountain, main, sub',
      'SELECT kind, file, rows, version, layout FROM data_sources ORDER BY kind, file',
    ]) {
      expect(rows(beside.db, sql)).toEqual(rows(alone.db, sql));
    }
    // The 리 came from the lots the worker wrote.
    expect(rows(beside.db, "SELECT count(*) FROM imported_addresses WHERE ri_name = ''")).toEqual([[0]]);
    const parts = (db: Db) => [...(loadIndex(db, 'addresses') ?? new Map<string, ArrayBuffer>())].map(([name, data]) => [name, Buffer.from(data).toString('base64')]).sort();
    expect(parts(beside.db)).toEqual(parts(alone.db));
    alone.db.close();
    beside.db.close();
  }, 60_000);

  it('fails whole when the worker’s file breaks, leaving no pending row', async () => {
    const failed = await run('broken', [broken, ...buildings], { parallelLotBytes: 0 });
    expect(failed.error?.message).toMatch(/jibun_broken\.txt/);
    expect(rows(failed.db, 'SELECT count(*) FROM imported_addresses WHERE source NOT LIKE \'demo%\'')).toEqual([[0]]);
    expect(pendingRows(failed.db)).toBe(0);
    failed.db.close();
  }, 60_000);
});
