/**
 * `npm run bench:batch -- --headless`: `npm run batch` (scripts/batch) as operations staff run
 * it, a child process against an emulator process throttled at N requests per second
 * (LOCUS_RATE_LIMIT_RPS=N) with its cap set to N, reverse-geocoding points of central Seoul:
 * - the rate reached while sending (from its first commit to its exit) as a fraction of N
 *   (target ≥ 0.95; the cap's spacing keeps 2 % of headroom, so 0.98 is the most there is);
 * - its peak resident memory over the run, sampled from /proc (target ≤ 200 MB, and flat: it
 *   reads and writes as it goes, whatever the file's length);
 * - a SIGKILL mid-run, then the same command again: every input row in the output exactly once.
 *
 * BENCH_HEADLESS_RPS (50), BENCH_HEADLESS_ROWS (10000), BENCH_HEADLESS_KILL_ROWS (3000),
 * BENCH_HEADLESS_CONCURRENCY (16: the page's most, so that a slow answer on a busy machine does
 * not leave the cap unused).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { BATCH_NODE_ARGS } from '../scripts/batch/node-args';
import { ROOT, startEmulator } from './emulator-process';

const RPS = Number(process.env.BENCH_HEADLESS_RPS ?? 50);
const ROWS = Number(process.env.BENCH_HEADLESS_ROWS ?? 10_000);
const KILL_ROWS = Number(process.env.BENCH_HEADLESS_KILL_ROWS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_HEADLESS_CONCURRENCY ?? 16);
const KEY_ENV = 'BENCH_HEADLESS_KEY';
const RSS_TARGET_MB = 200;
const RATE_TARGET = 0.95;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

/** Points on a grid over central Seoul (inside the demo world), repeated as often as needed. */
function inputCsv(rows: number): string {
  const lines = ['id,lat,lon'];
  for (let i = 0; i < rows; i++) {
    const k = i % 600;
    lines.push(`${i + 1},${(37.545 + Math.floor(k / 40) * 0.0011).toFixed(6)},${(126.955 + (k % 40) * 0.0013).toFixed(6)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Resident memory of a process, MB (VmRSS), or undefined once it has gone. */
function rssMb(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Input rows committed so far, by the journal's last whole line. */
function committedRows(journal: string): number | undefined {
  if (!existsSync(journal)) return undefined;
  const lines = readFileSync(journal, 'utf8').split('\n').slice(1, -1);
  const last = lines.at(-1);
  return last ? (JSON.parse(last) as { rows: number }).rows : undefined;
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  peakMb: number;
  /** ms from the first commit (the header written: sending starts) to the exit. */
  sendingMs: number;
  totalMs: number;
  rows: number;
}

/** Runs the CLI; `killAt` SIGKILLs it once that many rows are committed. */
async function runCli(args: string[], journal: string, killAt?: number): Promise<Run> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...BATCH_NODE_ARGS, ...args], {
    cwd: ROOT,
    env: { ...process.env, [KEY_ENV]: 'locus-demo-key' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let peakMb = 0;
  let startedAt: number | undefined;
  let over = false;
  void exited.then(() => (over = true));
  while (!over) {
    const mb = child.pid === undefined ? undefined : rssMb(child.pid);
    if (mb !== undefined) peakMb = Math.max(peakMb, mb);
    const rows = committedRows(journal);
    if (startedAt === undefined && rows !== undefined) startedAt = performance.now();
    if (killAt !== undefined && rows !== undefined && rows >= killAt) child.kill('SIGKILL');
    await sleep(100);
  }
  const { code, signal } = await exited;
  const end = performance.now();
  if (code !== 0 && signal !== 'SIGKILL') throw new Error(`npm run batch exited with ${code}:\n${stderr}`);
  return { code, signal, peakMb, sendingMs: end - (startedAt ?? t0), totalMs: end - t0, rows: committedRows(journal) ?? 0 };
}

/** The output's row numbers: each of 1..n exactly once, in order? */
function exactlyOnce(out: string, n: number): { ok: boolean; rows: number; duplicates: number; gaps: number } {
  const data = Papa.parse<string[]>(readFileSync(out, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);
  const seen = new Map<string, number>();
  for (const r of data) seen.set(r[0] ?? '', (seen.get(r[0] ?? '') ?? 0) + 1);
  const duplicates = [...seen.values()].filter((c) => c > 1).length;
  let gaps = 0;
  for (let i = 1; i <= n; i++) if (!seen.has(String(i))) gaps += 1;
  const inOrder = data.every((r, i) => r[0] === String(i + 1));
  return { ok: data.length === n && duplicates === 0 && gaps === 0 && inOrder, rows: data.length, duplicates, gaps };
}

export async function runHeadless(port: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'locus-bench-headless-'));
  const stop = await startEmulator(port, { LOCUS_RATE_LIMIT_RPS: String(RPS) });
  try {
    // Warm the emulator (first requests compile the route), then let its window empty.
    for (let i = 0; i < 3; i++) await fetch(`${base}/tmap/geo/reversegeocoding?version=1&appKey=locus-demo-key&lat=37.5665&lon=126.978`);
    await sleep(1100);
    const common = ['--op', 'reverse', '--base-url', base, '--key-env', KEY_ENV, '--rps', String(RPS), '--concurrency', String(CONCURRENCY), '--progress-every', '30'];

    console.log(`npm run batch against an emulator throttled at ${RPS} rps (cap ${RPS}/s, concurrency ${CONCURRENCY})`);
    const input = join(dir, 'points.csv');
    writeFileSync(input, inputCsv(ROWS));
    const out = join(dir, 'out.csv');
    const run = await runCli([input, ...common, '--out', out], `${out}.journal`);
    const rate = (ROWS * 1000) / run.sendingMs;
    const ratio = rate / RPS;
    console.log(`  rate: ${ROWS} rows in ${(run.sendingMs / 1000).toFixed(1)} s sending (${(run.totalMs / 1000).toFixed(1)} s with start-up) = ${rate.toFixed(2)} rows/s = ${ratio.toFixed(3)} of the cap (target ≥ ${RATE_TARGET}): ${verdict(ratio >= RATE_TARGET)}`);
    console.log(`  memory: peak RSS ${run.peakMb.toFixed(0)} MB over the run (target ≤ ${RSS_TARGET_MB} MB): ${verdict(run.peakMb <= RSS_TARGET_MB)}`);
    const whole = exactlyOnce(out, ROWS);
    console.log(`  output: ${whole.rows} rows, ${whole.duplicates} duplicated, ${whole.gaps} missing: ${verdict(whole.ok)}`);

    const killInput = join(dir, 'kill.csv');
    writeFileSync(killInput, inputCsv(KILL_ROWS));
    const killOut = join(dir, 'kill.csv.out.csv');
    const killAt = Math.round(KILL_ROWS * 0.4);
    const killed = await runCli([killInput, ...common, '--out', killOut], `${killOut}.journal`, killAt);
    const resumed = await runCli([killInput, ...common, '--out', killOut], `${killOut}.journal`);
    const after = exactlyOnce(killOut, KILL_ROWS);
    const wasKilled = killed.signal === 'SIGKILL' && killed.rows < KILL_ROWS;
    console.log(
      `  SIGKILL at ${killed.rows} of ${KILL_ROWS} rows committed, then the same command: ${after.rows} rows, ${after.duplicates} duplicated, ${after.gaps} missing ` +
        `(exit ${resumed.code}): ${verdict(wasKilled && after.ok && resumed.code === 0)}`,
    );
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
