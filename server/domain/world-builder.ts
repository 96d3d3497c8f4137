/**
 * Builds the demo world's regions deterministically from the authored seeds in server/data.
 *
 * - Districts: Voronoi cells of every seed labelled with a district (its centre, its shaping
 *   seeds and, for districts with dong detail, all of its dong seeds), cells of one district
 *   merged, clipped to the Seoul outline. Including the dong seeds guarantees that every dong
 *   seed lies inside its own district.
 * - Dongs: per district, Voronoi cells of that district's dong seeds clipped to the district
 *   polygon, cells of one dong merged. Administrative and legal dongs are separate
 *   tessellations of the same district, so each of them covers the district exactly once.
 *
 * Voronoi cells are computed in a local equirectangular plane (longitude scaled by
 * cos(latitude)) so that "nearest seed" means nearest on the ground.
 *
 * On top of the regions: the road network (road-network.ts), the buildings with their
 * road-name addresses (road-addresses.ts) and the POIs (poi-index.ts), all from the authored
 * seeds in server/data.
 */
import { Delaunay } from 'd3-delaunay';
import { intersection, union } from 'polyclip-ts';
import { HAN_RIVER_CENTRE_LINE, HAN_RIVER_WIDTH_M } from '../data/han-river-seeds.ts';
import { POI_SEEDS, type PoiSeed } from '../data/poi-seeds.ts';
import { BRANCH_SEEDS, ROAD_SEEDS, type BranchSeed, type RoadSeed } from '../data/road-seeds.ts';
import { DETAILED_DISTRICTS, type DetailedDistrictSeeds, type DongSeed } from '../data/seoul-dong-seeds.ts';
import { SEOUL, SEOUL_DISTRICTS, SEOUL_OUTLINE, type CitySeed, type DistrictSeed } from '../data/seoul-seeds.ts';
import { bboxOf, counterClockwise, interiorPoint } from '../../shared/geometry/area.ts';
import { lonScale } from '../../shared/geometry/distance.ts';
import { pointInMultiPolygon, pointInRing } from '../../shared/geometry/point-in-polygon.ts';
import { roundLonLat } from '../../shared/geometry/round.ts';
import { worldScale } from './local-plane.ts';
import { computeNow, type Memo } from './memo.ts';
import { createPostcodeGrid } from './postcodes.ts';
import { createPoiIndex, poiFromSeed, type PoiIndex } from './poi-index.ts';
import { createAddressIndex, generateBuildings, type AddressIndex } from './road-addresses.ts';
import { buildRoadNetwork, type RoadNetwork } from './road-network.ts';
import { createRegionIndex } from './region-index.ts';
import type { RegionWorld } from './region-world.ts';
import type { LonLat, MultiPolygonCoords, Region, RegionCategory, Ring } from './world-types.ts';

export interface MapWorld extends RegionWorld {
  /** Roads, their links and the nearest-link index. */
  readonly roads: RoadNetwork;
  /** Points of interest and their index. */
  readonly pois: PoiIndex;
}

export interface World extends MapWorld {
  /** Buildings with road-name addresses, and their index. */
  readonly buildings: AddressIndex;
}

export interface WorldSeeds {
  city: CitySeed;
  cityOutline: Ring;
  districts: readonly DistrictSeed[];
  detailed: readonly DetailedDistrictSeeds[];
  /** Roads; none when absent. */
  roads?: readonly RoadSeed[];
  /** Side streets derived from the roads by the naming rule. */
  branches?: readonly BranchSeed[];
  pois?: readonly PoiSeed[];
}

/** Prefix digit of regionId per category: regionId = prefix + 10-digit code (always numeric). */
const REGION_ID_PREFIX: Record<RegionCategory, string> = { city_do: '1', gu_gun: '2', adminDong: '3', legalDong: '4' };

export function regionIdFor(category: RegionCategory, code: string): string {
  return `${REGION_ID_PREFIX[category]}${code}`;
}

/**
 * The demo world: Seoul, its 25 districts, dong detail for 종로구, 중구 and 강남구, the road
 * network of central Seoul and 강남, buildings with road-name addresses, and POIs.
 */
export function buildDemoWorld(memo: Memo = computeNow): World {
  return buildWorld(DEMO_SEEDS, memo);
}

/**
 * The demo world as the map draws it (vector tiles): its regions, roads and POIs, without the
 * buildings and address indexes that only the address services read.
 */
export function buildDemoMapWorld(memo: Memo = computeNow): MapWorld {
  return buildMapWorld(DEMO_SEEDS, memo);
}

const DEMO_SEEDS: WorldSeeds = {
  city: SEOUL,
  cityOutline: SEOUL_OUTLINE,
  districts: SEOUL_DISTRICTS,
  detailed: DETAILED_DISTRICTS,
  roads: ROAD_SEEDS,
  branches: BRANCH_SEEDS,
  pois: POI_SEEDS,
};

export function buildWorld(seeds: WorldSeeds, memo: Memo = computeNow): World {
  return withBuildings(buildMapWorld(seeds, memo), seeds);
}

