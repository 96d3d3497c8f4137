import type { Db } from '../db/open-database';
import { ADDRESS_COLUMNS, LOT_COLUMNS } from '../db/address-tables';
import { rebuildAddressIndex } from './address-index-build';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import { addressWriter } from './address-write';
import { recordSource, type DataSource } from './datasets';
import { beginImportRun, type ImportRun } from './import-runs';

/**
 * The last transaction of an address import (import-runs.ts publish): the run's pending rows
 * (address-write.ts) become the served addresses, all at once or not at all.
 *
 * - Records upsert by building_key in the order they were read (a later row wins; a row stored
 *   as it is is not written again), then lots: the lots stored for each building the import
 *   brings lots of are replaced by those lots.
 * - Building files are complete per 시군구: rows of a 시군구 that the import's building files
 *   brought and that are not in them any more are removed (with their lots). The check costs
 *   nothing when nothing went: the rows stored for a 시군구 are counted against the rows the files
 *   brought, and only when more are stored are the pending keys compared.
 * - Buildings in a 읍·면 get their 리 from their primary lot (the building file has none).
 * - The files are recorded (data_sources), the spatial index rebuilt and stored, the generation
 *   bumped.
 * A bulk load (BULK_ROWS rows or more, and at least half as many as are stored) drops the
 * address tables' secondary indexes before the upsert and builds them again after it, inside the
 * same transaction: several times faster than keeping them up to date row by row, and readers see
 * the indexes throughout (WAL: they read the last committed state).
 */
export type SourceRecord = Omit<DataSource, 'importedAt'>;

export interface AddressPublication {
  /** Records of navigation-DB building files per 시군구 code. */
  buildingCounts: ReadonlyMap<string, number>;
  /** 시군구 codes whose buildings or lots the import brought (the 리 fill-in). */
  touched: ReadonlySet<string>;
  sources: readonly SourceRecord[];
  /** Records and lots the import brought. */
  rows: number;
  /** Rows for a bulk load (tests lower it). */
  bulkRows?: number;
  log?: (line: string) => void;
  /** Run first inside the last transaction (the demo world's rows replacing their previous version). */
  first?: () => void;
}

export const BULK_ROWS = 200_000;

/** Publishes the run (one transaction); returns the addresses' new generation. */
export function publishAddresses(db: Db, run: ImportRun, p: AddressPublication): number {
  const log = p.log ?? (() => undefined);
  const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);
  return run.publish(() => {
    p.first?.();
    const stored = db.prepare('SELECT count(*) FROM imported_addresses').pluck().get() as number;
    const bulk = p.rows >= (p.bulkRows ?? BULK_ROWS) && p.rows >= stored / 2;
    let started = performance.now();
    const indexes = bulk ? dropSecondaryIndexes(db) : [];
    mergePending(db, run);
    log(`addresses moved into place in ${seconds(started)} s`);
    if (indexes.length > 0) {
      started = performance.now();
      for (const { sql } of indexes) db.exec(sql);
      log(`address indexes built in ${seconds(started)} s`);
    }
    const removed = removeStale(db, run, p.buildingCounts);
    if (removed > 0) log(`removed ${removed.toLocaleString('en')} address(es) no longer in their 시군구's building file`);
    started = performance.now();
    const filled = fillRi(db, p.touched);
    if (filled > 0) log(`리 of ${filled.toLocaleString('en')} building(s) taken from their lots in ${seconds(started)} s`);
    for (const source of p.sources) recordSource(db, source);
    started = performance.now();
    const generation = rebuildAddressIndex(db);
    log(`address index rebuilt in ${seconds(started)} s`);
    return generation;
  });
}

/**
 * Writes addresses and lots as one whole import of rows as they are given (fixtures, tests and
 * benches: no stale rows, no 리 fill-in): pending rows, then published; returns the generation.
 */
export function writeAddresses(
  db: Db,
  records: readonly AddressRecord[],
  lots: readonly AddressLotRecord[] = [],
  sources: readonly SourceRecord[] = [],
  first?: () => void,
): number {
  const run = beginImportRun(db, 'addresses');
  try {
    addressWriter(db, run).write(records, lots);
    return publishAddresses(db, run, { buildingCounts: new Map(), touched: new Set(), sources, rows: records.length + lots.length, first });
  } finally {
    run.discard();
  }
}

interface IndexDefinition {
  name: string;
  sql: string;
}

/** Drops the address tables' own indexes (not the keys) and returns how to build them again. */
function dropSecondaryIndexes(db: Db): IndexDefinition[] {
  const indexes = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('imported_addresses', 'imported_address_lots')")
    .all() as IndexDefinition[];
  for (const { name } of indexes) db.exec(`DROP INDEX "${name.replace(/"/g, '""')}"`);
  return indexes;
}


