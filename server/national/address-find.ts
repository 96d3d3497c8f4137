import { canonicalCity, nameKey, parseAddress, roadNameKey, type ParsedAddress } from '../domain/address-normalize';
import { MATCH_ORDER, N54_MAX_GAP, remainderOf, type AddressFlag, type MatchFlag } from '../domain/address-match';
import type { RegionIndex } from '../domain/region-index';
import type { LonLat, Region } from '../domain/world-types';
import type { AddressRow, AddressStore, LotRow } from './address-store';

/**
 * Full-text matching over imported addresses: the query is read by the demo world's parser
 * (address-normalize.ts) and matched with the flags of address-match.ts, each part one indexed
 * look-up of the store, so a query costs the same whatever the number of rows.
 *
 * Scope: a 시도 in the query is compared in canonical form (강원도 = 강원특별자치도, 울산 = 울산광역시),
 * a 시군구 by name without spaces ('수원시 영통구' = '수원시영통구'; '영통구' and '수원시' also match
 * a row's '수원시 영통구'); a 시 without 구 ('이천시') is read here, as the parser leaves it to the
 * name. A 읍·면 ('미탄면') is compared with the row's 읍·면·동: strictly for a lot (a 리 name recurs
 * across the 읍·면 of one 군), as a confirmation for a road-name address (a road and number are
 * unique within a 시군구: a building outside the written 읍·면 is still found, the 읍·면 then left
 * in the remainder).
 *
 * Flags served: N51–N55 and N61 on the road side, M11–M13, M41 and M33 on the lot side (the lot
 * and the building of a lot are the building's: imported lots have no point of their own, so a
 * lot's point is the centre of a building standing on it). Administrative-dong matches (M2x,
 * M31, M32) and building dongs (M42, N62) are not served from imported rows: the files give no
 * administrative-dong geometry or complex structure to match them against.
 */
export interface ImportedMatch {
  kind: 'lot' | 'road';
  flag: MatchFlag;
  point: LonLat;
  entrance: LonLat | null;
  /** The building matched (road side) or standing on the lot (lot side), or a row of the area for centres. */
  row: AddressRow;
  /** Whether `row` is the matched building (false for centre matches N55 / M33). */
  building: boolean;
  /** The lot matched, or the building's own lot. */
  lot: LotRow | null;
  roadName: string;
  remainder: string;
}

export interface ImportedQuery {
  parsed: ParsedAddress;
}

/** parseAddress, plus the 시 without 구 that it leaves to the name. */
export function parseImportedQuery(text: string): ImportedQuery {
  const words = text.normalize('NFC').trim().split(/\s+/);
  let district: string | undefined;
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = words[i + 1] ?? '';
    const position = kept.length === 0 || (kept.length === 1 && canonicalCity(kept[0] ?? '') !== undefined);
    if (district === undefined && position && /^[가-힣]+시$/.test(word) && canonicalCity(word) === undefined && !/^[가-힣]+[구군]$/.test(next)) {
      district = word;
      continue;
    }
    kept.push(word);
  }
  const parsed = parseAddress(kept.join(' '));
  if (district !== undefined) parsed.district = parsed.district === undefined ? district : `${district} ${parsed.district}`;
  return { parsed };
}

const RANK = new Map<MatchFlag, number>(MATCH_ORDER.map((f, i) => [f, i]));
const rankOf = (flag: string): number => RANK.get(flag as MatchFlag) ?? 99;

const NEAR = 5;

