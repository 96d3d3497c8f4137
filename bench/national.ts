/**
 * `npm run bench:national`: the emulator at the size of the country.
 *
 * 1. Writes synthetic files of national size in the real layouts, with a fixed seed, to a
 *    temporary folder: the juso.go.kr navigation-DB building and related-lot files (CP949),
 *    OpenStreetMap roads and a standard-data POI CSV (bench/national/*-files.ts).
 * 2. Imports them with `npm run emulator:import` (a child process per dataset, as a user runs
 *    it), and the national administrative dongs from ../shared/data when that folder is there.
 * 3. Restarts: starts the emulator on that data directory and times its first reverse-geocoding
 *    answer over HTTP.
 * 4. In a fresh process with all of it loaded: p50/p99 per query through the services the
 *    routes call, and the resident memory.
 * Every figure is printed beside its target.
 *
 * Options: `--scale 0.01` runs at 1 % of the national size (a quick check; its figures say
 * nothing about the national targets); `--keep` leaves the temporary folder; `--data DIR` runs
 * steps 3 and 4 again on a folder a `--keep` run left (after a change of the serving side only:
 * the imported data is that run's).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeAddressFiles } from './national/address-files';
import { writePoiFiles } from './national/poi-files';
import { writeRoadFiles } from './national/road-files';

const ROOT = resolve(import.meta.dirname, '..');
const SEED = 20261124;
const NATIONAL = { addresses: 6_400_000, roads: 3_000_000, pois: 1_000_000 };
const SHARED_DONGS = resolve(ROOT, '../shared/data/HangJeongDong_ver20250401.geojson.gz');

const { values } = parseArgs({ options: { scale: { type: 'string' }, keep: { type: 'boolean' }, data: { type: 'string' } } });
const scale = values.scale === undefined ? 1 : Number(values.scale);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale takes a number in (0, 1]');
const counts = {
  addresses: Math.round(NATIONAL.addresses * scale),
  roads: Math.round(NATIONAL.roads * scale),
  pois: Math.round(NATIONAL.pois * scale),
};

if (values.data !== undefined) {
  await measureAgain(resolve(values.data));
  process.exit(0);
}

const dir = await mkdtemp(join(tmpdir(), 'locus-national-'));
const dataDir = join(dir, 'data');
await mkdir(dataDir);
console.log(`national bench${scale < 1 ? ` at scale ${scale} (NOT national size: the figures say nothing about the targets)` : ''}, seed ${SEED}, in ${dir}`);

try {
  // 1. Files.
  for (const sub of ['addresses', 'roads', 'pois']) await mkdir(join(dir, sub));
  const t0 = performance.now();
  const addresses = await writeAddressFiles(join(dir, 'addresses'), counts.addresses, SEED);
  const roads = await writeRoadFiles(join(dir, 'roads'), counts.roads, SEED);
  const pois = await writePoiFiles(join(dir, 'pois'), counts.pois, SEED);
  const sizes = async (files: readonly string[]) => (await Promise.all(files.map((f) => stat(f)))).reduce((s, x) => s + x.size, 0);
  console.log(
    `files written in ${((performance.now() - t0) / 1000).toFixed(1)} s: ` +
      `addresses ${mb(await sizes(addresses.files))} (${addresses.files.length} files), roads ${mb(await sizes(roads.files))}, POIs ${mb(await sizes(pois.files))}`,
  );

  // 2. Imports.
  const env = { ...process.env, LOCUS_DATA_DIR: dataDir };
  if (existsSync(SHARED_DONGS)) {
    const r = await runImport(['--admin', SHARED_DONGS], env);
    console.log(`admin dongs (../shared/data, 3,554 dongs): ${r.seconds.toFixed(1)} s`);
  } else {
    console.log('admin dongs: ../shared/data is absent, reverse geocoding runs without national boundaries');
  }
  const rates: Record<string, number> = {};
  for (const [kind, files] of [['addresses', addresses.files], ['roads', roads.files], ['pois', pois.files]] as const) {
    const r = await runImport([`--${kind}`, ...files], env);
    rates[kind] = r.rowsPerSecond;
    console.log(`import ${kind}: ${r.rows.toLocaleString('en')} rows in ${r.seconds.toFixed(1)} s (wall ${r.wall.toFixed(1)} s) → ${Math.round(r.rowsPerSecond).toLocaleString('en')} rows/s   target ≥ 60,000 rows/s ${r.rowsPerSecond >= 60_000 ? 'MET' : 'MISSED'}`);
  }
  const dbSize = (await stat(join(dataDir, 'locus.db'))).size;
  console.log(`database: ${mb(dbSize)}`);

  const samplesFile = join(dir, 'samples.json');
  await writeFile(samplesFile, JSON.stringify({ addresses: addresses.samples, roads: roads.samples, pois: pois.samples }));
  await restartAndMeasure(env, samplesFile);
} finally {
  if (values.keep) console.log(`kept ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}

/** 3. Restart → first answer; 4. queries and memory in a fresh process. */
async function restartAndMeasure(env: NodeJS.ProcessEnv, samplesFile: string): Promise<void> {
  const samples = JSON.parse(await readFile(samplesFile, 'utf8')) as { addresses: { lon: number; lat: number }[] };
  const sample = samples.addresses[0];
  if (!sample) throw new Error('no address sample');
  const first = await firstAnswer(env, sample.lon, sample.lat);
  console.log(`restart → first reverse-geocoding answer: ${first.seconds.toFixed(2)} s (${first.roadName ? `road address "${first.roadName}"` : 'no road address!'})   target ≤ 3 s ${first.seconds <= 3 ? 'MET' : 'MISSED'}`);
  console.log(`  listening after ${first.listening.toFixed(2)} s; every dataset in memory (hot fields answering) after ${first.warm.toFixed(2)} s`);
  const code = await run(process.execPath, ['--import', 'tsx', '--expose-gc', 'bench/national/measure.ts', samplesFile], env);
  if (code !== 0) throw new Error(`measure exited with ${code}`);
}

