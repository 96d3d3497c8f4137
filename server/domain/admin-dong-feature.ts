/**
 * One administrative dong (행정동) from a GeoJSON feature in the admdongkor property shape:
 *
 *   adm_nm  '서울특별시 종로구 사직동'  (시도 시군구 행정동)
 *   adm_cd2 '1111053000'               (10-digit 행정기관코드, MOIS)
 *   sgg     '11110'   sggnm '종로구'    (시군구: adm_cd2's first 5 digits)
 *   sido    '11'      sidonm '서울특별시' (시도: its first 2 digits)
 *   adm_cd  '11010530'                 (KOSTAT code; optional, used only to match KOSTAT layers:
 *                                       8 digits, or 7 in files before ver20231001, which call the
 *                                       8-digit one adm_cd8)
 *
 * Codes may come as strings or integers. Anything missing or inconsistent makes the feature
 * malformed, with a reason that names the property.
 */
import { isRecord } from '../../shared/is-record';
import { readPolygonalGeometry } from './polygonal-geometry.ts';
import type { MultiPolygonCoords } from './world-types.ts';

export interface AdminDongRecord {
  /** adm_cd2. */
  code: string;
  /** The last word of adm_nm, e.g. '사직동'. */
  name: string;
  /** adm_nm with single spaces, e.g. '서울특별시 종로구 사직동', its district spaced as districtName. */
  fullName: string;
  /** sgg, 5 digits. */
  districtCode: string;
  /** sggnm, e.g. '종로구', or '수원시 장안구' for the file's '수원시장안구' (spacedDistrictName). */
  districtName: string;
  /** sido, 2 digits. */
  provinceCode: string;
  /** sidonm, e.g. '서울특별시'. */
  provinceName: string;
  /** adm_cd8 or adm_cd (KOSTAT numbering: only its first two digits, the province, are used), when present. */
  statisticsCode?: string;
  geometry: MultiPolygonCoords;
}

export type AdminDongResult =
  | { ok: true; dong: AdminDongRecord; /** degenerate rings dropped from the geometry */ droppedRings: number }
  | { ok: false; reason: string };

export function readAdminDongFeature(feature: unknown): AdminDongResult {
  if (!isRecord(feature)) return fail('not a GeoJSON feature object');
  const props = feature.properties;
  if (!isRecord(props)) return fail('no properties');

  const code = codeOf(props.adm_cd2, 10);
  if (typeof code !== 'string') return fail(`adm_cd2 ${code.problem}`);
  const districtCode = codeOf(props.sgg, 5);
  if (typeof districtCode !== 'string') return fail(`sgg ${districtCode.problem}`);
  const provinceCode = codeOf(props.sido, 2);
  if (typeof provinceCode !== 'string') return fail(`sido ${provinceCode.problem}`);
  if (!code.startsWith(districtCode)) return fail(`adm_cd2 ${code} does not start with sgg ${districtCode}`);
  if (!districtCode.startsWith(provinceCode)) return fail(`sgg ${districtCode} does not start with sido ${provinceCode}`);

  const fullName = nameOf(props.adm_nm);
  if (fullName === null) return fail('adm_nm is missing or empty');
  const words = fullName.split(' ');
  if (words.length < 2) return fail(`adm_nm "${fullName}" is not "시도 시군구 행정동"`);
  const rawDistrictName = nameOf(props.sggnm);
  if (rawDistrictName === null) return fail('sggnm is missing or empty');
  const districtName = spacedDistrictName(rawDistrictName);
  const provinceName = nameOf(props.sidonm);
  if (provinceName === null) return fail('sidonm is missing or empty');

  const geometry = readPolygonalGeometry(feature.geometry);
  if (!geometry.ok) return fail(`bad geometry: ${geometry.reason}`);

  const statistics = [codeOf(props.adm_cd8, 8), codeOf(props.adm_cd, 8), codeOf(props.adm_cd, 7)].find((c) => typeof c === 'string');
  const dong: AdminDongRecord = {
    code,
    name: words[words.length - 1]!,
    // The district as the service writes it, in the full name too ('수원시장안구' → '수원시 장안구').
    fullName: districtName === rawDistrictName ? fullName : fullName.replace(rawDistrictName, districtName),
    districtCode,
    districtName,
    provinceCode,
    provinceName,
    geometry: geometry.geometry,
  };
  if (typeof statistics === 'string') dong.statisticsCode = statistics;
  return { ok: true, dong, droppedRings: geometry.dropped };
}

/**
 * A district of a city written as the service and the juso files write it: a 구 of a 시 with a
 * space between them ('성남시중원구' → '성남시 중원구', '창원시마산합포구' → '창원시 마산합포구');
 * any other name as it is ('종로구', '수원시 장안구', '서귀포시').
 */
export function spacedDistrictName(name: string): string {
  const m = /^(\S+?시)(\S+구)$/.exec(name);
  return m ? `${m[1]} ${m[2]}` : name;
}

function codeOf(value: unknown, digits: number): string | { problem: string } {
  if (value === undefined || value === null || value === '') return { problem: 'is missing' };
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(text)) {
    return { problem: `${JSON.stringify(value)} is not a ${digits}-digit code` };
  }
  return text;
}

function nameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  return text === '' ? null : text;
}

function fail(reason: string): AdminDongResult {
  return { ok: false, reason };
}