function mergePending(db: Db, run: ImportRun): void {
  const changed = ADDRESS_COLUMNS.split(',').map((c) => c.trim()).filter((c) => c !== 'building_key');
  db.prepare(`INSERT INTO imported_addresses (${ADDRESS_COLUMNS})
    SELECT ${ADDRESS_COLUMNS} FROM pending_addresses WHERE seq >= ? AND seq < ? ORDER BY seq
    ON CONFLICT (building_key) DO UPDATE SET ${changed.map((c) => `${c} = excluded.${c}`).join(', ')}
    WHERE (${changed.join(', ')}) IS NOT (${changed.map((c) => `excluded.${c}`).join(', ')})`).run(run.first, run.end);
  const lotsStored = db.prepare('SELECT EXISTS (SELECT 1 FROM imported_address_lots)').pluck().get() === 1;
  if (lotsStored) {
    db.prepare('DELETE FROM imported_address_lots WHERE building_key IN (SELECT building_key FROM pending_address_lots WHERE seq >= ? AND seq < ?)').run(run.first, run.end);
  }
  db.prepare(`INSERT INTO imported_address_lots (${LOT_COLUMNS})
    SELECT ${LOT_COLUMNS} FROM pending_address_lots WHERE seq >= ? AND seq < ? ORDER BY seq
    ON CONFLICT DO UPDATE SET is_primary = max(is_primary, excluded.is_primary)`).run(run.first, run.end);
}

/** Removes the rows of the 시군구 the building files brought that are not in them any more; returns how many went. */
function removeStale(db: Db, run: ImportRun, buildingCounts: ReadonlyMap<string, number>): number {
  // The demo world's rows of a 시군구 are not the file's: they are shelved, not removed (demo-shelf.ts).
  const count = db.prepare("SELECT count(*) FROM imported_addresses WHERE sgg_code = ? AND building_key NOT LIKE 'csv:%' AND building_key NOT LIKE 'demo:%'").pluck();
  const changed = [...buildingCounts].filter(([sgg, written]) => (count.get(sgg) as number) > written).map(([sgg]) => sgg);
  if (changed.length === 0) return 0;
  db.exec('CREATE TEMP TABLE address_sggs (sgg_code TEXT PRIMARY KEY) WITHOUT ROWID');
  db.exec('CREATE TEMP TABLE address_kept (building_key TEXT PRIMARY KEY) WITHOUT ROWID');
  db.exec('CREATE TEMP TABLE address_stale (building_key TEXT PRIMARY KEY) WITHOUT ROWID');
  try {
    const sgg = db.prepare('INSERT INTO temp.address_sggs (sgg_code) VALUES (?)');
    for (const code of changed) sgg.run(code);
    db.prepare(`INSERT OR IGNORE INTO temp.address_kept SELECT building_key FROM pending_addresses
      WHERE seq >= ? AND seq < ? AND building_key NOT LIKE 'csv:%' AND sgg_code IN (SELECT sgg_code FROM temp.address_sggs)`).run(run.first, run.end);
    db.exec(`INSERT INTO temp.address_stale SELECT building_key FROM imported_addresses
      WHERE sgg_code IN (SELECT sgg_code FROM temp.address_sggs) AND building_key NOT LIKE 'csv:%' AND building_key NOT LIKE 'demo:%'
        AND building_key NOT IN (SELECT building_key FROM temp.address_kept)`);
    db.exec('DELETE FROM imported_address_lots WHERE building_key IN (SELECT building_key FROM temp.address_stale)');
    return db.prepare('DELETE FROM imported_addresses WHERE building_key IN (SELECT building_key FROM temp.address_stale)').run().changes;
  } finally {
    db.exec('DROP TABLE temp.address_sggs');
    db.exec('DROP TABLE temp.address_kept');
    db.exec('DROP TABLE temp.address_stale');
  }
}

/**
 * Navigation-DB buildings in a 읍·면 get their 리 and 10-digit legal code (리 included) from their
 * primary lot: the building file has no 리 column. One statement for every 시군구 touched, led by
 * the primary lots that have a 리 (one pass over the lots, a key look-up per such lot) rather than
 * by each 시군구's buildings (a lot look-up per building, most of them in a 동 and without a 리).
 */
function fillRi(db: Db, sggs: ReadonlySet<string>): number {
  if (![...sggs].some((sgg) => sgg !== '')) return 0;
  db.exec('CREATE TEMP TABLE address_ri_sggs (sgg_code TEXT PRIMARY KEY) WITHOUT ROWID');
  try {
    const add = db.prepare('INSERT OR IGNORE INTO temp.address_ri_sggs (sgg_code) VALUES (?)');
    for (const sgg of sggs) if (sgg !== '') add.run(sgg);
    // `+sgg_code`: the 시군구 is a filter of the buildings the lots lead to, not where to start.
    return db.prepare(`UPDATE imported_addresses SET
        ri_name = l.ri_name, legal_dong_code = CASE WHEN l.legal_dong_code <> '' THEN l.legal_dong_code ELSE imported_addresses.legal_dong_code END
      FROM (SELECT building_key, ri_name, legal_dong_code FROM imported_address_lots WHERE is_primary = 1 AND ri_name <> '') AS l
      WHERE l.building_key = imported_addresses.building_key AND +imported_addresses.sgg_code IN (SELECT sgg_code FROM temp.address_ri_sggs)
        AND imported_addresses.building_key NOT LIKE 'csv:%' AND (imported_addresses.ri_name <> l.ri_name OR imported_addresses.legal_dong_code <> l.legal_dong_code)`).run().changes;
  } finally {
    db.exec('DROP TABLE temp.address_ri_sggs');
  }
}
