import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/emulator';
import { ApiClient } from '../../src/api/client';
import { realClock } from '../../src/features/batch/model/clock';
import { runCsv } from '../../src/features/batch/model/export';
import { readTable } from '../../src/features/batch/model/input-table';
import { createJob } from '../../src/features/batch/model/job';
import { guessMapping, prepareRows } from '../../src/features/batch/model/mapping';
import type { RowResult } from '../../src/features/batch/model/operations';
import { BatchRunner, DEFAULT_SETTINGS } from '../../src/features/batch/model/runner';
import { describeRowError, rowSender } from '../../src/features/batch/send-row';
import { describeRowErrorEn } from './describe-error';
import { BATCH_NODE_ARGS } from './node-args';

/**
 * `npm run batch` as its users run it: a child process against the emulator (a child process
 * too, accepting only a distinctive key). Its output is the Batch page's export of the same rows
 * (the page's model run in this process against the same emulator); SIGKILLed mid-run and run
 * again, it writes every row exactly once; the key is in no file it wrote.
 */

const PORT = Number(process.env.BATCH_CLI_TEST_PORT ?? 8797);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = 'hb-Distinctive-Key-4f1c9e27';
const KEY_ENV = 'LOCUS_BATCH_TEST_KEY';
const ROWS = 36;

let dir = '';
let emulator: ChildProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Points over central Seoul, one unreadable and one outside the service area of WGS84. */
function inputCsv(): string {
  const lines = ['id,lat,lon,note'];
  for (let i = 0; i < ROWS; i++) {
    const lat = (37.55 + Math.floor(i / 6) * 0.004).toFixed(5);
    const lon = (126.97 + (i % 6) * 0.005).toFixed(5);
    if (i === 7) lines.push(`${i + 1},north,${lon},"unreadable, on purpose"`);
    else if (i === 20) lines.push(`${i + 1},95,${lon},=1+1`);
    else lines.push(`${i + 1},${lat},${lon},plain`);
  }
  return `${lines.join('\n')}\n`;
}

function cli(args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> } {
  const child = spawn(process.execPath, [...BATCH_NODE_ARGS, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, [KEY_ENV]: KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout?.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
  return { child, done };
}

/** The page's export of the same input: its model, run in this process against the same emulator. */
async function pageExport(text: string): Promise<string> {
  const table = readTable(text);
  const config = { operation: 'reverse', fromCoord: 'WGS84GEO', toCoord: 'KATECH' } as const;
  const mapping = guessMapping(table, 'reverse');
  const { job, rows } = createJob({ id: 'page', now: 0, source: 'in.csv', config, mapping, settings: DEFAULT_SETTINGS, table, prepared: prepareRows(table, mapping, 'WGS84GEO') });
  const client = new ApiClient({ baseUrl: BASE, getCredentials: () => ({ appKey: KEY }) });
  const runner = new BatchRunner<RowResult>({ rows, settings: { ...DEFAULT_SETTINGS, rps: 50 }, send: rowSender(client, job), describeError: describeRowError, clock: realClock });
  runner.start();
  while (runner.phase === 'running') await runner.whenIdle();
  return runCsv(job, runner.rows, describeRowErrorEn);
}

const dataOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'locus-batch-cli-'));
  const taken = await fetch(`${BASE}/_locus/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use (set BATCH_CLI_TEST_PORT)`);
  emulator = spawn(process.execPath, ['--import', 'tsx', 'server/testing/api-only-emulator.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOCUS_DATA_DIR: ':memory:', LOCUS_RATE_LIMIT_RPS: '0', LOCUS_API_KEYS: KEY },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${BASE}/_locus/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(250);
  }
  throw new Error('emulator did not start');
});

afterAll(() => {
  emulator?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run batch', () => {
  it('killed mid-run and run again: the page export of every row, each exactly once, and the key in no file', async () => {
    const input = join(dir, 'points.csv');
    const out = join(dir, 'out.csv');
    const journal = `${out}.journal`;
    writeFileSync(input, inputCsv());
    const args = [input, '--op', 'reverseGeocoding', '--out', out, '--base-url', BASE, '--key-env', KEY_ENV, '--rps', '6', '--progress-every', '1'];

    // First run: SIGKILL once a few rows are committed, well before the end (36 rows at 6/s take 6 s).
    const first = cli(args);
    for (let i = 0; i < 200; i++) {
      const committed = existsSync(journal) ? readFileSync(journal, 'utf8').trim().split('\n').slice(1) : [];
      const rows = committed.length > 0 ? (JSON.parse(committed.at(-1) ?? '{}') as { rows: number }).rows : 0;
      if (rows >= 6) break;
      await sleep(100);
    }
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.signal).toBe('SIGKILL');
    const partial = dataOf(readFileSync(out, 'utf8'));
    expect(partial.length - 1).toBeGreaterThanOrEqual(6);
    expect(partial.length - 1).toBeLessThan(ROWS);
    // As if the kill had come after a write of rows and before its commit, halfway through a row.
    appendFileSync(out, `999,1,37.5,126.9,plain,done,1,${'half a row '.repeat(10_000)}`);

    // Second run: the same command resumes and finishes.
    const second = await cli(args).done;
    expect(second.stderr).toMatch(/resuming after row \d+/);
    expect(second.code).toBe(0);

    const written = readFileSync(out, 'utf8');
    const rows = dataOf(written);
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: ROWS }, (_, i) => String(i + 1)));

    // The page's export of the same rows: the same columns, and the same cells.
    const page = dataOf(await pageExport(inputCsv()));
    expect(rows[0]).toEqual(page[0]);
    expect(rows).toEqual(page);
    const status = rows[0]?.indexOf('status') ?? -1;
    const code = rows[0]?.indexOf('error_code') ?? -1;
    expect(rows.filter((r) => r[status] === 'failed').map((r) => [r[0], r[code]])).toEqual([
      ['8', 'badLat'],
      ['21', 'implausible'],
    ]);

    // A third run finds the work done and sends nothing.
    const third = await cli(args).done;
    expect(third.code).toBe(0);
    expect(third.stderr).toMatch(/complete already/);

    for (const file of readdirSync(dir)) expect(readFileSync(join(dir, file), 'utf8')).not.toContain(KEY);
    for (const run of [killed, second, third]) expect(run.stderr).not.toContain(KEY);
  });

  it('refuses to resume another run, and says so', async () => {
    const input = join(dir, 'points.csv');
    const out = join(dir, 'out.csv');
    const changed = await cli([input, '--op', 'nearRoad', '--out', out, '--base-url', BASE, '--key-env', KEY_ENV]).done;
    expect(changed.code).toBe(1);
    expect(changed.stderr).toMatch(/belongs to a different run \(operation \(--op\) differs\)/);
    const unset = await cli([input, '--op', 'reverse', '--out', join(dir, 'other.csv'), '--base-url', BASE, '--key-env', 'LOCUS_BATCH_TEST_UNSET']).done;
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/LOCUS_BATCH_TEST_UNSET \(--key-env\) is not set/);
  });
});
