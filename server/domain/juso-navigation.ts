/**
 * Lines of the juso.go.kr 내비게이션용DB (navigation DB): `|`-separated, no header, no quoting,
 * one file per 시·도 for buildings (건물정보) and one for their related lots (관련지번).
 *
 * Building file (건물정보), as published on the 내비게이션용DB "DB 레이아웃" page (checked against
 * it; 32 columns in the current files, the first 27 are required here):
 *
 * | #  | column              | size | read as                                                     |
 * |----|---------------------|------|-------------------------------------------------------------|
 * | 1  | 주소관할읍면동코드  | 10   | legalDongCode: 시군구(5)+읍면동(3)+'00', the legal 읍·면·동  |
 * | 2  | 시도명              | 40   | sidoName                                                    |
 * | 3  | 시군구명            | 40   | sggName ('' in 세종특별자치시)                              |
 * | 4  | 읍면동명            | 40   | emdName: the legal 읍·면·동 (not the administrative dong)   |
 * | 5  | 도로명코드          | 12   | roadCode; sggCode = its first 5 digits                      |
 * | 6  | 도로명              | 80   | roadName                                                    |
 * | 7  | 지하여부            | 1    | underground: 0 above ground, 1 underground, 2 aerial        |
 * | 8  | 건물본번            | 5    | main (≥ 1)                                                  |
 * | 9  | 건물부번            | 5    | sub (0 = none)                                              |
 * | 10 | 우편번호            | 5    | zipcode (기초구역번호; may be empty)                        |
 * | 11 | 건물관리번호        | 25   | buildingKey (primary key)                                   |
 * | 12 | 시군구용건물명      | 40   | buildingName (the name the 시군구 gives the building)       |
 * | 13 | 건축물용도분류      | 100  | —                                                           |
 * | 14 | 행정동코드          | 10   | adminDongCode                                               |
 * | 15 | 행정동명            | 40   | adminDongName                                               |
 * | 16 | 지상층수            | 3    | —                                                           |
 * | 17 | 지하층수            | 3    | —                                                           |
 * | 18 | 공동주택구분        | 1    | —                                                           |
 * | 19 | 건물수              | 10   | —                                                           |
 * | 20 | 상세건물명          | 100  | — (the block of a complex, e.g. '101동'; not the name)      |
 * | 21 | 건물명변경이력      | 1000 | —                                                           |
 * | 22 | 상세건물명변경이력  | 1000 | —                                                           |
 * | 23 | 거주여부            | 1    | —                                                           |
 * | 24 | 건물중심점_x좌표    | 15,6 | centre, GRS80 UTM-K (EPSG:5179) x                           |
 * | 25 | 건물중심점_y좌표    | 15,6 | centre y                                                    |
 * | 26 | 출입구_x좌표        | 15,6 | entrance x (the centre when empty)                          |
 * | 27 | 출입구_y좌표        | 15,6 | entrance y                                                  |
 * | 28 | 시도명(영문)        | 40   | —                                                           |
 * | 29 | 시군구명(영문)      | 40   | —                                                           |
 * | 30 | 읍면동명(영문)      | 40   | —                                                           |
 * | 31 | 도로명(영문)        | 80   | —                                                           |
 * | 32 | 읍면동구분          | 1    | — (0 읍·면, 1 동: the 읍면동명 says the same)               |
 *
 * Why column 1 and 4 are the legal 읍·면·동: the 읍면동코드 of the road-name code tables is
 * "법정동기준읍면동코드"; the administrative dong has its own columns (14, 15). The building file
 * has no 리: a building in a 읍·면 gets its 리 (and the 10-digit legal code that includes it) from
 * its primary related lot (address-import.ts fills them in after the lots are read).
 *
 * Related-lot file (관련지번, "match_jibun"), 20 columns:
 *
 * | #  | column              | size | read as                                        |
 * |----|---------------------|------|------------------------------------------------|
 * | 1  | 법정동코드          | 10   | legalDongCode (리 included)                    |
 * | 2  | 시도명              | 40   | —                                              |
 * | 3  | 시군구명            | 40   | —                                              |
 * | 4  | 법정읍면동명        | 40   | emdName                                        |
 * | 5  | 법정리명            | 40   | riName ('' in a 동)                            |
 * | 6  | 산여부              | 1    | mountain: 0 land, 1 산                         |
 * | 7  | 지번본번            | 4    | main (≥ 1)                                     |
 * | 8  | 지번부번            | 4    | sub                                            |
 * | 9  | 도로명코드          | 12   | (checked: 12 digits)                           |
 * | 10 | 지하여부            | 1    | —                                              |
 * | 11 | 건물본번            | 5    | —                                              |
 * | 12 | 건물부번            | 5    | —                                              |
 * | 13 | 지번일련번호        | 10   | —                                              |
 * | 14 | 시도명(영문)        | 40   | —                                              |
 * | 15 | 시군구명(영문)      | 40   | —                                              |
 * | 16 | 읍면동명(영문)      | 40   | —                                              |
 * | 17 | 법정리명(영문)      | 40   | —                                              |
 * | 18 | 이동사유코드        | 2    | —                                              |
 * | 19 | 건물관리번호        | 25   | buildingKey (the building the lot belongs to)  |
 * | 20 | 주소관할읍면동코드  | 10   | —                                              |
 *
 * The lot file has no 대표지번 flag: the files are sorted by building, and the first lot of a
 * building in the file is taken as its own (primary) lot; the importer marks it.
 */
