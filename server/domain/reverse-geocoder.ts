/**
 * Reverse geocoding's answer (GET /tmap/geo/reversegeocoding): the `addressInfo` node, every value a
 * string as the real service sends it ('' for absent values), and how its parts are written. The
 * engine that answers a point is server/national/address-reverse.ts, over the address rows (the
 * demo world's and imported ones) and, where the data has them, parcels (the demo world's lattice
 * of lots, lots.ts).
 *
 * fullAddress by addressType (never an empty part, never a trailing comma):
 * - A00: '행정동 주소,법정동 주소 지번'   e.g. '서울특별시 중구 명동,서울특별시 중구 태평로1가 31'
 * - A01: '행정동 주소'                    e.g. '서울특별시 중구 명동'
 * - A02: '법정동 주소 지번'               e.g. '서울특별시 중구 태평로1가 31'
 * - A10: '행정동 주소,법정동 주소 지번,도로명 주소 건물번호 "건물명"' (three comma parts, e.g.
 *   '서울특별시 중구 명동,서울특별시 중구 태평로1가 77-3,서울특별시 중구 세종대로 110 "서울특별시청"';
 *   the building name in double quotes only when the building has one, as in the captured real
 *   answer). Where no building stands on the point's lot the third part is left out: two parts.
 * - A03: '시도 구 도로명' and A04: '시도 구 도로명 건물번호' (e.g. '서울특별시 중구 세종대로 110');
 *   where no building stands on the point's lot both fall back to the A02 form.
 * Where the point's lot is unknown (a district without dong detail) the legal part stops at the
 * district ('서울특별시 마포구').
 *
 * One plot per answer. The lot (bunji, legal dong) is the parcel under the point, and the
 * road-name address in fullAddress is that of a building standing on it, never one of another lot:
 * - On a building's plot (within BUILDING_PLOT_M of its entrance-to-centre axis) the parcel is the
 *   building's own lot, the one postcode search and convertAddress give it (taken at its centre,
 *   with the dongs there), and the building is the road-name address.
 * - Elsewhere the parcel is the lattice lot under the point (lots.ts); a building whose own lot it
 *   is gives the road-name address.
 * - When no building stands on the parcel, the nearest building of the point's district within
 *   ROAD_ADDRESS_RADIUS_M is offered as a neighbour: the road fields (roadName, buildingIndex,
 *   buildingName, roadCode, mappingDistance, and with newAddressExtend=Y roadAddressKey and
 *   roadCoord) describe it, but fullAddress has no road-name part. So a client tells the two
 *   apart by fullAddress (A03, A04, A10), and mappingDistance says how far the building is.
 *   This is the emulator's choice: the real service's rule is not published (its captured A10
 *   answer carries a road-name address 148 m from the point, lot and building unrelated or not).
 * Beyond the radius the road fields are ''.
 *
 * newAddressExtend (Y/N; the route defaults to N). The captured real A10 answer was requested
 * without it and carried the road-name part, roadCode and mappingDistance but no addressKey and
 * no roadAddressKey; the coordinate nodes are seen only in clients that send Y. So the emulator
 * sends the extended fields only with Y: addressKey (the lot's key), roadAddressKey, and the
 * coordinate nodes adminDongCoord / legalDongCoord (the region centres, and as entrance the
 * nearest point of the road network to that centre, within 500 m; '' beyond, or in a world
 * without roads) and roadCoord {lat, lon, latEntr, lonEntr} (building centre and entrance).
 * Without Y these five fields are absent.
 *
 * The address components (city_do ... bunji) are filled for every addressType; only fullAddress
 * depends on it. This is an inference: the public field table does not say that the components
 * depend on the type.
 *
 * Points in a district without dong detail: city_do and gu_gun are filled, dong fields and bunji
 * are ''. Points outside every region with no building near: null (the route turns that into an
 * error).
 */
import { fnv1a32 } from './hash.ts';
import type { Lot } from './lots.ts';
import type { LonLat } from './world-types.ts';
import { ADDRESS_TYPES, type AddressType } from '../../shared/contract/common.ts';

export { ADDRESS_TYPES, type AddressType };

/**
 * Used when the request has no addressType. The service's own default is not documented;
 * A10 is what most public clients send and it carries every part, so the emulator assumes it.
 */
