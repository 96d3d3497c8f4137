/**
 * Vector tiles at national size: per-tile time of GET /_locus/tiles/{z}/{x}/{y}.pbf uncached
 * (a fresh tile cache) and cached (the same tiles again), tile sizes, and the process's RSS.
 *
 * Data: a temporary emulator database with the national administrative dongs (../shared/data,
 * 3,554 dongs, via the import CLI) and the national bench's synthetic road network (3,000,000
 * links, bench/national/road-files.ts, via the import CLI). Tiles: a fixed list, up to 20 per
 * zoom 6–16, around Seoul, Busan and the countryside (distinct tiles, fixed seed).
 *
 * Options: `--scale 0.05` runs with 5 % of the road links (a quick check; its figures say
 * nothing about the targets), `--keep` keeps the temporary folder, `--data DIR` measures the
 * database a kept run left in DIR/data instead of building one.
 * Targets (over zooms 6–16): p50 ≤ 20 ms uncached, ≤ 1 ms cached.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../server/app';
import { parseConfig } from '../server/config';
import { openDatabase } from '../server/db/open-database';
import { createDemoServices } from '../server/demo-services';
import { mulberry32 } from '../server/domain/hash';
import { sharedDataFile } from '../server/testing/shared-data';
import { tileAt, type TileId } from '../server/tiles/tile-math';
import { writeRoadFiles } from './national/road-files';

const ROOT = resolve(import.meta.dirname, '..');
const SEED = 20261124;
const NATIONAL_ROADS = 3_000_000;
const PER_ZOOM = 20;
/** Where the tiles are taken: [lon, lat, weight]. */
const PLACES: [name: string, lon: number, lat: number, spreadDeg: number][] = [
  ['Seoul', 126.978, 37.5665, 0.15],
  ['Busan', 129.075, 35.1798, 0.12],
  ['countryside (Gyeongbuk)', 128.5, 36.6, 0.6],
  ['countryside (Jeonnam)', 126.9, 34.9, 0.6],
];

const { values } = parseArgs({ options: { scale: { type: 'string' }, keep: { type: 'boolean' }, data: { type: 'string' } } });
const scale = values.scale === undefined ? 1 : Number(values.scale);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale takes a number in (0, 1]');
const dongs = sharedDataFile('HangJeongDong_ver20250401.geojson.gz', 'bench:tiles');

const dir = values.data ?? (await mkdtemp(join(tmpdir(), 'locus-tiles-')));
const dataDir = join(dir, 'data');
if (!values.data) {
  await mkdir(dataDir);
  await mkdir(join(dir, 'roads'));
}
console.log(`tiles bench${scale < 1 ? ` at scale ${scale} (NOT national size: the figures say nothing about the targets)` : ''}, seed ${SEED}`);

try {
  const env = { ...process.env, LOCUS_DATA_DIR: dataDir };
  let started = performance.now();
  if (!values.data) {
    const roads = await writeRoadFiles(join(dir, 'roads'), Math.round(NATIONAL_ROADS * scale), SEED);
    if (dongs) await runImport(['--admin', dongs], env);
    else console.log('admin dongs: ../shared/data is absent, the tiles have the demo world’s regions only');
    await runImport(['--roads', ...roads.files], env);
    console.log(`data written and imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const db = openDatabase(join(dataDir, 'locus.db'));
  const app = createApp({ config: parseConfig({ LOCUS_DATA_DIR: dataDir }), db, world: createDemoServices(db), consoleDir: null });
  const get = async (t: TileId) => {
    const res = await app.fetch(new Request(`http://localhost/_locus/tiles/${t.z}/${t.x}/${t.y}.pbf`, { headers: { 'accept-encoding': 'gzip' } }));
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 && res.status !== 204) throw new Error(`tile ${t.z}/${t.x}/${t.y}: ${res.status}`);
    return bytes;
  };

  // The first request pays for the land cut and the road classes' indexes (once per process / roads generation).
  started = performance.now();
  await get({ z: 5, x: 27, y: 12 });
  console.log(`first tile (land and sea cut, road class indexes built): ${Math.round(performance.now() - started)} ms`);

  const tiles = tileList();
  const uncached = new Map<number, number[]>();
  const cached = new Map<number, number[]>();
  const sizes = new Map<number, number[]>();
  for (const pass of [uncached, cached]) {
    for (const t of tiles) {
      const t0 = performance.now();
      const bytes = await get(t);
      const ms = performance.now() - t0;
      push(pass, t.z, ms);
      if (pass === uncached) push(sizes, t.z, bytes);
    }
  }
  console.log('zoom  tiles  uncached p50 / p99 ms   cached p50 / p99 ms   gzip size p50 / max KB');
  for (let z = 6; z <= 16; z++) {
    const u = uncached.get(z) ?? [];
    const c = cached.get(z) ?? [];
    const s = sizes.get(z) ?? [];
    console.log(
      `${String(z).padStart(4)}  ${String(u.length).padStart(5)}  ${fmt(pct(u, 50))} / ${fmt(pct(u, 99))}${' '.repeat(12)}${fmt(pct(c, 50))} / ${fmt(pct(c, 99))}${' '.repeat(10)}${(pct(s, 50) / 1024).toFixed(1)} / ${(Math.max(...s) / 1024).toFixed(1)}`,
    );
  }
  const allU = [...uncached.values()].flat();
  const allC = [...cached.values()].flat();
  const p50u = pct(allU, 50);
  const p50c = pct(allC, 50);
  console.log(`all ${allU.length} tiles: uncached p50 ${fmt(p50u)} ms, p99 ${fmt(pct(allU, 99))} ms   target p50 ≤ 20 ms ${p50u <= 20 ? 'OK' : 'MISSED'}`);
  console.log(`                cached p50 ${fmt(p50c)} ms, p99 ${fmt(pct(allC, 99))} ms   target p50 ≤ 1 ms ${p50c <= 1 ? 'OK' : 'MISSED'}`);
  console.log(`RSS ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB (heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB)`);
  db.close();
} finally {
  if (values.keep) console.log(`kept ${dir} (measure it again with --data ${dir})`);
  else if (!values.data) await rm(dir, { recursive: true, force: true });
}

/** Up to PER_ZOOM distinct tiles per zoom 6–16, spread over the places (fixed seed). */
function tileList(): TileId[] {
  const random = mulberry32(SEED);
  const out: TileId[] = [];
  for (let z = 6; z <= 16; z++) {
    const seen = new Set<string>();
    for (let attempt = 0; attempt < PER_ZOOM * 20 && seen.size < PER_ZOOM; attempt++) {
      const [, lon, lat, spread] = PLACES[attempt % PLACES.length]!;
      // Low zooms spread wider, so that there are distinct tiles to take.
      const reach = Math.max(spread, z < 10 ? 2 : 0);
      const t = tileAt(lon + (random() * 2 - 1) * reach, lat + (random() * 2 - 1) * reach * 0.8, z);
      const key = `${t.x}/${t.y}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(t);
    }
  }
  return out;
}

function push(map: Map<number, number[]>, z: number, value: number): void {
  const list = map.get(z) ?? [];
  list.push(value);
  map.set(z, list);
}

function pct(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function fmt(ms: number): string {
  return (ms < 10 ? ms.toFixed(2) : ms.toFixed(1)).padStart(6);
}

function runImport(args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let tail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-2000);
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`import ${args[0]} exited with ${code}:\n${tail}`))));
  });
}
