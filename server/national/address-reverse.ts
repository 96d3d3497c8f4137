import { closestPointOnLine, distanceMetres } from '../../shared/geometry/distance.ts';
import { nameKey } from '../domain/address-normalize';
import { formatBunji } from '../domain/lots';
import type { RegionIndex } from '../domain/region-index';
import {
  addressKey,
  BUILDING_PLOT_M,
  composeFullAddress,
  coordNode,
  DEFAULT_ADDRESS_TYPE,
  DONG_ENTRANCE_RADIUS_M,
  ROAD_ADDRESS_RADIUS_M,
  withExtendedFields,
  type AddressInfo,
  type AddressType,
  type CoordNode,
  type ExtendedFields,
} from '../domain/reverse-geocoder';
import type { LonLat, Region, RegionHit } from '../domain/world-types';
import type { ReverseGeocodeQuery } from '../world-services-types';
import { areaNameKey, type AddressRow, type AddressStore, type NearestAddress } from './address-store';
import { buildingIndexOf, joinWords, roadAddressKeyOf, rowNames, type RowNames } from './address-names';

/**
 * Reverse geocoding from imported addresses, in the shape of the demo world's answer
 * (server/domain/reverse-geocoder.ts, whose module comment gives fullAddress per addressType).
 *
 * - The road-name address is the building whose centre is within CLOSE_BUILDING_M of the point
 *   whatever district the region index puts the point in (the demo world's district boundaries
 *   are approximate and imported ones generalised by tens of metres, while a building's own
 *   address is exact); otherwise the nearest imported building within ROAD_ADDRESS_RADIUS_M, and
 *   when the point lies in a known district, among that district's buildings only (as the demo
 *   world does), so the parts always agree.
 * - Lot and legal dong: the building's own (대표) lot, from its related lots. Imported data has
 *   lots only where buildings stand (no parcel polygons, no lattice of lots under the point), so
 *   the lot answered is always the answered building's own: a building is never a neighbour here.
 * - Names: 시도, 시군구, legal dong (or 읍·면 and 리) from the row; the administrative dong is the
 *   region index's at the point where it has one, else the row's. Coordinate nodes carry the
 *   region index's centres where it knows the dong (entrances '': no road network is consulted).
 * - A point in a covered district with no imported building within the radius answers its
 *   regions only (no lot, no road part): the demo world's buildings and lots do not answer there.
 * - addressKey, roadAddressKey and the coordinate nodes only with newAddressExtend=Y, as in the
 *   demo world.
 */
/** Metres within which a building answers for a point whatever district the point is located in. */
export const CLOSE_BUILDING_M = 2 * BUILDING_PLOT_M;

/** A region's coordinate node (its centre and the road network's point near it), per road network: the same for every answer. */
const regionCoords = new WeakMap<RoadPointNear, WeakMap<Region, CoordNode>>();
function regionCoordOf(region: Region, roadPoint: RoadPointNear): CoordNode {
  let ofNetwork = regionCoords.get(roadPoint);
  if (!ofNetwork) regionCoords.set(roadPoint, (ofNetwork = new WeakMap()));
  let node = ofNetwork.get(region);
  if (!node) {
    node = coordNode(region.center, roadPoint(region.center[0], region.center[1], DONG_ENTRANCE_RADIUS_M) ?? undefined);
    ofNetwork.set(region, node);
  }
  return node;
}

