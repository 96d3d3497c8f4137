/**
 * Region-lookup benchmark (figures and ratios, no pass/fail): the real national administrative
 * boundaries imported into a temporary database, then the emulator's point-in-region queries on
 * the combined index (demo world + imported regions, as the running emulator serves them) —
 * regionsAt and locate — against brute force (every region's polygon tested), over fixed-seed
 * points across Korea's bounding box and over every dong's interior point.
 *
 * The file: BENCH_ADMIN_FILE, by default ../shared/data/HangJeongDong_ver20250401.geojson.gz
 * beside the repository; without it the benchmark says so and exits 0.
 *
 * Usage: npm run bench:regions   (also part of npm run bench)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/open-database';
import { pointInMultiPolygon } from '../shared/geometry/point-in-polygon.ts';
import { mulberry32 } from '../server/domain/hash';
import type { RegionIndex } from '../server/domain/region-index';
import { buildDemoWorld } from '../server/domain/world-builder';
import type { Region } from '../server/domain/world-types';
import { importAdminBoundaries } from '../server/import/admin-import';
import { createLiveRegions } from '../server/live-regions';
import { writeDemoRegions } from '../server/national/demo-regions';
import { datasetGeneration } from '../server/national/datasets';
import { fmt, timeCalls } from './timing';

/** Per-call times after 500 warm-up calls (5 for the slow brute force). */
const time = <T,>(points: readonly [number, number][], run: (lon: number, lat: number) => T, warmup = 500) => timeCalls(points, run, warmup);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FILE = process.env.BENCH_ADMIN_FILE ?? resolve(ROOT, '..', 'shared', 'data', 'HangJeongDong_ver20250401.geojson.gz');
/** Korea's bounding box, mainland and islands (lon/lat). */
const KOREA: [number, number, number, number] = [124.5, 33.0, 131.0, 38.7];
const RANDOM_POINTS = 20_000;
const BRUTE_POINTS = 200;

const ratio = (a: number, b: number) => `${(a / b).toFixed(0)}×`;

function randomPoints(n: number, [w, s, e, north]: [number, number, number, number], seed: number): [number, number][] {
  const r = mulberry32(seed);
  return Array.from({ length: n }, () => [w + r() * (e - w), s + r() * (north - s)] as [number, number]);
}

/** Every region whose polygon contains the point, by testing them all (index order, like regionsAt). */
function bruteRegionsAt(regions: readonly Region[], lon: number, lat: number): string {
  let ids = '';
  for (const r of regions) if (pointInMultiPolygon(lon, lat, r.geometry)) ids += `${r.regionId},`;
  return ids;
}

function benchPoints(label: string, index: RegionIndex, points: [number, number][]): void {
  const brutePoints = points.slice(0, BRUTE_POINTS);
  // A first, untimed pass: the index prepares each region's point test when it is first hit.
  const t0 = performance.now();
  for (const [lon, lat] of points) index.regionsAt(lon, lat);
  const firstPass = performance.now() - t0;
  const at = time(points, (lon, lat) => index.regionsAt(lon, lat).map((r) => `${r.regionId},`).join(''));
  const located = time(points, (lon, lat) => index.locate(lon, lat)?.adminDong?.code ?? null);
  const brute = time(brutePoints, (lon, lat) => bruteRegionsAt(index.regions, lon, lat), 5);
  const mismatches = brute.results.filter((ids, i) => ids !== at.results[i]).length;
  const found = at.results.filter((ids) => ids !== '').length;
  console.log(
    `${label}: ${points.length.toLocaleString('en')} points, ${found.toLocaleString('en')} inside a region; ` +
      `first pass ${firstPass.toFixed(0)} ms (includes preparing the point test of each region hit)`,
  );
  console.log(`  regionsAt  indexed p50 ${fmt(at.timing.p50)}  p99 ${fmt(at.timing.p99)}  mean ${fmt(at.timing.mean)}`);
  console.log(`  locate     indexed p50 ${fmt(located.timing.p50)}  p99 ${fmt(located.timing.p99)}  mean ${fmt(located.timing.mean)}`);
  console.log(`  brute force (every polygon, first ${brutePoints.length.toLocaleString('en')} points) p50 ${fmt(brute.timing.p50)}  p99 ${fmt(brute.timing.p99)}  mean ${fmt(brute.timing.mean)}`);
  console.log(
    `  ratio brute/indexed regionsAt: ${ratio(brute.timing.p50, at.timing.p50)} p50, ${ratio(brute.timing.p99, at.timing.p99)} p99, ` +
      `${ratio(brute.timing.mean, at.timing.mean)} mean` +
      (mismatches ? `  — ${mismatches}/${brutePoints.length} answers differ!` : `  (same regions for all ${brutePoints.length.toLocaleString('en')} compared points)`),
  );
}

async function main(): Promise<void> {
  if (!existsSync(FILE)) {
    console.log(`bench:regions: ${relative(process.cwd(), FILE)} not found; nothing to measure. Set BENCH_ADMIN_FILE to an admdongkor GeoJSON file (optionally .gz).`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'locus-bench-regions-'));
  const db = openDatabase(join(dir, 'locus.db'));
  try {
    console.log(`Importing ${relative(process.cwd(), FILE)} into a temporary database …`);
    const summary = await importAdminBoundaries(db, { admin: FILE });
    console.log(
      `import: ${summary.featuresRead.toLocaleString('en')} features → ${summary.counts.provinces} provinces, ${summary.counts.districts} districts, ` +
        `${summary.counts.dongs.toLocaleString('en')} dongs in ${summary.seconds.toFixed(1)} s ` +
        `(dissolves: ${summary.dissolved.topology} by shared edges, ${summary.dissolved.union} by polygon union)`,
    );

    const world = buildDemoWorld();
    writeDemoRegions(db, world.index.regions);
    const t0 = performance.now();
    const live = createLiveRegions(db, world.index);
    const index = live.current();
    const vertices = index.regions.reduce((n, r) => n + r.geometry.reduce((m, p) => m + p.reduce((k, ring) => k + ring.length, 0), 0), 0);
    console.log(
      `combined index: ${index.regions.length.toLocaleString('en')} regions (${world.index.regions.length} demo, the rest imported), ` +
        `${vertices.toLocaleString('en')} vertices, loaded from the database and indexed in ${(performance.now() - t0).toFixed(0)} ms`,
    );
    const checks = 100_000;
    const t1 = process.hrtime.bigint();
    for (let i = 0; i < checks; i++) live.current();
    console.log(`generation check per call (services' regions()): ${fmt(Number(process.hrtime.bigint() - t1) / 1e6 / checks)} (generation ${datasetGeneration(db, 'regions')})\n`);

    benchPoints(`random points over Korea's bbox ${KOREA.join(', ')} (seed 42)`, index, randomPoints(RANDOM_POINTS, KOREA, 42));
    console.log('');
    const centres = index.regions.filter((r) => r.category === 'adminDong').map((r) => r.center);
    // A fixed shuffle, so the brute-force subset is spread over the country.
    const r = mulberry32(7);
    for (let i = centres.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [centres[i], centres[j]] = [centres[j]!, centres[i]!];
    }
    benchPoints('interior points of every administrative dong (shuffled, seed 7)', index, centres);
    console.log('\n(target: indexed p50 ≤ 0.1 ms and ≥ 50× faster than brute force)');
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
