import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { mulberry32 } from '../../server/domain/hash';
import { denseNodesBlock, osmHeaderBlock, relationsBlock, waysBlock, type PbfRelation, type PbfWay } from '../../server/testing/osm-pbf-writer';

/**
 * A synthetic national road network in the layout users download (an `.osm.pbf` Korea extract):
 * street networks grown around Korea's cities (weighted by size, spread over a few to 20 km, so
 * mostly over land), fixed seed, same file every run.
 *
 * Each way is a short street (3–5 nodes, 30–110 m apart, under MAX_LINK_M in all); one in five
 * starts on a middle node of an earlier way (a junction: that way becomes two links), one in
 * four on an earlier way's end. So about `segments` links come out of `segments / 1.2` ways.
 * Tags: a highway class drawn with OSM-like weights, a name for most, and some oneway, lanes,
 * maxspeed and bridge tags.
 *
 * Water and buildings (what `--roads` also takes): `lakes` closed ways (12–24 nodes, 50–400 m
 * across; natural=water with water=lake, pond or reservoir) and `rivers` multipolygon relations
 * (a band 100–500 m wide and 5–15 km long from a city, its banks two member ways joined end to
 * end, one in three with an island as an inner way), spread around the cities as the roads are;
 * `buildings` closed-way footprints (8–30 m rectangles, turned at random) beside random road
 * nodes. Defaults: 2,000 lakes, 150 rivers, BENCH_BUILDINGS or 300,000 buildings.
 *
 * `samples`: about 1,000 query points within 20 m of a road vertex.
 */
export interface AreaCounts {
  lakes?: number;
  rivers?: number;
  buildings?: number;
}

const CITIES: [name: string, lon: number, lat: number, weight: number, spreadKm: number][] = [
  ['서울', 126.978, 37.5665, 30, 12],
  ['부산', 129.075, 35.1798, 10, 9],
  ['인천', 126.705, 37.456, 8, 9],
  ['대구', 128.601, 35.871, 7, 9],
  ['대전', 127.385, 36.351, 5, 8],
  ['광주', 126.851, 35.16, 5, 8],
  ['수원', 127.029, 37.263, 5, 7],
  ['울산', 129.311, 35.539, 4, 9],
  ['창원', 128.681, 35.228, 4, 8],
  ['고양', 126.832, 37.658, 4, 7],
  ['청주', 127.489, 36.642, 3, 8],
  ['전주', 127.148, 35.824, 3, 7],
  ['천안', 127.152, 36.815, 3, 8],
  ['포항', 129.343, 36.019, 2, 8],
  ['김해', 128.889, 35.229, 2, 7],
  ['제주', 126.531, 33.4996, 2, 10],
  ['원주', 127.92, 37.342, 2, 8],
  ['강릉', 128.876, 37.752, 1, 7],
  ['춘천', 127.73, 37.881, 1, 7],
  ['안동', 128.729, 36.568, 1, 7],
  ['목포', 126.392, 34.812, 1, 6],
  ['여수', 127.662, 34.76, 1, 6],
  ['진주', 128.108, 35.18, 1, 7],
  ['군산', 126.737, 35.968, 1, 7],
];

const HIGHWAYS: [string, number][] = [
  ['residential', 45],
  ['service', 25],
  ['unclassified', 10],
  ['tertiary', 8],
  ['secondary', 5],
  ['primary', 4],
  ['trunk', 2],
  ['motorway', 1],
];

const BLOCK = 8000;

