import type { ConvertAdd } from '../domain/address-convert';
import { postcodeItemOf, type FormatPoint, type FullAddrItem, type GeocodingInfo, type PostcodeItem } from '../domain/address-search';
import type { LonLat } from '../domain/world-types';
import type { ImportedMatch } from './address-find';
import { buildingIndexOf, rowNames } from './address-names';
import type { AddressRow, LotRow } from './address-store';

/**
 * Answers written from imported matches, field for field the shapes of the demo world's
 * (server/domain/address-search.ts, address-convert.ts); every value a string, '' where it does
 * not apply.
 */
export function fullAddrItem(m: ImportedMatch, format: FormatPoint): FullAddrItem {
  const p = format(m.point);
  const e = m.entrance ? format(m.entrance) : { lat: '', lon: '' };
  const lot = m.kind === 'lot';
  const names = rowNames(m.row, m.lot);
  const b = m.building ? m.row : undefined;
  return {
    matchFlag: lot ? m.flag : '',
    lat: lot ? p.lat : '',
    lon: lot ? p.lon : '',
    latEntr: lot ? e.lat : '',
    lonEntr: lot ? e.lon : '',
    city_do: names.city,
    gu_gun: names.gu,
    eup_myun: names.eupMyun,
    legalDong: names.legalDong,
    legalDongCode: names.legalDongCode,
    adminDong: names.adminDong,
    adminDongCode: names.adminDongCode,
    ri: names.ri,
    bunji: m.lot && (m.lot.main > 0 || m.building) ? names.bunji : '',
    buildingName: lot && b ? b.building_name : '',
    buildingDong: '',
    newMatchFlag: lot ? '' : m.flag,
    newLat: lot ? '' : p.lat,
    newLon: lot ? '' : p.lon,
    newLatEntr: lot ? '' : e.lat,
    newLonEntr: lot ? '' : e.lon,
    newRoadName: lot ? '' : m.roadName,
    newBuildingIndex: !lot && b ? buildingIndexOf(b) : '',
    newBuildingName: !lot && b ? b.building_name : '',
    newBuildingDong: '',
    newBuildingCateName: '',
    zipcode: m.building || m.flag === 'N55' ? m.row.zipcode : '',
    remainder: m.remainder,
  };
}

/**
 * geocoding's coordinateInfo from the best match; as in the demo world the exact counterpart is
 * filled too: a building found by its road-name address stands on its own lot (matchFlag M11 at
 * the building), a lot found exactly carries its building (newMatchFlag N51).
 */
export function geocodingInfo(m: ImportedMatch, format: FormatPoint): GeocodingInfo {
  const item = fullAddrItem(m, format);
  const centre = format([m.row.lon, m.row.lat]);
  const info: GeocodingInfo = {
    matchFlag: item.matchFlag,
    lat: item.lat,
    lon: item.lon,
    city_do: item.city_do,
    gu_gun: item.gu_gun,
    eup_myun: item.eup_myun,
    legalDong: item.legalDong,
    legalDongCode: item.legalDongCode,
    adminDong: item.adminDong,
    adminDongCode: item.adminDongCode,
    ri: item.ri,
    bunji: item.bunji,
    newMatchFlag: item.newMatchFlag,
    newLat: item.newLat,
    newLon: item.newLon,
    newRoadName: item.newRoadName,
    newBuildngIndex: item.newBuildingIndex,
    newBuildngName: item.newBuildingName,
    newBuildngCateName: '',
    remainder: item.remainder,
  };
  if (m.kind === 'road' && m.flag === 'N51' && m.lot) {
    info.matchFlag = 'M11';
    info.lat = centre.lat;
    info.lon = centre.lon;
  }
  if (m.kind === 'lot' && m.flag === 'M11' && m.building) {
    info.newMatchFlag = 'N51';
    info.newLat = centre.lat;
    info.newLon = centre.lon;
    info.newRoadName = m.row.road_name;
    info.newBuildngIndex = buildingIndexOf(m.row);
    info.newBuildngName = m.row.building_name;
  }
  return info;
}

export function postcodeItem(item: FullAddrItem, row: AddressRow | undefined): PostcodeItem {
  return postcodeItemOf(
    item,
    row && { buildingName: row.building_name, buildingDong: item.buildingDong, newRoadName: row.road_name, newBuildingIndex: buildingIndexOf(row) },
  );
}

/** A building as a postcode-search item (a 5-digit postcode lists its buildings). */
export function buildingMatch(row: AddressRow, lot: LotRow | null): ImportedMatch {
  const point: LonLat = [row.lon, row.lat];
  return { kind: 'road', flag: 'N51', point, entrance: [row.ent_lon, row.ent_lat], row, building: true, lot, roadName: row.road_name, remainder: '' };
}

/**
 * convertAddress's ConvertAdd for a lot and its buildings. The codes are 10 digits as elsewhere
 * (시도 and 시군구 from the row's 5-digit 시군구 code, '' when the row has none). In a 읍·면 the 읍·면
 * is the lower district and its 리 the detail (legalDetailName); mlClass is '2' for a 산 lot.
 */
export function convertAdd(reqAddress: 'N' | 'O', reqMulti: 'S' | 'M', lotRow: LotRow, owner: AddressRow, buildings: readonly AddressRow[], format: FormatPoint): ConvertAdd {
  const names = rowNames(owner, lotRow);
  const sgg = owner.sgg_code.slice(0, 5);
  const eup = names.eupMyun !== '';
  const old = format([owner.lon, owner.lat]);
  const chosen = reqMulti === 'S' ? buildings.slice(0, 1) : buildings;
  return {
    resCount: String(chosen.length),
    resMulti: reqMulti,
    reqAddress,
    upperDistCode: sgg.length === 5 ? `${sgg.slice(0, 2)}00000000` : '',
    upperDistName: names.city,
    middleDistCode: sgg.length === 5 ? `${sgg}00000` : '',
    middleDistName: names.gu,
    // The 읍·면's code from its 리's; '' when the row has no code (a standard-data CSV row).
    legalLowerDistCode: eup ? (names.legalDongCode === '' ? '' : `${names.legalDongCode.slice(0, 8)}00`) : names.legalDongCode,
    legalLowerDistName: eup ? names.eupMyun : names.legalDong,
    legalDetailCode: eup ? names.legalDongCode : '',
    legalDetailName: eup ? names.ri : '',
    adminLowerDistCode: owner.admin_dong_code,
    adminDistName: owner.admin_dong_name,
    primary: String(lotRow.main),
    secondary: String(lotRow.sub),
    mlClass: lotRow.mountain ? '2' : '1',
    oldLat: old.lat,
    oldLon: old.lon,
    newAddressList: {
      newAddress: chosen.map((b) => {
        const p = format([b.lon, b.lat]);
        return { roadName: b.road_name, bldNo1: String(b.main), bldNo2: String(b.sub), roadId: b.road_code, newLat: p.lat, newLon: p.lon };
      }),
    },
  };
}
