/**
 * Imported-address queries at national size: synthetic rows written straight through the
 * address writer (no files), and per-call timings of reverse geocoding, full-text geocoding,
 * postcode search and address conversion through the emulator's services.
 *
 * The synthetic addresses (fixed seed) are server/testing/synthetic-addresses.ts's.
 *
 * Usage (own measurement; bench/national.ts runs the whole national bench):
 *   node --import tsx bench/national/address-queries.ts   (BENCH_ADDRESSES, default 6,400,000)
 * BENCH_ADDRESS_DB=FILE keeps the filled database in FILE and, when it is already filled, measures
 * it again without writing it anew (samples are then read back from its rows).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorldServices } from '../../server/world-services-types';
import { createWorldServices } from '../../server/world-services';
import { openDatabase, type Db } from '../../server/db/open-database';
import { formatWgs84 } from '../../server/domain/address-search';
import { formatBuildingIndex } from '../../server/domain/road-addresses';
import { fillSyntheticAddresses, type AddressQuerySample } from '../../server/testing/synthetic-addresses';

export interface QueryTiming {
  p50: number;
  p99: number;
}

/** ms per call (p50, p99) of reverseGeocode, fullAddrGeo, postcode and convertAddress over the samples. */
export function measureAddressQueries(
  services: WorldServices,
  samples: readonly { lon: number; lat: number; road: string; lot: string; zipcode: string }[],
): Record<string, QueryTiming> {
  const time = (run: (s: (typeof samples)[number]) => unknown): QueryTiming => {
    // Warm-up pass (statements, caches), then one timed call per sample.
    for (const s of samples.slice(0, Math.min(200, samples.length))) run(s);
    const ms: number[] = [];
    let answered = 0;
    for (const s of samples) {
      const t0 = process.hrtime.bigint();
      const result = run(s);
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (result) answered++;
    }
    if (answered === 0) throw new Error('no sample was answered: the figures would measure nothing');
    ms.sort((a, b) => a - b);
    const at = (q: number): number => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0;
    return { p50: at(0.5), p99: at(0.99) };
  };
  return {
    reverseGeocode: time((s) => services.reverseGeocode({ lon: s.lon, lat: s.lat, addressType: 'A10', newAddressExtend: 'Y' })),
    fullAddrGeo: time((s) => services.fullAddrGeo({ text: s.road, addressFlag: 'F00', page: 1, count: 20 }, formatWgs84).totalCount > 0),
    fullAddrGeoLot: time((s) => services.fullAddrGeo({ text: s.lot, addressFlag: 'F01', page: 1, count: 20 }, formatWgs84).totalCount > 0),
    postcode: time((s) => services.postcode({ text: s.zipcode, page: 1, count: 20 }, formatWgs84).totalCount > 0),
    convertAddress: time((s) => services.convertAddress({ searchTypCd: 'NtoO', reqAdd: s.road, reqMulti: 'S' }, formatWgs84)),
  };
}

/** Samples read back from the rows of a filled database (every n-th row, with its own lot). */
function samplesFromRows(db: Db): AddressQuerySample[] {
  const count = db.prepare('SELECT max(id) FROM imported_addresses').pluck().get() as number;
  const row = db.prepare(`SELECT a.sido_name, a.sgg_name, a.road_name, a.main, a.sub, a.zipcode, a.lon, a.lat, l.emd_name, l.main AS lot_main, l.sub AS lot_sub
    FROM imported_addresses a JOIN imported_address_lots l ON l.building_key = a.building_key WHERE a.id = ?`);
  const out: AddressQuerySample[] = [];
  for (let id = 1; id <= count; id += Math.max(1, Math.floor(count / 2000))) {
    const r = row.get(id) as { sido_name: string; sgg_name: string; road_name: string; main: number; sub: number; zipcode: string; lon: number; lat: number; emd_name: string; lot_main: number; lot_sub: number } | undefined;
    if (!r) continue;
    out.push({
      lon: r.lon + 0.00003,
      lat: r.lat + 0.00002,
      road: `${r.sido_name} ${r.sgg_name} ${r.road_name} ${formatBuildingIndex(r.main, r.sub)}`,
      lot: `${r.sido_name} ${r.sgg_name} ${r.emd_name} ${r.lot_sub === 0 ? r.lot_main : `${r.lot_main}-${r.lot_sub}`}`,
      zipcode: r.zipcode,
    });
  }
  return out;
}

/** Own measurement: fill, restart, first answer, RSS and the query timings. */
function main(): void {
  const count = Number(process.env.BENCH_ADDRESSES ?? 6_400_000);
  const kept = process.env.BENCH_ADDRESS_DB;
  const dir = kept ? null : mkdtempSync(join(tmpdir(), 'locus-address-bench-'));
  const path = kept ?? join(dir ?? '.', 'locus.db');
  try {
    let db = openDatabase(path);
    let samples: AddressQuerySample[];
    const filled = db.prepare('SELECT count(*) FROM imported_addresses').pluck().get() as number;
    if (kept && filled > 0) {
      samples = samplesFromRows(db);
      console.log(`measuring the ${filled.toLocaleString('en')} addresses already in ${path}`);
    } else {
      // A larger page cache for the synthetic fill only (the importers' own speed is measured by bench/national.ts).
      db.pragma('cache_size = -262144');
      const t0 = performance.now();
      samples = fillSyntheticAddresses(db, count, 20261124);
      const fillS = (performance.now() - t0) / 1000;
      console.log(`written and indexed ${count.toLocaleString('en')} addresses in ${fillS.toFixed(1)} s (${Math.round(count / fillS).toLocaleString('en')} rows/s)`);
    }
    db.close();
    const rssBefore = process.memoryUsage().rss;
    const t1 = performance.now();
    db = openDatabase(path);
    const services = createWorldServices(db);
    const first = samples[0];
    const answer = first && services.reverseGeocode({ lon: first.lon, lat: first.lat, addressType: 'A10', newAddressExtend: 'N' });
    console.log(`restart to first answer: ${((performance.now() - t1) / 1000).toFixed(2)} s (target 10 s)${answer ? '' : ' — NOT ANSWERED'}`);
    console.log(`RSS after loading: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB (before reopening: ${(rssBefore / 2 ** 20).toFixed(0)} MiB; target 3 GB with every national dataset)`);
    const targets: Record<string, number> = { reverseGeocode: 0.1, fullAddrGeo: 1, fullAddrGeoLot: 1, postcode: 1, convertAddress: 1 };
    for (const [name, t] of Object.entries(measureAddressQueries(services, samples))) {
      console.log(`${name.padEnd(16)} p50 ${t.p50.toFixed(4)} ms  p99 ${t.p99.toFixed(4)} ms  (target p50 ≤ ${targets[name] ?? '-'} ms)`);
    }
    db.close();
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
