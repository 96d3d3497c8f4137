/**
 * Imported roads at national size, measured on their own (the national bench measures every
 * dataset together): writes the synthetic `.osm.pbf` (road-files.ts, fixed seed) to a temp
 * folder, imports it, then "restarts": a fresh process opens the database, builds the emulator's
 * services and times the first nearToRoad answer, RSS with the roads loaded (beside the same
 * figure for an empty database), and the per-query p50 of WorldServices.nearestRoad at the
 * sample points near roads.
 *
 * Usage: node --import tsx bench/national/roads.ts   (BENCH_ROAD_SEGMENTS, default 3,000,000)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/open-database';
import { createWorldServices } from '../../server/world-services';
import { importRoads } from '../../server/import/road-import';
import { fmt, timeCalls } from '../timing';
import { writeRoadFiles } from './road-files';

const SEGMENTS = Number(process.env['BENCH_ROAD_SEGMENTS'] ?? 3_000_000);
const SEED = 20_260_101;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'locus-bench-roads-'));
  try {
    let t = performance.now();
    const { files, samples } = await writeRoadFiles(dir, SEGMENTS, SEED);
    const bytes = files.reduce((s, f) => s + statSync(f).size, 0);
    console.log(`synthetic network: ${(bytes / 1e6).toFixed(0)} MB of .osm.pbf written in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    writeFileSync(join(dir, 'samples.json'), JSON.stringify(samples));

    const dbPath = join(dir, 'locus.db');
    const db = openDatabase(dbPath);
    t = performance.now();
    const cpu = process.cpuUsage();
    const summary = await importRoads(db, files, { log: (l) => console.log(l), warn: () => undefined });
    const seconds = (performance.now() - t) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    db.close();
    console.log(
      `import: ${summary.rows.toLocaleString('en')} ways (rows) → ${summary.stored.toLocaleString('en')} links in ${seconds.toFixed(1)} s: ` +
        `${Math.round(summary.rows / seconds).toLocaleString('en')} rows/s, ${Math.round(summary.stored / seconds).toLocaleString('en')} links/s (target ≥ 50,000 rows/s)`,
    );
    // On a shared machine the wall clock includes time the process waited for a core.
    console.log(
      `import CPU time: ${cpuSeconds.toFixed(1)} s: ${Math.round(summary.rows / cpuSeconds).toLocaleString('en')} rows per CPU second ` +
        `(wall ${seconds.toFixed(1)} s; the two differ when other processes share the cores)`,
    );
    console.log(`database: ${(statSync(dbPath).size / 1e6).toFixed(0)} MB`);

    const self = fileURLToPath(import.meta.url);
    const empty = join(dir, 'empty.db');
    openDatabase(empty).close();
    const baseline = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, 'restart', empty, join(dir, 'samples.json')], { encoding: 'utf8' })) as Restart;
    const loaded = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, 'restart', dbPath, join(dir, 'samples.json')], { encoding: 'utf8' })) as Restart;
    console.log(
      `restart: first nearToRoad answered ${(loaded.firstAnswerMs / 1000).toFixed(2)} s after opening the database, ${(loaded.firstAnswerCpuMs / 1000).toFixed(2)} s of CPU ` +
        `(target ≤ 10 s; empty database: ${(baseline.firstAnswerMs / 1000).toFixed(2)} s, ${(baseline.firstAnswerCpuMs / 1000).toFixed(2)} s of CPU)`,
    );
    console.log(`RSS with the roads loaded: ${loaded.rssMb.toFixed(0)} MB (empty database: ${baseline.rssMb.toFixed(0)} MB; the roads add ${(loaded.rssMb - baseline.rssMb).toFixed(0)} MB)`);
    console.log(`nearest road p50 ${fmt(loaded.p50)} (p99 ${fmt(loaded.p99)}) over ${samples.length} points near roads, ${loaded.answered} answered (target p50 ≤ 0.05 ms); CPU time per query ${fmt(loaded.cpuMeanMs)} (mean)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Restart {
  firstAnswerMs: number;
  firstAnswerCpuMs: number;
  cpuMeanMs: number;
  rssMb: number;
  p50: number;
  p99: number;
  answered: number;
}

function restart(dbPath: string, samplesPath: string): void {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const db = openDatabase(dbPath);
  const services = createWorldServices(db);
  const samples = JSON.parse(readFileSync(samplesPath, 'utf8')) as { lon: number; lat: number }[];
  const first = samples[0] ?? { lon: 126.978, lat: 37.5665 };
  services.nearestRoad({ ...first, radiusM: 100 });
  const firstAnswerMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const firstAnswerCpuMs = (used.user + used.system) / 1000;
  const points = samples.map((s): [number, number] => [s.lon, s.lat]);
  const { timing, results } = timeCalls(points, (lon, lat) => services.nearestRoad({ lon, lat, radiusM: 100 }), 200);
  // CPU time per query over the same points: what the wall-clock p50 would be with a core to itself.
  const before = process.cpuUsage();
  for (const [lon, lat] of points) services.nearestRoad({ lon, lat, radiusM: 100 });
  const spent = process.cpuUsage(before);
  const cpuMeanMs = (spent.user + spent.system) / 1000 / points.length;
  global.gc?.();
  const rssMb = process.memoryUsage().rss / 1e6;
  process.stdout.write(JSON.stringify({ firstAnswerMs, firstAnswerCpuMs, cpuMeanMs, rssMb, p50: timing.p50, p99: timing.p99, answered: results.filter((r) => r !== null).length }));
  db.close();
}

if (process.argv[2] === 'restart') restart(process.argv[3] ?? '', process.argv[4] ?? '');
else await main();
