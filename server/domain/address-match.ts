/**
 * The match flags of full-text and structured geocoding, their order, and what a match left of
 * the query. The engine that matches (server/national/address-find.ts) answers from the address
 * rows — the demo world's and imported ones alike — so it serves the flags those rows can say.
 *
 * Match rules (api-facts §3; the choices where the published text leaves room are marked):
 * Lot-number side (matchFlag; lat/lon = the lot's point — a building standing on it —,
 * latEntr/lonEntr = that building's entrance):
 * - M11 legal dong (or 리) + lot exact.
 * - M12 legal dong, same main number, the sub number missing: the nearest existing sub within ±5.
 * - M13 legal dong, the main number missing or no sub near: the nearest existing main within ±5.
 * - M31 the named dong is both a legal and an administrative dong of the district ('사직동'): the
 *   legal dong's centre. Choice: the published table gives "읍/면/동/리의 중심" without saying
 *   when it differs from M32/M33.
 * - M32 administrative dong only: its centre (from the region index).
 * - M33 legal dong only (or its lot not found within ±5): its centre.
 * - M41 legal dong + building name: the building of that name, when it is the only one of the
 *   name in that legal dong. A name with no dong at all gives M41 only with addressFlag F01.
 * - Not served: M21–M23 (an administrative dong with a lot: rows are filed by legal dong) and
 *   M42 / N62 (building dongs of a complex: the address files have none).
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
 * Order (SK's own sample app, api-facts §3): M11 first, then N51…N62, then M21, M12, M13, M22,
 * M23, M41, M42, M31, M32, M33.
 *
 * 읍·면 and 리: a 리 written after its 읍·면 ('미탄면 창리 617') is looked for only among the lots of
 * that 읍·면 (a 리 name recurs across the 읍·면 of one 군). On the road side the 읍·면 only confirms: a
 * road and number are unique within a 시군구, so a building outside the written 읍·면 is still found
 * and the 읍·면 is left in the remainder.
 */
import type { ParsedAddress } from './address-normalize.ts';
import { formatBunji } from './lots.ts';
import { formatBuildingIndex } from './road-addresses.ts';
import type { AddressFlag, LotMatchFlag, RoadMatchFlag } from '../../shared/contract/code-tables';

export type { AddressFlag };
export type MatchFlag = LotMatchFlag | RoadMatchFlag;

/** Accuracy order (index = rank). */
export const MATCH_ORDER: readonly MatchFlag[] = [
  'M11', 'N51', 'N52', 'N53', 'N54', 'N55', 'N61', 'N62', 'M21', 'M12', 'M13', 'M22', 'M23', 'M41', 'M42', 'M31', 'M32', 'M33',
];
/** How far back (in building numbers) N54 looks for a preceding main number. */
export const N54_MAX_GAP = 40;

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
