/**
 * Reverse geocoding (GET /tmap/geo/reversegeocoding) over the demo world: a pure function from a
 * WGS84 point to the `addressInfo` node, every value a string as the real service sends it
 * ('' for absent values).
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
 * are ''. Points outside the world: null (the route turns that into an error).
 */
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { fnv1a32 } from './hash.ts';
import { formatBunji, lotAt, type Lot } from './lots.ts';
import type { AddressIndex, Building } from './road-addresses.ts';
import type { World } from './world-builder.ts';
import type { LonLat, Region, RegionHit } from './world-types.ts';
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

/** What a road-address source (added with the road network) tells about a point. */
interface RoadAddressMatch {
  /** e.g. '세종대로'. */
  roadName: string;
  /** Building number, e.g. '110' or '95-11'. */
  buildingIndex: string;
  /** Building name, '' when none. */
  buildingName: string;
  /** 12-digit road-name code. */
  roadCode: string;
  /** Identifier of the road-name address. */
  roadAddressKey: string;
  /** Building (or address point) position. */
  point: LonLat;
  /** Entrance position, when known. */
  entrance?: LonLat;
  /**
   * True when the point is on the building's plot (within BUILDING_PLOT_M of its entrance-to-centre
   * axis): the point then answers with the building's own lot and dongs, those of its centre.
   */
  onPlot?: boolean;
}

/** The seam for road-name addresses: the geocoder calls it with the regions it found. */
export interface RoadAddressResolver {
  /** The building nearest to the point (among those of the point's district), or null. */
  resolve(lon: number, lat: number, context: { hit: RegionHit; newAddressExtend: boolean }): RoadAddressMatch | null;
  /** A building whose own lot is lot `bunji` of the legal dong, the nearest to the point when several are; null when none. */
  onLot?(legalDongCode: string, bunji: string, point: LonLat): RoadAddressMatch | null;
}

export interface ReverseGeocodeQuery {
  lon: number;
  lat: number;
  /** Absent: DEFAULT_ADDRESS_TYPE. */
  addressType?: AddressType;
  /** 'Y' / true asks for the extended road-name fields; passed on to the road resolver. */
  newAddressExtend?: 'Y' | 'N' | boolean;
}