export function importedReverseGeocode(
  /** null while no address row is stored at all. */
  store: AddressStore | null,
  regions: RegionIndex,
  hit: RegionHit | null,
  query: ReverseGeocodeQuery,
  /** The building within CLOSE_BUILDING_M of the point, as the caller already looked it up. */
  close: NearestAddress | null,
  /** The nearest point of the road network within a radius (a dong's entrance), when there is a network. */
  roadPoint: RoadPointNear = () => null,
  /** The lot under a point where the data has parcels (the demo world's lattice), else null. */
  parcelAt: ParcelAt = () => null,
): AddressInfo | null {
  const regionCoord = (region: Region | undefined): CoordNode => (region ? { ...regionCoordOf(region, roadPoint) } : { ...EMPTY_COORD });
  const { lon, lat } = query;
  const near =
    close ??
    store?.nearest(lon, lat, ROAD_ADDRESS_RADIUS_M, hit ? (row) => inDistrict(row, hit.city_do, hit.gu_gun) : undefined);
  if (!near && !hit) return null;
  const newAddressExtend = query.newAddressExtend === 'Y';
  const addressType = query.addressType ?? DEFAULT_ADDRESS_TYPE;
  if (!near) {
    const names: RowNames = {
      city: hit?.city_do.name ?? '',
      gu: hit?.gu_gun.name ?? '',
      eupMyun: '',
      legalDong: hit?.legalDong?.name ?? '',
      legalDongCode: hit?.legalDong?.code ?? '',
      ri: '',
      adminDong: hit?.adminDong?.name ?? '',
      adminDongCode: hit?.adminDong?.code ?? '',
      bunji: '',
    };
    return addressInfo(names, null, addressType, '', newAddressExtend, {
      addressKey: '',
      adminDongCoord: regionCoord(hit?.adminDong),
      legalDongCoord: regionCoord(hit?.legalDong),
      roadCoord: { ...EMPTY_COORD },
      roadAddressKey: '',
    });
  }
  // On the building's plot (within BUILDING_PLOT_M of its entrance-to-centre axis) the building's own lot answers.
  const onPlot = (closestPointOnLine([lon, lat], [[near.row.ent_lon, near.row.ent_lat], [near.row.lon, near.row.lat]])?.distanceM ?? near.distanceM) <= BUILDING_PLOT_M;
  const parcel = hit?.legalDong && !onPlot ? parcelAt(hit, lon, lat) : null;
  if (parcel && hit?.legalDong) return parcelAnswer(store, hit, hit.legalDong, parcel, near, query, regionCoord);
  const { row } = near;
  const lot = store?.primaryLot(row) ?? null;
  const names = rowNames(row, lot);
  // The region index's dong only where it agrees with the building's own district.
  if (hit?.adminDong && inDistrict(row, hit.city_do, hit.gu_gun)) {
    names.adminDong = hit.adminDong.name;
    names.adminDongCode = hit.adminDong.code;
  }
  const centre: LonLat = [row.lon, row.lat];
  const entrance: LonLat = [row.ent_lon, row.ent_lat];
  const admin = hit?.adminDong ?? (names.adminDongCode ? regions.byCode(names.adminDongCode, 'adminDong') : undefined);
  const legal = names.legalDongCode ? regions.byCode(names.legalDongCode, 'legalDong') : undefined;
  // A place known by its lot only (a standard-data row without a road-name address) answers its
  // lot and names, with no road part.
  const road = row.road_name === '' ? null : row;
  const mappingDistance = road ? distanceMetres([lon, lat], entrance).toFixed(6) : '';
  return addressInfo(names, road, addressType, mappingDistance, newAddressExtend, {
    addressKey: lot && names.legalDongCode ? addressKey(names.legalDongCode, lot) : '',
    adminDongCoord: regionCoord(admin),
    legalDongCoord: regionCoord(legal),
    roadCoord: road ? coordNode(centre, entrance) : { ...EMPTY_COORD },
    roadAddressKey: road ? roadAddressKeyOf(row) : '',
  });
}

/**
 * The answer off every building's plot where the data has parcels: the lot under the point, with
 * the road-name address of a building standing on that lot when one does; when none does, the
 * nearest building is a neighbour (its road fields and distance, no road part in fullAddress).
 */
