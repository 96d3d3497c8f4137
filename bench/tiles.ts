/**
 * Vector tiles at national size, through a real emulator process (npm start's server, so the
 * tile worker pool is the one in production) on a database with the national data:
 * - the first tile after a restart (a fresh process, its first tile request over HTTP);
 * - per zoom band (z6–9, z10–12, z13–16), p50 and p99 of GET /_locus/tiles/{z}/{x}/{y}.pbf
 *   uncached (first request of each tile) and cached (the same tiles again), and gzip sizes;
 * - a cheap API call's p50 (GET /tmap/geo/coordconvert) idle and while 16 clients fetch
 *   uncached z6–z10 tiles back to back (another fresh process), and their ratio; with the tiles
 *   served and refused busy (503) meanwhile.
 *
 * Data: a temporary emulator database with the national administrative dongs (../shared/data,
 * 3,554 dongs, via the import CLI) and the national bench's synthetic road network (3,000,000
 * links, bench/national/road-files.ts, via the import CLI). Tiles: a fixed list, up to 20 per
 * zoom 6–16, around Seoul, Busan and the countryside (distinct tiles, fixed seed).
 *
 * Options: `--scale 0.05` runs with 5 % of the road links (a quick check; its figures say
 * nothing about the targets), `--keep` keeps the temporary folder, `--data DIR` measures the
 * database a kept run left in DIR/data instead of building one. BENCH_PORT (8799).
 * Targets: uncached p50 ≤ 20 ms and p99 ≤ 150 ms in each band; first tile after a restart
 * ≤ 1 s; cheap call p50 under tile load ≤ 2 × idle.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../server/domain/hash';
import { sharedDataFile } from '../server/testing/shared-data';
import { tileAt, type TileId } from '../server/tiles/tile-math';
import { startEmulator } from './emulator-process';
import { writeRoadFiles } from './national/road-files';

const ROOT = resolve(import.meta.dirname, '..');
const SEED = 20261124;
const NATIONAL_ROADS = 3_000_000;
const PER_ZOOM = 20;
const PORT = Number(process.env.BENCH_PORT ?? 8799);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHEAP = `${ORIGIN}/tmap/geo/coordconvert?version=1&lat=37.5665&lon=126.978&fromCoord=WGS84GEO&toCoord=KATECH&appKey=locus-demo-key`;
const CHEAP_SAMPLES = 60;
const LOAD_CLIENTS = 16;
const BANDS: [from: number, to: number][] = [
  [6, 9],
  [10, 12],
  [13, 16],
];
/** Where the tiles are taken: [name, lon, lat, spread in degrees]. */
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
  const started = performance.now();
  if (!values.data) {
    const roads = await writeRoadFiles(join(dir, 'roads'), Math.round(NATIONAL_ROADS * scale), SEED);
    if (dongs) await runImport(['--admin', dongs], env);
    else console.log('admin dongs: ../shared/data is absent, the tiles have the demo world’s regions only');
    await runImport(['--roads', ...roads.files], env);
    console.log(`data written and imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  // A fresh process on the imported data: its first tile pays for whatever loads on first use.
  let stop = await startEmulator(PORT, { LOCUS_DATA_DIR: dataDir });
  try {
    const t0 = performance.now();
    await getTile({ z: 10, x: 873, y: 396 });
    const first = performance.now() - t0;
    console.log(`first tile after a restart (z10 Seoul, fresh process, HTTP): ${Math.round(first)} ms   target ≤ 1000 ms ${verdict(first <= 1000)}`);

    const tiles = tileList();
    const uncached = new Map<number, number[]>();
    const cached = new Map<number, number[]>();
    const sizes = new Map<number, number[]>();
    for (const pass of [uncached, cached]) {
      for (const t of tiles) {
        const t1 = performance.now();
        const bytes = await getTile(t);
        push(pass, t.z, performance.now() - t1);
        if (pass === uncached) push(sizes, t.z, bytes);
      }
    }
    console.log('zooms   tiles  uncached p50 / p99 ms (target ≤ 20 / ≤ 150)   cached p50 / p99 ms   gzip p50 / max KB');
    for (const [from, to] of BANDS) {
      const pick = (m: Map<number, number[]>) => [...m].filter(([z]) => z >= from && z <= to).flatMap(([, v]) => v);
      const u = pick(uncached);
      const c = pick(cached);
      const s = pick(sizes);
      const ok = pct(u, 50) <= 20 && pct(u, 99) <= 150;
      console.log(
        `z${from}–${to}`.padEnd(7) +
          `${String(u.length).padStart(6)}  ${fmt(pct(u, 50))} / ${fmt(pct(u, 99))} ${verdict(ok).padEnd(6)}${' '.repeat(22)}${fmt(pct(c, 50))} / ${fmt(pct(c, 99))}     ${(pct(s, 50) / 1024).toFixed(1)} / ${(Math.max(...s) / 1024).toFixed(1)}`,
      );
    }
    const allC = [...cached.values()].flat();
    console.log(`cached, all ${allC.length} tiles: p50 ${fmt(pct(allC, 50))} ms (over HTTP: a request's own cost included)`);
  } finally {
    stop();
  }

  // Another fresh process, so that the load's tiles are all uncached.
  stop = await startEmulator(PORT, { LOCUS_DATA_DIR: dataDir });
  try {
    await getTile({ z: 10, x: 873, y: 396 });
    await cheapCalls(10);
    const idle = await cheapCalls(CHEAP_SAMPLES);
    const queue = loadTiles();
    const tally = { served: 0, busy: 0 };
    let loading = true;
    const clients = Array.from({ length: LOAD_CLIENTS }, async () => {
      for (let t = queue.pop(); loading && t; t = queue.pop()) {
        const res = await fetch(tileUrl(t), { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        if (res.status === 503) tally.busy++;
        else tally.served++;
      }
    });
    // Only calls made while tiles are still being asked count.
    const loaded = await cheapCalls(CHEAP_SAMPLES, () => queue.length > 0);
    const ranOut = queue.length === 0;
    loading = false;
    await Promise.all(clients);
    const ratio = pct(loaded, 50) / pct(idle, 50);
    console.log(`cheap call (coordconvert) p50 idle ${fmt(pct(idle, 50))} ms, p99 ${fmt(pct(idle, 99))} ms`);
    console.log(
      `  while ${LOAD_CLIENTS} clients fetch uncached z6–z10 tiles: p50 ${fmt(pct(loaded, 50))} ms, p99 ${fmt(pct(loaded, 99))} ms, max ${fmt(Math.max(...loaded))} ms (${loaded.length} calls)`,
    );
    console.log(`  ratio ${ratio.toFixed(2)}×   target ≤ 2× ${verdict(ratio <= 2)}   (tiles meanwhile: ${tally.served} served, ${tally.busy} refused busy${ranOut ? `; the ${LOAD_CLIENTS} clients ran out of tiles after ${loaded.length} calls` : ''})`);
  } finally {
    stop();
  }
} finally {
  if (values.keep) console.log(`kept ${dir} (measure it again with --data ${dir})`);
  else if (!values.data) await rm(dir, { recursive: true, force: true });
}

function tileUrl(t: TileId): string {
  return `${ORIGIN}/_locus/tiles/${t.z}/${t.x}/${t.y}.pbf`;
}

/** One tile, gzip accepted; its bytes on the wire. */
async function getTile(t: TileId): Promise<number> {
  const res = await fetch(tileUrl(t), { headers: { 'accept-encoding': 'gzip' } });
  // fetch inflates the body: the bytes on the wire are the Content-Length of the gzip answer.
  const inflated = (await res.arrayBuffer()).byteLength;
  const bytes = res.headers.get('content-encoding') === 'gzip' ? Number(res.headers.get('content-length') ?? inflated) : inflated;
  if (res.status !== 200 && res.status !== 204) throw new Error(`tile ${t.z}/${t.x}/${t.y}: ${res.status}`);
  return bytes;
}

/** `count` cheap calls one after another (fewer if `more` turns false). */
async function cheapCalls(count: number, more: () => boolean = () => true): Promise<number[]> {
  const out: number[] = [];
  while (out.length < count && more()) {
    const t0 = performance.now();
    const res = await fetch(CHEAP);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`coordconvert answered ${res.status}`);
    out.push(performance.now() - t0);
  }
  return out;
}

/** Every z6–z10 tile over South Korea, shuffled (fixed seed): the load's uncached tiles. */
function loadTiles(): TileId[] {
  const out: TileId[] = [];
  for (let z = 6; z <= 10; z++) {
    const a = tileAt(124.6, 38.6, z);
    const b = tileAt(129.6, 33.1, z);
    for (let x = a.x; x <= b.x; x++) for (let y = a.y; y <= b.y; y++) out.push({ z, x, y });
  }
  const random = mulberry32(SEED + 1);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function verdict(ok: boolean): string {
  return ok ? 'OK' : 'MISSED';
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
