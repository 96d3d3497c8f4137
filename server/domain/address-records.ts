/**
 * One imported road-name address as the importers hand it to the store (columns of
 * server/db/address-tables.ts). Strings are '' when the source does not have them.
 */
export interface AddressRecord {
  /** 건물관리번호 (25 digits), or 'csv:' + the normalised address for standard-data CSV rows. */
  buildingKey: string;
  /** 5-digit 시군구 code ('' when the source does not say). */
  sggCode: string;
  sidoName: string;
  sggName: string;
  /** 법정 읍·면·동 name. */
  emdName: string;
  /** 법정리 name ('' in a 동). */
  riName: string;
  /** 10-digit 법정동코드. */
  legalDongCode: string;
  adminDongCode: string;
  adminDongName: string;
  /** 12-digit 도로명코드. */
  roadCode: string;
  roadName: string;
  /** 0 above ground, 1 underground, 2 aerial. */
  underground: number;
  main: number;
  /** 0 = none. */
  sub: number;
  /** 5-digit postcode. */
  zipcode: string;
  buildingName: string;
  /** Building centre, WGS84 degrees. */
  lon: number;
  lat: number;
  /** Entrance, WGS84 degrees (the centre when unknown). */
  entLon: number;
  entLat: number;
  /** File name the row came from. */
  source: string;
}

/** One lot (지번) related to a building (columns of imported_address_lots). */
export interface AddressLotRecord {
  buildingKey: string;
  legalDongCode: string;
  emdName: string;
  riName: string;
  mountain: boolean;
  main: number;
  sub: number;
  /** The building's own (대표) lot. */
  primary: boolean;
}
