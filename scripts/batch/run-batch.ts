/**
 * `npm run batch`: a CSV through one lookup with the Batch page's own model — rows read and
 * prepared as the page prepares them (mapping.ts, job.ts), sent by the page's runner (runner.ts:
 * its rate cap, concurrency and retry policy) through the console's client, each row written with
 * the page's export columns (export.ts) — but streamed: the input is read in slices of
 * SLICE_ROWS rows, each slice runs to its end under one rate gate kept across slices, and rows
 * are written in input order as they end. The journal (journal.ts) makes any stop resumable.
 */
import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { basename } from 'node:path';
import { ApiClient } from '../../src/api/client';
import { redactText, type Secrets } from '../../src/api/redact';
import { realClock } from '../../src/features/batch/model/clock';
import { exportColumns, exportRowCells } from '../../src/features/batch/model/export';
import { createJob, type BatchRowState } from '../../src/features/batch/model/job';
import { guessMapping, mappingFits, prepareRow, type ColumnMapping } from '../../src/features/batch/model/mapping';
import { needsAddress, type OperationConfig, type RowResult } from '../../src/features/batch/model/operations';
import { ProgressMeter } from '../../src/features/batch/model/progress';
import { RateGate } from '../../src/features/batch/model/rate-gate';
import { BatchRunner } from '../../src/features/batch/model/runner';
import { describeRowError, rowSender } from '../../src/features/batch/send-row';
import { csvRows } from '../../src/lib/csv';
import { DEMO_CREDENTIALS } from '../../src/session/profiles';
import type { BatchArgs } from './args';
import { describeRowErrorEn } from './describe-error';
import { dataRows, inputShape, scanInput, type InputShape } from './input-stream';
import { commitLine, headLine, journalHead, planResume, type Commit, type RunIdentity } from './journal';
import { progressLine } from './progress-line';

/** Rows held at once: one slice's cells and states. */
const SLICE_ROWS = 1000;
/** How often finished rows are written (and committed), ms. */
const WRITE_EVERY_MS = 250;
/** How often the progress line is redrawn on a terminal, ms. */
const TTY_PROGRESS_MS = 500;

const EXIT = { ok: 0, usage: 1, unreachable: 2, quota: 3, keyRefused: 4, stopped: 130 } as const;

export interface BatchIo {
  env: Readonly<Record<string, string | undefined>>;
  stderr: { write(text: string): unknown; isTTY?: boolean | undefined };
  /** Called with a function that stops the run (the CLI wires it to SIGINT and SIGTERM). */
  onStopRequest?: (stop: () => void) => void;
}

/** An error the run can word for its user: printed, with its exit status, and nothing else. */
class BatchProblem extends Error {
  constructor(
    message: string,
    readonly exit: number,
  ) {
    super(message);
  }
}

/** A column named by --*-col: its exact name, then its name in any case, then its 1-based number. */
export function findColumn(columns: readonly string[], wanted: string): number | undefined {
  const exact = columns.indexOf(wanted);
  if (exact >= 0) return exact;
  const loose = columns.findIndex((c) => c.trim().toLowerCase() === wanted.trim().toLowerCase());
  if (loose >= 0) return loose;
  const n = Number(wanted);
  return Number.isInteger(n) && n >= 1 && n <= columns.length ? n - 1 : undefined;
}

/** The mapping the flags name, or the page's guess from the header and the first row. */
export function resolveMapping(args: Pick<BatchArgs, 'columns' | 'operation'>, shape: Pick<InputShape, 'columns' | 'hasHeader' | 'firstRow'>): ColumnMapping {
  const { columns } = shape;
  const column = (flag: string, wanted: string): number => {
    const at = findColumn(columns, wanted);
    if (at === undefined) throw new BatchProblem(`${flag} ${wanted}: no such column. The columns are: ${columns.map((c, i) => `${i + 1} ${JSON.stringify(c)}`).join(', ')}.`, EXIT.usage);
    return at;
  };
  const c = args.columns;
  let mapping: ColumnMapping;
  if (c.address !== undefined) mapping = { mode: 'address', address: column('--address-col', c.address) };
  else if (c.lat !== undefined && c.lon !== undefined) mapping = { mode: 'latlon', lat: column('--lat-col', c.lat), lon: column('--lon-col', c.lon) };
  else if (c.coord !== undefined) mapping = { mode: 'single', coord: column('--coord-col', c.coord) };
  else mapping = guessMapping({ columns, hasHeader: shape.hasHeader, rows: [shape.firstRow], lines: [] }, args.operation);
  if (!mappingFits(mapping, args.operation, columns.length)) {
    const flags = needsAddress(args.operation) ? '--address-col' : '--lat-col and --lon-col, or --coord-col';
    throw new BatchProblem(`Cannot tell which column to read: name it with ${flags}.`, EXIT.usage);
  }
  return mapping;
}