async function measureAgain(folder: string): Promise<void> {
  const samplesFile = join(folder, 'samples.json');
  if (!existsSync(join(folder, 'data', 'locus.db')) || !existsSync(samplesFile)) throw new Error(`${folder} is not a folder a --keep run left (data/locus.db and samples.json)`);
  console.log(`national bench again on ${folder} (its imported data; restart and queries only)`);
  await restartAndMeasure({ ...process.env, LOCUS_DATA_DIR: join(folder, 'data') }, samplesFile);
}

interface ImportRun {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  wall: number;
}

/** Runs the import CLI; reads its summary lines ("… N rows read in S s (R rows/s) …"). */
async function runImport(args: readonly string[], env: NodeJS.ProcessEnv): Promise<ImportRun> {
  const started = performance.now();
  let out = '';
  const code = await run(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', ...args], env, (text) => {
    out += text;
  });
  if (code !== 0) throw new Error(`import ${args[0]} exited with ${code}:\n${out.slice(-2000)}`);
  const m = /([\d,]+) rows read in ([\d.]+) s \(([\d,]+) rows\/s\)/.exec(out);
  const wall = (performance.now() - started) / 1000;
  if (!m) return { rows: 0, seconds: wall, rowsPerSecond: 0, wall };
  const num = (s: string | undefined) => Number((s ?? '0').replaceAll(',', ''));
  return { rows: num(m[1]), seconds: num(m[2]), rowsPerSecond: num(m[3]), wall };
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv, onStdout?: (text: string) => void): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, [...args], { cwd: ROOT, env, stdio: ['ignore', onStdout ? 'pipe' : 'inherit', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => onStdout?.(chunk.toString()));
    // Progress lines go to stderr: show the last one in place, keep malformed-row lines.
    let errors = 0;
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        if (/rows read, .* rows\/s/.test(line)) process.stderr.write(`\r  ${line}   `);
        else if (errors++ < 20) process.stderr.write(`\n  ${line}\n`);
      }
    });
    child.on('error', fail);
    child.on('exit', (code) => {
      process.stderr.write('\n');
      done(code ?? 1);
    });
  });
}

/**
 * Starts the API-only emulator on the data and times its first reverse-geocoding answer, when it
 * listened, and when its warm-up had every dataset in memory (server/national/warm-up.ts).
 */
async function firstAnswer(env: NodeJS.ProcessEnv, lon: number, lat: number): Promise<{ seconds: number; roadName: string; listening: number; warm: number }> {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const started = performance.now();
  const since = () => (performance.now() - started) / 1000;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/api-only-emulator.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOCUS_RATE_LIMIT_RPS: '0' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let listening = NaN;
  let warm = NaN;
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (Number.isNaN(listening) && text.includes('Locus emulator')) listening = since();
    if (text.includes('all data loaded')) warm = since();
  });
  try {
    const url = `http://127.0.0.1:${port}/tmap/geo/reversegeocoding?version=1&lat=${lat}&lon=${lon}&appKey=locus-demo-key`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the emulator exited with ${child.exitCode}`);
      try {
        const response = await fetch(url);
        if (response.ok) {
          const body = (await response.json()) as { addressInfo?: { roadName?: string } };
          const seconds = since();
          while (Number.isNaN(warm) && since() < 120) await new Promise((r) => setTimeout(r, 50));
          return { seconds, roadName: body.addressInfo?.roadName ?? '', listening, warm };
        }
      } catch {
        // not listening yet
      }
      if (since() > 120) throw new Error('no answer within 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
  }
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}