/** The demo world's buildings on its map world (buildDemoMapWorld): buildDemoWorld in two steps. */
export function withDemoBuildings(map: MapWorld): World {
  return withBuildings(map, DEMO_SEEDS);
}

function withBuildings(map: MapWorld, seeds: WorldSeeds): World {
  const generated = generateBuildings(map, map.roads, seeds.pois ?? []);
  // Postcodes by area (postcodes.ts): each building gets the code of the grid cell at its centre.
  const postcodes = createPostcodeGrid(map);
  for (const b of generated) {
    const district = map.index.byCode(b.districtCode, 'gu_gun');
    b.postcode = district ? postcodes.inDistrict(district, b.center[0], b.center[1]) : '';
  }
  return { ...map, buildings: createAddressIndex(generated, map.roads) };
}

/** Regions, roads and POIs: what the map draws of a world (buildWorld adds the buildings). */
function buildMapWorld(seeds: WorldSeeds, memo: Memo = computeNow): MapWorld {
  const base = buildRegionWorld(seeds, memo);
  const roads = buildRoadNetwork(seeds.roads ?? [], seeds.branches ?? []);
  return { ...base, roads, pois: createPoiIndex((seeds.pois ?? []).map(poiFromSeed)) };
}

/**
 * Regions only: the city, districts and dongs, with the Han River. Their cells (a second of
 * polygon clipping) go through `memo`, which may keep them between processes.
 */
export function buildRegionWorld(seeds: WorldSeeds, memo: Memo = computeNow): RegionWorld {
  validateSeeds(seeds);
  const outline: MultiPolygonCoords = [[counterClockwise(seeds.cityOutline)]];
  const city = makeRegion('city_do', seeds.city.code, seeds.city.name, null, seeds.city.name, outline, seeds.city.center);

  const detailByDistrict = new Map(seeds.detailed.map((d) => [d.districtCode, d]));
  const districtSeedPoints: LabelledPoint[] = [];
  for (const district of seeds.districts) {
    const own = [district.center, ...district.shape];
    const detail = detailByDistrict.get(district.code);
    if (detail) {
      for (const d of [...detail.adminDongs, ...detail.legalDongs]) own.push(...d.seeds);
    }
    for (const point of own) districtSeedPoints.push({ key: district.code, point });
  }
  const districtCells = voronoiRegions(districtSeedPoints, outline, memo);

  const districts: Region[] = [];
  const dongs: Region[] = [];
  for (const district of seeds.districts) {
    const geometry = districtCells.get(district.code) ?? [];
    if (geometry.length === 0) throw new Error(`district ${district.name} has an empty polygon`);
    const region = makeRegion(
      'gu_gun',
      district.code,
      district.name,
      city.regionId,
      `${city.name} ${district.name}`,
      geometry,
      district.center,
    );
    districts.push(region);
    const detail = detailByDistrict.get(district.code);
    if (detail) {
      dongs.push(...dongRegions('adminDong', detail.adminDongs, region, memo));
      dongs.push(...dongRegions('legalDong', detail.legalDongs, region, memo));
    }
  }

  const regions = [city, ...districts, ...dongs];
  return {
    regions,
    city,
    index: createRegionIndex(regions),
    water: [[riverBand(HAN_RIVER_CENTRE_LINE, HAN_RIVER_WIDTH_M)]],
  };
}

function dongRegions(category: 'adminDong' | 'legalDong', seeds: readonly DongSeed[], district: Region, memo: Memo): Region[] {
  const labelled = seeds.flatMap((d) => d.seeds.map((point) => ({ key: d.code, point })));
  const cells = voronoiRegions(labelled, district.geometry, memo);
  return seeds.map((d) => {
    const geometry = cells.get(d.code) ?? [];
    if (geometry.length === 0) throw new Error(`${category} ${d.name} has an empty polygon`);
    return makeRegion(category, d.code, d.name, district.regionId, `${district.fullName} ${d.name}`, geometry, d.seeds[0]);
  });
}

function makeRegion(
  category: RegionCategory,
  code: string,
  name: string,
  parentId: string | null,
  fullName: string,
  geometry: MultiPolygonCoords,
  preferredCenter: LonLat,
): Region {
  const center = pointInMultiPolygon(preferredCenter[0], preferredCenter[1], geometry)
    ? preferredCenter
    : roundLonLat(interiorPoint(geometry));
  return { regionId: regionIdFor(category, code), code, name, category, parentId, fullName, geometry, center };
}

interface LabelledPoint {
  key: string;
  point: LonLat;
}

/** Reference point of the local plane used for Voronoi cells (central Seoul). */
const PLANE_ORIGIN: LonLat = [127.0, 37.55];
const PLANE_K = lonScale(PLANE_ORIGIN[1]);

function toPlane([lon, lat]: LonLat): [number, number] {
  return [(lon - PLANE_ORIGIN[0]) * PLANE_K, lat - PLANE_ORIGIN[1]];
}

