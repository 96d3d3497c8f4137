/**
 * Lot ↔ road-name address conversion (convertAddress) over the address index.
 */
import { parseAddress } from './address-normalize.ts';
import { addressSearchFor } from './address-index.ts';
import { districtOf, matchParsed } from './address-match.ts';
import { formatWgs84, type FormatPoint } from './address-search.ts';
import { lotPoint, parseBunji } from './lots.ts';
import type { Building } from './road-addresses.ts';
import type { World } from './world-builder.ts';
import type { Region } from './world-types.ts';

export interface ConvertQuery {
  searchTypCd: 'NtoO' | 'OtoN';
  reqAdd: string;
  reqMulti: 'S' | 'M';
}

interface NewAddressItem {
  roadName: string;
  bldNo1: string;
  bldNo2: string;
  roadId: string;
  newLat: string;
  newLon: string;
}

/** The ConvertAdd node, all strings. */
export interface ConvertAdd {
  resCount: string;
  resMulti: string;
  reqAddress: string;
  upperDistCode: string;
  upperDistName: string;
  middleDistCode: string;
  middleDistName: string;
  legalLowerDistCode: string;
  legalLowerDistName: string;
  legalDetailCode: string;
  legalDetailName: string;
  adminLowerDistCode: string;
  adminDistName: string;
  primary: string;
  secondary: string;
  mlClass: string;
  oldLat: string;
  oldLon: string;
  newAddressList: { newAddress: NewAddressItem[] };
}

/**
 * Lot ↔ road-name address. OtoN: the lot must exist exactly (legal dong + lot, M11); its
 * road-name addresses are the buildings whose lot it is (S: the first by road and number, M: all).
 * NtoO: the road-name address must exist exactly (N51); the old address is the building's lot.
 * Either way old → new → old gives the original lot back. Null when the address is not found or
 * has no counterpart (a lot without a building, a building outside the dong-detail districts).
 * reqAddress echoes the input's kind ('N' road-name, 'O' lot), as in the captured 'N' for NtoO;
 * mlClass is '1' (ordinary lot; '2' would be 산). Codes are the 10-digit codes used elsewhere.
 */
export function convertAddress(world: World, query: ConvertQuery, format: FormatPoint = formatWgs84): ConvertAdd | null {
  const index = addressSearchFor(world);
  const parsed = parseAddress(query.reqAdd);
  let legal: Region | undefined;
  let lot: { main: number; sub: number } | undefined;
  let buildings: Building[];
  if (query.searchTypCd === 'OtoN') {
    const exact = matchParsed(index, parsed, 'F01').find((m) => m.flag === 'M11');
    if (!exact?.legalDong) return null;
    legal = exact.legalDong;
    lot = parseBunji(exact.bunji) ?? undefined;
    buildings = index.byLot.get(`${legal.code}|${exact.bunji}`) ?? [];
  } else {
    const exact = matchParsed(index, parsed, 'F02').find((m) => m.flag === 'N51');
    const b = exact?.building;
    if (!b?.bunji) return null;
    legal = world.index.byCode(b.legalDongCode, 'legalDong');
    lot = parseBunji(b.bunji) ?? undefined;
    buildings = [b];
  }
  if (!legal || !lot || buildings.length === 0) return null;
  const chosen = query.reqMulti === 'S' ? buildings.slice(0, 1) : buildings;
  const district = districtOf(index, legal);
  const lotAtPoint = lotPoint(world, legal, lot.main, lot.sub);
  if (!lotAtPoint) return null;
  const admin = world.index.locate(lotAtPoint[0], lotAtPoint[1])?.adminDong;
  const old = format(lotAtPoint);
  return {
    resCount: String(chosen.length),
    resMulti: query.reqMulti,
    reqAddress: query.searchTypCd === 'NtoO' ? 'N' : 'O',
    upperDistCode: world.city.code,
    upperDistName: world.city.name,
    middleDistCode: district?.code ?? '',
    middleDistName: district?.name ?? '',
    legalLowerDistCode: legal.code,
    legalLowerDistName: legal.name,
    legalDetailCode: '',
    legalDetailName: '',
    adminLowerDistCode: admin?.code ?? '',
    adminDistName: admin?.name ?? '',
    primary: String(lot.main),
    secondary: String(lot.sub),
    mlClass: '1',
    oldLat: old.lat,
    oldLon: old.lon,
    newAddressList: {
      newAddress: chosen.map((b) => {
        const p = format(b.center);
        return { roadName: b.roadName, bldNo1: String(b.main), bldNo2: String(b.sub), roadId: b.roadCode, newLat: p.lat, newLon: p.lon };
      }),
    },
  };
}
