/**
 * Buildings and their road-name addresses (도로명주소), generated along the demo world's roads
 * by the Korean numbering rule, and an index over them.
 *
 * Numbering (기초번호): along a road, measured from its real start, every 20 m interval holds
 * one odd number on the left and one even number on the right of the direction of travel:
 * for basis distance D (metres), left = 2*floor(D/20) + 1, right = 2*floor(D/20) + 2. That is
 * floor(D/10) + 1 moved to the odd number on the left and to the even one on the right, so
 * numbers grow by about one per 10 m. A building's number (건물번호 본번) is the basis number at
 * its entrance. Buildings behind a front building, reached from the road at the same point,
 * share its main number with sub numbers 1, 2 ... (부번), written '95-1'.
 *
 * Placement (deterministic: one PRNG stream per road and side):
 * - Named buildings first: every POI seed with a `road` (the road of its real address) becomes
 *   a building at the POI, numbered from its projection on that road, its entrance on the
 *   road-facing side at the building line. POIs without a road (stations, squares, streets)
 *   are labels only.
 * - Front buildings every 40–80 m on each side, 2–6 m behind the building line (half the road
 *   width), 12–28 m deep; about a third of them get one or two rear buildings (sub numbers).
 * - No building where it would stand in another road, in the river, outside the city, in a
 *   tunnel stretch, in a crossing road's mouth, or on frontage kept for a named place.
 * - About 1 in 20 front buildings (1 in 12 on major roads) gets a generated name such as
 *   '태평빌딩'; the rest stay unnamed, as most buildings are.
 *
 * Each building carries its district, legal dong and lot (from lots.ts at its centre), the
 * 12-digit road code of its district, a 10-digit roadAddressKey (4 followed by nine digits of an
 * FNV-1a hash of road code, main and sub; a collision takes the next free key in build order)
 * and a postcode field, left empty here and filled by the world builder (postcodes.ts).
 */
import type { PoiSeed } from '../data/poi-seeds.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { roundLonLat } from '../../shared/geometry/round.ts';
import { fnv1a32, prngFor } from './hash.ts';
import { leftNormal, measure, pointAt, project, segmentCrossing, type Polyline, type XY } from './local-plane.ts';
import { formatBunji, lotAt } from './lots.ts';
import { roadCode, type Road, type RoadNetwork } from './road-network.ts';
import { createSegmentIndex } from './segment-index.ts';
import type { RegionWorld } from './region-world.ts';
import type { LonLat } from './world-types.ts';

export type Side = 'left' | 'right';

export interface Building {
  roadName: string;
  /** 12-digit road-name code in the building's district. */
  roadCode: string;
  /** 건물번호 본번 / 부번 (sub 0 = none). */
  main: number;
  sub: number;
  /** '95' or '95-11'. */
  buildingIndex: string;
  /** Building name, '' for most. */
  name: string;
  center: LonLat;
  /** The entrance, on the road-facing side. */
  entrance: LonLat;
  side: Side;
  /** Basis distance of the entrance along the road, metres from the road's real start. */
  basisM: number;
  /** 10-digit code and name of the district (gu_gun). */
  districtCode: string;
  districtName: string;
  /** Administrative and legal dong ('' in districts without dong detail). */
  adminDongCode: string;
  adminDongName: string;
  legalDongCode: string;
  legalDongName: string;
  /** 지번 of the lot at the building's centre, '' when there is none. */
  bunji: string;
  /** Identifier of the road-name address, 10 digits. */
  roadAddressKey: string;
  /** 5-digit postcode ('' from generateBuildings; buildWorld assigns it by area, postcodes.ts). */
  postcode: string;
  /** Id of the POI the building was made from, '' otherwise. */
  poiId: string;
}

/** The basis number at basis distance D on a side (see the module comment). */
export function basisNumber(basisM: number, side: Side): number {
  const k = Math.floor(Math.max(0, basisM) / 20);
  return side === 'left' ? 2 * k + 1 : 2 * k + 2;
}

export function formatBuildingIndex(main: number, sub: number): string {
  return sub === 0 ? String(main) : `${main}-${sub}`;
}

/** Parses '95' or '95-11'. */
export function parseBuildingIndex(text: string): { main: number; sub: number } | null {
  const m = /^\s*(\d{1,5})(?:\s*-\s*(\d{1,5}))?\s*$/.exec(text);
  if (!m) return null;
  return { main: Number(m[1]), sub: m[2] === undefined ? 0 : Number(m[2]) };
}

