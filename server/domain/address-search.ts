/**
 * The shapes of the address-search answers (fullAddrGeo items, structured geocoding, postcode
 * items) and their paging, as the interface writes them: every value a string, '' for what does
 * not apply (api-facts §0). The engine that fills them is server/national/address-find.ts and
 * address-items.ts, over the address rows.
 */
import type { AddressFlag } from './address-match.ts';
import type { LonLat } from './world-types.ts';

/** Output formatter of a WGS84 point (the routes convert to coordType). */
export type FormatPoint = (point: LonLat) => { lat: string; lon: string };

export const formatWgs84: FormatPoint = ([lon, lat]) => ({ lat: lat.toFixed(6), lon: lon.toFixed(6) });

/** One fullAddrGeo item: every field of the interface, all strings. */
export interface FullAddrItem {
  matchFlag: string;
  lat: string;
  lon: string;
  latEntr: string;
  lonEntr: string;
  city_do: string;
  gu_gun: string;
  eup_myun: string;
  legalDong: string;
  legalDongCode: string;
  adminDong: string;
  adminDongCode: string;
  ri: string;
  bunji: string;
  buildingName: string;
  buildingDong: string;
  newMatchFlag: string;
  newLat: string;
  newLon: string;
  newLatEntr: string;
  newLonEntr: string;
  newRoadName: string;
  newBuildingIndex: string;
  newBuildingName: string;
  newBuildingDong: string;
  newBuildingCateName: string;
  zipcode: string;
  remainder: string;
}

export interface SearchPage<T> {
  totalCount: number;
  items: T[];
}

export function pageOf<T>(all: readonly T[], page: number, count: number): T[] {
  const from = Math.max(0, (page - 1) * count);
  return all.slice(from, from + count);
}

// ------------------------------------------------------------------------------------------------
// Structured geocoding

export interface StructuredQuery {
  city_do: string;
  gu_gun: string;
  dong: string;
  bunji?: string | undefined;
  detailAddress?: string | undefined;
  addressFlag: AddressFlag;
}

/** geocoding's coordinateInfo (without coordType/addressFlag, which the route adds); note "Buildng". */
export interface GeocodingInfo {
  matchFlag: string;
  lat: string;
  lon: string;
  city_do: string;
  gu_gun: string;
  eup_myun: string;
  legalDong: string;
  legalDongCode: string;
  adminDong: string;
  adminDongCode: string;
  ri: string;
  bunji: string;
  newMatchFlag: string;
  newLat: string;
  newLon: string;
  newRoadName: string;
  newBuildngIndex: string;
  newBuildngName: string;
  newBuildngCateName: string;
  remainder: string;
}

// ------------------------------------------------------------------------------------------------
// Postcode search

export interface PostcodeItem {
  lat: string;
  lon: string;
  latEntr: string;
  lonEntr: string;
  city_do: string;
  gu_gun: string;
  eup_myun: string;
  legalDong: string;
  adminDong: string;
  ri: string;
  bunji: string;
  buildingName: string;
  buildingDong: string;
  newRoadName: string;
  newBuildingIndex: string;
  zipcode: string;
}

/** The building fields a postcode item takes from the building a postcode lists. */
export interface PostcodeBuilding {
  buildingName: string;
  buildingDong: string;
  newRoadName: string;
  newBuildingIndex: string;
}

/** A postcode item from a fullAddrGeo item: the road-name point where there is one; `building` overrides its building fields. */
export function postcodeItemOf(item: FullAddrItem, building: PostcodeBuilding | undefined): PostcodeItem {
  const road = item.newMatchFlag !== '';
  return {
    lat: road ? item.newLat : item.lat,
    lon: road ? item.newLon : item.lon,
    latEntr: road ? item.newLatEntr : item.latEntr,
    lonEntr: road ? item.newLonEntr : item.lonEntr,
    city_do: item.city_do,
    gu_gun: item.gu_gun,
    eup_myun: item.eup_myun,
    legalDong: item.legalDong,
    adminDong: item.adminDong,
    ri: item.ri,
    bunji: item.bunji,
    buildingName: building?.buildingName ?? item.buildingName,
    buildingDong: building?.buildingDong ?? item.buildingDong,
    newRoadName: building?.newRoadName ?? item.newRoadName,
    newBuildingIndex: building?.newBuildingIndex ?? item.newBuildingIndex,
    zipcode: item.zipcode,
  };
}
