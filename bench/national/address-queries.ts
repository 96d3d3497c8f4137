/**
 * Imported-address queries at national size: synthetic rows written straight through the
 * address writer (no files), and per-call timings of reverse geocoding, full-text geocoding,
 * postcode search and address conversion through the emulator's services.
 *
 * Synthetic addresses (fixed seed): 256 시군구 (16 per 시도, real 시도 names, made-up 시군구 names
 * and codes that no real district uses) laid out on a grid over Korea's extent; in each, roads of
 * 100 buildings 15 m apart (odd numbers on one side, even on the other, a tenth with a sub
 * number), 20 legal dongs with one lot per building, about 190 buildings per postcode and 3 %
 * of buildings named. Road names repeat across 시군구 as real ones do ('중앙로').
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
import { mulberry32 } from '../../server/domain/hash';
import { formatBuildingIndex } from '../../server/domain/road-addresses';
import { publishAddresses } from '../../server/national/address-publish';
import type { AddressLotRecord, AddressRecord } from '../../server/domain/address-records';
import { addressWriter } from '../../server/national/address-write';
import { beginImportRun } from '../../server/national/import-runs';

export interface AddressQuerySample {
  /** A point a few metres from a building's centre. */
  lon: number;
  lat: number;
  /** Its road-name address, e.g. '부산광역시 가람구 누리로 12-1'. */
  road: string;
  /** Its lot address, e.g. '부산광역시 가람구 다온동 1234'. */
  lot: string;
  zipcode: string;
}

const SIDO: readonly [string, string][] = [
  ['11', '서울특별시'], ['26', '부산광역시'], ['27', '대구광역시'], ['28', '인천광역시'], ['29', '광주광역시'], ['30', '대전광역시'],
  ['31', '울산광역시'], ['36', '세종특별자치시'], ['41', '경기도'], ['51', '강원특별자치도'], ['43', '충청북도'], ['44', '충청남도'],
  ['52', '전북특별자치도'], ['46', '전라남도'], ['47', '경상북도'], ['48', '경상남도'],
];
const SYLLABLES = ['가람', '나래', '다온', '라온', '마루', '바다', '사랑', '아라', '자람', '차오', '카로', '타래', '파랑', '하늘', '구름', '누리', '도담', '보람', '소망', '여울'];
const PER_SGG = 16;
const SGG_COUNT = SIDO.length * PER_SGG;
const PER_ROAD = 100;
const DONGS_PER_SGG = 20;
const PER_POSTCODE = 190;
const BATCH = 20_000;
/** Korea's extent (mainland), split into a 16 × 16 grid of 시군구 cells. */
const WEST = 126.2;
const EAST = 129.4;
const SOUTH = 34.6;
const NORTH = 38.2;

const syllable = (i: number): string => SYLLABLES[i % SYLLABLES.length] ?? '가람';
const roadName = (i: number): string => `${syllable(i)}${syllable(Math.floor(i / 20) + 7)}${i >= 400 ? Math.floor(i / 400) : ''}${i % 3 === 0 ? '길' : '로'}`;

/**
 * Writes `count` synthetic addresses (with one lot each) as one import (addressWriter's pending
 * rows, then published), and returns about 2,000 query samples spread over them.
 */
export function fillSyntheticAddresses(db: Db, count: number, seed: number): AddressQuerySample[] {
  const random = mulberry32(seed);
  const run = beginImportRun(db, 'addresses');
  const writer = addressWriter(db, run);
  const perSgg = Math.ceil(count / SGG_COUNT);
  const sampleEvery = Math.max(1, Math.floor(count / 2000));
  const samples: AddressQuerySample[] = [];
  let records: AddressRecord[] = [];
  let lots: AddressLotRecord[] = [];
  let written = 0;
  for (let s = 0; s < SGG_COUNT && written < count; s++) {
    const [sidoCode, sidoName] = SIDO[Math.floor(s / PER_SGG)] ?? ['11', '서울특별시'];
    const sggCode = `${sidoCode}${900 + (s % PER_SGG)}`;
    const sggName = `${syllable(s)}${syllable(s + 3)}${s % 4 === 0 ? '군' : '구'}`;
    const cellW = (EAST - WEST) / 16;
    const cellH = (NORTH - SOUTH) / 16;
    const west = WEST + (s % 16) * cellW;
    const south = SOUTH + Math.floor(s / 16) * cellH;
    const lotMain = new Array<number>(DONGS_PER_SGG).fill(0);
    let zipIndex = 0;
    for (let k = 0; k < perSgg && written < count; k++, written++) {
      const road = Math.floor(k / PER_ROAD);
      const n = k % PER_ROAD;
      const name = roadName(road + s * 7);
      const main = Math.floor(n / 2) * 2 + (n % 2 === 0 ? 1 : 2);
      const sub = random() < 0.1 ? 1 + Math.floor(random() * 3) : 0;
      // Roads run west-east in rows within the cell; buildings 15 m apart.
      const row = road % 200;
      const lat = south + (row + 0.5) * (cellH / 200) + (n % 2 === 0 ? 0.00015 : -0.00015);
      const lon = west + cellW * 0.05 + Math.floor(road / 200) * 0.0165 + Math.floor(n / 2) * 0.00017 + random() * 0.00005;
      const d = k % DONGS_PER_SGG;
      lotMain[d] = (lotMain[d] ?? 0) + 1;
      // Dong names recur in a few 시군구, as real ones do (중앙동, 신촌동).
      const dongName = `${syllable(d + (s % 8))}${d + 1}동`;
      const legal = `${sggCode}${String(101 + d).padStart(3, '0')}00`;
      const zipcode = String(10_000 + ((s * 400 + Math.floor(zipIndex++ / PER_POSTCODE)) % 90_000)).padStart(5, '0');
      const buildingKey = `${sggCode}${String(k).padStart(20, '0')}`;
      const record: AddressRecord = {
        buildingKey,
        sggCode,
        sidoName,
        sggName,
        emdName: dongName,
        riName: '',
        legalDongCode: legal,
        adminDongCode: `${sggCode}${String(510 + d).padStart(3, '0')}00`,
        adminDongName: `${syllable(d)}${d + 1}동`,
        roadCode: `${sggCode}${String(3_000_000 + road).padStart(7, '0')}`,
        roadName: name,
        underground: 0,
        main,
        sub,
        zipcode,
        buildingName: random() < 0.03 ? `${name}${main}빌딩` : '',
        lon,
        lat,
        entLon: lon,
        entLat: lat + (n % 2 === 0 ? -0.0001 : 0.0001),
        source: 'synthetic',
      };
      records.push(record);
      const lotSub = random() < 0.3 ? 1 + Math.floor(random() * 5) : 0;
      lots.push({ buildingKey, legalDongCode: legal, emdName: dongName, riName: '', mountain: false, main: lotMain[d] ?? 1, sub: lotSub, primary: true });
      if (written % sampleEvery === 0) {
        const lotText = lotSub === 0 ? String(lotMain[d]) : `${lotMain[d]}-${lotSub}`;
        samples.push({
          lon: lon + 0.00003,
          lat: lat + 0.00002,
          road: `${sidoName} ${sggName} ${name} ${formatBuildingIndex(main, sub)}`,
          lot: `${sidoName} ${sggName} ${dongName} ${lotText}`,
          zipcode,
        });
      }
      if (records.length >= BATCH) {
        writer.write(records, lots);
        records = [];
        lots = [];
      }
    }
  }
  if (records.length > 0) writer.write(records, lots);
  publishAddresses(db, run, { buildingCounts: new Map(), touched: new Set(), sources: [], rows: 2 * written });
  return samples;
}

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