const NAME_PREFIXES = [
  '한성', '대한', '동양', '삼화', '태평', '중앙', '제일', '유원', '동아', '한일', '영풍', '대성', '미래',
  '서린', '청진', '광명', '대림', '삼정', '성원', '정우', '금강', '백상', '신원', '화성', '우성', '대우',
];
const NAME_SUFFIXES = ['빌딩', '빌딩', '빌딩', '타워', '센터', '프라자', '오피스텔'];

/** Metres between front buildings: 40 + up to 40. */
const SPACING_MIN_M = 40;
const SPACING_SPREAD_M = 40;
/** Named buildings keep at least this much frontage free on each side. */
const MIN_FRONTAGE_M = 25;

interface Draft {
  road: Road;
  side: Side;
  basisM: number;
  center: LonLat;
  entrance: LonLat;
  name: string;
  poiId: string;
  rearOf?: Draft;
}

interface Gap {
  side: Side | 'both';
  from: number;
  to: number;
}

/** Buildings along every road of the network. */
export function generateBuildings(world: RegionWorld, network: RoadNetwork, pois: readonly PoiSeed[]): Building[] {
  const { plane } = network;
  const lines = new Map<string, Polyline>(network.roads.map((r) => [r.name, measure(r.line.map((p) => plane.toXY(p)))]));
  const lineOf = (road: Road): Polyline => lines.get(road.name) ?? measure([]);
  const gaps = new Map<string, Gap[]>(network.roads.map((r) => [r.name, junctionGaps(r, network, lines)]));
  for (const road of network.roads) {
    const list = gaps.get(road.name) ?? [];
    for (const f of road.seed.facilities ?? []) list.push({ side: 'both', from: f.fromM - 10, to: f.toM + 10 });
  }

  // Named buildings from POIs.
  const named: Draft[] = [];
  for (const poi of pois) {
    if (poi.road === undefined) continue;
    const road = network.road(poi.road);
    if (!road) throw new Error(`POI ${poi.name}: unknown road ${poi.road}`);
    const line = lineOf(road);
    const p = plane.toXY(poi.position);
    const proj = project(line, p);
    const side: Side = proj.offset >= 0 ? 'left' : 'right';
    const normal = leftNormal(pointAt(line, proj.d).dir);
    const s = side === 'left' ? 1 : -1;
    const setback = road.halfWidthM + 3;
    const entranceXY: XY =
      proj.distance > setback ? [proj.foot[0] + normal[0] * s * setback, proj.foot[1] + normal[1] * s * setback] : p;
    named.push({
      road,
      side,
      basisM: road.startBaseM + proj.d,
      center: [poi.position[0], poi.position[1]],
      entrance: roundLonLat(plane.toLonLat(entranceXY)),
      name: poi.name,
      poiId: poi.id,
    });
    const frontage = Math.max(MIN_FRONTAGE_M, poi.frontageM ?? 0);
    gaps.get(road.name)?.push({ side, from: proj.d - frontage, to: proj.d + frontage });
  }

  const namedXY = named.map((n) => plane.toXY(n.center));
  const isClear = (road: Road, center: LonLat, entrance: LonLat): boolean => {
    const c = plane.toXY(center);
    if (namedXY.some((n) => distanceXY(n, c) < 30)) return false;
    for (const point of [center, entrance]) {
      if (pointInMultiPolygon(point[0], point[1], world.water)) return false;
      const other = network.index.nearest(point[0], point[1], 40, (l) => l.roadName !== road.name);
      if (other) {
        const otherRoad = network.road(other.link.roadName);
        if (otherRoad && other.distanceM < otherRoad.halfWidthM + 4) return false;
      }
    }
    // Inside the city: checked once, on the centre, when the building is numbered.
    return true;
  };

  const drafts: Draft[] = [...named];
  for (const road of network.roads) {
    const line = lineOf(road);
    const roadGaps = gaps.get(road.name) ?? [];
    for (const side of ['left', 'right'] as const) {
      const random = prngFor(`${road.name}|${side}`);
      const s = side === 'left' ? 1 : -1;
      const major = road.seed.category <= 5;
      for (let d = 6 + random() * 20; d < line.length - 6; d += SPACING_MIN_M + random() * SPACING_SPREAD_M) {
        const setback = 2 + random() * 4;
        const depth = 12 + random() * 16;
        const rearRoll = random();
        const nameRoll = random();
        const nameA = random();
        const nameB = random();
        if (roadGaps.some((g) => (g.side === 'both' || g.side === side) && d >= g.from && d <= g.to)) continue;
        const at = pointAt(line, d);
        const normal = leftNormal(at.dir);
        const place = (offset: number): LonLat =>
          roundLonLat(plane.toLonLat([at.xy[0] + normal[0] * s * offset, at.xy[1] + normal[1] * s * offset]));
        const building = road.halfWidthM + setback;
        const front: Draft = {
          road,
          side,
          basisM: road.startBaseM + d,
          center: place(building + depth / 2),
          entrance: place(building),
          name: nameRoll < (major ? 1 / 12 : 1 / 20) ? generatedName(nameA, nameB) : '',
          poiId: '',
        };
        if (!isClear(road, front.center, front.entrance)) continue;
        drafts.push(front);
        const rearCount = rearRoll < (road.seed.category >= 7 ? 0.15 : 0.33) ? (rearRoll < 0.08 ? 2 : 1) : 0;
        let behind = building + depth;
        for (let r = 0; r < rearCount; r++) {
          const rearDepth = 10 + random() * 12;
          const entrance = behind + 6;
          const rear: Draft = {
            road,
            side,
            basisM: front.basisM,
            center: place(entrance + rearDepth / 2),
            entrance: place(entrance),
            name: '',
            poiId: '',
            rearOf: front,
          };
          if (!isClear(road, rear.center, rear.entrance)) break;
          drafts.push(rear);
          behind = entrance + rearDepth;
        }
      }
    }
  }

  return numberDrafts(world, network, drafts);
}

