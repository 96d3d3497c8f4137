/**
 * Benchmarks, printed as figures and ratios measured in one run (no pass/fail; each target is
 * printed beside its figure with `met` or `NOT met`):
 * - the production build's JavaScript, gzip, and its ratio to maplibre-gl alone;
 * - the JavaScript the first page asks for before its map is idle, against a bare maplibre page
 *   (target: at most 130 kB gzip more);
 * - cold load of the console to map idle, against a bare maplibre page with the same basemap
 *   built the same way, both served by the emulator (median of N runs each; target ≤ 1.15×), at country zoom and
 *   at city zoom (Seoul, Busan), with the national administrative dongs imported from
 *   ../shared/data when that folder is there (said when it is not: the figures are then at demo
 *   size).
 *
 * Usage: npm run bench:load (or npm run bench for all; builds what it needs; needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchChromium, median, ROOT, startEmulator } from './emulator-process';
import { measureGzipJs } from './gzip-size';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** The targets: cold load to map idle at most this many times the bare page's, and the first page's JavaScript at most this much over it (gzip). */
const MAX_LOAD_RATIO = 1.15;
const MAX_EXTRA_JS_KB = 130;
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const SHARED_DONGS = resolve(ROOT, '../shared/data/HangJeongDong_ver20250401.geojson.gz');

/** The views measured: the map's camera in the URL hash, as a user's link would open it. */
const VIEWS = [
  { name: 'country (z6.5)', hash: '#map=6.50/36.300/127.800' },
  { name: 'city: Seoul (z11.2)', hash: '#map=11.20/37.5565/126.9911' },
  { name: 'city: Busan (z12)', hash: '#map=12.00/35.1600/129.0600' },
] as const;

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
  /** JavaScript the first run asked for before its map was idle: gzip bytes (level 9) per file. */
  scripts: Map<string, number>;
  /** Font files the first run asked for before its map was idle: bytes as received. */
  fonts: Map<string, number>;
}

async function timeToIdle(path: string, runs = RUNS): Promise<LoadFigures> {
  const browser = await launchChromium();
  const times: number[] = [];
  const scripts = new Map<string, number>();
  const fonts = new Map<string, number>();
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      // Every script and font the page asks for (modules, chunks, the map worker), as the browser
      // received it, with the time the request started (wall clock, ms).
      const received: { name: string; startedAt: number; size: number; font: boolean }[] = [];
      if (i === 0) {
        page.on('response', (res) => {
          const name = new URL(res.url()).pathname;
          const font = /\.woff2?$/.test(name);
          if (!font && !/\.m?js$/.test(name)) return;
          const startedAt = res.request().timing().startTime;
          pending.push(
            res.body().then(
              (body) => void received.push({ name, startedAt, font, size: font ? body.length : gzipSync(body, { level: 9 }).length }),
              () => undefined,
            ),
          );
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
      // What the page asked for before its map was idle: what it fetches after (the code of
      // answers not asked for yet, the inspector's recorder) is not the first page's.
      const idleAt = (await page.evaluate(() => performance.timeOrigin)) + ms;
      await Promise.all(pending);
      for (const r of received) if (r.startedAt <= idleAt) (r.font ? fonts : scripts).set(r.name, r.size);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, scripts, fonts };
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

  const dataDir = mkdtempSync(join(tmpdir(), 'locus-cold-load-'));
  if (existsSync(SHARED_DONGS)) {
    console.log('\nImporting the national administrative dongs (3,554) …');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', '--admin', SHARED_DONGS], {
      cwd: ROOT,
      env: { ...process.env, LOCUS_DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) throw new Error('the import of the national dongs failed');
  } else {
    console.log('\nNational dongs: ../shared/data is absent, so this runs on the demo world only (NOT the size the target names).');
  }
  const stop = await startEmulator(PORT, { LOCUS_DATA_DIR: dataDir });
  try {
    for (const view of VIEWS) {
      // One load first, not counted, so that both pages meet the emulator's tiles made.
      await timeToIdle(`/explore${view.hash}`, 1);
      const bare = await timeToIdle(`/_bench/index.html${view.hash}`);
      const full = await timeToIdle(`/explore${view.hash}`);
      const ratio = median(full.times) / median(bare.times);
      console.log(`\n== Cold load to map idle, ${view.name} (median of ${RUNS}) ==`);
      console.log(`console:        ${median(full.times).toFixed(0)} ms  (runs: ${full.times.map((x) => x.toFixed(0)).join(', ')})`);
      console.log(`bare maplibre:  ${median(bare.times).toFixed(0)} ms  (runs: ${bare.times.map((x) => x.toFixed(0)).join(', ')})`);
      console.log(`ratio console/bare: ${ratio.toFixed(2)}× (target ≤ ${MAX_LOAD_RATIO}×: ${ratio <= MAX_LOAD_RATIO ? 'met' : 'NOT met'})`);
      if (view === VIEWS[0]) printInitialJs(full, bare);
    }
  } finally {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printInitialJs(fullLoad: LoadFigures, bareLoad: LoadFigures): void {
  const initialConsole = total(fullLoad.scripts);
  const initialBare = total(bareLoad.scripts);
  console.log('\n== Initial JavaScript of the first page (Explore), asked for before the map was idle, gzip ==');
  for (const [name, size] of [...fullLoad.scripts].sort((a, b) => b[1] - a[1])) console.log(`  console ${name}: ${kb(size)}`);
  for (const [name, size] of [...bareLoad.scripts].sort((a, b) => b[1] - a[1])) console.log(`  bare    ${name}: ${kb(size)}`);
  console.log(`console:        ${kb(initialConsole)}`);
  console.log(`bare maplibre:  ${kb(initialBare)}`);
  const extra = initialConsole - initialBare;
  console.log(`difference: +${kb(extra)} (target ≤ +${MAX_EXTRA_JS_KB} kB: ${extra / 1024 <= MAX_EXTRA_JS_KB ? 'met' : 'NOT met'}); ratio ${(initialConsole / initialBare).toFixed(2)}×`);
  console.log(`font files (counted apart, as received): console ${kb(total(fullLoad.fonts))} in ${fullLoad.fonts.size} files, bare ${kb(total(bareLoad.fonts))}`);
}

await main();