import type { AddressLotRecord, AddressRecord } from './address-records';
import { utmkToLonLat } from './utm-k';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const BUILDING_MIN_FIELDS = 27;
const BUILDING_MAX_FIELDS = 33;
const LOT_FIELDS = 20;

const DIGITS = (n: number): RegExp => new RegExp(`^\\d{${n}}$`);
const D10 = DIGITS(10);
const D12 = DIGITS(12);
const D25 = DIGITS(25);
const ZIP = /^\d{5}$/;
const INT = /^\d{1,5}$/;

/** Which navigation-DB file a line belongs to, by its form (null: neither). */
export function navigationLineKind(text: string): 'building' | 'lot' | null {
  const f = text.split('|');
  if (f.length >= BUILDING_MIN_FIELDS && f.length <= BUILDING_MAX_FIELDS && D10.test(f[0] ?? '') && D12.test(f[4] ?? '') && D25.test(f[10] ?? '')) {
    return 'building';
  }
  if (f.length === LOT_FIELDS && D10.test(f[0] ?? '') && D12.test(f[8] ?? '') && D25.test(f[18] ?? '')) return 'lot';
  return null;
}

function fail<T>(reason: string): ParseResult<T> {
  return { ok: false, reason };
}

function coordinate(x: string, y: string): [number, number] | null | 'bad' {
  if (x.trim() === '' && y.trim() === '') return null;
  const point = utmkToLonLat(Number(x), Number(y));
  return point ?? 'bad';
}

/** Column `i` (1-based) of a split line, trimmed ('' past the end). */
function column(f: readonly string[], i: number): string {
  return (f[i - 1] ?? '').trim();
}

