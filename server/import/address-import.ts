import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Db } from '../db/open-database';
import { navigationLineKind, navigationLotSggCode, parseNavigationBuilding, parseNavigationLot, type ParseResult } from '../domain/juso-navigation';
import { isStandardHeader, parseStandardRow, STANDARD_COLUMNS } from '../domain/standard-address-csv';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import { BULK_ROWS, publishAddresses, type SourceRecord } from '../national/address-publish';
import { rebuildAddressIndex } from '../national/address-index-build';
import { addressWriter, type AddressWriter } from '../national/address-write';
import { DEMO_SOURCE } from '../national/demo-shelf';
import { clearSources } from '../national/datasets';
import { beginImportRun } from '../national/import-runs';
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
 * All or nothing: the rows are written as they are read into the import's pending rows (batches
 * of BATCH rows, one transaction each; national/address-write.ts), which nothing serves, and one
 * last transaction makes the whole import served (national/address-publish.ts). An import that
 * fails or is killed leaves what was served before it.
 *
 * Idempotence, and what adds up (address-publish.ts):
 * - building files are complete per 시군구: after the run, rows of a 시군구 that the run's building
 *   files brought and that are not in them any more are removed (with their lots); rows of other
 *   시군구 stay, so files of other areas add up;
 * - related-lot files replace the lots of each building they name (the first lot of a building
 *   in the file is its primary lot); they may come before or after their building file;
 * - CSV rows upsert by their key ('csv:' + the normalised road address); nothing is removed.
 * Re-running the same files changes no row.
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

  // Commits need not wait for the disk (WAL with synchronous=NORMAL stays consistent; a crash
  // loses at most the last batches of pending rows, which nothing serves), the indexes' pages
  // should stay in memory, and the WAL is checkpointed less often. All are put back afterwards.
  const synchronous = db.pragma('synchronous', { simple: true }) as number;
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  const autoCheckpoint = db.pragma('wal_autocheckpoint', { simple: true }) as number;
  db.pragma('synchronous = NORMAL');
  db.pragma(`cache_size = ${-IMPORT_CACHE_KIB}`);
  db.pragma(`wal_autocheckpoint = ${IMPORT_CHECKPOINT_PAGES}`);
  const run = beginImportRun(db, 'addresses', context.warn);
  let writer: AddressWriter | undefined;
  try {
    writer = addressWriter(db, run, BATCH);
    const state: RunState = {
      writer,
      progress: createProgress('addresses', context.warn),
      reporter: createRowReporter(context.warn),
      warn: context.warn,
      buildingCounts: new Map(),
      touched: new Set(),
      stored: 0,
    };
    const sources: SourceRecord[] = [];
    for (const file of opened) {
      const before = state.stored;
      const { version, rows } =
        file.kind === 'building' ? await importBuildings(state, file) : file.kind === 'lot' ? await importLots(state, file) : await importCsv(state, file);
      sources.push({
        kind: 'addresses',
        file: file.source.file,
        rows: state.stored - before,
        version: version || versionFromName(file.source.file),
        layout: `${LAYOUTS[file.kind]} (${file.source.encoding === 'cp949' ? 'CP949' : 'UTF-8'})`,
      });
      context.log(`${file.source.file}: ${LAYOUTS[file.kind]}, ${rows.toLocaleString('en')} rows, ${(state.stored - before).toLocaleString('en')} stored`);
    }
    state.writer.finish();
    const generation = publishAddresses(db, run, {
      buildingCounts: state.buildingCounts,
      touched: state.touched,
      sources,
      rows: state.stored,
      bulkRows: options.bulkRows ?? BULK_ROWS,
      log: context.log,
    });
    const totals = state.progress.finish();
    return { rows: totals.rows, stored: state.stored, skipped: state.reporter.skipped, seconds: totals.seconds, rowsPerSecond: totals.rowsPerSecond, generation };
  } catch (error) {
    // Rows of an open batch are not committed: rolled back before the run's rows are discarded.
    writer?.abort();
    throw error;
  } finally {
    run.discard();
    db.pragma(`wal_autocheckpoint = ${autoCheckpoint}`);
    db.pragma(`synchronous = ${synchronous}`);
    db.pragma(`cache_size = ${cacheSize}`);
  }
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

// Navigation-DB rows are written as they are read (AddressWriter.add, committed every BATCH rows).
async function importBuildings(state: RunState, file: OpenedFile): Promise<{ version: string; rows: number }> {
  const name = file.source.file;
  let rows = 0;
  let lastSgg = '';
  let sggCount = 0;
  const count = (): void => {
    if (sggCount > 0) state.buildingCounts.set(lastSgg, (state.buildingCounts.get(lastSgg) ?? 0) + sggCount);
    sggCount = 0;
  };
  for await (const line of file.source.lines()) {
    if (line.text.trim() === '') continue;
    rows++;
    const record = parsedLine(state, file, line, parseNavigationBuilding);
    if (!record) continue;
    record.source = name;
    // A file lists a 시군구's buildings together: counted per run of one code.
    if (record.sggCode !== lastSgg) {
      count();
      lastSgg = record.sggCode;
      state.touched.add(lastSgg);
    }
    sggCount++;
    state.writer.add(record);
    state.stored++;
  }
  count();
  state.writer.finish();
  return { version: '', rows };
}

async function importLots(state: RunState, file: OpenedFile): Promise<{ version: string; rows: number }> {
  let previous = '';
  let rows = 0;
  for await (const line of file.source.lines()) {
    if (line.text.trim() === '') continue;
    rows++;
    const lot = parsedLine(state, file, line, parseNavigationLot);
    if (!lot) continue;
    if (lot.buildingKey !== previous) {
      // A building's first lot in the file: its own lot (its lots stored before are replaced by the file's).
      lot.primary = true;
      previous = lot.buildingKey;
      state.touched.add(navigationLotSggCode(line.text));
    }
    state.writer.addLot(lot);
    state.stored++;
  }
  state.writer.finish();
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
    state.writer.write(records, lots);
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

/** Removes every imported address and lot, and their sources; returns how many addresses were removed. */
export function clearAddresses(db: Db): number {
  return db.transaction(() => {
    // The demo world's rows stay, and come back where the import had shelved them (demo-shelf.ts).
    const removed = db.prepare('DELETE FROM imported_addresses WHERE source <> ?').run(DEMO_SOURCE).changes;
    db.prepare("DELETE FROM imported_address_lots WHERE building_key NOT LIKE 'demo:%'").run();
    clearSources(db, 'addresses');
    rebuildAddressIndex(db);
    return removed;
  })();
}
