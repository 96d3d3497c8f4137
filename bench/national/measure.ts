/**
 * Part of `npm run bench:national` (bench/national.ts): in a fresh process on the imported data
 * directory, loads the services the routes use and times each query kind, then prints the
 * resident memory with everything loaded.
 */
import { readFile } from 'node:fs/promises';
import { parseConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open-database';
import { createWorldServices } from '../../server/world-services';
import { fmt, timeCalls } from '../timing';
import { EAGER_PARTS } from '../../server/national/address-hot-store';
import { measureAddressQueries } from './address-queries';

interface Samples {
  addresses: { lon: number; lat: number; road: string; lot: string; zipcode: string }[];
  roads: { lon: number; lat: number }[];
  pois: { lon: number; lat: number; name: string }[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: measure.ts SAMPLES.json');
const samples = JSON.parse(await readFile(file, 'utf8')) as Samples;
const config = parseConfig(process.env);
const started = performance.now();
const db = openDatabase(config.dbPath);
const services = createWorldServices(db);
console.log(`services loaded in ${((performance.now() - started) / 1000).toFixed(2)} s (demo world, national dongs, addresses, roads, POIs)`);

// Issue 31's targets (p50 over places each asked once).
const targets: Record<string, number> = { reverseGeocode: 0.05, fullAddrGeo: 0.5, fullAddrGeoLot: 0.3, postcode: 0.3, convertAddress: 0.3, nearestRoad: 0.02, reverseLabel: 0.02 };
const line = (name: string, p50: number, p99: number, hits: string) => {
  const target = targets[name] ?? Infinity;
  const verdict = target === Infinity ? '(no target)' : `target p50 ≤ ${target} ms ${p50 <= target ? 'MET' : 'MISSED'}`;
  console.log(`${name.padEnd(15)} p50 ${fmt(p50).padStart(10)}  p99 ${fmt(p99).padStart(10)}  ${hits.padEnd(18)} ${verdict}`);
};

for (const [name, timing] of Object.entries(measureAddressQueries(services, samples.addresses))) {
  line(name, timing.p50, timing.p99, '');
}
const roadPoints = samples.roads.map((s): [number, number] => [s.lon, s.lat]);
const roads = timeCalls(roadPoints, (lon, lat) => services.nearestRoad({ lon, lat, radiusM: 100 }), 200);
line('nearestRoad', roads.timing.p50, roads.timing.p99, `${roads.results.filter(Boolean).length}/${roadPoints.length} answered`);
const poiPoints = samples.pois.map((s): [number, number] => [s.lon, s.lat]);
const labels = timeCalls(poiPoints, (lon, lat) => services.reverseLabel({ lon, lat, reqLevel: 17 }), 200);
const named = labels.results.filter((poi, i) => poi?.name === samples.pois[i]?.name).length;
line('reverseLabel', labels.timing.p50, labels.timing.p99, `${named}/${poiPoints.length} own name`);

(globalThis as { gc?: () => void }).gc?.();
const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
const gb = (b: number) => (b / 1024 ** 3).toFixed(2);
console.log(`memory with all national data loaded: RSS ${gb(rss)} GB (heap ${gb(heapUsed)} GB, array buffers ${gb(arrayBuffers)} GB)   target RSS ≤ 3 GB ${rss <= 3 * 1024 ** 3 ? 'MET' : 'MISSED'}`);
// What each stored array costs in memory (all of them are loaded by now: the searches read the lazy ones).
const parts = db.prepare('SELECT kind, part, length(data) AS bytes FROM dataset_indexes ORDER BY kind, bytes DESC').all() as { kind: string; part: string; bytes: number }[];
for (const kind of [...new Set(parts.map((p) => p.kind))]) {
  const of = parts.filter((p) => p.kind === kind);
  const total = of.reduce((sum, p) => sum + p.bytes, 0);
  const big = of.filter((p) => p.bytes >= 1e6).map((p) => `${p.part}${kind === 'addresses' && !EAGER_PARTS.has(p.part) ? '*' : ''} ${(p.bytes / 1e6).toFixed(0)}`);
  console.log(`  ${kind.padEnd(10)} ${(total / 1e6).toFixed(0).padStart(5)} MB: ${big.join(', ')}${of.length > big.length ? ` (+${of.length - big.length} parts < 1 MB)` : ''}`);
}
console.log('  (MB per stored array; * = read on first use, not at start)');
db.close();
