import { statSync } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Db } from '../db/open-database';
import { navigationLineKind, parseNavigationBuilding, parseNavigationLot, type ParseResult } from '../domain/juso-navigation';
import { isStandardHeader, parseStandardRow, STANDARD_COLUMNS } from '../domain/standard-address-csv';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import { rebuildAddressIndex } from '../national/address-index-build';
import { addressWriter, type AddressWriter } from '../national/address-write';
import { bumpDataset, recordSource, saveIndex } from '../national/datasets';
import type { DatasetImportSummary, ImportContext } from './import-context';
import { createProgress, createRowReporter, type Progress, type RowReporter } from './progress';
import { lineTooLong, MAX_LINE_CHARS } from './input-limits';
import { openTextSource, type TextLine, type TextSource } from './text-source';

/**
 * `--addresses FILE…`: road-name addresses with coordinates, each file recognised by its content
 * (never its name):
 * - a juso.go.kr navigation DB building file (건물정보) or related-lot file (관련지번), by the form
 *   of its first lines (server/domain/juso-navigation.ts);
 * - a public-data standard CSV, by its header (server/domain/standard-address-csv.ts).
 * Every file is opened and recognised before anything is written, so an unreadable or
 * unrecognised file (EncodingError, AddressFileError, both naming it) stops the import with
 * nothing changed.
 *
 * Idempotence, and what adds up:
 * - building files are complete per 시군구: after the run, rows of a 시군구 that the run's building
 *   files brought and that are not in them any more are removed (with their lots); rows of other
 *   시군구 stay, so files of other areas add up. The check costs nothing when nothing went: the
 *   rows stored for a 시군구 are counted against the rows the files brought, and only when more
 *   are stored are the files read again for that 시군구's keys;
 * - related-lot files replace the lots of each building they name (the first lot of a building
 *   in the file is its primary lot); they may come before or after their building file;
 * - CSV rows upsert by their key ('csv:' + the normalised road address); nothing is removed.
 * Re-running the same files changes no row. Batches of BATCH rows, one transaction each.
 */
const BATCH = 50_000;
/** SQLite page cache during an import (KiB). */
const IMPORT_CACHE_KIB = 512 * 1024;
/** WAL pages between checkpoints during an import (the default 1,000 checkpoints every 4 MB). */
const IMPORT_CHECKPOINT_PAGES = 50_000;

export class AddressFileError extends Error {
  override readonly name = 'AddressFileError';
}

type FileKind = 'building' | 'lot' | 'csv';

const LAYOUTS: Record<FileKind, string> = {
  building: 'juso navigation DB building file',
  lot: 'juso navigation DB related-lot file',
  csv: 'public-data standard CSV',
};

interface OpenedFile {
  path: string;
  source: TextSource;
  kind: FileKind;
}

/** Recognises a file by its first non-empty lines. */
async function recognise(path: string): Promise<OpenedFile> {
  const source = await openTextSource(path);
  let seen = 0;
  for await (const line of source.lines()) {
    if (line.text.trim() === '') continue;
    seen++;
    const kind = navigationLineKind(line.text);
    if (kind) return { path, source, kind };
    if (seen === 1 && isStandardHeader(csvHeader(line.text))) return { path, source, kind: 'csv' };
    if (seen >= 5) break;
  }
  throw new AddressFileError(
    `${source.file}: not an address file: neither a juso navigation DB building or related-lot file (|-separated, 건물관리번호 in column 11 or 19) ` +
      `nor a standard-data CSV (header with ${STANDARD_COLUMNS.road}, ${STANDARD_COLUMNS.lot}, ${STANDARD_COLUMNS.lat}, ${STANDARD_COLUMNS.lon})`,
  );
}

function csvHeader(text: string): string[] {
  return text.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
}