function describeMapping(mapping: ColumnMapping, columns: readonly string[]): string {
  const name = (i: number) => `${i + 1} ${JSON.stringify(columns[i] ?? '')}`;
  if (mapping.mode === 'address') return `address from column ${name(mapping.address)}`;
  if (mapping.mode === 'latlon') return `lat from column ${name(mapping.lat)}, lon from column ${name(mapping.lon)}`;
  return `coordinate from column ${name(mapping.coord)}`;
}

/** The gateway refused the key: every later row would fail the same way. */
function keyRefused(row: BatchRowState): boolean {
  const e = row.error;
  if (row.status !== 'failed' || e?.scope !== 'errors') return false;
  return e.status === 401 || e.status === 403 || ['UNAUTHORIZED', 'INVALID_API_KEY', 'MISSING_AUTHENTICATION_TOKEN', 'ACCESS_DENIED'].includes(e.code ?? '');
}

/** The output and the journal, written in that order: see journal.ts. */
class Output {
  private commit: Commit;
  constructor(
    private readonly outFd: number,
    private readonly journalFd: number,
    start: Commit,
    private readonly secrets: Secrets,
  ) {
    this.commit = start;
  }

  get rows(): number {
    return this.commit.rows;
  }

  get failed(): number {
    return this.commit.failed;
  }

  /** The byte-order mark (as the page's download has) and the header line. */
  header(columns: readonly string[]): void {
    this.write(`\uFEFF${csvRows([columns])}\r\n`, 0, 0);
  }

  rowsWritten(lines: readonly (readonly string[])[], failed: number): void {
    if (lines.length > 0) this.write(`${csvRows(lines)}\r\n`, lines.length, failed);
  }

  finish(): void {
    this.commit = { ...this.commit, finished: true };
    writeSync(this.journalFd, commitLine(this.commit));
  }

  close(): void {
    closeSync(this.outFd);
    closeSync(this.journalFd);
  }

  private write(text: string, rows: number, failed: number): void {
    const bytes = Buffer.from(redactText(text, this.secrets), 'utf8');
    let at = 0;
    while (at < bytes.length) at += writeSync(this.outFd, bytes, at, bytes.length - at, this.commit.bytes + at);
    this.commit = { rows: this.commit.rows + rows, bytes: this.commit.bytes + bytes.length, failed: this.commit.failed + failed };
    writeSync(this.journalFd, commitLine(this.commit));
  }
}

type SliceEnd = 'done' | 'quota' | 'stopped' | 'keyRefused';

