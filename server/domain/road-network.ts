/**
 * The road network of the demo world: roads built from the authored seeds (server/data), cut
 * into links, and a spatial index for "nearest road" (GET /tmap/road/nearToRoad).
 *
 * Roads. One per seed, plus side streets derived by the 기초번호 rule (BranchSeed): the street
 * '<parent><N>길' leaves the parent at its basis number N, on the parent's left for odd N and on
 * its right for even N. A road keeps its numbering line (the authored line) and one or more
 * carriageways (the line itself, or lines offset from it, e.g. 청계천로 on both banks).
 *
 * Links. Each carriageway is cut where a facility (tunnel, bridge ...) starts or ends, and each
 * piece into equal links of at most MAX_LINK_M metres; intersections do not cut links. A link
 * runs in the direction of traffic for one-way carriageways and in the line's direction
 * otherwise. Attributes:
 * - linkId: numeric string, FNV-1a of (road name, carriageway, piece) folded into 8 digits
 *   (from 10000000); a collision takes the next free number in build order. Adding a road does
 *   not change the ids of the others.
 * - idxName: mesh id of a grid of 30" of latitude by 40" of longitude (about 0.93 km x
 *   0.98 km in Seoul) holding the link's midpoint: 4 digits of floor((lat - 33) * 120) then
 *   4 digits of floor((lon - 124) * 90), e.g. City Hall is in mesh "05470268".
 * - roadCategory, lanes, laneType (1 one-way, 2 two-way), speed (km/h), tollLink (0 free),
 *   linkFacil and oneway (1 = one-way in the direction of the points, 0 = two-way): the code
 *   tables are in server/data/road-seeds.ts.
 * - totalDistance: link length in whole metres.
 *
 * Index. Segments of all links in a local metre plane (see segment-index.ts): nearest(lon, lat,
 * radiusM) gives the link, the distance in metres, the foot of the perpendicular and the
 * segment index within the link.
 */
import { BRANCH_SEEDS, ROAD_SEEDS, type BranchSeed, type LinkFacility, type RoadCategory, type RoadSeed } from '../data/road-seeds.ts';
import { roundLonLat } from '../../shared/geometry/round.ts';
import { fnv1a32, mulberry32 } from './hash.ts';
import { leftNormal, measure, offsetLine, planeAround, pointAt, slice, type LocalPlane, type Polyline, type XY } from './local-plane.ts';
import { createSegmentIndex } from './segment-index.ts';
import type { LonLat } from './world-types.ts';

/** Longest link, metres. */
export const MAX_LINK_M = 400;

export interface RoadLink {
  /** Numeric string, stable. */
  linkId: string;
  /** 8-digit mesh id of the link's midpoint. */
  idxName: string;
  roadName: string;
  roadCategory: RoadCategory;
  /** Lanes of the carriageway (both directions for a two-way link). */
  lanes: number;
  /** 1 one-way, 2 two-way. */
  laneType: 1 | 2;
  /** Speed limit, km/h. */
  speed: number;
  /** 0 free. */
  tollLink: 0 | 1;
  linkFacil: LinkFacility;
  /** 1 one-way in the direction of `points`, 0 two-way. */
  oneway: 0 | 1;
  /** Length in whole metres. */
  totalDistance: number;
  points: LonLat[];
}

interface Carriageway {
  points: LonLat[];
  oneway: boolean;
  lanes: number;
}

export interface Road {
  name: string;
  /** The seed (for derived side streets: the seed made from the branch). */
  seed: RoadSeed;
  /** For a derived side street, the parent road's name. */
  parent?: string;
  /** The numbering line, start first. */
  line: LonLat[];
  lengthM: number;
  /** Half the width from building line to building line. */
  halfWidthM: number;
  /** Basis distance of the first vertex. */
  startBaseM: number;
  carriageways: Carriageway[];
}

interface RoadMatch {
  link: RoadLink;
  /** Metres from the query point to the link. */
  distanceM: number;
  /** Foot of the perpendicular on the link. */
  point: LonLat;
  /** Segment of the link holding the foot: points[segmentIndex] to points[segmentIndex + 1]. */
  segmentIndex: number;
}

export interface RoadIndex {
  readonly links: readonly RoadLink[];
  readonly segmentCount: number;
  /** Nearest link within radiusM metres (optionally only accepted links), or null. */
  nearest(lon: number, lat: number, radiusM: number, accept?: (link: RoadLink) => boolean): RoadMatch | null;
  /** The same answer as `nearest`, by checking every segment (for tests and benchmarks). */
  nearestBrute(lon: number, lat: number, radiusM: number, accept?: (link: RoadLink) => boolean): RoadMatch | null;
  byId(linkId: string): RoadLink | undefined;
}

