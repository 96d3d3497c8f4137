/**
 * The proxy and the replayer under a large answer and under misses (figures and ratios, no
 * pass/fail), all on loopback.
 *
 * 1. Proxy with recording on: a local service (a child process) answers GET /tmap/big with
 *    1 GiB, generated as a stream, and GET /tmap/cheap with a few bytes of JSON. The proxy is
 *    the server as `npm start` runs it (API only, LOCUS_UPSTREAM and LOCUS_RECORD set) in a
 *    child process. The cheap call is timed through the proxy one request at a time, first idle,
 *    then while another child process downloads the 1 GiB answer through the proxy. Prints
 *    both p50s and their ratio (target ≤ 2), the download's rate, the proxy's peak RSS
 *    (VmHWM from /proc, target ≤ 300 MB) and what the recording of the big answer says.
 * 2. Replay: a folder of 5,000 recordings (plus a 256 MiB file that is not read) answers a
 *    replaying server in a child process. A recorded call is timed one at a time, first alone,
 *    then while another client (a child process) sends requests nothing matches (misses) back
 *    to back. Prints
 *    both p50s and their ratio (target ≤ 2), the misses' p50, the start-up time (the folder is
 *    indexed once, before the server answers; compared with an empty folder) and the server's
 *    RSS.
 *
 * Usage: npm run bench:proxy   (BENCH_SAMPLES=200, BENCH_BIG_MIB=1024, BENCH_RECORDINGS=5000,
 * BENCH_HUGE_MIB=256, BENCH_PORT=8799: the server's port; the service takes the next one)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { streamOut } from '../server/testing/stream-out';

const ROOT = resolve(import.meta.dirname, '..');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BIG_BYTES = Number(process.env.BENCH_BIG_MIB ?? 1024) * 2 ** 20;
const RECORDINGS = Number(process.env.BENCH_RECORDINGS ?? 5000);
const HUGE_BYTES = Number(process.env.BENCH_HUGE_MIB ?? 256) * 2 ** 20;
const PORT = Number(process.env.BENCH_PORT ?? 8799);
const SERVICE_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;

// ---------------------------------------------------------------------------------------------
// Child roles: the service, and the client that downloads the big answer.

function runService(port: number, bytes: number): void {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31) & 0xff;
  createServer((req, res) => {
    if (req.url?.startsWith('/tmap/big')) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes) });
      streamOut(res, chunk, bytes);
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
      res.end('{"coordinate":{"lat":"37.5665","lon":"126.9780"}}');
    }
  }).listen(port, '127.0.0.1', () => console.log('ready'));
}

/** Sends requests nothing matches, one after another, until told to stop; prints their count and p50. */
async function runMisses(origin: string): Promise<void> {
  const samples: number[] = [];
  let stopping = false;
  process.on('SIGTERM', () => (stopping = true));
  for (let m = 0; !stopping; m++) samples.push(await timed(`${origin}/tmap/geo/coordconvert?version=1&lat=1.${m}&lon=2&appKey=any`, 404));
  console.log(JSON.stringify({ misses: samples.length, p50: p50(samples) }));
  process.exit(0);
}