function generatedName(a: number, b: number): string {
  const prefix = NAME_PREFIXES[Math.floor(a * NAME_PREFIXES.length)] ?? NAME_PREFIXES[0];
  const suffix = NAME_SUFFIXES[Math.floor(b * NAME_SUFFIXES.length)] ?? NAME_SUFFIXES[0];
  return `${prefix}${suffix}`;
}

function distanceXY(a: XY, b: XY): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/**
 * Stretches of a road where other roads cross it or meet it: no building stands in a
 * crossing road's mouth (its half width plus 8 m each way).
 */
function junctionGaps(road: Road, network: RoadNetwork, lines: Map<string, Polyline>): Gap[] {
  const line = lines.get(road.name);
  if (!line) return [];
  const gaps: Gap[] = [];
  const addAt = (d: number, other: Road): void => {
    const clear = other.halfWidthM + 8;
    gaps.push({ side: 'both', from: d - clear, to: d + clear });
  };
  for (const other of network.roads) {
    if (other === road) continue;
    const otherLine = lines.get(other.name);
    if (!otherLine) continue;
    for (let i = 0; i + 1 < line.xy.length; i++) {
      const a = line.xy[i];
      const b = line.xy[i + 1];
      if (!a || !b) continue;
      for (let j = 0; j + 1 < otherLine.xy.length; j++) {
        const c = otherLine.xy[j];
        const e = otherLine.xy[j + 1];
        if (!c || !e) continue;
        const hit = segmentCrossing(a, b, c, e);
        if (hit) addAt((line.cum[i] ?? 0) + hit.t * distanceXY(a, b), other);
      }
    }
    // Ends of either road that stop at the other (T-junctions).
    for (const end of [otherLine.xy[0], otherLine.xy[otherLine.xy.length - 1]]) {
      if (!end) continue;
      const proj = project(line, end);
      if (proj.distance <= road.halfWidthM + 5) addAt(proj.d, other);
    }
    for (const [end, d] of [[line.xy[0], 0], [line.xy[line.xy.length - 1], line.length]] as const) {
      if (end && project(otherLine, end).distance <= other.halfWidthM + 5) addAt(d, other);
    }
  }
  return gaps;
}