function parcelAnswer(
  store: AddressStore | null,
  hit: RegionHit,
  legalDong: Region,
  parcel: ParcelLot,
  near: NearestAddress,
  query: ReverseGeocodeQuery,
  regionCoord: (region: Region | undefined) => CoordNode,
): AddressInfo {
  const point: LonLat = [query.lon, query.lat];
  const sameDistrict = (row: Pick<AddressRow, 'sido_name' | 'sgg_name'>): boolean => areaNameKey(row.sido_name, row.sgg_name) === areaNameKey(hit.city_do.name, hit.gu_gun.name);
  let building: AddressRow | null = null;
  for (const { row, lot } of store?.byLot(nameKey(legalDong.name), false, parcel.main, parcel.sub, sameDistrict) ?? []) {
    if (lot.legal_dong_code !== legalDong.code || row.road_name === '') continue;
    if (!building || distanceMetres(point, [row.lon, row.lat]) < distanceMetres(point, [building.lon, building.lat])) building = row;
  }
  const road = building ?? (near.row.road_name === '' ? null : near.row);
  const names: RowNames = {
    city: hit.city_do.name,
    gu: hit.gu_gun.name,
    eupMyun: '',
    legalDong: legalDong.name,
    legalDongCode: legalDong.code,
    ri: '',
    adminDong: hit.adminDong?.name ?? '',
    adminDongCode: hit.adminDong?.code ?? '',
    bunji: formatBunji(parcel),
  };
  const entrance: LonLat | null = road && [road.ent_lon, road.ent_lat];
  return addressInfo(names, road, query.addressType ?? DEFAULT_ADDRESS_TYPE, entrance ? distanceMetres(point, entrance).toFixed(6) : '', query.newAddressExtend === 'Y', {
    addressKey: addressKey(legalDong.code, parcel),
    adminDongCoord: regionCoord(hit.adminDong),
    legalDongCoord: regionCoord(legalDong),
    roadCoord: road && entrance ? coordNode([road.lon, road.lat], entrance) : { ...EMPTY_COORD },
    roadAddressKey: road ? roadAddressKeyOf(road) : '',
  }, building !== null);
}

/** Whether a row belongs to a district of the region index (by 시군구 code, else by names). */
function inDistrict(row: Pick<AddressRow, 'sgg_code' | 'sido_name' | 'sgg_name'>, city: Region, district: Region): boolean {
  if (row.sgg_code !== '' && row.sgg_code.slice(0, 5) === district.code.slice(0, 5)) return true;
  return areaNameKey(row.sido_name, row.sgg_name) === areaNameKey(city.name, district.name);
}

const EMPTY_COORD: CoordNode = { lat: '', lon: '', latEntr: '', lonEntr: '' };

function addressInfo(
  names: RowNames,
  row: AddressRow | null,
  addressType: AddressType,
  mappingDistance: string,
  newAddressExtend: boolean,
  extended: ExtendedFields,
  /** false for a neighbour: its road fields are given, fullAddress has no road part. */
  roadInFullAddress = true,
): AddressInfo {
  const { city, gu } = names;
  const adminPart = joinWords(city, gu, names.adminDong);
  const legalPart = joinWords(city, gu, names.eupMyun, names.legalDong, names.ri, names.bunji);
  const roadWords = row ? [city, gu, names.eupMyun, row.road_name] : [];
  const number = row ? joinWords(row.underground === 1 ? '지하' : '', buildingIndexOf(row)) : '';
  const fullAddress = composeFullAddress(
    addressType,
    adminPart,
    legalPart,
    row && roadInFullAddress ? {
      street: joinWords(...roadWords),
      numbered: joinWords(...roadWords, number),
      full: joinWords(...roadWords, number, row.building_name ? `"${row.building_name}"` : ''),
    } : null,
  );
  const info: AddressInfo = {
    fullAddress,
    addressType,
    city_do: city,
    gu_gun: gu,
    eup_myun: names.eupMyun,
    adminDong: names.adminDong,
    adminDongCode: names.adminDongCode,
    legalDong: names.legalDong,
    legalDongCode: names.legalDongCode,
    ri: names.ri,
    bunji: names.bunji,
    roadName: row?.road_name ?? '',
    buildingIndex: row ? buildingIndexOf(row) : '',
    buildingName: row?.building_name ?? '',
    mappingDistance,
    roadCode: row?.road_code ?? '',
  };
  return newAddressExtend ? withExtendedFields(info, extended) : info;
}

export type RoadPointNear = (lon: number, lat: number, radiusM: number) => LonLat | null;

/** A lot number (지번) without mountain lots: what a parcel layer gives. */
interface ParcelLot {
  main: number;
  sub: number;
}

export type ParcelAt = (hit: RegionHit, lon: number, lat: number) => ParcelLot | null;