/** A date in the file name (e.g. '202405', '20240531'), the as-of month juso downloads carry. */
function versionFromName(file: string): string {
  const m = /(?:^|[^\d])(20\d{2})(0[1-9]|1[0-2])(\d{2})?(?:[^\d]|$)/.exec(file);
  if (!m) return '';
  return m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`;
}

interface RunState {
  db: Db;
  writer: AddressWriter;
  progress: Progress;
  reporter: RowReporter;
  warn: (line: string) => void;
  /** Rows written per 시군구 code by building files. */
  buildingCounts: Map<string, number>;
  /** 시군구 codes whose buildings or lots changed (for the 리 fill-in). */
  touched: Set<string>;
  stored: number;
}

export interface AddressImportOptions {
  /** Rows the files must bring for a bulk load (tests lower it). */
  bulkRows?: number;
}

export async function importAddresses(db: Db, files: readonly string[], context: ImportContext, options: AddressImportOptions = {}): Promise<DatasetImportSummary> {
  const opened: OpenedFile[] = [];
  for (const path of files) opened.push(await recognise(path));
  // Buildings before lots: the 리 fill-in reads both; the order on the command line is free.
  const order: FileKind[] = ['building', 'lot', 'csv'];
  opened.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));

  // A bulk load: commits need not wait for the disk (WAL with synchronous=NORMAL stays
  // consistent; a crash loses at most the last batches, which a re-run writes again), the
  // indexes' pages should stay in memory, and the WAL is checkpointed less often. All are put
  // back afterwards.
  const synchronous = db.pragma('synchronous', { simple: true }) as number;
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  const autoCheckpoint = db.pragma('wal_autocheckpoint', { simple: true }) as number;
  db.pragma('synchronous = NORMAL');
  db.pragma(`cache_size = ${-IMPORT_CACHE_KIB}`);
  db.pragma(`wal_autocheckpoint = ${IMPORT_CHECKPOINT_PAGES}`);
  const bulk = isBulk(db, files, options.bulkRows ?? BULK_ROWS);
  const indexes = bulk ? dropSecondaryIndexes(db) : [];
  try {
    return await importOpened(db, opened, context, () => {
      // Indexes come back before the stale-row check and the 리 fill-in, which use them.
      recreateIndexes(db, indexes.splice(0), context);
    });
  } finally {
    recreateIndexes(db, indexes, context);
    db.pragma(`wal_autocheckpoint = ${autoCheckpoint}`);
    db.pragma(`synchronous = ${synchronous}`);
    db.pragma(`cache_size = ${cacheSize}`);
  }
}

/** Bytes per row of the files, roughly (a building line is ~200 bytes, a lot ~120, a CSV row more). */
const BYTES_PER_ROW = 150;
const BULK_ROWS = 200_000;

/**
 * A bulk load (the files bring at least BULK_ROWS rows and at least half as many as are stored):
 * the secondary indexes are dropped and built again at the end, which is several times faster
 * than keeping them up to date row by row in random order.
 */
function isBulk(db: Db, files: readonly string[], bulkRows: number): boolean {
  const incoming = files.reduce((sum, file) => sum + statSync(file).size, 0) / BYTES_PER_ROW;
  const stored = db.prepare('SELECT count(*) FROM imported_addresses').pluck().get() as number;
  return incoming >= bulkRows && incoming >= stored / 2;
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
  db.transaction(() => {
    for (const { name } of indexes) db.exec(`DROP INDEX "${name.replace(/"/g, '""')}"`);
  })();
  return indexes;
}

