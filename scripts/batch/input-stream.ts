/**
 * The input CSV read as a stream, as the page reads a pasted or uploaded one (input-table.ts):
 * papaparse with the same delimiter guess, blank lines dropped, a byte-order mark ignored, the
 * header guessed the same way. Never the whole file in memory: a first pass takes its size,
 * SHA-256, row count and width; the second yields its rows one by one.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import Papa from 'papaparse';
import { looksLikeHeader, tableColumns } from '../../src/features/batch/model/input-table';

/** papaparse's options as the page's readTable gives them. */
const parseOptions = (): Papa.ParseConfig => ({ skipEmptyLines: 'greedy', delimitersToGuess: [',', '\t', ';', '|'] });

const CHUNK_BYTES = 8 * 1024;

const blank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** The file's non-blank records, in order (the first one without its byte-order mark). */
async function* records(path: string, onBytes?: (chunk: Buffer) => void): AsyncGenerator<string[]> {
  // Small chunks: papaparse's stream parses what is left of its chunk again each time its reader
  // asks for more rows, which costs the square of the chunk's length.
  const file = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  if (onBytes) file.on('data', (chunk) => onBytes(chunk as Buffer));
  const parser = file.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, parseOptions()));
  file.on('error', (error) => parser.destroy(error));
  let first = true;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (first && record[0] !== undefined) record[0] = record[0].replace(/^\uFEFF/, '');
    first = false;
    if (!blank(record)) yield record;
  }
}

export interface InputScan {
  bytes: number;
  sha256: string;
  /** Non-blank records, a header included. */
  records: number;
  /** The widest record's cells. */
  width: number;
  /** The first two records (a header and the first data row, or two data rows). */
  first: string[] | undefined;
  second: string[] | undefined;
}

export async function scanInput(path: string): Promise<InputScan> {
  const hash = createHash('sha256');
  let bytes = 0;
  const scan: InputScan = { bytes: 0, sha256: '', records: 0, width: 0, first: undefined, second: undefined };
  for await (const record of records(path, (chunk) => {
    hash.update(chunk);
    bytes += chunk.length;
  })) {
    if (scan.records === 0) scan.first = record;
    else if (scan.records === 1) scan.second = record;
    scan.records += 1;
    scan.width = Math.max(scan.width, record.length);
  }
  return { ...scan, bytes, sha256: hash.digest('hex') };
}

export interface InputShape {
  hasHeader: boolean;
  columns: string[];
  /** Data rows. */
  rows: number;
  /** The first data row (for the column guess), padded. */
  firstRow: string[];
}

export function inputShape(scan: InputScan, header: boolean | 'auto'): InputShape {
  const hasHeader = scan.records > 0 && (header === 'auto' ? looksLikeHeader(scan.first ?? []) : header);
  const firstRow = (hasHeader ? scan.second : scan.first) ?? [];
  return {
    hasHeader,
    columns: tableColumns(hasHeader ? scan.first : undefined, scan.width),
    rows: Math.max(0, scan.records - (hasHeader ? 1 : 0)),
    firstRow: pad(firstRow, scan.width),
  };
}

const pad = (cells: readonly string[], width: number) => Array.from({ length: width }, (_, i) => cells[i] ?? '');

/** The data rows after the first `skip`, each padded to `width` cells as the page pads them. */
export async function* dataRows(path: string, shape: InputShape, skip: number): AsyncGenerator<string[]> {
  let seen = shape.hasHeader ? -1 : 0;
  const width = shape.columns.length;
  for await (const record of records(path)) {
    if (seen >= skip) yield pad(record, width);
    seen += 1;
  }
}
