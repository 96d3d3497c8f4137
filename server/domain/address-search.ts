/**
 * Address search answers over the demo world: full-text geocoding (fullAddrGeo), structured
 * geocoding and postcode search, written from the matches of address-match.ts. Pure functions of
 * a World; every answer value is a string, '' for what does not apply (api-facts §0).
 */
import { parseAddress } from './address-normalize.ts';
import { addressSearchFor, type AddressSearchIndex } from './address-index.ts';
import { bunjiParts, matchParsed, type AddressFlag, type AddressMatch } from './address-match.ts';
import { lotPoint } from './lots.ts';
import type { Building } from './road-addresses.ts';
import type { World } from './world-builder.ts';
import type { LonLat, Region } from './world-types.ts';

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
// ------------------------------------------------------------------------------------------------
// Output

/**
 * The 읍·면 and the legal dong or 리 of a match, as the answers write them: in a 읍·면 (an
 * administrative dong named …읍 / …면) its name is eup_myun, and a legal dong named …리 is the ri
 * with legalDong '' (legalDongCode still carries its code), as for imported addresses
 * (server/national/address-names.ts). Elsewhere eup_myun and ri are ''.
 */
function placeNames(legalDong: Region | undefined, adminDong: Region | undefined): { eupMyun: string; legalDong: string; ri: string } {
  const eupMyun = adminDong && /[읍면]$/.test(adminDong.name) ? adminDong.name : '';
  const legal = legalDong?.name ?? '';
  const ri = eupMyun !== '' && /리$/.test(legal) ? legal : '';
  return { eupMyun, legalDong: ri === '' ? legal : '', ri };
}

function toFullAddrItem(index: AddressSearchIndex, m: AddressMatch, format: FormatPoint = formatWgs84): FullAddrItem {
  const p = format(m.point);
  const e = m.entrance ? format(m.entrance) : { lat: '', lon: '' };
  const lot = m.kind === 'lot';
  const b = m.building;
  const names = placeNames(m.legalDong, m.adminDong);
  return {
    matchFlag: lot ? m.flag : '',
    lat: lot ? p.lat : '',
    lon: lot ? p.lon : '',
    latEntr: lot ? e.lat : '',
    lonEntr: lot ? e.lon : '',
    city_do: m.district ? index.world.city.name : '',
    gu_gun: m.district?.name ?? '',
    eup_myun: names.eupMyun,
    legalDong: names.legalDong,
    legalDongCode: m.legalDong?.code ?? '',
    adminDong: m.adminDong?.name ?? '',
    adminDongCode: m.adminDong?.code ?? '',
    ri: names.ri,
    bunji: m.bunji,
    buildingName: lot && b ? (index.complexName.get(b) ?? b.name) : '',
    buildingDong: lot && b ? (index.buildingDong.get(b) ?? '') : '',
    newMatchFlag: lot ? '' : m.flag,
    newLat: lot ? '' : p.lat,
    newLon: lot ? '' : p.lon,
    newLatEntr: lot ? '' : e.lat,
    newLonEntr: lot ? '' : e.lon,
    newRoadName: lot ? '' : m.roadName,
    newBuildingIndex: !lot && b ? b.buildingIndex : '',
    newBuildingName: !lot && b ? (index.complexName.get(b) ?? b.name) : '',
    newBuildingDong: !lot && b ? (index.buildingDong.get(b) ?? '') : '',
    newBuildingCateName: '',
    zipcode: m.zipcode,
    remainder: m.remainder,
  };
}

export interface SearchOptions {
  addressFlag: AddressFlag;
  /** 1-based. */
  page: number;
  count: number;
  format?: FormatPoint;
}

export interface SearchPage<T> {
  totalCount: number;
  items: T[];
}

export function pageOf<T>(all: readonly T[], page: number, count: number): T[] {
  const from = Math.max(0, (page - 1) * count);
  return all.slice(from, from + count);
}

/** Full-text geocoding (fullAddrGeo). */
export function searchFullText(world: World, text: string, options: SearchOptions): SearchPage<FullAddrItem> {
  return searchFullTextIn(addressSearchFor(world), text, options);
}