export interface RoadNetwork {
  /** The metre plane the network was measured in. */
  readonly plane: LocalPlane;
  readonly roads: readonly Road[];
  readonly links: readonly RoadLink[];
  readonly index: RoadIndex;
  road(name: string): Road | undefined;
}

/** The demo world's network: every road seed and every derived side street. */
export function buildDemoRoadNetwork(): RoadNetwork {
  return buildRoadNetwork(ROAD_SEEDS, BRANCH_SEEDS);
}

export function buildRoadNetwork(seeds: readonly RoadSeed[], branches: readonly BranchSeed[] = []): RoadNetwork {
  validateRoadSeeds(seeds);
  const plane = planeAround(seeds.flatMap((s) => s.line));
  const roads: Road[] = [];
  const byName = new Map<string, Road>();
  const add = (road: Road): void => {
    if (byName.has(road.name)) throw new Error(`duplicate road name ${road.name}`);
    byName.set(road.name, road);
    roads.push(road);
  };
  for (const seed of seeds) add(makeRoad(seed, plane));
  for (const branch of branches) {
    const parent = byName.get(branch.parent);
    if (!parent) throw new Error(`side street of unknown road ${branch.parent}`);
    add(makeRoad(branchSeed(branch, parent, plane), plane, parent.name));
  }

  const links: RoadLink[] = [];
  const usedIds = new Set<number>();
  for (const road of roads) {
    road.carriageways.forEach((cw, c) => {
      const line = measure(cw.points.map((p) => plane.toXY(p)));
      const reversed = road.seed.carriageways?.[c]?.reverse === true;
      const stretches = facilityStretches(road, line.length, reversed);
      let piece = 0;
      for (const stretch of stretches) {
        const span = stretch.to - stretch.from;
        const count = Math.max(1, Math.ceil(span / MAX_LINK_M - 1e-9));
        for (let k = 0; k < count; k++) {
          const from = stretch.from + (span * k) / count;
          const to = stretch.from + (span * (k + 1)) / count;
          const xy = slice(line, from, to);
          const points = xy.map((p) => roundLonLat(plane.toLonLat(p)));
          const mid = plane.toLonLat(pointAt(measure(xy), (to - from) / 2).xy);
          links.push({
            linkId: linkIdFor(`${road.name}|${c}|${piece}`, usedIds),
            idxName: meshId(mid[0], mid[1]),
            roadName: road.name,
            roadCategory: road.seed.category,
            lanes: cw.lanes,
            laneType: cw.oneway ? 1 : 2,
            speed: road.seed.speed,
            tollLink: 0,
            linkFacil: stretch.code,
            oneway: cw.oneway ? 1 : 0,
            totalDistance: Math.round(to - from),
            points,
          });
          piece++;
        }
      }
    });
  }

  return { plane, roads, links, index: createRoadIndex(links, plane), road: (name) => byName.get(name) };
}

/** Width from building line to building line: lanes of 3.3 m, a median on wide two-way roads, 3 m sidewalks. */
function roadWidth(seed: Pick<RoadSeed, 'lanes' | 'oneway' | 'widthM'>): number {
  if (seed.widthM !== undefined) return seed.widthM;
  const median = !seed.oneway && seed.lanes >= 4 ? 2 : 0;
  return seed.lanes * 3.3 + median + 6;
}

function makeRoad(seed: RoadSeed, plane: LocalPlane, parent?: string): Road {
  const xy = seed.line.map((p) => plane.toXY(p));
  const line = measure(xy);
  const carriageways: Carriageway[] = seed.carriageways
    ? seed.carriageways.map((cw) => {
        const shifted = offsetLine(xy, cw.offsetM).map((p) => roundLonLat(plane.toLonLat(p)));
        return { points: cw.reverse ? shifted.reverse() : shifted, oneway: true, lanes: cw.lanes };
      })
    : [{ points: seed.line.map((p): LonLat => [p[0], p[1]]), oneway: seed.oneway === true, lanes: seed.lanes }];
  const road: Road = {
    name: seed.name,
    seed,
    line: seed.line.map((p): LonLat => [p[0], p[1]]),
    lengthM: line.length,
    halfWidthM: roadWidth(seed) / 2,
    startBaseM: seed.startBaseM ?? 0,
    carriageways,
  };
  if (parent !== undefined) road.parent = parent;
  return road;
}

interface Stretch {
  from: number;
  to: number;
  code: LinkFacility;
}

