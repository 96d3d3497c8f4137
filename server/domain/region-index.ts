/**
 * Point-in-region lookup and region look-ups over a set of regions: the demo world's, or those
 * with imported boundaries (server/db/imported-regions.ts, server/live-regions.ts).
 *
 * Candidate regions come from a Flatbush index of region bounding boxes; candidates are then
 * tested with an even-odd point-in-polygon test, prepared per region on first use
 * (prepared-polygon.ts) so that large boundaries (provinces of imported data) stay fast, from the
 * region's flat shape where it has one (imported regions: read from their stored form, so a
 * region's first hit builds no [lon, lat] arrays).
 */
import Flatbush from 'flatbush';
import { bboxOf } from '../../shared/geometry/area.ts';
import { distanceToEdgesMetres } from '../../shared/geometry/distance.ts';
import { type BBox } from '../../shared/geometry/types.ts';
import { prepareShapeTest, type PointTest } from './prepared-polygon.ts';
import { shapeOf } from './region-shape.ts';
import type { Region, RegionCategory, RegionHit } from './world-types.ts';

interface RegionSearchOptions {
  /** Only regions of this category. */
  category?: RegionCategory;
  /** Only regions whose parent (directly) is this regionId. */
  parentId?: string;
  /** Maximum number of results (default 20). */
  limit?: number;
}

export interface RegionIndex {
  /** Every region, in world order (city, districts, then dongs). */
  readonly regions: readonly Region[];
  /**
   * The city, district and (where the district has dong detail) administrative and legal
   * dong containing the point; null outside the city.
   */
  locate(lon: number, lat: number): RegionHit | null;
  /** Every region whose polygon contains the point, in world order. */
  regionsAt(lon: number, lat: number): Region[];
  byId(regionId: string): Region | undefined;
  /** By official 10-digit code; `category` disambiguates if ever needed. */
  byCode(code: string, category?: RegionCategory): Region | undefined;
  /** Direct children (districts of a city, dongs of a district), in world order. */
  children(regionId: string): Region[];
  /**
   * Keyword search on names ('명동', '역삼', '강남구') and full names ('중구 명동').
   * Exact name matches first, then prefix, then substring; spaces are ignored.
   */
  search(keyword: string, options?: RegionSearchOptions): Region[];
  /** The bounding box of a region. */
  bbox(regionId: string): BBox | undefined;
  /** The regions whose bounding box meets a box [minLon, minLat, maxLon, maxLat], in world order. */
  inBox(box: BBox, category?: RegionCategory): Region[];
}

const CATEGORY_ORDER: Record<RegionCategory, number> = { city_do: 0, gu_gun: 1, adminDong: 2, legalDong: 3 };