export const DEFAULT_ADDRESS_TYPE: AddressType = 'A10';

export interface CoordNode {
  lat: string;
  lon: string;
  latEntr: string;
  lonEntr: string;
}

/**
 * The `addressInfo` node, with the interface's exact field names. The five extended fields are
 * present only with newAddressExtend=Y.
 */
export interface AddressInfo {
  fullAddress: string;
  addressKey?: string;
  roadAddressKey?: string;
  addressType: string;
  city_do: string;
  gu_gun: string;
  eup_myun: string;
  adminDong: string;
  adminDongCode: string;
  legalDong: string;
  legalDongCode: string;
  ri: string;
  bunji: string;
  roadName: string;
  buildingIndex: string;
  buildingName: string;
  mappingDistance: string;
  roadCode: string;
  adminDongCoord?: CoordNode;
  legalDongCoord?: CoordNode;
  roadCoord?: CoordNode;
}

/** The fields only newAddressExtend=Y sends. */
export interface ExtendedFields {
  addressKey: string;
  roadAddressKey: string;
  adminDongCoord: CoordNode;
  legalDongCoord: CoordNode;
  roadCoord: CoordNode;
}

/** How far (metres) the default resolver looks for the nearest building. */
export const ROAD_ADDRESS_RADIUS_M = 300;

/**
 * How far (metres) from a building's entrance-to-centre axis a point is on the building's plot,
 * so that the lot shown with the building's road-name address is the building's own lot (the one
 * postcode search and convertAddress give), not the lattice lot under the point.
 */
export const BUILDING_PLOT_M = 25;

/**
 * The extended fields in the interface's order: addressKey and roadAddressKey after fullAddress,
 * the coordinate nodes last.
 */
export function withExtendedFields(info: AddressInfo, extended: ExtendedFields): AddressInfo {
  const { fullAddress, ...rest } = info;
  return {
    fullAddress,
    addressKey: extended.addressKey,
    roadAddressKey: extended.roadAddressKey,
    ...rest,
    adminDongCoord: extended.adminDongCoord,
    legalDongCoord: extended.legalDongCoord,
    roadCoord: extended.roadCoord,
  };
}

/** The road-name parts of fullAddress: up to the road, with the building number, with its name too. */
export interface RoadAddressWords {
  street: string;
  numbered: string;
  full: string;
}

/**
 * fullAddress per addressType: A00 admin,legal; A01 admin; A02 legal; A03 the road (the lot
 * address where there is no road-name address); A04 the road and number (likewise); A10
 * admin,legal,road-name address (admin,legal where there is none). No form ends in an empty part.
 */
export function composeFullAddress(addressType: AddressType, admin: string, legal: string, road: RoadAddressWords | null): string {
  switch (addressType) {
    case 'A00':
      return joinParts(admin, legal);
    case 'A01':
      return admin;
    case 'A02':
      return legal;
    case 'A03':
      return road ? road.street : legal;
    case 'A04':
      return road ? road.numbered : legal;
    case 'A10':
      return joinParts(admin, legal, road?.full ?? '');
  }
}

/** Comma-joined parts, empty parts at the end left out (so never a trailing comma). */
function joinParts(...parts: string[]): string {
  let n = parts.length;
  while (n > 0 && parts[n - 1] === '') n--;
  return parts.slice(0, n).join(',');
}

/**
 * A stable 10-digit identifier of a lot ("구 주소 POI 식별자"): FNV-1a (32-bit) of the legal dong
 * code and lot number, plus 1,000,000,000 so that it always has 10 digits.
 */
export function addressKey(legalDongCode: string, lot: Pick<Lot, 'main' | 'sub'>): string {
  return String(1_000_000_000 + fnv1a32(`${legalDongCode}:${lot.main}:${lot.sub}`));
}

/** How far from a dong's centre the road network is searched for its entrance point. */
export const DONG_ENTRANCE_RADIUS_M = 500;

/** A coordinate node: a point and, when known, its entrance, 6 decimals. */
export function coordNode(point: LonLat, entrance?: LonLat): CoordNode {
  return {
    lat: point[1].toFixed(6),
    lon: point[0].toFixed(6),
    latEntr: entrance ? entrance[1].toFixed(6) : '',
    lonEntr: entrance ? entrance[0].toFixed(6) : '',
  };
}