function recreateIndexes(db: Db, indexes: readonly IndexDefinition[], context: ImportContext): void {
  if (indexes.length === 0) return;
  const started = performance.now();
  db.transaction(() => {
    for (const { sql } of indexes) db.exec(sql);
  })();
  context.log(`address indexes built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function importOpened(db: Db, opened: readonly OpenedFile[], context: ImportContext, loaded: () => void): Promise<DatasetImportSummary> {
  const state: RunState = {
    db,
    writer: addressWriter(db),
    progress: createProgress('addresses', context.warn),
    reporter: createRowReporter(context.warn),
    warn: context.warn,
    buildingCounts: new Map(),
    touched: new Set(),
    stored: 0,
  };
  for (const file of opened) {
    const before = state.stored;
    const { version, rows } =
      file.kind === 'building' ? await importBuildings(state, file) : file.kind === 'lot' ? await importLots(state, file) : await importCsv(state, file);
    recordSource(db, {
      kind: 'addresses',
      file: file.source.file,
      rows: state.stored - before,
      version: version || versionFromName(file.source.file),
      layout: `${LAYOUTS[file.kind]} (${file.source.encoding === 'cp949' ? 'CP949' : 'UTF-8'})`,
    });
    context.log(`${file.source.file}: ${LAYOUTS[file.kind]}, ${rows.toLocaleString('en')} rows, ${(state.stored - before).toLocaleString('en')} stored`);
  }
  loaded();
  const removed = await removeStale(state, opened.filter((f) => f.kind === 'building'));
  if (removed > 0) context.log(`removed ${removed.toLocaleString('en')} address(es) no longer in their 시군구's building file`);
  const filling = performance.now();
  const filled = fillRi(db, state.touched);
  if (filled > 0) context.log(`리 of ${filled.toLocaleString('en')} building(s) taken from their lots in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  const started = performance.now();
  const generation = rebuildAddressIndex(db);
  context.log(`address index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const totals = state.progress.finish();
  return { rows: totals.rows, stored: state.stored, skipped: state.reporter.skipped, seconds: totals.seconds, rowsPerSecond: totals.rowsPerSecond, generation };
}

/**
 * One line of a navigation-DB file, counted and parsed; a line with bytes invalid in the file's
 * encoding, or one that does not parse, is reported with its number and gives null.
 */
function parsedLine<T>(state: RunState, file: OpenedFile, line: TextLine, parse: (text: string) => ParseResult<T>): T | null {
  state.progress.add(1);
  if (line.invalid) {
    state.reporter.skip(file.source.file, line.number, `bytes that are not valid ${file.source.encoding === 'cp949' ? 'CP949' : 'UTF-8'}`);
    return null;
  }
  const parsed = parse(line.text);
  if (!parsed.ok) {
    state.reporter.skip(file.source.file, line.number, parsed.reason);
    return null;
  }
  return parsed.value;
}

async function importBuildings(state: RunState, file: OpenedFile): Promise<{ version: string; rows: number }> {
  const name = file.source.file;
  let batch: AddressRecord[] = [];
  let rows = 0;
  const flush = (): void => {
    if (batch.length === 0) return;
    state.writer.write(batch);
    state.stored += batch.length;
    batch = [];
  };
  for await (const line of file.source.lines()) {
    if (line.text.trim() === '') continue;
    rows++;
    const record = parsedLine(state, file, line, parseNavigationBuilding);
    if (!record) continue;
    record.source = name;
    state.buildingCounts.set(record.sggCode, (state.buildingCounts.get(record.sggCode) ?? 0) + 1);
    state.touched.add(record.sggCode);
    batch.push(record);
    if (batch.length >= BATCH) flush();
  }
  flush();
  return { version: '', rows };
}

async function importLots(state: RunState, file: OpenedFile): Promise<{ version: string; rows: number }> {
  let batch: AddressLotRecord[] = [];
  let starts: string[] = [];
  let previous = '';
  let rows = 0;
  const flush = (): void => {
    if (batch.length === 0) return;
    const lots = batch;
    const keys = starts;
    state.db.transaction(() => {
      state.writer.removeLots(keys);
      state.writer.write([], lots);
    })();
    state.stored += lots.length;
    batch = [];
    starts = [];
  };
  for await (const line of file.source.lines()) {
    if (line.text.trim() === '') continue;
    rows++;
    const lot = parsedLine(state, file, line, parseNavigationLot);
    if (!lot) continue;
    if (lot.buildingKey !== previous) {
      // A building's first lot in the file: its own lot; its old lots are replaced.
      lot.primary = true;
      starts.push(lot.buildingKey);
      previous = lot.buildingKey;
      state.touched.add(line.text.split('|')[8]?.slice(0, 5) ?? '');
    }
    batch.push(lot);
    if (batch.length >= BATCH) flush();
  }
  flush();
  return { version: '', rows };
}

async function importCsv(state: RunState, file: OpenedFile): Promise<{ version: string; rows: number }> {
  const name = file.source.file;
  let records: AddressRecord[] = [];
  let lots: AddressLotRecord[] = [];
  let latest = '';
  let rows = 0;
  const flush = (): void => {
    if (records.length === 0) return;
    state.db.transaction(() => {
      state.writer.removeLots(lots.map((l) => l.buildingKey));
      state.writer.write(records, lots);
    })();
    state.stored += records.length;
    records = [];
    lots = [];
  };
  // pipeline, not pipe: a reading error (a refused file) ends the parser's records with it.
  const parser = pipeline(
    Readable.from(file.source.chunks()),
    parse({
      columns: (header: string[]) => header.map((h) => h.trim()),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      // A record (which quotes may spread over lines) as long as a line may be.
      max_record_size: MAX_LINE_CHARS,
    }),
    () => undefined,
  );
  for await (const item of csvRecords(parser, name)) {
    rows++;
    state.progress.add(1);
    const line = item.info.lines;
    const values = Object.values(item.record).join('');
    if (values.includes('\uFFFD')) {
      state.reporter.skip(name, line, `bytes that are not valid ${file.source.encoding === 'cp949' ? 'CP949' : 'UTF-8'}`);
      continue;
    }
    const parsed = parseStandardRow(item.record);
    if (!parsed.ok) {
      state.reporter.skip(name, line, parsed.reason);
      continue;
    }
    const { record, lot, lotProblem, asOf } = parsed.value;
    if (lotProblem) state.warn(`${name}:${line}: ${lotProblem} — lot left out, the road-name address is kept`);
    if (/^\d{4}-\d{2}-\d{2}$/.test(asOf) && asOf > latest) latest = asOf;
    record.source = name;
    records.push(record);
    if (lot) lots.push(lot);
    if (records.length >= BATCH) flush();
  }
  flush();
  return { version: latest, rows };
}

/** The parser's records; a record over the size limit is refused as an InputLimitError naming the file. */
async function* csvRecords(parser: AsyncIterable<unknown>, file: string): AsyncGenerator<{ record: Record<string, string>; info: { lines: number; invalid_field_length: number } }> {
  try {
    yield* parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number; invalid_field_length: number } }>;
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    if (code === 'CSV_MAX_RECORD_SIZE') throw lineTooLong(file, lines ?? 0, MAX_LINE_CHARS);
    throw error;
  }
}

