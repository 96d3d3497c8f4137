/**
 * Spatial-index benchmark (figures and ratios, no pass/fail): per-query time of the emulator's
 * nearest-road search and reverse-geocoding lookups (region lookup + nearest building) with their
 * spatial indexes and by brute force, at the demo world's size and at synthetic scale: a road
 * network of 200,000 segments, and 200,000 buildings over the demo regions. Fixed seeds, so every
 * run asks the same questions; BENCH_SEGMENTS changes the synthetic size.
 *
 * Usage: npm run bench:index   (also part of npm run bench)
 */
import { pointInMultiPolygon } from '../shared/geometry/point-in-polygon.ts';
import { mulberry32 } from '../server/domain/hash';
import { pointSegment } from '../server/domain/local-plane';
import { createAddressIndex, type AddressIndex, type Building } from '../server/domain/road-addresses';
import { createRoadIndex, syntheticNetwork, type RoadIndex } from '../server/domain/road-network';
import { buildDemoWorld, type World } from '../server/domain/world-builder';
import { reverseLabelAt } from '../server/domain/poi-index';
import { createWorldServices } from '../server/world-services';
import { fmt, timeCalls, type Timing } from './timing';

/** Per-call times after 200 warm-up calls (5 for the slow brute force). */
const time = <T,>(points: readonly [number, number][], run: (lon: number, lat: number) => T, warmup = 200) => timeCalls(points, run, warmup);

const SYNTHETIC_SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 200_000);

function report(label: string, indexed: Timing, brute: Timing, mismatches: number, n: number): void {
  console.log(
    `${label}: index p50 ${fmt(indexed.p50)} (mean ${fmt(indexed.mean)}), brute p50 ${fmt(brute.p50)} (mean ${fmt(brute.mean)}), ` +
      `ratio ${(brute.p50 / indexed.p50).toFixed(0)}× p50 / ${(brute.mean / indexed.mean).toFixed(0)}× mean` +
      `${mismatches ? `  — ${mismatches}/${n} answers differ!` : `  (same answer for all ${n} queries)`}`,
  );
}

function randomPoints(n: number, bbox: [number, number, number, number], seed: number): [number, number][] {
  const r = mulberry32(seed);
  return Array.from({ length: n }, () => [bbox[0] + r() * (bbox[2] - bbox[0]), bbox[1] + r() * (bbox[3] - bbox[1])] as [number, number]);
}

function bboxOfLinks(index: RoadIndex): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const l of index.links)
    for (const [lon, lat] of l.points) {
      w = Math.min(w, lon);
      s = Math.min(s, lat);
      e = Math.max(e, lon);
      n = Math.max(n, lat);
    }
  return [w, s, e, n];
}

function benchRoads(label: string, index: RoadIndex, queries: number, bruteQueries: number, radiusM: number): void {
  const points = randomPoints(queries, bboxOfLinks(index), 42);
  const indexed = time(points, (lon, lat) => index.nearest(lon, lat, radiusM)?.link.linkId ?? null);
  const brutePoints = points.slice(0, bruteQueries);
  const brute = time(brutePoints, (lon, lat) => index.nearestBrute(lon, lat, radiusM)?.link.linkId ?? null, 5);
  const mismatches = brute.results.filter((r, i) => r !== indexed.results[i]).length;
  report(`${label} (${index.segmentCount.toLocaleString('en')} segments, radius ${radiusM} m)`, indexed.timing, brute.timing, mismatches, brutePoints.length);
}

/** Reverse geocoding's two spatial questions, answered by scanning everything. */
function bruteLocateAndBuilding(world: World, buildings: readonly Building[], lon: number, lat: number): string {
  const containing = world.index.regions.filter((r) => pointInMultiPolygon(lon, lat, r.geometry));
  const dong = containing.find((r) => r.category === 'adminDong')?.code ?? containing.find((r) => r.category === 'gu_gun')?.code ?? '';
  const plane = world.roads.plane;
  const [x, y] = plane.toXY([lon, lat]);
  let best: { d: number; key: string } | null = null;
  for (const b of buildings) {
    const [ex, ey] = plane.toXY(b.entrance);
    const [cx, cy] = plane.toXY(b.center);
    const { distance } = pointSegment(x, y, ex, ey, cx, cy);
    if (distance <= 300 && (!best || distance < best.d)) best = { d: distance, key: `${b.roadName} ${b.buildingIndex}` };
  }
  return `${dong}|${best?.key ?? ''}`;
}

function indexedLocateAndBuilding(world: World, buildings: AddressIndex, lon: number, lat: number): string {
  const hit = world.index.locate(lon, lat);
  const dong = hit?.adminDong?.code ?? hit?.gu_gun.code ?? '';
  const b = buildings.nearestBuilding(lon, lat, 300)?.building;
  return `${dong}|${b ? `${b.roadName} ${b.buildingIndex}` : ''}`;
}

