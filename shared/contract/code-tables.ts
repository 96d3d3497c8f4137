/*
 * Code tables that pages show as choices, as plain constants: no schema library needed to list
 * them (./common builds its schemas from these).
 */

/** Coordinate systems accepted by coordType, fromCoord, toCoord, reqCoordType, resCoordType. */
export const COORD_TYPES = ['WGS84GEO', 'EPSG3857', 'KATECH', 'BESSELGEO', 'BESSELTM', 'GRS80GEO', 'GRS80TM'] as const;

/** Reverse-geocoding address types (A00 is documented beside the interface's A01-A04, A10). */
export const ADDRESS_TYPES = ['A00', 'A01', 'A02', 'A03', 'A04', 'A10'] as const;

/** addressFlag of full-text geocoding: F00 old and new addresses, F01 lot-number (old) address, F02 road-name (new) address. */
export const ADDRESS_FLAGS = ['F00', 'F01', 'F02'] as const;
export type AddressFlag = (typeof ADDRESS_FLAGS)[number];

/** Lot-number (지번) match codes of the code table (responses may carry others). */
export const LOT_MATCH_FLAGS = ['M11', 'M12', 'M13', 'M21', 'M22', 'M23', 'M31', 'M32', 'M33', 'M41', 'M42'] as const;
export type LotMatchFlag = (typeof LOT_MATCH_FLAGS)[number];

/** Road-name (도로명) match codes of the code table (responses may carry others). */
export const ROAD_MATCH_FLAGS = ['N51', 'N52', 'N53', 'N54', 'N55', 'N61', 'N62'] as const;
export type RoadMatchFlag = (typeof ROAD_MATCH_FLAGS)[number];

export type MatchFlag = LotMatchFlag | RoadMatchFlag;

/** A code's name in Korean and English. */
export interface CodeName {
  ko: string;
  en: string;
}

/**
 * The nearest-road header codes. The service publishes no tables for these fields (api-facts §6):
 * these are the emulator's, which it answers by and the console explains.
 */
export const ROAD_CODE_TABLES = {
  laneType: {
    1: { ko: '일방통행', en: 'one-way' },
    2: { ko: '양방향', en: 'two-way' },
  },
  /** 5 주요도로: 대로 and arterial 로; 6 일반도로: other 로; 7 이면도로: 길. */
  roadCategory: {
    0: { ko: '고속국도', en: 'expressway' },
    1: { ko: '도시고속도로', en: 'urban expressway' },
    2: { ko: '국도', en: 'national road' },
    3: { ko: '국가지원지방도', en: 'state-funded local road' },
    4: { ko: '지방도', en: 'provincial road' },
    5: { ko: '주요도로', en: 'major road' },
    6: { ko: '일반도로', en: 'local road' },
    7: { ko: '이면도로', en: 'side street' },
  },
  /** Every road of the demo world is free. */
  tollLink: {
    0: { ko: '무료', en: 'free' },
    1: { ko: '유료', en: 'toll' },
  },
  linkFacil: {
    0: { ko: '일반도로', en: 'normal road' },
    1: { ko: '교량', en: 'bridge' },
    2: { ko: '터널', en: 'tunnel' },
    3: { ko: '지하차도', en: 'underpass' },
    4: { ko: '고가도로', en: 'overpass' },
  },
} as const satisfies Record<string, Record<number, CodeName>>;

export type RoadCategory = keyof typeof ROAD_CODE_TABLES.roadCategory;
export type LinkFacility = keyof typeof ROAD_CODE_TABLES.linkFacil;
