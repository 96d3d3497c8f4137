/**
 * Matching a parsed address against the address index: every candidate with its match flag.
 *
 * Match rules (api-facts §3; the choices where the published text leaves room are marked):
 * Lot-number side (matchFlag; lat/lon = the lot's point, latEntr/lonEntr = the entrance of a
 * building standing on the lot, '' when none):
 * - M11 legal dong + lot exact.
 * - M12 legal dong, same main number, the sub number missing: the nearest existing sub within
 *   ±5 (the lower one on a tie).
 * - M13 legal dong, the main number missing or no sub near: the nearest existing main within ±5
 *   (the lower on a tie), with the same sub if it exists there, else its middle lot (sub 0), else
 *   its first lot.
 * - M21 / M22 / M23 the same with an administrative dong (the name is not a legal dong of the
 *   district): the lot is looked for in every legal dong overlapping the administrative dong, and
 *   counts only if its point lies inside the administrative dong.
 * - M31 the named dong is both a legal and an administrative dong of the district ('사직동',
 *   '청담동'): the dong's centre (its legal dong centre). Choice: the published table gives
 *   "읍/면/동/리의 중심" without saying when it differs from M32/M33; Seoul has no 읍/면/리.
 * - M32 administrative dong only (or its lot not found within ±5): its centre.
 * - M33 legal dong only (or its lot not found within ±5): its centre.
 * - M41 legal dong + building name: the building of that name, when it is the only one of the
 *   name in that legal dong. A name with no dong at all gives M41 only with addressFlag F01 (the
 *   legal dong then being the building's own); with F00 such a query is a road-side N61 match.
 * - M42 legal dong + building name + building dong ('102동'): that building of the complex.
 *   Building dongs: buildings sharing a road and main number form a complex named after its
 *   named member; they are numbered 101동, 102동 … by sub number (sub 0 = 101동). Choice: the
 *   demo world has no apartment blocks, and this keeps a complex's 동 stable and addressable.
 * Road-name side (newMatchFlag; newLat/newLon = the point, newLatEntr/newLonEntr = entrance):
 * - N51 road + main + sub exact: the building's centre (entrance as …Entr).
 * - N52 / N53 the main number exists but not the sub: the entrance ("end point") of the nearest
 *   preceding sub of that main (same main = same side); the smallest sub if none precedes.
 *   Choice: N52 on a side street (a '…N길' derived from a parent road: a subordinate road), N53 on
 *   a named road ('…로', '…대로').
 * - N54 no building with that main number: the entrance of the last building (highest sub) of the
 *   nearest preceding main number on the same side (same parity: odd left, even right), when it
 *   is at most N54_MAX_GAP numbers back (~10 m per number, i.e. ~400 m).
 * - N55 the road matches but there is no number, or nothing precedes within that gap: the road's
 *   centre (the midpoint of its numbering line; of its buildings' entrances for roads without a
 *   line).
 * - N61 no usable road, building name matches exactly one building in a district (each district
 *   where that holds gives one item; the district is a filter when given).
 * - N62 the same, with the building dong also matching: that building of the complex.
 * Order (SK's own sample app, api-facts §3): M11 first, then N51…N62, then M21, M12, M13, M22,
 * M23, M41, M42, M31, M32, M33.
 *
 * 읍·면 and 리: a 읍·면 is an administrative dong named …읍 / …면, and its 리 are the legal dongs
 * overlapping it. A 리 written after its 읍·면 ('미탄면 창리 617') is looked for only among the 리 of
 * that 읍·면 (a 리 name recurs across the 읍·면 of one 군); a 읍·면 written alone or with a lot is
 * the administrative dong it names (M21…M23, M32). On the road side the 읍·면 only confirms: a road
 * and number are unique within a 시군구, so a building outside the written 읍·면 is still found and
 * the 읍·면 is left in the remainder.
 */
import { nameKey, type ParsedAddress, type ParsedLot } from './address-normalize.ts';
import { push, type AddressSearchIndex } from './address-index.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { formatBunji, lotPoint, parseBunji } from './lots.ts';
import { formatBuildingIndex, type Building } from './road-addresses.ts';
import type { LonLat, Region } from './world-types.ts';

