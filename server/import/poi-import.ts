import { parse as parseCsv } from 'csv-parse/sync';
import { batchedTransaction, type BatchedTransaction } from '../db/batched-transaction';
import type { Db } from '../db/open-database';
import { clearSources, recordSource } from '../national/datasets';
import { beginImportRun } from '../national/import-runs';
import { DEMO_SOURCE } from '../national/demo-shelf';
import { mergePendingPois, publishPois } from '../national/poi-publish';
import { insideKorea, parseDegree, poiId, type PoiRecord } from '../national/poi-records';
import type { PoiColumns } from './import-args';
import type { DatasetImportSummary, ImportContext } from './import-context';
import { findPoiColumns, type PoiColumnIndexes } from './poi-columns';
import { createProgress, createRowReporter, type RowReporter } from './progress';
import { openTextSource } from './text-source';

/** Rows staged per transaction. */
const BATCH_ROWS = 20_000;
/** A quoted field may span lines; a record still open after this many is reported. */
const MAX_RECORD_LINES = 200;

/**
 * `npm run emulator:import -- --pois FILE…`: points of interest from CSV files (CP949 or UTF-8,
 * detected; gzip read as well), streamed line by line. The name, latitude and longitude columns
 * are found by header (poi-columns.ts) or named; rows with an empty name, coordinates that are
 * not numbers or lie outside Korea, a field count other than the header's, or bytes invalid in
 * the file's encoding are reported with file and line and skipped.
 *
 * Records: a line without a double quote is split at its commas; a record with quotes (which may
 * span lines) is parsed by csv-parse. Valid rows are written into the import's pending rows
 * (pending_pois), one transaction per batch, where nothing serves them. All or nothing: one last
 * transaction merges them into imported_pois by their stable id (poi-publish.ts: importing a
 * file again changes nothing and files of other areas add up), sets aside the demo world's POIs
 * of the cells they reach, rebuilds and stores the spatial index of every served POI, records
 * the files and bumps the POI generation
 * (national/import-runs.ts): a running emulator serves the result from its next request, and an
 * import that fails or is killed leaves what was served before it.
 */
export async function importPois(db: Db, files: readonly string[], columns: PoiColumns, context: ImportContext): Promise<DatasetImportSummary> {
  const progress = createProgress('POIs', context.warn);
  const reporter = createRowReporter(context.warn);
  // Larger page cache and no fsync per pending batch while importing (WAL keeps it consistent).
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  const synchronous = db.pragma('synchronous', { simple: true }) as number;
  db.pragma('cache_size = -262144');
  db.pragma('synchronous = NORMAL');
  const run = beginImportRun(db, 'POIs', context.warn);
  let batches: BatchedTransaction | undefined;
  try {
    const stage = db.prepare('INSERT INTO pending_pois (seq, id, name, category, lon, lat, source) VALUES (?, ?, ?, ?, ?, ?, ?)');
    // Each row written as it is read, a transaction every BATCH_ROWS (no batch of records is held).
    const batch = batchedTransaction(db, BATCH_ROWS);
    batches = batch;
    const writeRow = (r: PoiRecord, source: string): void => {
      batch.open();
      stage.run(run.next(), r.id, r.name, r.category, r.lon, r.lat, source);
      batch.wrote(1);
    };
    const results: FileResult[] = [];
    let stored = 0;
    for (const path of files) {
      const result = await importPoiFile(path, columns, reporter, writeRow, (n) => progress.add(n));
      batch.finish();
      stored += result.stored;
      results.push(result);
    }
    const merging = performance.now();
    let indexing = merging;
    const generation = run.publish(() => {
      mergePendingPois(db, run);
      for (const r of results) recordSource(db, { kind: 'pois', file: r.file, rows: r.stored, version: r.version, layout: r.layout });
      indexing = performance.now();
      return publishPois(db);
    });
    const totals = progress.finish();
    context.log(`POIs: merged in ${((indexing - merging) / 1000).toFixed(1)} s, index built in ${((performance.now() - indexing) / 1000).toFixed(1)} s`);
    return { rows: totals.rows, stored, skipped: reporter.skipped, seconds: totals.seconds, rowsPerSecond: totals.rowsPerSecond, generation };
  } catch (error) {
    // An open batch is rolled back before the run's rows are discarded.
    batches?.abort();
    throw error;
  } finally {
    run.discard();
    db.pragma(`cache_size = ${cacheSize}`);
    db.pragma(`synchronous = ${synchronous}`);
  }
}

interface FileResult {
  file: string;
  stored: number;
  version: string;
  layout: string;
}