/** The carriageway cut at facility boundaries (facility distances scale with the carriageway's length). */
function facilityStretches(road: Road, length: number, reversed: boolean): Stretch[] {
  const scale = road.lengthM > 0 ? length / road.lengthM : 1;
  const marks = (road.seed.facilities ?? [])
    .map((f) => {
      const a = Math.max(0, Math.min(length, f.fromM * scale));
      const b = Math.max(0, Math.min(length, f.toM * scale));
      return reversed ? { from: length - b, to: length - a, code: f.code } : { from: a, to: b, code: f.code };
    })
    .filter((f) => f.to > f.from)
    .sort((p, q) => p.from - q.from);
  const out: Stretch[] = [];
  let at = 0;
  for (const f of marks) {
    if (f.from > at) out.push({ from: at, to: f.from, code: 0 });
    out.push({ from: Math.max(at, f.from), to: f.to, code: f.code });
    at = f.to;
  }
  if (length > at) out.push({ from: at, to: length, code: 0 });
  return out.filter((s) => s.to - s.from > 0.5);
}

/**
 * The basis distance (metres from the road's real start) at the middle of the 20 m interval of
 * basis number `number`: odd numbers 2k+1 and even numbers 2k+2 both cover [20k, 20k + 20).
 */
export function basisDistance(number: number): number {
  const k = Math.floor((number - 1) / 2);
  return 20 * k + 10;
}

/** The seed of a derived side street: geometry from the parent's line. */
function branchSeed(branch: BranchSeed, parent: Road, plane: LocalPlane): RoadSeed {
  if (!Number.isInteger(branch.number) || branch.number < 1) throw new Error(`bad side-street number ${branch.number}`);
  const d = basisDistance(branch.number) - parent.startBaseM;
  const line = measure(parent.line.map((p) => plane.toXY(p)));
  if (d <= 0 || d >= line.length) throw new Error(`${parent.name}${branch.number}길 is off ${parent.name}`);
  const at = pointAt(line, d);
  const side = branch.number % 2 === 1 ? 1 : -1;
  const normal = leftNormal(at.dir);
  const skew = ((branch.skewDeg ?? 0) * Math.PI) / 180;
  let dir: XY = [
    normal[0] * side * Math.cos(skew) + at.dir[0] * Math.sin(skew),
    normal[1] * side * Math.cos(skew) + at.dir[1] * Math.sin(skew),
  ];
  const half = branch.lengthM / 2;
  const start = at.xy;
  const mid: XY = [start[0] + dir[0] * half, start[1] + dir[1] * half];
  const bend = ((branch.bendDeg ?? 0) * Math.PI) / 180;
  dir = [dir[0] * Math.cos(bend) - dir[1] * Math.sin(bend), dir[0] * Math.sin(bend) + dir[1] * Math.cos(bend)];
  const end: XY = [mid[0] + dir[0] * half, mid[1] + dir[1] * half];
  const name = `${parent.name}${branch.number}길`;
  const lanes = branch.lanes ?? 2;
  const seed: RoadSeed = {
    name,
    roadNumber: syntheticRoadNumber(name),
    category: 7,
    lanes,
    speed: 30,
    line: [start, mid, end].map((p) => roundLonLat(plane.toLonLat(p))),
  };
  if (branch.oneway) seed.oneway = true;
  return seed;
}

/** A synthetic 7-digit road number for a derived name: 9 followed by six digits of its hash. */
function syntheticRoadNumber(name: string): string {
  return `9${String(fnv1a32(name) % 1_000_000).padStart(6, '0')}`;
}

/** 8-digit mesh id (see the module comment). */
export function meshId(lon: number, lat: number): string {
  const row = Math.max(0, Math.min(9999, Math.floor((lat - 33) * 120)));
  const col = Math.max(0, Math.min(9999, Math.floor((lon - 124) * 90)));
  return `${String(row).padStart(4, '0')}${String(col).padStart(4, '0')}`;
}

function linkIdFor(key: string, used: Set<number>): string {
  let id = 10_000_000 + (fnv1a32(key) % 90_000_000);
  while (used.has(id)) id = id === 99_999_999 ? 10_000_000 : id + 1;
  used.add(id);
  return String(id);
}

function validateRoadSeeds(seeds: readonly RoadSeed[]): void {
  for (const seed of seeds) {
    if (seed.name.trim() === '') throw new Error('road without a name');
    if (!/^\d{7}$/.test(seed.roadNumber)) throw new Error(`${seed.name}: road number ${seed.roadNumber} is not 7 digits`);
    for (const [district, number] of Object.entries(seed.roadNumberIn ?? {})) {
      if (!/^\d{5}$/.test(district) || !/^\d{7}$/.test(number)) throw new Error(`${seed.name}: bad road number ${district}:${number}`);
    }
    if (seed.line.length < 2) throw new Error(`${seed.name}: a line needs two vertices`);
    if (!(seed.lanes >= 1) || !(seed.speed > 0)) throw new Error(`${seed.name}: lanes and speed must be positive`);
  }
}

