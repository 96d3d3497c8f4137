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
import { gzipSync } from 'node:zlib';
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

interface LoadFigures {
  times: number[];
  /** JavaScript the first run fetched until map idle: gzip bytes (level 9) per file. */
  scripts: Map<string, number>;
}

async function timeToIdle(path: string): Promise<LoadFigures> {
  const browser = await launchChromium();
  const times: number[] = [];
  const scripts = new Map<string, number>();
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      if (i === 0) {
        // Every script the page loads (modules, chunks, the map worker), as the browser received it.
        page.on('response', (res) => {
          const name = new URL(res.url()).pathname;
          if (!/\.m?js$/.test(name)) return;
          pending.push(res.body().then((body) => void scripts.set(name, gzipSync(body, { level: 9 }).length), () => undefined));
        });
      }
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
      await Promise.all(pending);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, scripts };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function main() {
  console.log('Building the console (production) …');
  await build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'warn' });
  const consoleJs = measureGzipJs(join(ROOT, 'dist', 'assets'));
  console.log('Building the bare maplibre page …');
  const bareDir = await buildBare();
  const bareJs = measureGzipJs(join(bareDir, 'assets'));

  console.log('\n== Whole build (gzip, all JS incl. the map worker and every lazily loaded page) ==');
  console.log(`console:        ${(consoleJs / 1024).toFixed(1)} kB`);
  console.log(`bare maplibre:  ${(bareJs / 1024).toFixed(1)} kB`);
  console.log(`ratio console/bare: ${(consoleJs / bareJs).toFixed(2)}×`);

  const stop = await startEmulator(PORT);
  try {
    // Warm the emulator's basemap cache once so both pages meet the same server state.
    await fetch(`http://127.0.0.1:${PORT}/_locus/tiles/10/873/396.pbf`);
    const bareLoad = await timeToIdle('/_bench/index.html');
    const fullLoad = await timeToIdle('/explore');
    const bare = bareLoad.times;
    const full = fullLoad.times;
    const initialConsole = total(fullLoad.scripts);
    const initialBare = total(bareLoad.scripts);
    console.log('\n== Initial JavaScript of the first page (Explore), fetched until map idle, gzip ==');
    for (const [name, size] of [...fullLoad.scripts].sort((a, b) => b[1] - a[1])) console.log(`  console ${name}: ${kb(size)}`);
    for (const [name, size] of [...bareLoad.scripts].sort((a, b) => b[1] - a[1])) console.log(`  bare    ${name}: ${kb(size)}`);
    console.log(`console:        ${kb(initialConsole)}`);
    console.log(`bare maplibre:  ${kb(initialBare)}`);
    console.log(`difference: +${kb(initialConsole - initialBare)} (budget +150 kB); ratio ${(initialConsole / initialBare).toFixed(2)}×`);
    console.log(`\n== Cold load to map idle (median of ${RUNS}) ==`);
    console.log(`console:        ${median(full).toFixed(0)} ms  (runs: ${full.map((x) => x.toFixed(0)).join(', ')})`);
    console.log(`bare maplibre:  ${median(bare).toFixed(0)} ms  (runs: ${bare.map((x) => x.toFixed(0)).join(', ')})`);
    console.log(`ratio console/bare: ${(median(full) / median(bare)).toFixed(2)}×`);
  } finally {
    stop();
  }
}

await main();
