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

/** One building line → AddressRecord (source '' : the importer sets the file name). */
export function parseNavigationBuilding(text: string): ParseResult<AddressRecord> {
  const f = text.split('|');
  if (f.length < BUILDING_MIN_FIELDS || f.length > BUILDING_MAX_FIELDS) {
    return fail(`building line has ${f.length} fields, the navigation DB building layout has ${BUILDING_MIN_FIELDS}–${BUILDING_MAX_FIELDS}`);
  }
  const at = (i: number): string => (f[i - 1] ?? '').trim();
  if (!D25.test(at(11))) return fail(`건물관리번호 (column 11) '${at(11)}' is not 25 digits`);
  if (!D10.test(at(1))) return fail(`주소관할읍면동코드 (column 1) '${at(1)}' is not 10 digits`);
  if (!D12.test(at(5))) return fail(`도로명코드 (column 5) '${at(5)}' is not 12 digits`);
  if (at(6) === '') return fail('도로명 (column 6) is empty');
  if (at(2) === '') return fail('시도명 (column 2) is empty');
  const underground = at(7);
  if (underground !== '0' && underground !== '1' && underground !== '2') return fail(`지하여부 (column 7) '${underground}' is not 0, 1 or 2`);
  if (!INT.test(at(8)) || Number(at(8)) < 1) return fail(`건물본번 (column 8) '${at(8)}' is not a building number`);
  if (at(9) !== '' && !INT.test(at(9))) return fail(`건물부번 (column 9) '${at(9)}' is not a number`);
  if (at(10) !== '' && !ZIP.test(at(10))) return fail(`우편번호 (column 10) '${at(10)}' is not 5 digits`);
  const centre = coordinate(at(24), at(25));
  const entrance = coordinate(at(26), at(27));
  if (centre === 'bad') return fail(`건물중심점 (columns 24–25) '${at(24)}, ${at(25)}' is not a UTM-K (EPSG:5179) point in Korea`);
  if (entrance === 'bad') return fail(`출입구 (columns 26–27) '${at(26)}, ${at(27)}' is not a UTM-K (EPSG:5179) point in Korea`);
  const point = centre ?? entrance;
  if (!point) return fail('no coordinates: 건물중심점 and 출입구 (columns 24–27) are empty');
  const door = entrance ?? point;
  return {
    ok: true,
    value: {
      buildingKey: at(11),
      sggCode: at(5).slice(0, 5),
      sidoName: at(2),
      sggName: at(3),
      emdName: at(4),
      riName: '',
      legalDongCode: at(1),
      adminDongCode: at(14),
      adminDongName: at(15),
      roadCode: at(5),
      roadName: at(6),
      underground: Number(underground),
      main: Number(at(8)),
      sub: at(9) === '' ? 0 : Number(at(9)),
      zipcode: at(10),
      buildingName: at(12),
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
  const at = (i: number): string => (f[i - 1] ?? '').trim();
  if (!D25.test(at(19))) return fail(`건물관리번호 (column 19) '${at(19)}' is not 25 digits`);
  if (!D10.test(at(1))) return fail(`법정동코드 (column 1) '${at(1)}' is not 10 digits`);
  if (!D12.test(at(9))) return fail(`도로명코드 (column 9) '${at(9)}' is not 12 digits`);
  if (at(4) === '') return fail('법정읍면동명 (column 4) is empty');
  const mountain = at(6);
  if (mountain !== '0' && mountain !== '1') return fail(`산여부 (column 6) '${mountain}' is not 0 or 1`);
  if (!INT.test(at(7)) || Number(at(7)) < 1) return fail(`지번본번 (column 7) '${at(7)}' is not a lot number`);
  if (at(8) !== '' && !INT.test(at(8))) return fail(`지번부번 (column 8) '${at(8)}' is not a number`);
  return {
    ok: true,
    value: {
      buildingKey: at(19),
      legalDongCode: at(1),
      emdName: at(4),
      riName: at(5),
      mountain: mountain === '1',
      main: Number(at(7)),
      sub: at(8) === '' ? 0 : Number(at(8)),
      primary: false,
    },
  };
}