export async function runBatch(args: BatchArgs, io: BatchIo): Promise<number> {
  let secrets: Secrets = {};
  const say = (text: string) => io.stderr.write(redactText(text, secrets));
  try {
    return await run(args, io, (s) => (secrets = s), say);
  } catch (error) {
    if (error instanceof BatchProblem) {
      say(`batch: ${error.message}\n`);
      return error.exit;
    }
    say(`batch: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.usage;
  }
}

async function run(args: BatchArgs, io: BatchIo, setSecrets: (s: Secrets) => void, say: (text: string) => void): Promise<number> {
  let appKey: string = DEMO_CREDENTIALS.appKey;
  if (args.keyEnv !== undefined) {
    const value = io.env[args.keyEnv];
    if (value === undefined || value.trim() === '') throw new BatchProblem(`The environment variable ${args.keyEnv} (--key-env) is not set or is empty: export it with the app key first.`, EXIT.usage);
    appKey = value.trim();
  }
  setSecrets({ appKey });

  if (!existsSync(args.input)) throw new BatchProblem(`The input file ${args.input} does not exist.`, EXIT.usage);
  if (!statSync(args.input).isFile()) throw new BatchProblem(`${args.input} is not a file.`, EXIT.usage);
  const scan = await scanInput(args.input);
  const shape = inputShape(scan, args.header);
  if (shape.rows === 0) throw new BatchProblem(`${args.input} has no data rows.`, EXIT.usage);
  const mapping = resolveMapping(args, shape);
  const config: OperationConfig = { operation: args.operation, fromCoord: args.fromCoord, toCoord: args.toCoord };
  const identity: RunIdentity = { input: { bytes: scan.bytes, sha256: scan.sha256 }, config, mapping, hasHeader: shape.hasHeader, baseUrl: args.baseUrl, maxAttempts: args.settings.maxAttempts };
  const columns = exportColumns(shape.columns, args.operation);

  const journalText = existsSync(args.journal) ? readFileSync(args.journal, 'utf8') : undefined;
  const outputBytes = existsSync(args.out) ? statSync(args.out).size : undefined;
  const plan = planResume({ journal: journalText, journalPath: args.journal, outputBytes, outputPath: args.out, identity, overwrite: args.overwrite });
  if (plan.kind === 'refuse') throw new BatchProblem(plan.message, EXIT.usage);
  if (plan.kind === 'finished') {
    say(`batch: ${args.out} is complete already (${plan.commit.rows} rows, ${plan.commit.failed} failed); nothing to send.\n`);
    return EXIT.ok;
  }

  await checkReachable(args.baseUrl);

  const start = plan.kind === 'resume' ? plan.commit : { rows: 0, bytes: 0, failed: 0 };
  let journalFd: number;
  if (plan.kind === 'fresh') {
    journalFd = openSync(args.journal, 'w');
    const head = journalHead(identity, { inputName: basename(args.input), rows: shape.rows, columns, startedAt: new Date().toISOString() });
    writeSync(journalFd, headLine(head));
  } else {
    journalFd = openSync(args.journal, 'a');
  }
  const outFd = openSync(args.out, existsSync(args.out) ? 'r+' : 'w');
  // Whatever was written after the last commit (rows, half a row) goes: those rows are sent again.
  ftruncateSync(outFd, start.bytes);
  const output = new Output(outFd, journalFd, start, { appKey });
  if (start.bytes === 0) output.header(columns);

  say(
    `batch: ${args.operation} over ${shape.rows.toLocaleString('en-US')} rows of ${args.input} (${describeMapping(mapping, shape.columns)}) → ${args.out}\n` +
      `batch: ${args.baseUrl}, at most ${args.settings.rps} requests/s, ${args.settings.concurrency} at once, ${args.settings.maxAttempts} attempts per row` +
      (start.rows > 0 ? `; resuming after row ${start.rows.toLocaleString('en-US')}` : '') +
      '\n',
  );

  const client = new ApiClient({ baseUrl: args.baseUrl, getCredentials: () => ({ appKey }) });
  const gate = new RateGate(args.settings.rps);
  const meter = new ProgressMeter();
  let current: BatchRunner<RowResult> | undefined;
  let stopping = false;
  io.onStopRequest?.(() => {
    stopping = true;
    current?.pause('user');
  });

  // Progress: rows ended (written, or ended in the slice running), failures, rate and time left.
  let sliceStart = start.rows;
  let failedBefore = start.failed;
  const facts = () => {
    const s = current?.stats;
    const ended = s ? sliceStart + s.done + s.failed : output.rows;
    return { ended, failed: s ? failedBefore + s.failed : output.failed };
  };
  const tty = io.stderr.isTTY === true;
  let lastPrinted = 0;
  const draw = (final: boolean) => {
    const { ended, failed } = facts();
    meter.record(performance.now(), ended);
    const now = performance.now();
    if (!final && !tty && now - lastPrinted < args.progressEveryMs) return;
    lastPrinted = now;
    const line = progressLine({ ended, total: shape.rows, failed, rate: meter.rate(), secondsLeft: meter.secondsLeft(shape.rows - ended) });
    say(tty ? `\r\x1b[2K${line}${final ? '\n' : ''}` : `${line}\n`);
  };
  const ticker = setInterval(() => draw(false), tty ? TTY_PROGRESS_MS : Math.min(TTY_PROGRESS_MS, args.progressEveryMs));

  let end: SliceEnd = 'done';
  let refusal = '';
  try {
    let slice: string[][] = [];
    const runSliceNow = async () => {
      sliceStart = output.rows;
      failedBefore = output.failed;
      end = await runSlice(slice, output.rows);
      slice = [];
    };
    const runSlice = async (cells: string[][], firstIndex: number): Promise<SliceEnd> => {
      const prepared = cells.map((c) => prepareRow(c, mapping, args.fromCoord));
      const { job, rows } = createJob({ id: 'batch', now: 0, source: basename(args.input), config, mapping, settings: args.settings, table: { columns: shape.columns, hasHeader: shape.hasHeader, rows: cells, lines: [] }, prepared });
      let refusedAt: number | undefined;
      const runner = new BatchRunner<RowResult>({
        rows,
        settings: args.settings,
        send: rowSender(client, job),
        describeError: describeRowError,
        clock: realClock,
        gate,
        onRow: (index, row) => {
          if (keyRefused(row)) {
            refusedAt = Math.min(refusedAt ?? index, index);
            runner.pause('user');
          }
        },
      });
      current = runner;
      let next = 0;
      const flush = () => {
        const lines: string[][] = [];
        let failed = 0;
        for (; next < runner.rows.length && next !== refusedAt; next++) {
          const row = runner.rows[next];
          if (!row || (row.status !== 'done' && row.status !== 'failed')) break;
          if (row.status === 'failed') failed += 1;
          lines.push(exportRowCells(args.operation, shape.columns, firstIndex + next + 1, cells[next] ?? [], row, describeRowErrorEn));
        }
        output.rowsWritten(lines, failed);
      };
      const writer = setInterval(flush, WRITE_EVERY_MS);
      try {
        if (!stopping) runner.start();
        while (runner.phase === 'running') await runner.whenIdle();
      } finally {
        clearInterval(writer);
        flush();
      }
      if (refusedAt !== undefined) {
        const e = runner.rows[refusedAt]?.error;
        refusal = `batch: the service refused the key in ${args.keyEnv ?? 'the demo credentials'} (${e?.code ?? e?.status ?? 'refused'}${e?.message ? `: ${e.message}` : ''}). Nothing after row ${output.rows} was written; fix the key and run the same command to resume.\n`;
        return 'keyRefused';
      }
      if (runner.pauseReason === 'quota') return 'quota';
      if (stopping || runner.phase !== 'finished') return 'stopped';
      return 'done';
    };
    for await (const cells of dataRows(args.input, shape, start.rows)) {
      slice.push(cells);
      if (slice.length >= SLICE_ROWS) {
        await runSliceNow();
        if (end !== 'done') break;
      }
    }
    if (end === 'done' && slice.length > 0) await runSliceNow();
  } finally {
    clearInterval(ticker);
    current = undefined;
    draw(true);
  }

  if (end === 'done') {
    output.finish();
    output.close();
    say(`batch: finished: ${output.rows.toLocaleString('en-US')} rows (${output.failed.toLocaleString('en-US')} failed) in ${args.out}\n`);
    return EXIT.ok;
  }
  output.close();
  const resume = 'run the same command again to resume';
  if (end === 'quota') {
    say(`batch: the day's quota is spent (QUOTA_EXCEEDED) after row ${output.rows.toLocaleString('en-US')}. The journal ${args.journal} keeps the place: ${resume} once the quota is renewed (midnight, Korean time).\n`);
    return EXIT.quota;
  }
  if (end === 'keyRefused') {
    say(refusal);
    return EXIT.keyRefused;
  }
  say(`batch: stopped after row ${output.rows.toLocaleString('en-US')} of ${shape.rows.toLocaleString('en-US')}; ${resume}.\n`);
  return EXIT.stopped;
}

/** Any HTTP answer at the base URL will do (no quota is spent): only a failure to connect stops the run. */
async function checkReachable(baseUrl: string): Promise<void> {
  try {
    await fetch(`${baseUrl}/`, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
    throw new BatchProblem(`Cannot reach ${baseUrl} (${cause}). Is the emulator or the proxy started (npm start), and is the address right?`, EXIT.unreachable);
  }
}