function fromPlane([x, y]: [number, number]): LonLat {
  return roundLonLat([x / PLANE_K + PLANE_ORIGIN[0], y + PLANE_ORIGIN[1]]);
}

/**
 * Voronoi cells of labelled points, merged per label and clipped to `clip`.
 * Points repeated under the same label are used once; the same point under two labels is an error.
 */
function voronoiRegions(points: readonly LabelledPoint[], clip: MultiPolygonCoords, memo: Memo): Map<string, MultiPolygonCoords> {
  const cells = memo('region-cells', [points, clip], () => [...computeVoronoiRegions(points, clip)]);
  return new Map(cells);
}

function computeVoronoiRegions(points: readonly LabelledPoint[], clip: MultiPolygonCoords): Map<string, MultiPolygonCoords> {
  const unique: LabelledPoint[] = [];
  const seen = new Map<string, string>();
  for (const p of points) {
    const k = `${p.point[0]},${p.point[1]}`;
    const owner = seen.get(k);
    if (owner === undefined) {
      seen.set(k, p.key);
      unique.push(p);
    } else if (owner !== p.key) {
      throw new Error(`seed ${k} is used by both ${owner} and ${p.key}`);
    }
  }
  const [minLon, minLat, maxLon, maxLat] = bboxOf(clip);
  const [x0, y0] = toPlane([minLon, minLat]);
  const [x1, y1] = toPlane([maxLon, maxLat]);
  const margin = 0.01;
  const voronoi = Delaunay.from(unique.map((p) => toPlane(p.point))).voronoi([x0 - margin, y0 - margin, x1 + margin, y1 + margin]);

  const cellsByKey = new Map<string, Ring[]>();
  unique.forEach((p, i) => {
    // cellPolygon is typed as always returning a polygon, but it is null for empty cells.
    const cell = voronoi.cellPolygon(i) as [number, number][] | null;
    if (!cell || cell.length < 4) return;
    const ring = cell.map((q) => fromPlane(q));
    cellsByKey.set(p.key, [...(cellsByKey.get(p.key) ?? []), ring]);
  });

  const result = new Map<string, MultiPolygonCoords>();
  for (const [key, rings] of cellsByKey) {
    const [first, ...rest] = rings.map((ring) => [ring]);
    if (!first) continue;
    const merged = rest.length > 0 ? union(first, ...rest) : [first];
    result.set(key, intersection(merged, clip));
  }
  return result;
}

function validateSeeds(seeds: WorldSeeds): void {
  const codes = new Set<string>();
  const outline = seeds.cityOutline;
  const check = (code: string, name: string, what: string): void => {
    if (!/^\d{10}$/.test(code)) throw new Error(`${what} ${name}: code ${code} is not 10 digits`);
    if (name.trim() === '') throw new Error(`${what} ${code}: empty name`);
  };
  const inside = (p: LonLat, what: string): void => {
    if (!pointInRing(p[0], p[1], outline)) throw new Error(`${what}: seed ${p.join(',')} is outside the city outline`);
  };
  check(seeds.city.code, seeds.city.name, 'city');
  inside(seeds.city.center, seeds.city.name);
  for (const d of seeds.districts) {
    check(d.code, d.name, 'district');
    if (codes.has(d.code)) throw new Error(`duplicate district code ${d.code}`);
    codes.add(d.code);
    for (const p of [d.center, ...d.shape]) inside(p, d.name);
  }
  for (const detail of seeds.detailed) {
    if (!codes.has(detail.districtCode)) throw new Error(`dong detail for unknown district ${detail.districtCode}`);
    const prefix = detail.districtCode.slice(0, 5);
    const dongCodes = new Set<string>();
    for (const d of [...detail.adminDongs, ...detail.legalDongs]) {
      check(d.code, d.name, 'dong');
      if (!d.code.startsWith(prefix)) throw new Error(`dong ${d.name} ${d.code} is not in district ${detail.districtCode}`);
      if (dongCodes.has(d.code)) throw new Error(`duplicate dong code ${d.code}`);
      dongCodes.add(d.code);
      for (const p of d.seeds) inside(p, d.name);
    }
  }
}

/** A band of the given width (metres) around a centre line, as one closed ring. */
function riverBand(line: readonly LonLat[], widthM: number): Ring {
  const lat0 = line.reduce((s, p) => s + p[1], 0) / Math.max(line.length, 1);
  const { kx, ky } = worldScale(lat0);
  const pts = line.map(([lon, lat]) => [lon * kx, lat * ky] as const);
  const half = widthM / 2;
  const left: LonLat[] = [];
  const right: LonLat[] = [];
  pts.forEach((p, i) => {
    const prev = pts[Math.max(0, i - 1)] ?? p;
    const next = pts[Math.min(pts.length - 1, i + 1)] ?? p;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    left.push(roundLonLat([(p[0] + nx * half) / kx, (p[1] + ny * half) / ky]));
    right.push(roundLonLat([(p[0] - nx * half) / kx, (p[1] - ny * half) / ky]));
  });
  return counterClockwise([...left, ...right.reverse()]);
}