/** One building line → AddressRecord (source '' : the importer sets the file name). */
export function parseNavigationBuilding(text: string): ParseResult<AddressRecord> {
  const f = text.split('|');
  if (f.length < BUILDING_MIN_FIELDS || f.length > BUILDING_MAX_FIELDS) {
    return fail(`building line has ${f.length} fields, the navigation DB building layout has ${BUILDING_MIN_FIELDS}–${BUILDING_MAX_FIELDS}`);
  }
  const buildingKey = column(f, 11);
  if (!D25.test(buildingKey)) return fail(`건물관리번호 (column 11) '${buildingKey}' is not 25 digits`);
  const legalDongCode = column(f, 1);
  if (!D10.test(legalDongCode)) return fail(`주소관할읍면동코드 (column 1) '${legalDongCode}' is not 10 digits`);
  const roadCode = column(f, 5);
  if (!D12.test(roadCode)) return fail(`도로명코드 (column 5) '${roadCode}' is not 12 digits`);
  const roadName = column(f, 6);
  if (roadName === '') return fail('도로명 (column 6) is empty');
  const sidoName = column(f, 2);
  if (sidoName === '') return fail('시도명 (column 2) is empty');
  const underground = column(f, 7);
  if (underground !== '0' && underground !== '1' && underground !== '2') return fail(`지하여부 (column 7) '${underground}' is not 0, 1 or 2`);
  const main = column(f, 8);
  if (!INT.test(main) || Number(main) < 1) return fail(`건물본번 (column 8) '${main}' is not a building number`);
  const sub = column(f, 9);
  if (sub !== '' && !INT.test(sub)) return fail(`건물부번 (column 9) '${sub}' is not a number`);
  const zipcode = column(f, 10);
  if (zipcode !== '' && !ZIP.test(zipcode)) return fail(`우편번호 (column 10) '${zipcode}' is not 5 digits`);
  const centreX = column(f, 24);
  const centreY = column(f, 25);
  const doorX = column(f, 26);
  const doorY = column(f, 27);
  const centre = coordinate(centreX, centreY);
  const entrance = coordinate(doorX, doorY);
  if (centre === 'bad') return fail(`건물중심점 (columns 24–25) '${centreX}, ${centreY}' is not a UTM-K (EPSG:5179) point in Korea`);
  if (entrance === 'bad') return fail(`출입구 (columns 26–27) '${doorX}, ${doorY}' is not a UTM-K (EPSG:5179) point in Korea`);
  const point = centre ?? entrance;
  if (!point) return fail('no coordinates: 건물중심점 and 출입구 (columns 24–27) are empty');
  const door = entrance ?? point;
  return {
    ok: true,
    value: {
      buildingKey,
      sggCode: roadCode.slice(0, 5),
      sidoName,
      sggName: column(f, 3),
      emdName: column(f, 4),
      riName: '',
      legalDongCode,
      adminDongCode: column(f, 14),
      adminDongName: column(f, 15),
      roadCode,
      roadName,
      underground: Number(underground),
      main: Number(main),
      sub: sub === '' ? 0 : Number(sub),
      zipcode,
      buildingName: column(f, 12),
      lon: point[0],
      lat: point[1],
      entLon: door[0],
      entLat: door[1],
      source: '',
    },
  };
}

/** One related-lot line → AddressLotRecord (primary false: the importer marks the first per building). */
export function parseNavigationLot(text: string): ParseResult<AddressLotRecord> {
  const f = text.split('|');
  if (f.length !== LOT_FIELDS) return fail(`related-lot line has ${f.length} fields, the navigation DB related-lot layout has ${LOT_FIELDS}`);
  const buildingKey = column(f, 19);
  if (!D25.test(buildingKey)) return fail(`건물관리번호 (column 19) '${buildingKey}' is not 25 digits`);
  const legalDongCode = column(f, 1);
  if (!D10.test(legalDongCode)) return fail(`법정동코드 (column 1) '${legalDongCode}' is not 10 digits`);
  const roadCode = column(f, 9);
  if (!D12.test(roadCode)) return fail(`도로명코드 (column 9) '${roadCode}' is not 12 digits`);
  const emdName = column(f, 4);
  if (emdName === '') return fail('법정읍면동명 (column 4) is empty');
  const mountain = column(f, 6);
  if (mountain !== '0' && mountain !== '1') return fail(`산여부 (column 6) '${mountain}' is not 0 or 1`);
  const main = column(f, 7);
  if (!INT.test(main) || Number(main) < 1) return fail(`지번본번 (column 7) '${main}' is not a lot number`);
  const sub = column(f, 8);
  if (sub !== '' && !INT.test(sub)) return fail(`지번부번 (column 8) '${sub}' is not a number`);
  return {
    ok: true,
    value: {
      buildingKey,
      legalDongCode,
      emdName,
      riName: column(f, 5),
      mountain: mountain === '1',
      main: Number(main),
      sub: sub === '' ? 0 : Number(sub),
      primary: false,
    },
  };
}

/** The 시군구 code of a related-lot line: the first 5 digits of its 도로명코드 (column 9), as the line holds them. */
export function navigationLotSggCode(text: string): string {
  let at = 0;
  for (let column = 1; column < 9 && at !== -1; column++) at = text.indexOf('|', at) + 1 || -1;
  if (at === -1) return '';
  const end = text.indexOf('|', at);
  return text.slice(at, end === -1 ? text.length : end).slice(0, 5);
}