import type { AddressFlag, LotMatchFlag, RoadMatchFlag } from '../../shared/contract/code-tables';

export type { AddressFlag,   };
export type MatchFlag = LotMatchFlag | RoadMatchFlag;

/** Accuracy order (index = rank). */
export const MATCH_ORDER: readonly MatchFlag[] = [
  'M11', 'N51', 'N52', 'N53', 'N54', 'N55', 'N61', 'N62', 'M21', 'M12', 'M13', 'M22', 'M23', 'M41', 'M42', 'M31', 'M32', 'M33',
];
const RANK = new Map<MatchFlag, number>(MATCH_ORDER.map((f, i) => [f, i]));

/** How far back (in building numbers) N54 looks for a preceding main number. */
export const N54_MAX_GAP = 40;
/** ±range of M12/M13 (and M22/M23). */
const NEAR = 5;

/** A match before it is written out. */
export interface AddressMatch {
  kind: 'lot' | 'road';
  flag: MatchFlag;
  point: LonLat;
  entrance: LonLat | null;
  district: Region | undefined;
  legalDong: Region | undefined;
  adminDong: Region | undefined;
  /** Lot side: the matched lot ('' for centres); road side: the building's lot. */
  bunji: string;
  /** The building matched (road side) or standing on the lot (lot side). */
  building: Building | undefined;
  /** Road side: the road name (also for N55). */
  roadName: string;
  zipcode: string;
  remainder: string;
}

interface Scope {
  districts: Region[] | undefined;
  /** The query named a city that is not in the world. */
  outside: boolean;
}

function scopeOf(index: AddressSearchIndex, parsed: ParsedAddress): Scope {
  const { world } = index;
  const outside = parsed.city !== undefined && parsed.city !== world.city.name;
  if (parsed.district === undefined) return { districts: undefined, outside };
  const found = index.districtsByName.get(nameKey(parsed.district)) ?? [];
  return { districts: found, outside: outside || found.length === 0 };
}

function inScope(scope: Scope, region: Region | undefined): boolean {
  if (!scope.districts) return true;
  return region !== undefined && scope.districts.some((d) => d.regionId === region.parentId || d.regionId === region.regionId);
}

export function districtOf(index: AddressSearchIndex, region: Region | undefined): Region | undefined {
  return region?.parentId ? index.world.index.byId(region.parentId) : undefined;
}

function buildingOnLot(index: AddressSearchIndex, legalDong: Region, bunji: string): Building | undefined {
  return index.byLot.get(`${legalDong.code}|${bunji}`)?.[0];
}

interface LotHit {
  main: number;
  sub: number;
  point: LonLat;
  grade: 1 | 2 | 3;
}

/** Exact (1), same main ±sub (2), ±main (3) in one legal dong; `accept` filters lot points. */
function findLot(index: AddressSearchIndex, legalDong: Region, lot: ParsedLot, accept: (p: LonLat) => boolean = () => true): LotHit | null {
  if (lot.mountain) return null; // The world has no 산 lots: nothing exact or near.
  const { world } = index;
  const at = (main: number, sub: number): LonLat | null => {
    if (main < 1 || sub < 0) return null;
    const p = lotPoint(world, legalDong, main, sub);
    return p && accept(p) ? p : null;
  };
  const exact = at(lot.main, lot.sub);
  if (exact) return { main: lot.main, sub: lot.sub, point: exact, grade: 1 };
  for (let d = 1; d <= NEAR; d++) {
    for (const sub of [lot.sub - d, lot.sub + d]) {
      const p = at(lot.main, sub);
      if (p) return { main: lot.main, sub, point: p, grade: 2 };
    }
  }
  for (let d = 1; d <= NEAR; d++) {
    for (const main of [lot.main - d, lot.main + d]) {
      for (const sub of [lot.sub, 0, 1, 2, 3, 4, 5, 6, 7, 8]) {
        const p = at(main, sub);
        if (p) return { main, sub, point: p, grade: 3 };
      }
    }
  }
  return null;
}