export function matchImported(store: AddressStore, regions: RegionIndex, query: ImportedQuery, addressFlag: AddressFlag): ImportedMatch[] {
  const { parsed } = query;
  const inScope = scopeFilter(parsed, true);
  const out: ImportedMatch[] = [];
  if (addressFlag !== 'F01') {
    roadSide(store, parsed, inScope, out);
    // Nothing in the written 읍·면: the road is looked for in the whole 시군구 (the 읍·면 left over).
    if (out.length === 0 && parsed.eupMyun !== undefined) roadSide(store, parsed, scopeFilter(parsed, false), out, false);
  }
  if (addressFlag !== 'F02') lotSide(store, regions, query, inScope, addressFlag, out);
  const seen = new Set<string>();
  return out
    .filter((m) => {
      const key = `${m.flag}|${m.row.id}|${m.point[0]}|${m.point[1]}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rankOf(a.m.flag) - rankOf(b.m.flag) || a.i - b.i)
    .map(({ m }) => m);
}

/** Whether a row lies in the query's area (emd_name undefined: by 시도 and 시군구 only). */
type Filter = (row: { sido_name: string; sgg_name: string; emd_name?: string | undefined }) => boolean;

/** A filter of rows by the query's 시도, 시군구 and (`withEup`) 읍·면. */
function scopeFilter(parsed: ParsedAddress, withEup: boolean): Filter {
  const city = parsed.city;
  const district = parsed.district === undefined ? undefined : nameKey(parsed.district);
  const eup = parsed.eupMyun === undefined || !withEup ? undefined : nameKey(parsed.eupMyun);
  return (row) => {
    if (city !== undefined && (canonicalCity(row.sido_name) ?? row.sido_name) !== city) return false;
    if (district !== undefined) {
      // '창원시 마산합포구' is matched by itself without spaces, by '마산합포구' and by '창원시'.
      const words = row.sgg_name.trim().split(/\s+/);
      if (nameKey(row.sgg_name) !== district && nameKey(words[words.length - 1] ?? '') !== district && (words.length < 2 || nameKey(words[0] ?? '') !== district)) return false;
    }
    if (eup !== undefined && row.emd_name !== undefined && nameKey(row.emd_name) !== eup) return false;
    return true;
  };
}

const areaOf = (row: AddressRow): string => `${row.sido_name}|${row.sgg_name}`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

const centreOf = (row: AddressRow): LonLat => [row.lon, row.lat];
const entranceOf = (row: AddressRow): LonLat => [row.ent_lon, row.ent_lat];

/** The road side; `inScope` keeps rows of the written 읍·면 only when `eupUsed`. */
function roadSide(store: AddressStore, parsed: ParsedAddress, inScope: Filter, out: ImportedMatch[], eupUsed = parsed.eupMyun !== undefined): void {
  const push = (flag: MatchFlag, row: AddressRow, point: LonLat, entrance: LonLat | null, used: Set<string>, building = true): void => {
    const u = eupUsed ? new Set([...used, 'eupMyun']) : used;
    out.push({ kind: 'road', flag, point, entrance, row, building, lot: store.primaryLot(row), roadName: row.road_name, remainder: remainderOf(parsed, u) });
  };
  if (parsed.road) {
    const key = roadNameKey(parsed.road.name);
    const { main, sub } = parsed.road;
    const used = new Set(['road']);
    if (main > 0) {
      const exact = store.byRoad(key, main, sub, inScope);
      if (exact.length > 0) {
        for (const row of exact) {
          const u = parsed.buildingName !== undefined && nameKey(row.building_name) === nameKey(parsed.buildingName) ? new Set([...used, 'name']) : used;
          push('N51', row, centreOf(row), entranceOf(row), u);
        }
        return;
      }
      const sameMain = store.byRoad(key, main, undefined, inScope);
      if (sameMain.length > 0) {
        for (const group of groupBy(sameMain, areaOf)) {
          const preceding = group.filter((r) => r.sub < sub);
          const row = preceding[preceding.length - 1] ?? group[0];
          if (row) push(/\d길$/.test(row.road_name) ? 'N52' : 'N53', row, entranceOf(row), entranceOf(row), used);
        }
        return;
      }
      const before = store.precedingOnRoad(key, main, N54_MAX_GAP, inScope);
      if (before) {
        push('N54', before, entranceOf(before), entranceOf(before), used);
        return;
      }
    }
    const sample = store.roadSample(key, 2000, inScope);
    if (sample.length > 0) {
      for (const group of groupBy(sample, areaOf)) {
        const middle = group[Math.floor(group.length / 2)];
        if (middle) push('N55', middle, entranceOf(middle), null, used, false);
      }
      return;
    }
  }
  if (parsed.road === undefined || parsed.buildingName !== undefined) {
    // No usable road: building names, unique per 시군구 (a dong, when named, must agree).
    const dongKey = parsed.dong === undefined ? undefined : nameKey(parsed.dong);
    const named = namedRows(store, parsed)
      .filter(inScope)
      .filter((r) => dongKey === undefined || [r.emd_name, r.ri_name, r.admin_dong_name].some((n) => nameKey(n) === dongKey));
    for (const group of groupBy(named, areaOf)) {
      const row = uniqueBuilding(group);
      if (row) push('N61', row, centreOf(row), entranceOf(row), new Set(['name', 'dong']));
    }
  }
}

/** Rows named like the query's building name (also tried with the written city or district in front). */
function namedRows(store: AddressStore, parsed: ParsedAddress): AddressRow[] {
  if (parsed.buildingName === undefined) return [];
  const keys = [nameKey(parsed.buildingName)];
  if (parsed.cityText) keys.unshift(nameKey(parsed.cityText + parsed.buildingName));
  if (parsed.district) keys.push(nameKey(parsed.district + parsed.buildingName));
  for (const key of keys) {
    const found = store.byName(key);
    if (found.length > 0) return found;
  }
  return [];
}

/** One building of a name in an area: the only one, or the first of one complex (same road and main number). */
function uniqueBuilding(group: readonly AddressRow[]): AddressRow | null {
  const first = group[0];
  if (!first) return null;
  return group.every((r) => r.road_name === first.road_name && r.main === first.main) ? first : null;
}

function lotSide(store: AddressStore, regions: RegionIndex, query: ImportedQuery, inScope: Filter, addressFlag: AddressFlag, out: ImportedMatch[]): void {
  const { parsed } = query;
  let dong = parsed.dong;
  let lot = parsed.lot;
  const used = new Set<string>();
  // '세종로 81' read as a road: if no such road is imported, it may be a dong and a lot.
  if (dong === undefined && parsed.road && !store.hasRoad(roadNameKey(parsed.road.name))) {
    dong = parsed.road.name;
    if (parsed.road.main > 0 && !lot) lot = { mountain: false, main: parsed.road.main, sub: parsed.road.sub };
    used.add('road');
  }
  const push = (flag: MatchFlag, row: AddressRow, lotRow: LotRow | null, u: Set<string>, point: LonLat = centreOf(row), building = true): void => {
    out.push({ kind: 'lot', flag, point, entrance: building ? entranceOf(row) : null, row, building, lot: lotRow, roadName: '', remainder: remainderOf(parsed, u) });
  };
  // A 읍·면 without a 리 is looked for as the dong (lots of a 읍·면 with 리 are filed under the 리).
  const eupAsDong = dong === undefined && parsed.eupMyun !== undefined;
  if (eupAsDong) dong = parsed.eupMyun;
  if (dong === undefined) {
    if (addressFlag === 'F01' && parsed.road === undefined) {
      for (const group of groupBy(namedRows(store, parsed).filter(inScope), (r) => r.legal_dong_code || areaOf(r))) {
        const row = uniqueBuilding(group);
        if (row) push('M41', row, store.primaryLot(row), new Set(['name']));
      }
    }
    return;
  }
  // The 읍·면, when written, is a filter of every lot below (inScope compares it with the lot's).
  if (parsed.eupMyun !== undefined) used.add('eupMyun');
  if (!eupAsDong) used.add('dong');
  const emdKey = nameKey(dong);
  const inArea = (r: Pick<AddressRow, 'sido_name' | 'sgg_name'>): boolean => inScope({ sido_name: r.sido_name, sgg_name: r.sgg_name });
  const dongRows = (r: { row: AddressRow; lot: LotRow }): boolean => inScope({ ...r.row, emd_name: r.lot.emd_name || r.row.emd_name });
  if (lot) {
    const lotUsed = new Set([...used, 'lot']);
    const exact = store.byLot(emdKey, lot.mountain, lot.main, lot.sub, inArea).filter(dongRows);
    if (exact.length > 0) {
      for (const group of groupBy(exact, (h) => `${areaOf(h.row)}|${h.lot.legal_dong_code}`)) {
        const first = group[0];
        if (first) push('M11', first.row, first.lot, lotUsed);
      }
      return;
    }
    const near = store.lotsNear(emdKey, lot.mountain, lot.main - NEAR, lot.main + NEAR, inArea).filter(dongRows);
    const { main, sub } = lot;
    const sameMain = near.filter((h) => h.lot.main === main && Math.abs(h.lot.sub - sub) <= NEAR);
    const pool = sameMain.length > 0 ? sameMain : near;
    if (pool.length > 0) {
      const score = (h: { lot: LotRow }): number => (sameMain.length > 0 ? Math.abs(h.lot.sub - sub) * 2 + (h.lot.sub > sub ? 1 : 0) : Math.abs(h.lot.main - main) * 2000 + (h.lot.main > main ? 1000 : 0) + (h.lot.sub === sub ? 0 : 1 + h.lot.sub));
      const best = [...pool].sort((a, b) => score(a) - score(b))[0];
      if (best) {
        push(sameMain.length > 0 ? 'M12' : 'M13', best.row, best.lot, lotUsed);
        return;
      }
    }
  } else if (parsed.buildingName !== undefined) {
    const named = namedRows(store, parsed).filter(inScope).filter((r) => nameKey(r.emd_name) === emdKey || nameKey(r.ri_name) === emdKey);
    let found = false;
    for (const group of groupBy(named, areaOf)) {
      const row = uniqueBuilding(group);
      if (row) {
        push('M41', row, store.primaryLot(row), new Set([...used, 'name']));
        found = true;
      }
    }
    if (found) return;
  }
  // The dong's centre: the region index's where it knows the legal dong (no row read), else the
  // middle of its buildings.
  const legals = dongsNamed(regions, 'legalDong', emdKey, inScope);
  if (legals.length > 0) {
    dongCentres(legals, dongsNamed(regions, 'adminDong', emdKey, inScope), (flag, row, lotRow, point) => push(flag, row, lotRow, used, point, false));
    return;
  }
  const sample = store.dongSample(emdKey, 500, inArea).filter(dongRows);
  const admins = dongsNamed(regions, 'adminDong', emdKey, inScope);
  for (const group of groupBy(sample, (h) => `${areaOf(h.row)}|${h.lot.legal_dong_code}`)) {
    const first = group[0];
    if (!first) continue;
    const region = first.lot.legal_dong_code ? regions.byCode(first.lot.legal_dong_code, 'legalDong') : undefined;
    let point: LonLat | undefined = region?.center;
    if (!point) {
      const lon = group.reduce((s, h) => s + h.row.lon, 0) / group.length;
      const lat = group.reduce((s, h) => s + h.row.lat, 0) / group.length;
      point = [lon, lat];
    }
    // M31: the name is also an administrative dong of the same district.
    const admin = admins.find((a) => a.district.code.slice(0, 5) === (first.row.sgg_code || a.district.code).slice(0, 5));
    const row = admin ? { ...first.row, admin_dong_name: admin.dong.name, admin_dong_code: admin.dong.code } : first.row;
    push(admin ? 'M31' : 'M33', row, { ...first.lot, main: 0, sub: 0, mountain: 0 }, used, point, false);
  }
  if (sample.length > 0) return;
  // M32: an administrative dong only (the region index knows it; rows are filed by legal dong).
  dongCentres([], admins, (flag, row, lotRow, point) => push(flag, row, lotRow, used, point, false));
}

type NamedDong = { city: Region; district: Region; dong: Region };

/**
 * Dong centres from the region index: a legal dong (M33, or M31 when it is an administrative dong
 * of its district too), else an administrative dong (M32).
 */
function dongCentres(legals: readonly NamedDong[], admins: readonly NamedDong[], push: (flag: MatchFlag, row: AddressRow, lot: LotRow | null, point: LonLat) => void): void {
  for (const legal of legals) {
    const admin = admins.find((a) => a.district === legal.district);
    const lotRow: LotRow = { legal_dong_code: legal.dong.code, emd_name: legal.dong.name, ri_name: '', mountain: 0, main: 0, sub: 0, is_primary: 0 };
    push(admin ? 'M31' : 'M33', regionRow(legal.city, legal.district, admin?.dong, legal.dong), lotRow, legal.dong.center);
  }
  for (const admin of admins) {
    if (!legals.some((l) => l.district === admin.district)) push('M32', regionRow(admin.city, admin.district, admin.dong), null, admin.dong.center);
  }
}

/** Dongs by category and nameKey, per region index (built at the first dong-centre query of an index). */
const dongNames = new WeakMap<RegionIndex, Map<string, Region[]>>();

/** The dongs of a category and name (nameKey) in the query's area, with their district and city. */
function dongsNamed(regions: RegionIndex, category: 'adminDong' | 'legalDong', key: string, inScope: Filter): { city: Region; district: Region; dong: Region }[] {
  let byName = dongNames.get(regions);
  if (!byName) {
    byName = new Map();
    for (const region of regions.regions) {
      if (region.category !== 'adminDong' && region.category !== 'legalDong') continue;
      const k = `${region.category}|${nameKey(region.name)}`;
      byName.set(k, [...(byName.get(k) ?? []), region]);
    }
    dongNames.set(regions, byName);
  }
  key = `${category}|${key}`;
  const out: { city: Region; district: Region; dong: Region }[] = [];
  for (const region of byName.get(key) ?? []) {
    if (region.parentId === null) continue;
    const district = regions.byId(region.parentId);
    const city = district?.parentId ? regions.byId(district.parentId) : undefined;
    if (!district || !city || !inScope({ sido_name: city.name, sgg_name: district.name })) continue;
    out.push({ city, district, dong: region });
  }
  return out;
}

/** A row standing for a dong that has no address row of its own (names and codes only). */
function regionRow(city: Region, district: Region, admin: Region | undefined, legal?: Region): AddressRow {
  const centre = (legal ?? admin)?.center ?? district.center;
  return {
    id: 0, building_key: '', sgg_code: district.code.slice(0, 5), sido_name: city.name, sgg_name: district.name, emd_name: legal?.name ?? '', ri_name: '',
    legal_dong_code: legal?.code ?? '', admin_dong_code: admin?.code ?? '', admin_dong_name: admin?.name ?? '', road_code: '', road_name: '', underground: 0,
    main: 0, sub: 0, zipcode: '', building_name: '', lon: centre[0], lat: centre[1], ent_lon: centre[0], ent_lat: centre[1],
  };
}