function numberDrafts(world: RegionWorld, network: RoadNetwork, drafts: Draft[]): Building[] {
  const order = new Map(network.roads.map((r, i) => [r.name, i]));
  const taken = new Map<string, Set<number>>();
  const keys = new Set<number>();
  const mainOf = new Map<Draft, number>();
  const out: Building[] = [];
  for (const draft of drafts) {
    const hit = world.index.locate(draft.center[0], draft.center[1]);
    if (!hit) continue;
    const main = draft.rearOf ? (mainOf.get(draft.rearOf) ?? basisNumber(draft.basisM, draft.side)) : basisNumber(draft.basisM, draft.side);
    mainOf.set(draft, main);
    const used = taken.get(`${draft.road.name}|${main}`) ?? new Set<number>();
    taken.set(`${draft.road.name}|${main}`, used);
    let sub = draft.rearOf ? 1 : 0;
    while (used.has(sub)) sub++;
    used.add(sub);
    const code = roadCode(draft.road.seed, hit.gu_gun.code.slice(0, 5));
    const lot = hit.legalDong ? lotAt(world, hit.legalDong, draft.center[0], draft.center[1]) : null;
    out.push({
      roadName: draft.road.name,
      roadCode: code,
      main,
      sub,
      buildingIndex: formatBuildingIndex(main, sub),
      name: draft.name,
      center: draft.center,
      entrance: draft.entrance,
      side: draft.side,
      basisM: Math.round(draft.basisM * 10) / 10,
      districtCode: hit.gu_gun.code,
      districtName: hit.gu_gun.name,
      adminDongCode: hit.adminDong?.code ?? '',
      adminDongName: hit.adminDong?.name ?? '',
      legalDongCode: hit.legalDong?.code ?? '',
      legalDongName: hit.legalDong?.name ?? '',
      bunji: lot ? formatBunji(lot) : '',
      roadAddressKey: roadAddressKeyFor(code, main, sub, keys),
      postcode: '',
      poiId: draft.poiId,
    });
  }
  return out.sort((a, b) => (order.get(a.roadName) ?? 0) - (order.get(b.roadName) ?? 0) || a.main - b.main || a.sub - b.sub);
}

function roadAddressKeyFor(code: string, main: number, sub: number, used: Set<number>): string {
  let key = fnv1a32(`${code}:${main}:${sub}`) % 1_000_000_000;
  while (used.has(key)) key = (key + 1) % 1_000_000_000;
  used.add(key);
  return String(4_000_000_000 + key);
}

interface BuildingMatch {
  building: Building;
  /** Metres from the query point to the building (its entrance-to-centre axis). */
  distanceM: number;
}

export interface AddressIndex {
  readonly buildings: readonly Building[];
  /**
   * The building nearest to the point within radiusM metres, distance measured to the
   * building's axis from entrance to centre (so a point inside a large named place finds it);
   * `accept` restricts the candidates.
   */
  nearestBuilding(lon: number, lat: number, radiusM: number, accept?: (building: Building) => boolean): BuildingMatch | null;
  /** The building at road name + number ('세종대로', 110, 0). */
  lookup(roadName: string, main: number, sub?: number): Building | undefined;
  /** Buildings of a road by number. */
  byRoad(roadName: string): Building[];
}

export function createAddressIndex(buildings: readonly Building[], network: Pick<RoadNetwork, 'plane'>): AddressIndex {
  const { plane } = network;
  const coords = new Float64Array(buildings.length * 4);
  buildings.forEach((b, i) => {
    const e = plane.toXY(b.entrance);
    const c = plane.toXY(b.center);
    coords.set([e[0], e[1], c[0], c[1]], i * 4);
  });
  const segments = createSegmentIndex(coords);
  const byAddress = new Map<string, Building>();
  const byRoadName = new Map<string, Building[]>();
  for (const b of buildings) {
    const key = `${b.roadName}|${b.main}|${b.sub}`;
    if (byAddress.has(key)) throw new Error(`duplicate address ${b.roadName} ${b.buildingIndex}`);
    byAddress.set(key, b);
    byRoadName.set(b.roadName, [...(byRoadName.get(b.roadName) ?? []), b]);
  }
  return {
    buildings,
    nearestBuilding(lon, lat, radiusM, accept) {
      const [x, y] = plane.toXY([lon, lat]);
      const hit = segments.nearest(x, y, radiusM, accept ? (i) => {
        const b = buildings[i];
        return b !== undefined && accept(b);
      } : undefined);
      const building = hit ? buildings[hit.segment] : undefined;
      return hit && building ? { building, distanceM: hit.distance } : null;
    },
    lookup: (roadName, main, sub = 0) => byAddress.get(`${roadName.replace(/\s+/g, '')}|${main}|${sub}`),
    byRoad: (roadName) => [...(byRoadName.get(roadName) ?? [])].sort((a, b) => a.main - b.main || a.sub - b.sub),
  };
}