interface MatchContext {
  index: AddressSearchIndex;
  parsed: ParsedAddress;
  scope: Scope;
}

function lotMatch(ctx: MatchContext, flag: LotMatchFlag, point: LonLat, legal: Region | undefined, admin: Region | undefined, bunji: string, building: Building | undefined, used: Set<string>): AddressMatch {
  const { index } = ctx;
  const hit = legal && admin ? undefined : index.world.index.locate(point[0], point[1]);
  const legalDong = legal ?? hit?.legalDong;
  const adminDong = admin ?? hit?.adminDong;
  const district = districtOf(index, legalDong ?? adminDong) ?? hit?.gu_gun;
  return {
    kind: 'lot',
    flag,
    point,
    entrance: building ? building.entrance : null,
    district,
    legalDong,
    adminDong,
    bunji,
    building,
    roadName: '',
    zipcode: building?.postcode || (district ? index.postcodes.inDistrict(district, point[0], point[1]) : ''),
    remainder: remainderOf(ctx.parsed, used),
  };
}

function roadMatch(ctx: MatchContext, flag: RoadMatchFlag, point: LonLat, entrance: LonLat | null, building: Building | undefined, roadName: string, used: Set<string>): AddressMatch {
  const { index } = ctx;
  const { world } = index;
  const legalDong = building?.legalDongCode ? world.index.byCode(building.legalDongCode, 'legalDong') : undefined;
  const adminDong = building?.adminDongCode ? world.index.byCode(building.adminDongCode, 'adminDong') : undefined;
  let district = building ? world.index.byCode(building.districtCode, 'gu_gun') : undefined;
  let legal = legalDong;
  let admin = adminDong;
  if (!building) {
    const hit = world.index.locate(point[0], point[1]);
    district = hit?.gu_gun;
    legal = hit?.legalDong;
    admin = hit?.adminDong;
  }
  return {
    kind: 'road',
    flag,
    point,
    entrance,
    district,
    legalDong: legal,
    adminDong: admin,
    bunji: building?.bunji ?? '',
    building,
    roadName,
    zipcode: building?.postcode || (district ? index.postcodes.inDistrict(district, point[0], point[1]) : ''),
    remainder: remainderOf(ctx.parsed, used),
  };
}

/** The parts of the query a match did not use, plus the parser's own remainder. */
export function remainderOf(parsed: ParsedAddress, used: Set<string>): string {
  const parts: string[] = [];
  if (parsed.eupMyun !== undefined && !used.has('eupMyun')) parts.push(parsed.eupMyun);
  if (parsed.dong !== undefined && !used.has('dong')) parts.push(parsed.dong);
  if (parsed.lot && !used.has('lot')) parts.push(`${parsed.lot.mountain ? '산' : ''}${formatBunji(parsed.lot)}`);
  if (parsed.road && !used.has('road')) parts.push(parsed.road.main > 0 ? `${parsed.road.name} ${formatBuildingIndex(parsed.road.main, parsed.road.sub)}` : parsed.road.name);
  if (parsed.buildingName !== undefined && !used.has('name')) parts.push(parsed.buildingName);
  if (parsed.buildingDong !== undefined && !used.has('buildingDong')) parts.push(parsed.buildingDong);
  if (parsed.remainder) parts.push(parsed.remainder);
  return parts.join(' ');
}

/** Buildings named `name` (or their complex), trying the name with the written city in front. */
function namedBuildings(index: AddressSearchIndex, parsed: ParsedAddress): Building[] {
  if (parsed.buildingName === undefined) return [];
  const keys = [nameKey(parsed.buildingName)];
  if (parsed.cityText) keys.unshift(nameKey(parsed.cityText + parsed.buildingName));
  if (parsed.district) keys.push(nameKey(parsed.district + parsed.buildingName));
  for (const key of keys) {
    const found = index.byName.get(key);
    if (found && found.length > 0) return found;
  }
  return [];
}