/** `count` synthetic buildings (entrance-to-centre axes of 8–30 m) spread over `bbox`, 20 per road. */
function syntheticBuildings(count: number, bbox: [number, number, number, number], seed: number): Building[] {
  const r = mulberry32(seed);
  const out: Building[] = [];
  for (let i = 0; i < count; i++) {
    const lon = bbox[0] + r() * (bbox[2] - bbox[0]);
    const lat = bbox[1] + r() * (bbox[3] - bbox[1]);
    const heading = r() * 2 * Math.PI;
    const axisM = 8 + r() * 22;
    const centre: [number, number] = [lon + (Math.cos(heading) * axisM) / 88_000, lat + (Math.sin(heading) * axisM) / 111_000];
    const main = (i % 20) + 1;
    out.push({
      roadName: `합성로${Math.floor(i / 20)}`,
      roadCode: '000000000000',
      main,
      sub: 0,
      buildingIndex: String(main),
      name: '',
      center: centre,
      entrance: [lon, lat],
      side: main % 2 ? 'left' : 'right',
      basisM: main * 10,
      districtCode: '',
      districtName: '',
      adminDongCode: '',
      adminDongName: '',
      legalDongCode: '',
      legalDongName: '',
      bunji: '',
      roadAddressKey: '',
      postcode: '',
      poiId: '',
    });
  }
  return out;
}

function benchReverseGeocoding(label: string, world: World, buildings: AddressIndex, bruteQueries: number): void {
  const seoulCore: [number, number, number, number] = [126.95, 37.49, 127.07, 37.59];
  const points = randomPoints(5_000, seoulCore, 9);
  const indexed = time(points, (lon, lat) => indexedLocateAndBuilding(world, buildings, lon, lat));
  const brutePoints = points.slice(0, bruteQueries);
  const brute = time(brutePoints, (lon, lat) => bruteLocateAndBuilding(world, buildings.buildings, lon, lat), 5);
  const mismatches = brute.results.filter((r, i) => r !== indexed.results[i]).length;
  report(label, indexed.timing, brute.timing, mismatches, brutePoints.length);
}

/**
 * The served engine (rows and stored index parts, the demo world written among them) against the
 * demo world's own in-memory indexes that answered before it, at the same points: per-call p50
 * and p99, their ratio, and how many answers differ.
 */
function benchOneEngine(world: World): void {
  const services = createWorldServices();
  const roads = randomPoints(20_000, bboxOfLinks(world.roads.index), 43);
  const compare = (label: string, points: [number, number][], served: (lon: number, lat: number) => string | null, own: (lon: number, lat: number) => string | null) => {
    const a = time(points, served);
    const b = time(points, own);
    const differ = a.results.filter((r, i) => r !== b.results[i]).length;
    console.log(
      `${label}: one engine p50 ${fmt(a.timing.p50)} p99 ${fmt(a.timing.p99)}, the demo world's own index p50 ${fmt(b.timing.p50)} p99 ${fmt(b.timing.p99)}, ` +
        `ratio ${(a.timing.p50 / b.timing.p50).toFixed(2)}× p50; ${differ}/${points.length} answers differ`,
    );
  };
  compare(
    'nearest road @demo (radius 100 m)',
    roads,
    (lon, lat) => services.nearestRoad({ lon, lat, radiusM: 100 })?.header.linkId ?? null,
    (lon, lat) => world.roads.index.nearest(lon, lat, 100)?.link.linkId ?? null,
  );
  compare(
    'reverse label @demo (level 17)',
    roads,
    (lon, lat) => services.reverseLabel({ lon, lat, reqLevel: 17 })?.id ?? null,
    (lon, lat) => reverseLabelAt(world.pois, { lon, lat, reqLevel: 17 })?.id ?? null,
  );
}

function main(): void {
  console.log('Building the demo world …');
  const world = buildDemoWorld();
  console.log(
    `demo world: ${world.index.regions.length} regions, ${world.roads.links.length} links, ${world.roads.index.segmentCount} segments, ${world.buildings.buildings.length} buildings\n`,
  );

  console.log('== Nearest road ==');
  benchRoads('nearest road @demo', world.roads.index, 20_000, 20_000, 100);
  const t0 = performance.now();
  const synthetic = createRoadIndex(syntheticNetwork(SYNTHETIC_SEGMENTS, 7));
  console.log(`(synthetic index built in ${(performance.now() - t0).toFixed(0)} ms)`);
  benchRoads(`nearest road @${Math.round(SYNTHETIC_SEGMENTS / 1000)}k segments`, synthetic, 20_000, 300, 100);

  console.log('\n== One engine over the rows vs the demo world\'s own indexes ==');
  benchOneEngine(world);

  console.log('\n== Reverse geocoding (region lookup + nearest building) ==');
  benchReverseGeocoding(`reverse geocoding @demo (${world.index.regions.length} regions, ${world.buildings.buildings.length} buildings)`, world, world.buildings, 1_000);
  const t1 = performance.now();
  const many = createAddressIndex(syntheticBuildings(SYNTHETIC_SEGMENTS, [126.93, 37.47, 127.09, 37.61], 11), world.roads);
  console.log(`(synthetic building index built in ${(performance.now() - t1).toFixed(0)} ms)`);
  benchReverseGeocoding(
    `reverse geocoding @${Math.round(SYNTHETIC_SEGMENTS / 1000)}k buildings (${world.index.regions.length} regions, ${many.buildings.length.toLocaleString('en')} synthetic buildings)`,
    world,
    many,
    200,
  );
}

main();
