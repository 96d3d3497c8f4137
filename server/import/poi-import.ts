import { once } from 'node:events';
import { parse, type CsvError } from 'csv-parse';
import type { Db } from '../db/open-database';
import { bumpDataset, clearSources, recordSource, saveIndex } from '../national/datasets';
import { buildPoiParts } from '../national/poi-spatial';
import { insideKorea, parseDegree, poiId, type PoiRecord } from '../national/poi-records';
import type { PoiColumns } from './import-args';
import type { DatasetImportSummary, ImportContext } from './import-context';
import { findPoiColumns, type PoiColumnIndexes } from './poi-columns';
import { createProgress, createRowReporter, type RowReporter } from './progress';
import { openTextSource } from './text-source';

/** Rows written per transaction. */
const BATCH_ROWS = 20_000;

/**
 * `npm run emulator:import -- --pois FILE…`: points of interest from CSV files (CP949 or UTF-8,
 * detected; gzip read as well), each streamed through csv-parse. The name, latitude and
 * longitude columns are found by header (poi-columns.ts) or named; rows with an empty name,
 * coordinates that are not numbers or lie outside Korea, a field count other than the
 * header's, or bytes invalid in the file's encoding are reported with file and line and
 * skipped. Rows are upserted by their stable id (one POI per name and place), so importing a
 * file again changes nothing and files of other areas add up. At the end the spatial index of
 * every imported POI is rebuilt and stored, and the POI generation bumped: a running emulator
 * serves the result from its next request.
 */
export async function importPois(db: Db, files: readonly string[], columns: PoiColumns, context: ImportContext): Promise<DatasetImportSummary> {
  const progress = createProgress('POIs', context.warn);
  const reporter = createRowReporter(context.warn);
  const upsert = db.prepare(
    `INSERT INTO imported_pois (id, name, category, lon, lat, source) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, category = excluded.category, lon = excluded.lon, lat = excluded.lat, source = excluded.source
     WHERE name IS NOT excluded.name OR category IS NOT excluded.category OR lon IS NOT excluded.lon OR lat IS NOT excluded.lat OR source IS NOT excluded.source`,
  );
  const writeBatch = db.transaction((records: readonly PoiRecord[], source: string) => {
    for (const r of records) upsert.run(r.id, r.name, r.category, r.lon, r.lat, source);
  });

  let stored = 0;
  for (const path of files) {
    const result = await importPoiFile(path, columns, reporter, (records, source) => {
      writeBatch(records, source);
      progress.add(records.length);
    });
    stored += result.stored;
    recordSource(db, { kind: 'pois', file: result.file, rows: result.stored, version: result.version, layout: result.layout });
  }
  const generation = rebuildPoiIndex(db);
  const totals = progress.finish();
  return { rows: totals.rows + reporter.skipped, stored, skipped: reporter.skipped, seconds: totals.seconds, rowsPerSecond: totals.rowsPerSecond, generation };
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
  write: (records: readonly PoiRecord[], source: string) => void,
): Promise<FileResult> {
  const source = await openTextSource(path);
  const file = source.file;
  let header: string[] | null = null;
  let at: PoiColumnIndexes | null = null;
  let batch: PoiRecord[] = [];
  let stored = 0;
  let version = '';
  let failure: unknown = null;

  const take = (cells: string[], line: number): void => {
    if (!header || !at) {
      header = cells;
      at = findPoiColumns(cells, given, file);
      return;
    }
    if (cells.length !== header.length) {
      if (cells.length === 1 && cells[0]!.trim() === '') return; // a blank line
      reporter.skip(file, line, `${cells.length} fields, the header has ${header.length}`);
      return;
    }
    if (cells.some((c) => c.includes('\uFFFD'))) {
      reporter.skip(file, line, `bytes invalid in ${source.encoding === 'cp949' ? 'CP949 (EUC-KR)' : 'UTF-8'}`);
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
      const asOf = asOfDate(cells[at.asOf]!);
      if (asOf > version) version = asOf;
    }
    batch.push({ id: poiId(name, lon, lat), name, category, lon, lat });
    stored++;
    if (batch.length >= BATCH_ROWS) {
      write(batch, file);
      batch = [];
    }
  };

  const parser = parse({
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    bom: true,
    on_skip: (error: CsvError | undefined) => {
      reporter.skip(file, Number(error?.lines ?? 0), `not CSV: ${error?.message ?? 'unreadable record'}`);
      return undefined;
    },
    on_record: (record: string[], context) => {
      if (failure === null) {
        try {
          take(record, Number(context.lines));
        } catch (error) {
          failure = error;
        }
      }
      return null;
    },
  });
  parser.resume();
  const done = once(parser, 'end');
  for await (const chunk of source.chunks()) {
    if (failure !== null) break;
    if (!parser.write(chunk)) await once(parser, 'drain');
  }
  parser.end();
  await done;
  if (failure !== null) throw failure;
  if (!header) throw new Error(`${file}: empty file (no header)`);
  if (batch.length > 0) write(batch, file);
  const names = header as string[];
  const found = at as unknown as PoiColumnIndexes;
  const layout = `CSV (${source.encoding === 'cp949' ? 'CP949' : 'UTF-8'}): name ${names[found.name]}, lat ${names[found.lat]}, lon ${names[found.lon]}${found.category === -1 ? '' : `, category ${names[found.category]}`}`;
  return { file, stored, version, layout };
}

/** A date cell as YYYY-MM-DD when it holds one (2022-11-30, 2022.11.30, 20221130), else ''. */
function asOfDate(cell: string): string {
  const digits = cell.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}` : '';
}

/**
 * Builds the spatial index of every imported POI from the rows (poi-spatial.ts), stores it and
 * bumps the POI generation in one transaction; returns the new generation.
 */
export function rebuildPoiIndex(db: Db): number {
  const count = db.prepare('SELECT count(*) FROM imported_pois').pluck().get() as number;
  const ids = new Float64Array(count);
  const coords = new Float64Array(2 * count);
  let i = 0;
  for (const row of db.prepare('SELECT id, lon, lat FROM imported_pois').raw().iterate() as IterableIterator<[number, number, number]>) {
    if (i >= count) break;
    ids[i] = row[0];
    coords[2 * i] = row[1];
    coords[2 * i + 1] = row[2];
    i++;
  }
  const parts = buildPoiParts(ids.subarray(0, i), coords.subarray(0, 2 * i));
  return db.transaction(() => {
    saveIndex(db, 'pois', parts);
    return bumpDataset(db, 'pois');
  })();
}

/** Removes every imported POI and its sources; returns how many were removed. */
export function clearPois(db: Db): number {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM imported_pois').run().changes;
    clearSources(db, 'pois');
    saveIndex(db, 'pois', {});
    bumpDataset(db, 'pois');
    return removed;
  })();
}
