/**
 * Benchmarks, printed as figures and ratios measured in one run (no pass/fail):
 * - the production build's JavaScript, gzip, and its ratio to maplibre-gl alone;
 * - cold load of the console to map idle, against a bare maplibre page with the same basemap
 *   built the same way, both served by the emulator (median of N runs each).
 *
 * Usage: npm run bench:load (or npm run bench for all; builds what it needs; needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { measureGzipJs } from './gzip-size';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 8797);

interface MapWindow {
  locusMap?: { loaded(): boolean; areTilesLoaded(): boolean; once(event: string, listener: () => void): void };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

async function buildBare(): Promise<string> {
  const outDir = join(ROOT, 'dist', '_bench');
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    root: join(ROOT, 'bench', 'bare-map'),
    base: '/_bench/',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}

async function startServer(): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOCUS_DATA_DIR: ':memory:', LOCUS_RATE_LIMIT_RPS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${PORT}/_locus/health`);
      if (r.ok) return () => child.kill('SIGTERM');
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('emulator did not start');
}

async function timeToIdle(path: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${PORT}${path}`);
      await page.waitForFunction(() => (window as unknown as MapWindow).locusMap?.loaded() === true);
      // Time from navigation start until the map first reports idle. (No named inner functions:
      // the TypeScript loader would wrap them in a helper the page does not have.)
      const ms = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            const map = (window as unknown as MapWindow).locusMap;
            if (!map || (map.loaded() && map.areTilesLoaded())) done(performance.now());
            else map.once('idle', () => done(performance.now()));
          }),
      );
      times.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

async function main() {
  console.log('Building the console (production) …');
  await build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'warn' });
  const consoleJs = measureGzipJs(join(ROOT, 'dist', 'assets'));
  console.log('Building the bare maplibre page …');
  const bareDir = await buildBare();
  const bareJs = measureGzipJs(join(bareDir, 'assets'));

  console.log('\n== Build size (gzip, all JS incl. the map worker) ==');
  console.log(`console:        ${(consoleJs / 1024).toFixed(1)} kB`);
  console.log(`bare maplibre:  ${(bareJs / 1024).toFixed(1)} kB`);
  console.log(`ratio console/bare: ${(consoleJs / bareJs).toFixed(2)}×`);

  const stop = await startServer();
  try {
    // Warm the emulator's basemap cache once so both pages meet the same server state.
    await fetch(`http://127.0.0.1:${PORT}/_locus/basemap/districts.geojson`);
    const bare = await timeToIdle('/_bench/index.html');
    const full = await timeToIdle('/explore');
    console.log(`\n== Cold load to map idle (median of ${RUNS}) ==`);
    console.log(`console:        ${median(full).toFixed(0)} ms  (runs: ${full.map((x) => x.toFixed(0)).join(', ')})`);
    console.log(`bare maplibre:  ${median(bare).toFixed(0)} ms  (runs: ${bare.map((x) => x.toFixed(0)).join(', ')})`);
    console.log(`ratio console/bare: ${(median(full) / median(bare)).toFixed(2)}×`);
  } finally {
    stop();
  }
}

await main();