/** From same-named buildings of one area: the one building (M41/N61) or the complex's 동 (M42/N62). */
function pickNamed(index: AddressSearchIndex, group: Building[], buildingDong: string | undefined): { building: Building; byDong: boolean } | null {
  if (buildingDong !== undefined) {
    const hit = group.filter((b) => index.buildingDong.get(b) === buildingDong);
    if (hit.length === 1 && hit[0]) return { building: hit[0], byDong: true };
  }
  // The complex itself: its named member; unique within the area.
  const named = group.filter((b) => b.name !== '');
  const complexes = new Set(group.map((b) => `${b.roadName}|${b.main}`));
  if (complexes.size === 1 && named.length === 1 && named[0]) return { building: named[0], byDong: false };
  return null;
}

/** The administrative dongs in scope named like the query's 읍·면 (none when it names none). */
function eupMyunAdmins(ctx: MatchContext): Region[] {
  const { index, parsed, scope } = ctx;
  if (parsed.eupMyun === undefined) return [];
  return (index.adminByName.get(nameKey(parsed.eupMyun)) ?? []).filter((r) => inScope(scope, r));
}

function lotSide(ctx: MatchContext, out: AddressMatch[]): void {
  const { index, parsed, scope } = ctx;
  let dongName = parsed.dong;
  let lot = parsed.lot;
  const used = new Set<string>();
  // '세종로 81' read as a road: if no such road exists but a dong does, it is dong + lot.
  if (dongName === undefined && parsed.road && !index.roadByKey.has(nameKey(parsed.road.name))) {
    dongName = parsed.road.name;
    if (parsed.road.main > 0 && !lot) lot = { mountain: false, main: parsed.road.main, sub: parsed.road.sub };
    used.add('road');
  }
  // A 읍·면 without a 리 is the administrative dong it names.
  const eupAsDong = dongName === undefined && parsed.eupMyun !== undefined;
  if (eupAsDong) dongName = parsed.eupMyun;
  if (dongName === undefined) {
    // F01 with a bare building name: M41 in the building's own legal dong.
    return;
  }
  used.add(eupAsDong ? 'eupMyun' : 'dong');
  const key = nameKey(dongName);
  let legals = (index.legalByName.get(key) ?? []).filter((r) => inScope(scope, r));
  let admins = (index.adminByName.get(key) ?? []).filter((r) => inScope(scope, r));
  if (!eupAsDong && parsed.eupMyun !== undefined) {
    // A 리 after its 읍·면: only the 리 of that 읍·면.
    const eups = eupMyunAdmins(ctx);
    legals = legals.filter((l) => eups.some((e) => (index.adminLegal.get(e.code) ?? []).includes(l)));
    admins = admins.filter((a) => eups.includes(a));
    used.add('eupMyun');
  }
  const lotUsed = new Set([...used, 'lot']);

  for (const legal of legals) {
    const sameAdmin = admins.find((a) => a.parentId === legal.parentId);
    if (lot) {
      const hit = findLot(index, legal, lot);
      if (hit) {
        const bunji = formatBunji(hit);
        const flag = hit.grade === 1 ? 'M11' : hit.grade === 2 ? 'M12' : 'M13';
        out.push(lotMatch(ctx, flag, hit.point, legal, undefined, bunji, buildingOnLot(index, legal, bunji), lotUsed));
        continue;
      }
    } else if (parsed.buildingName !== undefined) {
      const group = namedBuildings(index, parsed).filter((b) => b.legalDongCode === legal.code);
      const pick = pickNamed(index, group, parsed.buildingDong);
      if (pick) {
        const b = pick.building;
        const u = new Set([...used, 'name', ...(pick.byDong ? ['buildingDong'] : [])]);
        const p = lotPoint(index.world, legal, ...bunjiParts(b.bunji)) ?? b.center;
        out.push(lotMatch(ctx, pick.byDong ? 'M42' : 'M41', p, legal, undefined, b.bunji, b, u));
        continue;
      }
    }
    out.push(lotMatch(ctx, sameAdmin ? 'M31' : 'M33', legal.center, legal, sameAdmin, '', undefined, used));
  }
  for (const admin of admins) {
    if (legals.some((l) => l.parentId === admin.parentId)) continue;
    if (lot) {
      let best: { hit: LotHit; legal: Region } | null = null;
      for (const legal of index.adminLegal.get(admin.code) ?? []) {
        const hit = findLot(index, legal, lot, (p) => pointInMultiPolygon(p[0], p[1], admin.geometry));
        if (hit && (!best || hit.grade < best.hit.grade)) best = { hit, legal };
        if (best?.hit.grade === 1) break;
      }
      if (best) {
        const bunji = formatBunji(best.hit);
        const flag = best.hit.grade === 1 ? 'M21' : best.hit.grade === 2 ? 'M22' : 'M23';
        out.push(lotMatch(ctx, flag, best.hit.point, best.legal, admin, bunji, buildingOnLot(index, best.legal, bunji), lotUsed));
        continue;
      }
    } else if (parsed.buildingName !== undefined) {
      const group = namedBuildings(index, parsed).filter((b) => b.adminDongCode === admin.code);
      const pick = pickNamed(index, group, parsed.buildingDong);
      if (pick) {
        const b = pick.building;
        const legal = index.world.index.byCode(b.legalDongCode, 'legalDong');
        const u = new Set([...used, 'name', ...(pick.byDong ? ['buildingDong'] : [])]);
        const p = (legal && lotPoint(index.world, legal, ...bunjiParts(b.bunji))) ?? b.center;
        out.push(lotMatch(ctx, pick.byDong ? 'M42' : 'M41', p, legal, admin, b.bunji, b, u));
        continue;
      }
    }
    out.push(lotMatch(ctx, 'M32', admin.center, undefined, admin, '', undefined, used));
  }
}

