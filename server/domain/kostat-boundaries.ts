/**
 * Matching province (시도) and municipality (시군구) boundaries in the KOSTAT shape — properties
 * `name` and `code`, e.g. {name: '종로구', code: '11010'} — to the provinces and districts of
 * an administrative-dong set.
 *
 * KOSTAT codes are not MOIS codes (종로구 is 11010 there and sgg 11110 in admdongkor; Jeju 39
 * and 50), so boundaries are matched by name:
 * - provinces by name, spaces ignored, also under the former names of renamed provinces
 *   (강원도 → 강원특별자치도 in 2023, 전라북도 → 전북특별자치도 in 2024);
 * - districts by name within their province. A KOSTAT district's province is read from its
 *   code's first two digits: KOSTAT province prefixes are mapped to MOIS sido through the dong
 *   set's KOSTAT codes (adm_cd) and through the matched province boundaries. Where neither
 *   tells, a name that is unique in the whole country still matches.
 * What did not match either way is listed so the import can say so; those regions keep their
 * dissolved geometry.
 */
import type { MultiPolygonCoords } from './world-types.ts';

export interface NamedBoundary {
  /** Index of the feature in its file. */
  index: number;
  name: string;
  code: string;
  geometry: MultiPolygonCoords;
}

export interface ProvinceKey {
  /** 2-digit sido. */
  code: string;
  name: string;
}

export interface DistrictKey {
  /** 5-digit sgg. */
  code: string;
  name: string;
  provinceCode: string;
}

export interface BoundaryMatch {
  /** Geometry by MOIS code (sido or sgg). */
  geometry: Map<string, MultiPolygonCoords>;
  /** Boundaries of the file that matched nothing, with why. */
  unmatchedBoundaries: { boundary: NamedBoundary; reason: string }[];
  /** Regions of the dong set that no boundary matched. */
  unmatchedRegions: { code: string; name: string }[];
}

/** Former province names still found in older boundary files. */
const FORMER_PROVINCE_NAMES: Readonly<Record<string, string>> = {
  강원도: '강원특별자치도',
  전라북도: '전북특별자치도',
};

export function matchProvinces(boundaries: readonly NamedBoundary[], provinces: readonly ProvinceKey[]): BoundaryMatch & {
  /** KOSTAT 2-digit province code → MOIS sido, from the matches. */
  sidoByKostatCode: Map<string, string>;
} {
  const byName = new Map(provinces.map((p) => [key(p.name), p]));
  const geometry = new Map<string, MultiPolygonCoords>();
  const sidoByKostatCode = new Map<string, string>();
  const unmatchedBoundaries: BoundaryMatch['unmatchedBoundaries'] = [];
  for (const boundary of boundaries) {
    const province = byName.get(key(boundary.name)) ?? byName.get(key(FORMER_PROVINCE_NAMES[boundary.name.replace(/\s+/g, '')] ?? ''));
    if (!province) {
      unmatchedBoundaries.push({ boundary, reason: 'no province of that name in the dong file' });
      continue;
    }
    if (geometry.has(province.code)) {
      unmatchedBoundaries.push({ boundary, reason: `${province.name} already matched an earlier feature` });
      continue;
    }
    geometry.set(province.code, boundary.geometry);
    sidoByKostatCode.set(boundary.code.slice(0, 2), province.code);
  }
  const unmatchedRegions = provinces.filter((p) => !geometry.has(p.code)).map(({ code, name }) => ({ code, name }));
  return { geometry, unmatchedBoundaries, unmatchedRegions, sidoByKostatCode };
}

export function matchDistricts(
  boundaries: readonly NamedBoundary[],
  districts: readonly DistrictKey[],
  sidoByKostatCode: ReadonlyMap<string, string>,
): BoundaryMatch {
  const byProvinceAndName = new Map(districts.map((d) => [`${d.provinceCode}:${key(d.name)}`, d]));
  const byName = new Map<string, DistrictKey[]>();
  for (const d of districts) byName.set(key(d.name), [...(byName.get(key(d.name)) ?? []), d]);

  const geometry = new Map<string, MultiPolygonCoords>();
  const unmatchedBoundaries: BoundaryMatch['unmatchedBoundaries'] = [];
  for (const boundary of boundaries) {
    const sido = sidoByKostatCode.get(boundary.code.slice(0, 2));
    let district: DistrictKey | undefined;
    let reason: string;
    if (sido !== undefined) {
      district = byProvinceAndName.get(`${sido}:${key(boundary.name)}`);
      reason = `no district of that name in sido ${sido}`;
    } else {
      const candidates = byName.get(key(boundary.name)) ?? [];
      district = candidates.length === 1 ? candidates[0] : undefined;
      reason = candidates.length > 1 ? `province unknown and ${candidates.length} districts share the name` : 'no district of that name';
    }
    if (!district) {
      unmatchedBoundaries.push({ boundary, reason });
      continue;
    }
    if (geometry.has(district.code)) {
      unmatchedBoundaries.push({ boundary, reason: `${district.name} (${district.code}) already matched an earlier feature` });
      continue;
    }
    geometry.set(district.code, boundary.geometry);
  }
  const unmatchedRegions = districts.filter((d) => !geometry.has(d.code)).map(({ code, name }) => ({ code, name }));
  return { geometry, unmatchedBoundaries, unmatchedRegions };
}

/**
 * KOSTAT 2-digit province prefix → MOIS sido, from dongs that carry both codes (adm_cd and
 * sido): the sido most dongs with that prefix belong to.
 */
export function sidoByStatisticsPrefix(dongs: readonly { statisticsCode?: string; provinceCode: string }[]): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  for (const dong of dongs) {
    if (!dong.statisticsCode) continue;
    const prefix = dong.statisticsCode.slice(0, 2);
    const perPrefix = votes.get(prefix) ?? new Map<string, number>();
    perPrefix.set(dong.provinceCode, (perPrefix.get(dong.provinceCode) ?? 0) + 1);
    votes.set(prefix, perPrefix);
  }
  const out = new Map<string, string>();
  for (const [prefix, perPrefix] of votes) {
    const [best] = [...perPrefix].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    if (best) out.set(prefix, best[0]);
  }
  return out;
}

function key(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, '');
}