export function createRegionIndex(regions: readonly Region[]): RegionIndex {
  const boxes = regions.map((r) => r.bbox ?? bboxOf(r.geometry));
  const tree = new Flatbush(Math.max(regions.length, 1));
  for (const [minLon, minLat, maxLon, maxLat] of boxes) tree.add(minLon, minLat, maxLon, maxLat);
  if (regions.length === 0) tree.add(0, 0, 0, 0);
  tree.finish();

  const ids = new Map<string, Region>();
  const position = new Map<string, number>();
  const codes = new Map<string, Region[]>();
  const kids = new Map<string, Region[]>();
  regions.forEach((region, i) => {
    if (ids.has(region.regionId)) throw new Error(`duplicate regionId ${region.regionId}`);
    ids.set(region.regionId, region);
    position.set(region.regionId, i);
    pushTo(codes, region.code, region);
    if (region.parentId !== null) pushTo(kids, region.parentId, region);
  });
  const tests: (PointTest | undefined)[] = new Array<PointTest | undefined>(regions.length);
  function contains(i: number, lon: number, lat: number): boolean {
    const region = regions[i];
    if (!region) return false;
    let test = tests[i];
    if (!test) {
      test = prepareShapeTest(region.shape ?? shapeOf(region.geometry));
      tests[i] = test;
    }
    return test(lon, lat);
  }

  function regionsAt(lon: number, lat: number): Region[] {
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || regions.length === 0) return [];
    return tree
      .search(lon, lat, lon, lat)
      .sort((a, b) => a - b)
      .filter((i) => contains(i, lon, lat))
      .map((i) => regions[i])
      .filter((r): r is Region => r !== undefined);
  }

  /** Points exactly on a shared edge can fall in no polygon: take the closest candidate. */
  function closest(lon: number, lat: number, candidates: Region[]): Region | undefined {
    let best: Region | undefined;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
      const d = distanceToEdgesMetres([lon, lat], candidate.geometry);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    return best;
  }

  /**
   * The first of the candidates (in world order) that `wanted` keeps and whose polygon holds the
   * point: regionsAt(…).find(wanted), testing only the polygons it has to.
   */
  function firstAt(lon: number, lat: number, candidates: readonly number[], wanted: (region: Region) => boolean): Region | undefined {
    for (const i of candidates) {
      const region = regions[i];
      if (region && wanted(region) && contains(i, lon, lat)) return region;
    }
    return undefined;
  }

  function pick(lon: number, lat: number, candidates: readonly number[], category: RegionCategory, parentId: string): Region | undefined {
    const inside = firstAt(lon, lat, candidates, (r) => r.category === category && r.parentId === parentId);
    if (inside) return inside;
    const siblings = (kids.get(parentId) ?? []).filter((r) => r.category === category);
    return siblings.length > 0 ? closest(lon, lat, siblings) : undefined;
  }

  function locate(lon: number, lat: number): RegionHit | null {
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || regions.length === 0) return null;
    const candidates = tree.search(lon, lat, lon, lat).sort((a, b) => a - b);
    const city = firstAt(lon, lat, candidates, (r) => r.category === 'city_do');
    if (!city) return null;
    const guGun = pick(lon, lat, candidates, 'gu_gun', city.regionId);
    if (!guGun) return null;
    const hit: RegionHit = { city_do: city, gu_gun: guGun };
    const adminDong = pick(lon, lat, candidates, 'adminDong', guGun.regionId);
    const legalDong = pick(lon, lat, candidates, 'legalDong', guGun.regionId);
    if (adminDong) hit.adminDong = adminDong;
    if (legalDong) hit.legalDong = legalDong;
    return hit;
  }

  function search(keyword: string, options: RegionSearchOptions = {}): Region[] {
    const key = normalise(keyword);
    if (key === '') return [];
    const scored: { region: Region; score: number }[] = [];
    for (const region of regions) {
      if (options.category && region.category !== options.category) continue;
      if (options.parentId !== undefined && region.parentId !== options.parentId) continue;
      const name = normalise(region.name);
      const fullName = normalise(region.fullName);
      let score: number;
      if (name === key || fullName === key) score = 0;
      else if (name.startsWith(key)) score = 1;
      else if (name.includes(key)) score = 2;
      else if (fullName.includes(key)) score = 3;
      else continue;
      scored.push({ region, score });
    }
    scored.sort(
      (a, b) =>
        a.score - b.score ||
        CATEGORY_ORDER[a.region.category] - CATEGORY_ORDER[b.region.category] ||
        (position.get(a.region.regionId) ?? 0) - (position.get(b.region.regionId) ?? 0),
    );
    return scored.slice(0, options.limit ?? 20).map((s) => s.region);
  }

  return {
    regions,
    locate,
    regionsAt,
    byId: (regionId) => ids.get(regionId),
    byCode: (code, category) => (codes.get(code) ?? []).find((r) => category === undefined || r.category === category),
    children: (regionId) => [...(kids.get(regionId) ?? [])],
    search,
    inBox: ([minLon, minLat, maxLon, maxLat], category) => {
      if (regions.length === 0) return [];
      return tree
        .search(minLon, minLat, maxLon, maxLat)
        .sort((a, b) => a - b)
        .map((i) => regions[i])
        .filter((r): r is Region => r !== undefined && (category === undefined || r.category === category));
    },
    bbox: (regionId) => {
      const i = position.get(regionId);
      return i === undefined ? undefined : boxes[i];
    },
  };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, '').toLowerCase();
}