export function bunjiParts(bunji: string): [number, number] {
  const p = parseBunji(bunji);
  return p ? [p.main, p.sub] : [0, 0];
}

/** M41 for a bare building name (addressFlag F01): per legal dong where the name is unique. */
function lotSideByName(ctx: MatchContext, out: AddressMatch[]): void {
  const { index, parsed, scope } = ctx;
  const byLegal = new Map<string, Building[]>();
  for (const b of namedBuildings(index, parsed)) if (b.legalDongCode) push(byLegal, b.legalDongCode, b);
  for (const [code, group] of byLegal) {
    const legal = index.world.index.byCode(code, 'legalDong');
    if (!legal || !inScope(scope, legal)) continue;
    const pick = pickNamed(index, group, parsed.buildingDong);
    if (!pick) continue;
    const b = pick.building;
    const used = new Set(['name', ...(pick.byDong ? ['buildingDong'] : [])]);
    const p = lotPoint(index.world, legal, ...bunjiParts(b.bunji)) ?? b.center;
    out.push(lotMatch(ctx, pick.byDong ? 'M42' : 'M41', p, legal, undefined, b.bunji, b, used));
  }
}

function roadSide(ctx: MatchContext, out: AddressMatch[]): void {
  const { index, parsed, scope } = ctx;
  const roadName = parsed.road ? index.roadByKey.get(nameKey(parsed.road.name)) : undefined;
  const eupKey = parsed.eupMyun === undefined ? undefined : nameKey(parsed.eupMyun);
  /** Whether a building lies in the written 읍·면 (its administrative dong). */
  const inEup = (b: Building): boolean => eupKey !== undefined && nameKey(b.adminDongName) === eupKey;
  if (parsed.road && roadName) {
    const { main, sub } = parsed.road;
    const list = index.roadBuildings.get(roadName) ?? [];
    const used = new Set(['road']);
    /** What a match at building `b` used: the written 읍·면 too when `b` lies in it. */
    const usedAt = (b: Building): Set<string> => (inEup(b) ? new Set([...used, 'eupMyun']) : used);
    // A district named in the query must be one the road runs through.
    if (scope.districts && !list.some((b) => scope.districts?.some((d) => d.code === b.districtCode))) return;
    if (parsed.buildingName !== undefined) {
      const exact = index.byAddress.get(`${roadName}|${main}|${sub}`);
      if (exact && nameKey(index.complexName.get(exact) ?? exact.name) === nameKey(parsed.buildingName)) used.add('name');
    }
    if (main > 0) {
      let exact = index.byAddress.get(`${roadName}|${main}|${sub}`);
      // '한강대로 336 102동': the building dong picks that member of the complex.
      const member = parsed.buildingDong === undefined ? undefined : index.byMain.get(`${roadName}|${main}`)?.find((b) => index.buildingDong.get(b) === parsed.buildingDong);
      if (member && sub === 0) {
        exact = member;
        used.add('buildingDong');
      }
      if (exact) {
        out.push(roadMatch(ctx, 'N51', exact.center, exact.entrance, exact, roadName, usedAt(exact)));
        return;
      }
      const sameMain = index.byMain.get(`${roadName}|${main}`);
      if (sameMain && sameMain.length > 0) {
        const preceding = sameMain.filter((b) => b.sub < sub);
        const b = preceding[preceding.length - 1] ?? sameMain[0];
        if (b) {
          out.push(roadMatch(ctx, index.isSideStreet(roadName) ? 'N52' : 'N53', b.entrance, b.entrance, b, roadName, usedAt(b)));
          return;
        }
      }
      // Nearest preceding main on the same side (same parity), within N54_MAX_GAP numbers.
      let before: Building | undefined;
      for (const b of list) {
        if (b.main >= main) break;
        if (b.main % 2 === main % 2 && main - b.main <= N54_MAX_GAP) before = b;
      }
      if (before) {
        out.push(roadMatch(ctx, 'N54', before.entrance, before.entrance, before, roadName, usedAt(before)));
        return;
      }
    }
    const centre = index.roadCentre(roadName);
    // The road's centre: the 읍·면 is used when the road runs through it.
    if (centre) out.push(roadMatch(ctx, 'N55', centre, null, undefined, roadName, list.some(inEup) ? new Set([...used, 'eupMyun']) : used));
    return;
  }
  // No usable road: building names, unique per district.
  const named = namedBuildings(index, parsed);
  if (named.length === 0) return;
  const byDistrict = new Map<string, Building[]>();
  for (const b of named) push(byDistrict, b.districtCode, b);
  for (const [code, group] of byDistrict) {
    if (scope.districts && !scope.districts.some((d) => d.code === code)) continue;
    if (parsed.dong !== undefined) {
      // A dong that is named must agree with the building.
      const key = nameKey(parsed.dong);
      if (!group.some((b) => nameKey(b.legalDongName) === key || nameKey(b.adminDongName) === key)) continue;
    }
    // So must a 읍·면.
    if (eupKey !== undefined && !group.some(inEup)) continue;
    const pick = pickNamed(index, group, parsed.buildingDong);
    if (!pick) continue;
    const b = pick.building;
    const used = new Set(['name', 'dong', 'eupMyun', ...(pick.byDong ? ['buildingDong'] : [])]);
    out.push(roadMatch(ctx, pick.byDong ? 'N62' : 'N61', b.center, b.entrance, b, b.roadName, used));
  }
}

/** Every match of a parsed query, best first (MATCH_ORDER, then input order). */
export function matchParsed(index: AddressSearchIndex, parsed: ParsedAddress, addressFlag: AddressFlag): AddressMatch[] {
  const scope = scopeOf(index, parsed);
  if (scope.outside) return [];
  const ctx: MatchContext = { index, parsed, scope };
  const out: AddressMatch[] = [];
  if (addressFlag !== 'F02') {
    lotSide(ctx, out);
    if (addressFlag === 'F01' && parsed.dong === undefined && parsed.road === undefined) lotSideByName(ctx, out);
  }
  if (addressFlag !== 'F01') roadSide(ctx, out);
  const seen = new Set<string>();
  const unique = out.filter((m) => {
    const key = `${m.flag}|${m.point[0]}|${m.point[1]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (RANK.get(a.m.flag) ?? 99) - (RANK.get(b.m.flag) ?? 99) || a.i - b.i)
    .map(({ m }) => m);
}
