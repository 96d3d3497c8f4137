/**
 * Benchmarks, printed as figures and ratios measured in one run (no pass/fail):
 * - the production build's JavaScript, gzip, and its ratio to maplibre-gl alone;
 * - cold load of the console to map idle, against a bare maplibre page with the same basemap
 *   built the same way, both served by the emulator (median of N runs each).
 *
 * Usage: npm run bench:load (or npm run bench for all; builds what it needs; needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium, median, ROOT, startEmulator } from './emulator-process';
import { measureGzipJs } from './gzip-size';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 8797);

interface MapWindow {
  locusMap?: { loaded(): boolean; areTilesLoaded(): boolean; once(event: string, listener: () => void): void };
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

async function timeToIdle(path: string): Promise<number[]> {
  const browser = await launchChromium();
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

  const stop = await startEmulator(PORT);
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