/** The 12-digit road-name code of a road in a district (5-digit 시군구 code). */
export function roadCode(seed: Pick<RoadSeed, 'roadNumber' | 'roadNumberIn'>, districtCode5: string): string {
  return `${districtCode5}${seed.roadNumberIn?.[districtCode5] ?? seed.roadNumber}`;
}

export function createRoadIndex(links: readonly RoadLink[], plane: LocalPlane = planeAround(links.flatMap((l) => l.points))): RoadIndex {
  let count = 0;
  for (const link of links) count += Math.max(0, link.points.length - 1);
  const coords = new Float64Array(count * 4);
  const segLink = new Int32Array(count);
  const segIndex = new Int32Array(count);
  let s = 0;
  links.forEach((link, li) => {
    for (let i = 0; i + 1 < link.points.length; i++) {
      const a = plane.toXY(link.points[i] ?? [0, 0]);
      const b = plane.toXY(link.points[i + 1] ?? [0, 0]);
      coords.set([a[0], a[1], b[0], b[1]], s * 4);
      segLink[s] = li;
      segIndex[s] = i;
      s++;
    }
  });
  const segments = createSegmentIndex(coords);
  const ids = new Map(links.map((l) => [l.linkId, l]));

  function toMatch(hit: { segment: number; distance: number; t: number } | null): RoadMatch | null {
    if (!hit) return null;
    const link = links[segLink[hit.segment] ?? -1];
    if (!link) return null;
    const ax = coords[hit.segment * 4] ?? 0;
    const ay = coords[hit.segment * 4 + 1] ?? 0;
    const bx = coords[hit.segment * 4 + 2] ?? 0;
    const by = coords[hit.segment * 4 + 3] ?? 0;
    const foot = plane.toLonLat([ax + hit.t * (bx - ax), ay + hit.t * (by - ay)]);
    return { link, distanceM: hit.distance, point: roundLonLat(foot), segmentIndex: segIndex[hit.segment] ?? 0 };
  }

  const acceptSegment = (accept?: (link: RoadLink) => boolean): ((segment: number) => boolean) | undefined => {
    if (!accept) return undefined;
    return (segment) => {
      const link = links[segLink[segment] ?? -1];
      return link !== undefined && accept(link);
    };
  };

  return {
    links,
    segmentCount: count,
    nearest(lon, lat, radiusM, accept) {
      const [x, y] = plane.toXY([lon, lat]);
      return toMatch(segments.nearest(x, y, radiusM, acceptSegment(accept)));
    },
    nearestBrute(lon, lat, radiusM, accept) {
      const [x, y] = plane.toXY([lon, lat]);
      return toMatch(segments.nearestBrute(x, y, radiusM, acceptSegment(accept)));
    },
    byId: (linkId) => ids.get(linkId),
  };
}

/**
 * A deterministic synthetic network for benchmarks: random-walk links of up to 10 segments
 * (30–150 m each, turning up to ±30° per segment) over a 36 km x 31 km box around Seoul,
 * `segmentCount` segments in all. Same seed, same network.
 */
export function syntheticNetwork(segmentCount: number, seed: number): RoadLink[] {
  const random = mulberry32(seed);
  const plane = planeAround([[126.8, 37.42], [127.2, 37.7]]);
  const [w, s] = plane.toXY([126.8, 37.42]);
  const [e, n] = plane.toXY([127.2, 37.7]);
  const links: RoadLink[] = [];
  let left = Math.max(0, Math.floor(segmentCount));
  let serial = 0;
  while (left > 0) {
    const k = Math.min(10, left);
    left -= k;
    let x = w + random() * (e - w);
    let y = s + random() * (n - s);
    let heading = random() * 2 * Math.PI;
    const points: LonLat[] = [roundLonLat(plane.toLonLat([x, y]))];
    let length = 0;
    for (let i = 0; i < k; i++) {
      const step = 30 + random() * 120;
      heading += (random() - 0.5) * (Math.PI / 3);
      x += Math.cos(heading) * step;
      y += Math.sin(heading) * step;
      length += step;
      points.push(roundLonLat(plane.toLonLat([x, y])));
    }
    const mid = points[Math.floor(points.length / 2)] ?? points[0] ?? [127, 37.55];
    serial++;
    links.push({
      linkId: String(serial),
      idxName: meshId(mid[0], mid[1]),
      roadName: `합성도로${serial}`,
      roadCategory: 6,
      lanes: 2,
      laneType: 2,
      speed: 50,
      tollLink: 0,
      linkFacil: 0,
      oneway: 0,
      totalDistance: Math.round(length),
      points,
    });
  }
  return links;
}

/** For tests: the numbering line of a road measured in the network's plane. */
export function measuredLine(network: RoadNetwork, road: Road): Polyline {
  return measure(road.line.map((p) => network.plane.toXY(p)));
}