export async function writeRoadFiles(
  dir: string,
  segments: number,
  seed: number,
  counts: AreaCounts = {},
): Promise<{ files: string[]; samples: { lon: number; lat: number }[] }> {
  const random = mulberry32(seed);
  const ways = Math.max(1, Math.round(segments / 1.2));
  const totalWeight = CITIES.reduce((s, c) => s + c[3], 0);
  const highwayWeight = HIGHWAYS.reduce((s, h) => s + h[1], 0);
  const pick = <T extends [unknown, number]>(list: readonly T[], total: number, from: () => number): T => {
    let r = from() * total;
    for (const item of list) {
      r -= item[1];
      if (r <= 0) return item;
    }
    return list[list.length - 1] as T;
  };
  const pickCity = (): (typeof CITIES)[number] => {
    let r = random() * totalWeight;
    for (const city of CITIES) {
      r -= city[3];
      if (r <= 0) return city;
    }
    return CITIES[0] as (typeof CITIES)[number];
  };

  let lons = new Float64Array(1 << 20);
  let lats = new Float64Array(1 << 20);
  let nodeCount = 0;
  const addNode = (lon: number, lat: number): number => {
    if (nodeCount === lons.length) {
      const l = new Float64Array(lons.length * 2);
      l.set(lons);
      lons = l;
      const a = new Float64Array(lats.length * 2);
      a.set(lats);
      lats = a;
    }
    lons[nodeCount] = lon;
    lats[nodeCount] = lat;
    return ++nodeCount; // node ids from 1
  };
  // Way w's nodes: wayRefs[wayStart[w]] to wayRefs[wayStart[w + 1] - 1].
  const wayRefs = new Int32Array(ways * 5);
  const wayStart = new Int32Array(ways + 1);
  let refCount = 0;
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

  for (let w = 0; w < ways; w++) {
    const roll = random();
    const e = w > 0 ? Math.floor(random() * w) : -1;
    const eFrom = e >= 0 ? (wayStart[e] ?? 0) : 0;
    const eLength = e >= 0 ? (wayStart[e + 1] ?? 0) - eFrom : 0;
    let start: number;
    if (e >= 0 && roll < 0.2) start = wayRefs[eFrom + 1 + Math.floor(random() * (eLength - 2))] ?? 0;
    else if (e >= 0 && roll < 0.45) start = wayRefs[eFrom + eLength - 1] ?? 0;
    else {
      const [, lon0, lat0, , spreadKm] = pickCity();
      const dy = (gauss() * spreadKm) / 111.2;
      const dx = (gauss() * spreadKm) / (111.2 * Math.cos((lat0 * Math.PI) / 180));
      start = addNode(lon0 + dx, lat0 + dy);
    }
    wayRefs[refCount++] = start;
    let lon = lons[start - 1] ?? 0;
    let lat = lats[start - 1] ?? 0;
    let heading = random() * 2 * Math.PI;
    const vertices = 3 + Math.floor(random() * 3);
    for (let v = 1; v < vertices; v++) {
      const step = 30 + random() * 80;
      heading += (random() - 0.5) * 0.6;
      lon += (Math.cos(heading) * step) / (111_200 * Math.cos((lat * Math.PI) / 180));
      lat += (Math.sin(heading) * step) / 111_200;
      wayRefs[refCount++] = addNode(lon, lat);
    }
    wayStart[w + 1] = refCount;
  }

  // Tags from a stream of their own per way, so they need no memory until written.
  const tagsOf = (w: number): Record<string, string> => {
    const r = mulberry32((seed * 7919 + w) >>> 0);
    const highway = pick(HIGHWAYS, highwayWeight, r)[0];
    const tags: Record<string, string> = { highway };
    if (r() < 0.8) tags['name'] = `합성${w % 997}로${w % 89}길`;
    if (r() < 0.1) tags['oneway'] = r() < 0.8 ? 'yes' : '-1';
    if (r() < 0.2) tags['lanes'] = String(1 + Math.floor(r() * 6));
    if (r() < 0.2) tags['maxspeed'] = String(30 + 10 * Math.floor(r() * 8));
    if (r() < 0.02) tags['bridge'] = 'yes';
    return tags;
  };

  // Water and buildings: their nodes follow the roads' (ids ascending), their ways the roads'.
  const roadNodes = nodeCount;
  const areaRandom = mulberry32((seed * 31 + 17) >>> 0);
  const areaWays: PbfWay[] = [];
  const relations: PbfRelation[] = [];
  let nextWayId = ways + 1;
  const offset = (lon: number, lat: number, east: number, north: number): [number, number] => [
    lon + east / (111_200 * Math.cos((lat * Math.PI) / 180)),
    lat + north / 111_200,
  ];
  const cityPoint = (): [number, number] => {
    const [, lon0, lat0, , spreadKm] = pickCity();
    return offset(lon0, lat0, gauss() * spreadKm * 1000, gauss() * spreadKm * 1000);
  };
  const closedWay = (points: readonly [number, number][], tags: Record<string, string>): number => {
    const refs = points.map(([lon, lat]) => addNode(lon, lat));
    refs.push(refs[0] ?? 0);
    const id = nextWayId++;
    areaWays.push({ id, refs, tags });
    return id;
  };
  const waterKinds = ['lake', 'pond', 'reservoir'];
  for (let i = 0; i < (counts.lakes ?? 2000); i++) {
    const [lon, lat] = cityPoint();
    const n = 12 + Math.floor(areaRandom() * 13);
    const radius = 25 + areaRandom() * 175;
    const ring: [number, number][] = [];
    for (let k = 0; k < n; k++) {
      const a = (2 * Math.PI * k) / n;
      const r = radius * (0.7 + 0.3 * areaRandom());
      ring.push(offset(lon, lat, Math.cos(a) * r, Math.sin(a) * r));
    }
    closedWay(ring, { natural: 'water', water: waterKinds[i % 3] ?? 'lake' });
  }
  for (let i = 0; i < (counts.rivers ?? 150); i++) {
    let [lon, lat] = cityPoint();
    const width = 100 + areaRandom() * 400;
    const steps = 15 + Math.floor(areaRandom() * 35);
    let heading = areaRandom() * 2 * Math.PI;
    const left: number[] = [];
    const right: number[] = [];
    let island: [number, number][] | null = null;
    for (let k = 0; k < steps; k++) {
      heading += (areaRandom() - 0.5) * 0.5;
      const nx = -Math.sin(heading) * (width / 2);
      const ny = Math.cos(heading) * (width / 2);
      const [ll, la] = offset(lon, lat, nx, ny);
      const [rl, ra] = offset(lon, lat, -nx, -ny);
      left.push(addNode(ll, la));
      right.push(addNode(rl, ra));
      if (k === Math.floor(steps / 2) && i % 3 === 0) {
        const s = width / 6;
        island = [offset(lon, lat, -s, -s), offset(lon, lat, s, -s), offset(lon, lat, s, s), offset(lon, lat, -s, s)];
      }
      [lon, lat] = offset(lon, lat, Math.cos(heading) * 300, Math.sin(heading) * 300);
    }
    const bankA = nextWayId++;
    areaWays.push({ id: bankA, refs: left, tags: {} });
    const bankB = nextWayId++;
    areaWays.push({ id: bankB, refs: [left[left.length - 1] ?? 0, ...right.reverse(), left[0] ?? 0], tags: {} });
    const members: PbfRelation['members'][number][] = [
      { type: 'way', ref: bankA, role: 'outer' },
      { type: 'way', ref: bankB, role: 'outer' },
    ];
    if (island) members.push({ type: 'way', ref: closedWay(island, {}), role: 'inner' });
    relations.push({ id: i + 1, members, tags: { type: 'multipolygon', natural: 'water', water: 'river', name: `합성${i}강` } });
  }
  const buildingCount = counts.buildings ?? Number(process.env['BENCH_BUILDINGS'] ?? 300_000);
  for (let i = 0; i < buildingCount; i++) {
    const node = 1 + Math.floor(areaRandom() * roadNodes);
    const a = areaRandom() * 2 * Math.PI;
    const d = 15 + areaRandom() * 30;
    const [cx, cy] = offset(lons[node - 1] ?? 0, lats[node - 1] ?? 0, Math.cos(a) * d, Math.sin(a) * d);
    const w = 4 + areaRandom() * 11;
    const h = 4 + areaRandom() * 11;
    const t = areaRandom() * Math.PI;
    const corner = (x: number, y: number): [number, number] => offset(cx, cy, x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t));
    closedWay([corner(-w, -h), corner(w, -h), corner(w, h), corner(-w, h)], { building: i % 5 === 0 ? 'apartments' : 'yes' });
  }

  const path = join(dir, 'korea-synthetic.osm.pbf');
  const out = createWriteStream(path);
  const write = async (chunk: Buffer): Promise<void> => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(osmHeaderBlock(Date.UTC(2026, 0, 1) / 1000));
  for (let from = 0; from < nodeCount; from += BLOCK) {
    const to = Math.min(nodeCount, from + BLOCK);
    const ids = new Float64Array(to - from);
    for (let i = 0; i < ids.length; i++) ids[i] = from + i + 1;
    await write(denseNodesBlock(ids, lons.subarray(from, to), lats.subarray(from, to)));
  }
  for (let from = 0; from < ways; from += BLOCK) {
    const block: PbfWay[] = [];
    for (let w = from; w < Math.min(ways, from + BLOCK); w++) {
      block.push({ id: w + 1, refs: Array.from(wayRefs.subarray(wayStart[w] ?? 0, wayStart[w + 1] ?? 0)), tags: tagsOf(w) });
    }
    await write(waysBlock(block));
  }
  for (let from = 0; from < areaWays.length; from += BLOCK) await write(waysBlock(areaWays.slice(from, from + BLOCK)));
  for (let from = 0; from < relations.length; from += BLOCK) await write(relationsBlock(relations.slice(from, from + BLOCK)));
  out.end();
  await once(out, 'finish');

  const samples: { lon: number; lat: number }[] = [];
  for (let i = 0; i < 1000; i++) {
    const node = 1 + Math.floor(random() * roadNodes);
    const r = random() * 20;
    const a = random() * 2 * Math.PI;
    const lat = (lats[node - 1] ?? 0) + (Math.sin(a) * r) / 111_200;
    const lon = (lons[node - 1] ?? 0) + (Math.cos(a) * r) / (111_200 * Math.cos((lat * Math.PI) / 180));
    samples.push({ lon, lat });
  }
  return { files: [path], samples };
}