export interface ReverseGeocodeOptions {
  /** Road-name addresses: absent = the world's buildings (buildingResolver), null = none. */
  roads?: RoadAddressResolver | null;
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
 * Road-name addresses from a building index: the nearest building within radiusM metres of
 * the point, among the buildings of the district the point is in.
 */
export function buildingResolver(index: AddressIndex, radiusM: number = ROAD_ADDRESS_RADIUS_M): RoadAddressResolver {
  let byLot: Map<string, Building[]> | undefined;
  return {
    resolve(lon, lat, { hit }) {
      const match = index.nearestBuilding(lon, lat, radiusM, (b) => b.districtCode === hit.gu_gun.code);
      return match ? { ...roadAddressMatch(match.building), onPlot: match.distanceM <= BUILDING_PLOT_M } : null;
    },
    onLot(legalDongCode, bunji, point) {
      if (!byLot) {
        byLot = new Map();
        for (const b of index.buildings) {
          if (b.bunji === '' || b.legalDongCode === '') continue;
          const key = `${b.legalDongCode}|${b.bunji}`;
          byLot.set(key, [...(byLot.get(key) ?? []), b]);
        }
      }
      let best: Building | undefined;
      for (const b of byLot.get(`${legalDongCode}|${bunji}`) ?? []) {
        if (!best || distanceMetres(point, b.center) < distanceMetres(point, best.center)) best = b;
      }
      return best ? roadAddressMatch(best) : null;
    },
  };
}

function roadAddressMatch(building: Building): RoadAddressMatch {
  return {
    roadName: building.roadName,
    buildingIndex: building.buildingIndex,
    buildingName: building.name,
    roadCode: building.roadCode,
    roadAddressKey: building.roadAddressKey,
    point: building.center,
    entrance: building.entrance,
  };
}

const resolvers = new WeakMap<AddressIndex, RoadAddressResolver>();

function defaultResolver(world: World): RoadAddressResolver {
  let resolver = resolvers.get(world.buildings);
  if (!resolver) {
    resolver = buildingResolver(world.buildings);
    resolvers.set(world.buildings, resolver);
  }
  return resolver;
}

const EMPTY_COORD: CoordNode = { lat: '', lon: '', latEntr: '', lonEntr: '' };

export function reverseGeocode(world: World, query: ReverseGeocodeQuery, options: ReverseGeocodeOptions = {}): AddressInfo | null {
  const { lon, lat } = query;
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  const pointHit = world.index.locate(lon, lat);
  if (!pointHit) return null;
  const addressType = query.addressType ?? DEFAULT_ADDRESS_TYPE;
  const newAddressExtend = query.newAddressExtend === true || query.newAddressExtend === 'Y';

  const roads = options.roads === undefined ? defaultResolver(world) : options.roads;
  const nearest = roads?.resolve(lon, lat, { hit: pointHit, newAddressExtend }) ?? null;
  const { hit, lot, building } = parcelAt(world, [lon, lat], pointHit, nearest, roads);
  // The road fields: the building on the parcel, else the nearest one as a neighbour.
  const road = building ?? nearest;

  const city = hit.city_do.name;
  const gu = hit.gu_gun.name;
  const bunji = lot ? formatBunji(lot) : '';

  const adminPart = joinWords(city, gu, hit.adminDong?.name);
  const legalPart = joinWords(city, gu, hit.legalDong?.name, bunji);
  const fullAddress = composeFullAddress(
    addressType,
    adminPart,
    legalPart,
    building && {
      street: joinWords(city, gu, building.roadName),
      numbered: joinWords(city, gu, building.roadName, building.buildingIndex),
      full: joinWords(city, gu, building.roadName, building.buildingIndex, building.buildingName ? `"${building.buildingName}"` : ''),
    },
  );

  const info: AddressInfo = {
    fullAddress,
    addressType,
    city_do: city,
    gu_gun: gu,
    eup_myun: '',
    adminDong: hit.adminDong?.name ?? '',
    adminDongCode: hit.adminDong?.code ?? '',
    legalDong: hit.legalDong?.name ?? '',
    legalDongCode: hit.legalDong?.code ?? '',
    ri: '',
    bunji,
    roadName: road?.roadName ?? '',
    buildingIndex: road?.buildingIndex ?? '',
    buildingName: road?.buildingName ?? '',
    mappingDistance: road ? distanceMetres([lon, lat], road.entrance ?? road.point).toFixed(6) : '',
    roadCode: road?.roadCode ?? '',
  };
  if (!newAddressExtend) return info;
  return withExtendedFields(info, {
    addressKey: hit.legalDong && lot ? addressKey(hit.legalDong.code, lot) : '',
    roadAddressKey: road?.roadAddressKey ?? '',
    adminDongCoord: regionCoord(world, hit.adminDong),
    legalDongCoord: regionCoord(world, hit.legalDong),
    roadCoord: road ? coordNode(road.point, road.entrance) : { ...EMPTY_COORD },
  });
}

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

interface Parcel {
  /** The regions the answer names: those of the lot's place. */
  hit: RegionHit;
  /** The lot, null where the world has none (a district without dong detail). */
  lot: Lot | null;
  /** The building standing on the parcel, null when none does. */
  building: RoadAddressMatch | null;
}

/**
 * The parcel under a point: the plot of the nearest building when the point is on it (the
 * building's own lot, at its centre, in the same district), else the lattice lot under the point
 * with the building whose own lot it is, if any.
 */
function parcelAt(world: World, point: LonLat, pointHit: RegionHit, nearest: RoadAddressMatch | null, roads: RoadAddressResolver | null): Parcel {
  if (nearest?.onPlot) {
    const plotHit = world.index.locate(nearest.point[0], nearest.point[1]);
    if (plotHit && plotHit.gu_gun === pointHit.gu_gun) {
      const lot = plotHit.legalDong ? lotAt(world, plotHit.legalDong, nearest.point[0], nearest.point[1]) : null;
      return { hit: plotHit, lot, building: nearest };
    }
  }
  const lot = pointHit.legalDong ? lotAt(world, pointHit.legalDong, point[0], point[1]) : null;
  const building = lot && pointHit.legalDong ? (roads?.onLot?.(pointHit.legalDong.code, formatBunji(lot), point) ?? null) : null;
  return { hit: pointHit, lot, building };
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
const DONG_ENTRANCE_RADIUS_M = 500;

/**
 * A dong's coordinate node: its centre, and as entrance the point where the road network comes
 * closest to it (where a route to the centre would leave the road), when a link is within
 * DONG_ENTRANCE_RADIUS_M; otherwise the entrance fields stay ''.
 */
function regionCoord(world: World, region: Region | undefined): CoordNode {
  if (!region) return { ...EMPTY_COORD };
  const entrance = world.roads?.index.nearest(region.center[0], region.center[1], DONG_ENTRANCE_RADIUS_M)?.point;
  return coordNode(region.center, entrance);
}

/** A coordinate node: a point and, when known, its entrance, 6 decimals. */
export function coordNode(point: LonLat, entrance?: LonLat): CoordNode {
  return {
    lat: point[1].toFixed(6),
    lon: point[0].toFixed(6),
    latEntr: entrance ? entrance[1].toFixed(6) : '',
    lonEntr: entrance ? entrance[0].toFixed(6) : '',
  };
}

function joinWords(...words: (string | undefined)[]): string {
  return words.filter((w): w is string => w !== undefined && w !== '').join(' ');
}