export function searchFullTextIn(index: AddressSearchIndex, text: string, options: SearchOptions): SearchPage<FullAddrItem> {
  const all = matchParsed(index, parseAddress(text), options.addressFlag);
  return { totalCount: all.length, items: pageOf(all, options.page, options.count).map((m) => toFullAddrItem(index, m, options.format)) };
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

/**
 * The single best match of a structured address (M11, then N*, then the other M*), or null.
 * Where the match has an exact counterpart the other side is filled too: a road-name match's
 * building stands on a lot (matchFlag M11 with that lot's point), a lot match's lot carries a
 * building (newMatchFlag N51 with its centre). Choice: clients read either lat/lon or newLat/newLon
 * of one answer, so the emulator fills what it knows exactly.
 */
export function geocodeStructured(world: World, query: StructuredQuery, format: FormatPoint = formatWgs84): GeocodingInfo | null {
  const index = addressSearchFor(world);
  const text = [query.city_do, query.gu_gun, query.dong, query.bunji ?? '', query.detailAddress ?? ''].join(' ');
  const parsed = parseAddress(text);
  // The district is given as its own parameter: keep it even when the parser read it otherwise.
  if (parsed.district === undefined && query.gu_gun.trim() !== '') parsed.district = query.gu_gun.trim();
  const best = matchParsed(index, parsed, query.addressFlag)[0];
  if (!best) return null;
  const item = toFullAddrItem(index, best, format);
  const b = best.building;
  let lotFlag = item.matchFlag;
  let lat = item.lat;
  let lon = item.lon;
  let newFlag = item.newMatchFlag;
  let newLat = item.newLat;
  let newLon = item.newLon;
  let newRoadName = item.newRoadName;
  let newIndex = item.newBuildingIndex;
  let newName = item.newBuildingName;
  if (best.kind === 'road' && best.flag === 'N51' && b && best.legalDong && b.bunji) {
    const p = lotPoint(world, best.legalDong, ...bunjiParts(b.bunji));
    if (p) {
      const f = format(p);
      lotFlag = 'M11';
      lat = f.lat;
      lon = f.lon;
    }
  }
  if (best.kind === 'lot' && best.flag === 'M11' && b) {
    const f = format(b.center);
    newFlag = 'N51';
    newLat = f.lat;
    newLon = f.lon;
    newRoadName = b.roadName;
    newIndex = b.buildingIndex;
    newName = index.complexName.get(b) ?? b.name;
  }
  return {
    matchFlag: lotFlag,
    lat,
    lon,
    city_do: item.city_do,
    gu_gun: item.gu_gun,
    eup_myun: item.eup_myun,
    legalDong: item.legalDong,
    legalDongCode: item.legalDongCode,
    adminDong: item.adminDong,
    adminDongCode: item.adminDongCode,
    ri: item.ri,
    bunji: item.bunji,
    newMatchFlag: newFlag,
    newLat,
    newLon,
    newRoadName,
    newBuildngIndex: newIndex,
    newBuildngName: newName,
    newBuildngCateName: '',
    remainder: item.remainder,
  };
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

function postcodeItem(item: FullAddrItem, building: Building | undefined, index: AddressSearchIndex): PostcodeItem {
  return postcodeItemOf(
    item,
    building && {
      buildingName: index.complexName.get(building) ?? building.name,
      buildingDong: index.buildingDong.get(building) ?? '',
      newRoadName: building.roadName,
      newBuildingIndex: building.buildingIndex,
    },
  );
}

/**
 * Postcode search: a 5-digit postcode lists the buildings carrying it (by road and number);
 * any other text is geocoded as fullAddrGeo does (F00) and each match carries its zipcode.
 */
export function searchPostcode(world: World, text: string, page: number, count: number, format: FormatPoint = formatWgs84): SearchPage<PostcodeItem> {
  const index = addressSearchFor(world);
  const code = text.replace(/\s+/g, '');
  if (/^\d{5}$/.test(code)) {
    const list = index.byPostcode.get(code) ?? [];
    const items = pageOf(list, page, count).map((b) => {
      const legal = b.legalDongCode ? world.index.byCode(b.legalDongCode, 'legalDong') : undefined;
      const m: AddressMatch = {
        kind: 'road',
        flag: 'N51',
        point: b.center,
        entrance: b.entrance,
        district: world.index.byCode(b.districtCode, 'gu_gun'),
        legalDong: legal,
        adminDong: b.adminDongCode ? world.index.byCode(b.adminDongCode, 'adminDong') : undefined,
        bunji: b.bunji,
        building: b,
        roadName: b.roadName,
        zipcode: b.postcode,
        remainder: '',
      };
      return postcodeItem(toFullAddrItem(index, m, format), b, index);
    });
    return { totalCount: list.length, items };
  }
  const all = matchParsed(index, parseAddress(text), 'F00');
  return {
    totalCount: all.length,
    items: pageOf(all, page, count).map((m) => postcodeItem(toFullAddrItem(index, m, format), m.building, index)),
  };
}