/**
 * Removes the rows of the 시군구 the building files brought that are not in them any more (module
 * comment). Returns how many went.
 */
async function removeStale(state: RunState, buildingFiles: readonly OpenedFile[]): Promise<number> {
  const { db } = state;
  const count = db.prepare("SELECT count(*) FROM imported_addresses WHERE sgg_code = ? AND building_key NOT LIKE 'csv:%'").pluck();
  const changed: string[] = [];
  for (const [sgg, written] of state.buildingCounts) {
    if ((count.get(sgg) as number) > written) changed.push(sgg);
  }
  if (changed.length === 0) return 0;
  const keep = new Map<string, Set<string>>(changed.map((sgg) => [sgg, new Set<string>()]));
  for (const file of buildingFiles) {
    for await (const line of file.source.lines()) {
      const parsed = line.invalid ? null : parseNavigationBuilding(line.text);
      if (parsed?.ok) keep.get(parsed.value.sggCode)?.add(parsed.value.buildingKey);
    }
  }
  const keys = db.prepare("SELECT building_key FROM imported_addresses WHERE sgg_code = ? AND building_key NOT LIKE 'csv:%'").pluck();
  const del = db.prepare('DELETE FROM imported_addresses WHERE building_key = ?');
  const delLots = db.prepare('DELETE FROM imported_address_lots WHERE building_key = ?');
  let removed = 0;
  for (const [sgg, set] of keep) {
    const stale = (keys.all(sgg) as string[]).filter((k) => !set.has(k));
    db.transaction(() => {
      for (const key of stale) {
        del.run(key);
        delLots.run(key);
      }
    })();
    removed += stale.length;
  }
  return removed;
}

/**
 * Navigation-DB buildings in a 읍·면 get their 리 and 10-digit legal code (리 included) from their
 * primary lot: the building file has no 리 column.
 */
function fillRi(db: Db, sggs: ReadonlySet<string>): number {
  const update = db.prepare(`UPDATE imported_addresses SET
      ri_name = l.ri_name, legal_dong_code = CASE WHEN l.legal_dong_code <> '' THEN l.legal_dong_code ELSE imported_addresses.legal_dong_code END
    FROM (SELECT building_key, ri_name, legal_dong_code FROM imported_address_lots WHERE is_primary = 1 AND ri_name <> '') AS l
    WHERE imported_addresses.sgg_code = ? AND l.building_key = imported_addresses.building_key
      AND imported_addresses.building_key NOT LIKE 'csv:%' AND (imported_addresses.ri_name <> l.ri_name OR imported_addresses.legal_dong_code <> l.legal_dong_code)`);
  return db.transaction(() => {
    let changed = 0;
    for (const sgg of sggs) if (sgg !== '') changed += update.run(sgg).changes;
    return changed;
  })();
}

/** Removes every imported address and lot; returns how many addresses were removed. */
export function clearAddresses(db: Db): number {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM imported_addresses').run().changes;
    db.prepare('DELETE FROM imported_address_lots').run();
    saveIndex(db, 'addresses', {});
    bumpDataset(db, 'addresses');
    return removed;
  })();
}