async function importPoiFile(
  path: string,
  given: PoiColumns,
  reporter: RowReporter,
  write: (record: PoiRecord, source: string) => void,
  read: (rows: number) => void,
): Promise<FileResult> {
  const source = await openTextSource(path);
  const file = source.file;
  let header: string[] | null = null;
  let at: PoiColumnIndexes | null = null;
  let stored = 0;
  let version = '';
  let lastAsOf: string | null = null;
  const invalidBytes = `bytes invalid in ${source.encoding === 'cp949' ? 'CP949 (EUC-KR)' : 'UTF-8'}`;

  const take = (cells: string[], line: number, invalid: boolean): void => {
    if (!header || !at) {
      header = cells;
      at = findPoiColumns(cells, given, file);
      return;
    }
    read(1);
    if (cells.length !== header.length) {
      reporter.skip(file, line, `${cells.length} fields, the header has ${header.length}`);
      return;
    }
    if (invalid) {
      reporter.skip(file, line, invalidBytes);
      return;
    }
    const name = cells[at.name]!.trim();
    if (name === '') {
      reporter.skip(file, line, `empty name (${header[at.name]})`);
      return;
    }
    const lat = parseDegree(cells[at.lat]);
    const lon = parseDegree(cells[at.lon]);
    if (Number.isNaN(lat) || Number.isNaN(lon)) {
      reporter.skip(file, line, `coordinates are not numbers (${header[at.lat]} '${cells[at.lat]}', ${header[at.lon]} '${cells[at.lon]}')`);
      return;
    }
    if (!insideKorea(lon, lat)) {
      reporter.skip(file, line, `coordinates outside Korea (lat ${lat}, lon ${lon})`);
      return;
    }
    const category = at.category === -1 ? '' : cells[at.category]!.trim();
    if (at.asOf !== -1) {
      // Rows mostly share their as-of date: a cell like the last one read changes nothing.
      const cell = cells[at.asOf]!;
      if (cell !== lastAsOf) {
        lastAsOf = cell;
        const asOf = asOfDate(cell);
        if (asOf > version) version = asOf;
      }
    }
    write({ id: poiId(name, lon, lat), name, category, lon, lat }, file);
    stored++;
  };
  const takeQuoted = (text: string, line: number, invalid: boolean): void => {
    let records: string[][];
    try {
      records = parseCsv(text, { relax_column_count: true, relax_quotes: true }) as string[][];
    } catch (error) {
      if (header) read(1);
      reporter.skip(file, line, `not CSV: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const cells of records) take(cells, line, invalid);
  };

  // A record whose quoted field continues on the next line(s).
  let open: { text: string; line: number; lines: number; invalid: boolean } | null = null;
  for await (const { text, number, invalid } of source.lines()) {
    if (open) {
      open.text += `\n${text}`;
      open.lines++;
      open.invalid ||= invalid;
      if (quotesBalanced(open.text)) {
        takeQuoted(open.text, open.line, open.invalid);
        open = null;
      } else if (open.lines > MAX_RECORD_LINES) {
        reporter.skip(file, open.line, `a quoted field is not closed within ${MAX_RECORD_LINES} lines`);
        open = null;
      }
      continue;
    }
    if (text === '') continue;
    if (!text.includes('"')) take(text.split(','), number, invalid);
    else if (quotesBalanced(text)) takeQuoted(text, number, invalid);
    else open = { text, line: number, lines: 1, invalid };
  }
  if (open) reporter.skip(file, open.line, 'a quoted field is not closed at the end of the file');
  if (!header) throw new Error(`${file}: empty file (no header)`);
  const names = header as string[];
  const found = at as unknown as PoiColumnIndexes;
  const layout = `CSV (${source.encoding === 'cp949' ? 'CP949' : 'UTF-8'}): name ${names[found.name]}, lat ${names[found.lat]}, lon ${names[found.lon]}${found.category === -1 ? '' : `, category ${names[found.category]}`}`;
  return { file, stored, version, layout };
}

function quotesBalanced(text: string): boolean {
  let quotes = 0;
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) quotes++;
  return quotes % 2 === 0;
}

/** A date cell as YYYY-MM-DD when it holds one (2022-11-30, 2022.11.30, 20221130), else ''. */
function asOfDate(cell: string): string {
  const digits = cell.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}` : '';
}

/** Removes every imported POI and its sources (the demo world's come back); returns how many were removed. */
export function clearPois(db: Db): number {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM imported_pois WHERE source <> ?').run(DEMO_SOURCE).changes;
    clearSources(db, 'pois');
    publishPois(db);
    return removed;
  })();
}