function runDownload(url: string): void {
  const t0 = performance.now();
  let bytes = 0;
  httpGet(url, (res) => {
    res.on('data', (chunk: Buffer) => (bytes += chunk.length));
    res.on('close', () => {
      console.log(JSON.stringify({ bytes, seconds: (performance.now() - t0) / 1000, complete: res.complete }));
      process.exit(0);
    });
  }).on('error', (error) => {
    console.log(JSON.stringify({ bytes, seconds: (performance.now() - t0) / 1000, complete: false, error: error.message }));
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers of the orchestrating process.

interface Child {
  process: ChildProcess;
  /** Resolves with the child's stdout once it exits. */
  done: Promise<string>;
}

function child(args: string[], env: Record<string, string> = {}): Child {
  const process_ = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  process_.stdout?.setEncoding('utf8');
  process_.stdout?.on('data', (text: string) => (out += text));
  return { process: process_, done: new Promise((done) => process_.on('exit', () => done(out))) };
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

/** A server as `npm start` runs it, without the console, in a child process. */
async function startServer(env: Record<string, string>): Promise<Child> {
  const server = child(['server/testing/api-only-emulator.ts'], {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOCUS_DATA_DIR: ':memory:',
    LOCUS_RATE_LIMIT_RPS: '0',
    ...env,
  });
  await waitFor(`${ORIGIN}/_locus/health`);
  return server;
}

async function stop(c: Child): Promise<void> {
  c.process.kill('SIGTERM');
  await c.done;
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

function p50(samples: readonly number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function timed(url: string, expectStatus: number): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== expectStatus) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

/** Times `url` one call after another: `count` calls, or for as long as `until` says. */
async function timeCalls(url: string, count: number, until?: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (until ? until() : samples.length < count) samples.push(await timed(url, 200));
  return samples;
}

const ms = (x: number) => `${x.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

// ---------------------------------------------------------------------------------------------
// 1. Proxy with recording on, one client downloading 1 GiB.

async function proxySection(): Promise<void> {
  const recordDir = await mkdtemp(join(tmpdir(), 'locus-bench-record-'));
  const service = child(['bench/proxy.ts', '--role', 'service', '--port', String(SERVICE_PORT), '--bytes', String(BIG_BYTES)]);
  await waitFor(`http://127.0.0.1:${SERVICE_PORT}/tmap/cheap`);
  const server = await startServer({ LOCUS_UPSTREAM: `http://127.0.0.1:${SERVICE_PORT}`, LOCUS_RECORD: recordDir });
  const pid = server.process.pid ?? 0;
  const cheap = `${ORIGIN}/tmap/cheap?appKey=bench-key`;
  try {
    await timeCalls(cheap, 50);
    const idleMemory = memoryOf(pid);
    const idle = await timeCalls(cheap, SAMPLES);
    console.log(`proxy, recording on: cheap call idle p50 ${ms(p50(idle))} (${idle.length} calls); server RSS ${mb(idleMemory.rss)}`);

    let downloading = true;
    let sampledPeak = 0;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss)), 50);
    const download = child(['bench/proxy.ts', '--role', 'download', '--url', `${ORIGIN}/tmap/big?appKey=bench-key`]);
    const result = download.done.then((out) => {
      downloading = false;
      return JSON.parse(out.trim().split('\n').pop() ?? '{}') as { bytes: number; seconds: number; complete: boolean };
    });
    // Let the download get under way before timing.
    await new Promise((r) => setTimeout(r, 300));
    const during = await timeCalls(cheap, 0, () => downloading);
    const got = await result;
    clearInterval(sampler);
    const memory = memoryOf(pid);
    console.log(
      `proxy, recording on: cheap call p50 ${ms(p50(during))} during a ${(BIG_BYTES / 2 ** 30).toFixed(2)} GiB download ` +
        `(${during.length} calls); ratio to idle ${(p50(during) / p50(idle)).toFixed(2)} (target ≤ 2)`,
    );
    console.log(
      `  download: ${got.complete ? 'complete' : 'INCOMPLETE'}, ${(got.bytes / 2 ** 30).toFixed(3)} GiB in ${got.seconds.toFixed(1)} s ` +
        `(${(got.bytes / 1e6 / got.seconds).toFixed(0)} MB/s)`,
    );
    console.log(
      `  server peak RSS ${mb(memory.peak)} (VmHWM; sampled during the download ${mb(sampledPeak)}; idle ${mb(idleMemory.rss)}) (target ≤ 300 MB)`,
    );
    // The recording is written off the request thread: give it a moment.
    let big: { response?: { body?: unknown } } | undefined;
    for (let i = 0; i < 100 && big === undefined; i++) {
      for (const file of (await readdir(recordDir)).filter((f) => f.includes('-tmap-big-'))) {
        big = JSON.parse(await readFile(join(recordDir, file), 'utf8')) as typeof big;
      }
      if (big === undefined) await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`  recording of the big answer: ${JSON.stringify(big?.response?.body ?? 'none written')}`);
  } finally {
    await stop(server);
    await stop(service);
    await rm(recordDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Replay: 5,000 recordings, misses interleaved with hits.

function recordingText(i: number): string {
  return JSON.stringify({
    locusRecording: 1,
    recordedAt: new Date(Date.UTC(2026, 0, 1) + i).toISOString(),
    upstream: 'https://apis.openapi.sk.com',
    durationMs: 20,
    request: { method: 'GET', path: '/tmap/geo/coordconvert', query: [['version', '1'], ['lat', String(37 + i / 10_000)], ['lon', '126.978']], headers: {}, body: { encoding: 'none' }, bodySha256: null, scope: {} },
    response: {
      status: 200,
      contentType: 'application/json;charset=UTF-8',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: { encoding: 'utf8', text: JSON.stringify({ coordinate: { lat: String(37 + i / 10_000), lon: '126.978', pad: 'x'.repeat(800) } }) },
    },
  });
}

/** Seconds from spawning a replaying server until it answers. */
async function replayStartSeconds(dir: string): Promise<number> {
  const t0 = performance.now();
  const server = await startServer({ LOCUS_REPLAY: dir });
  const seconds = (performance.now() - t0) / 1000;
  await stop(server);
  return seconds;
}

async function replaySection(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'locus-bench-replay-'));
  try {
    const emptyStart = await replayStartSeconds(dir);
    for (let start = 0; start < RECORDINGS; start += 500) {
      await Promise.all(
        Array.from({ length: Math.min(500, RECORDINGS - start) }, (_, k) =>
          writeFile(join(dir, `r-${String(start + k).padStart(6, '0')}.json`), recordingText(start + k)),
        ),
      );
    }
    if (HUGE_BYTES > 0) {
      // A large file (a recording made with a much larger LOCUS_RECORD_MAX_BYTES): listed, never read.
      const huge = await open(join(dir, 'zz-huge.json'), 'w');
      const block = Buffer.alloc(2 ** 20, 0x20);
      for (let written = 0; written < HUGE_BYTES; written += block.length) await huge.write(block);
      await huge.close();
    }
    const t0 = performance.now();
    const server = await startServer({ LOCUS_REPLAY: dir });
    const started = (performance.now() - t0) / 1000;
    const pid = server.process.pid ?? 0;
    try {
      const info = (await (await fetch(`${ORIGIN}/_locus/info`)).json()) as { mode: unknown };
      console.log(
        `replay: ${RECORDINGS.toLocaleString('en-US')} recordings${HUGE_BYTES > 0 ? ` and a ${HUGE_BYTES / 2 ** 20} MiB file` : ''}: ` +
          `server answering after ${started.toFixed(1)} s (${emptyStart.toFixed(1)} s with an empty folder); mode ${JSON.stringify(info.mode)}`,
      );
      const hit = (i: number) => `${ORIGIN}/tmap/geo/coordconvert?version=1&lat=${37 + (i % RECORDINGS) / 10_000}&lon=126.978&appKey=any`;
      let n = 0;
      const hits = async (count: number, until?: () => boolean): Promise<number[]> => {
        const samples: number[] = [];
        while (until ? until() : samples.length < count) samples.push(await timed(hit(n++ * 37), 200));
        return samples;
      };
      await hits(100);
      const alone = await hits(SAMPLES);
      // Another client (a child process) sends misses back to back meanwhile.
      const missClient = child(['bench/proxy.ts', '--role', 'misses', '--url', ORIGIN]);
      await new Promise((r) => setTimeout(r, 1000));
      const withMisses = await hits(SAMPLES);
      missClient.process.kill('SIGTERM');
      const missed = JSON.parse((await missClient.done).trim().split('\n').pop() ?? '{}') as { misses: number; p50: number };
      console.log(`replay: recorded call p50 ${ms(p50(alone))} alone (${alone.length} calls)`);
      console.log(
        `replay: recorded call p50 ${ms(p50(withMisses))} while another client sends misses back to back (${withMisses.length} calls; ` +
          `${missed.misses} misses, p50 ${ms(missed.p50)}); ratio to alone ${(p50(withMisses) / p50(alone)).toFixed(2)} (target ≤ 2)`,
      );
      const memory = memoryOf(pid);
      console.log(`  server RSS ${mb(memory.rss)}, peak ${mb(memory.peak)}`);
    } finally {
      await stop(server);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { role: { type: 'string' }, port: { type: 'string' }, bytes: { type: 'string' }, url: { type: 'string' } } });
  if (values.role === 'service') return runService(Number(values.port), Number(values.bytes));
  if (values.role === 'download') return runDownload(values.url ?? '');
  if (values.role === 'misses') return runMisses(values.url ?? '');
  await proxySection();
  await replaySection();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
