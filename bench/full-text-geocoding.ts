/**
 * Full-text geocoding benchmark (figures, no pass/fail): time per fullAddrGeo query (parse +
 * look-ups + writing the first page), p50 and p99, as the emulator answers it (the one address
 * engine over its rows), over the demo world and over synthetic addresses (default 100,000;
 * BENCH_ADDRESSES changes it) written the same way. Synthetic addresses: road names made of two syllables + '로' / '길' (e.g. '가람누리로'),
 * numbered 1, 2, 3 … along a straight line through one of the demo world's legal dongs, so the
 * region parts stay real; a few get building names. Fixed seeds: every run asks the same questions.
 *
 * Usage: npm run bench:geocode   (also part of npm run bench)
 */
import type { WorldServices } from '../server/world-services-types';
import { MEMORY_DB, openDatabase } from '../server/db/open-database';
import { createWorldServices } from '../server/world-services';
import type { AddressFlag } from '../server/domain/address-match';
import { formatWgs84 } from '../server/domain/address-search';
import { writeAddresses } from '../server/national/address-publish';
import { demoAddressRecords } from '../server/national/demo-addresses';
import { mulberry32 } from '../server/domain/hash';
import { formatBuildingIndex, type Building } from '../server/domain/road-addresses';
import { buildDemoWorld, type World } from '../server/domain/world-builder';

const SYNTHETIC = Number(process.env.BENCH_ADDRESSES ?? 100_000);
const PER_ROAD = 50;

const FIRST = ['가람', '나래', '다온', '라온', '마루', '바다', '사랑', '아라', '자람', '차오', '카로', '타래', '파랑', '하늘', '구름', '누리', '도담', '보람', '소망', '여울'];
const SECOND = ['누리', '마을', '숲속', '새싹', '들녘', '햇살', '물빛', '바람', '별빛', '꽃길', '솔밭', '은하', '금빛', '온새', '미르', '한울', '푸른', '고운', '맑은', '너른'];
const THIRD = ['', '중앙', '동', '서', '남', '북'];

function syntheticRoadName(i: number): string {
  const a = FIRST[i % FIRST.length] ?? '가람';
  const b = SECOND[Math.floor(i / FIRST.length) % SECOND.length] ?? '누리';
  const c = THIRD[Math.floor(i / (FIRST.length * SECOND.length)) % THIRD.length] ?? '';
  const n = Math.floor(i / (FIRST.length * SECOND.length * THIRD.length));
  return `${a}${b}${c}${n > 0 ? `${n}` : ''}${i % 3 === 0 ? '길' : '로'}`;
}

function syntheticBuildings(world: World, total: number): Building[] {
  const random = mulberry32(20240601);
  const legal = world.regions.filter((r) => r.category === 'legalDong');
  const out: Building[] = [];
  for (let road = 0; out.length < total; road++) {
    const name = syntheticRoadName(road);
    const dong = legal[road % legal.length];
    if (!dong) break;
    const district = world.index.byId(dong.parentId ?? '');
    const angle = random() * Math.PI;
    const [lon0, lat0] = dong.center;
    for (let k = 0; k < PER_ROAD && out.length < total; k++) {
      const main = k + 1;
      const d = (k - PER_ROAD / 2) * 0.0001;
      const center: [number, number] = [lon0 + Math.cos(angle) * d, lat0 + Math.sin(angle) * d];
      out.push({
        roadName: name,
        roadCode: `${dong.code.slice(0, 5)}${String(3_000_000 + road).padStart(7, '0')}`,
        main,
        sub: 0,
        buildingIndex: formatBuildingIndex(main, 0),
        name: random() < 0.02 ? `${name}${main}빌딩` : '',
        center,
        entrance: center,
        side: main % 2 === 1 ? 'left' : 'right',
        basisM: main * 10,
        districtCode: district?.code ?? '',
        districtName: district?.name ?? '',
        adminDongCode: '',
        adminDongName: '',
        legalDongCode: dong.code,
        legalDongName: dong.name,
        bunji: '',
        roadAddressKey: String(5_000_000_000 + out.length),
        postcode: '',
        poiId: '',
      });
    }
  }
  return out;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

function measure(services: WorldServices, queries: readonly [string, AddressFlag][]): { p50: number; p99: number; hits: number } {
  let hits = 0;
  const search = (text: string, addressFlag: AddressFlag) => services.fullAddrGeo({ text, addressFlag, page: 1, count: 20 }, formatWgs84);
  for (const [q, flag] of queries.slice(0, 300)) search(q, flag);
  const samples: number[] = [];
  for (const [q, flag] of queries) {
    const t0 = process.hrtime.bigint();
    const r = search(q, flag);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (r.totalCount > 0) hits++;
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), hits };
}

/** A mix of road-name, lot-number, dong, building-name and unmatched queries over `buildings`. */
function queriesFor(world: World, buildings: readonly Building[], n: number): [string, AddressFlag][] {
  const random = mulberry32(7);
  const legal = world.regions.filter((r) => r.category === 'legalDong');
  const named = buildings.filter((b) => b.name !== '');
  const out: [string, AddressFlag][] = [];
  for (let i = 0; i < n; i++) {
    const b = buildings[Math.floor(random() * buildings.length)];
    const dong = legal[Math.floor(random() * legal.length)];
    if (!b || !dong) continue;
    const district = world.index.byId(dong.parentId ?? '')?.name ?? '';
    switch (i % 6) {
      case 0: out.push([`서울특별시 ${b.districtName} ${b.roadName} ${b.buildingIndex}`, 'F00']); break;
      case 1: out.push([`서울 ${b.roadName}${b.main + 1}`, 'F02']); break;
      case 2: out.push([`${district} ${dong.name} ${1 + Math.floor(random() * 200)}-${Math.floor(random() * 9)}`, 'F00']); break;
      case 3: out.push([`서울시 ${district} ${dong.name}`, 'F01']); break;
      case 4: out.push([named[Math.floor(random() * named.length)]?.name ?? '코엑스', 'F00']); break;
      default: out.push([`${b.roadName.slice(0, 2)}없는로 ${i}`, 'F00']); break;
    }
  }
  return out;
}

function report(label: string, r: { p50: number; p99: number; hits: number }, n: number): void {
  console.log(`full-text geocoding @${label}: p50 ${r.p50.toFixed(3)} ms, p99 ${r.p99.toFixed(3)} ms (${r.hits}/${n} queries matched)`);
}

const QUERIES = 20_000;
const world = buildDemoWorld();
let t0 = performance.now();
const demo = createWorldServices();
console.log(`demo world: ${world.buildings.buildings.length} buildings, written and served in ${(performance.now() - t0).toFixed(0)} ms`);
report(`demo world (${world.buildings.buildings.length} addresses)`, measure(demo, queriesFor(world, world.buildings.buildings, QUERIES)), QUERIES);

const synthetic = syntheticBuildings(world, SYNTHETIC);
const db = openDatabase(MEMORY_DB);
const big = createWorldServices(db);
t0 = performance.now();
const { records, lots } = demoAddressRecords(synthetic);
// As an import of its own: the demo rows of the districts it covers step aside.
writeAddresses(db, records.map((r) => ({ ...r, source: 'synthetic addresses' })), lots);
console.log(`synthetic addresses: ${synthetic.length} written in ${(performance.now() - t0).toFixed(0)} ms`);
report(`${Math.round(synthetic.length / 1000)}k addresses`, measure(big, queriesFor(world, synthetic, QUERIES)), QUERIES);
