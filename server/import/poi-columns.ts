import type { PoiColumns } from './import-args';

/**
 * Which columns of a POI CSV hold the name, latitude, longitude, category and the data's as-of
 * date: named by the user (--name-column …), else found by header. Header cells are compared
 * without case, spaces, underscores or a byte-order mark; the first candidate in each list that
 * the header has wins, so a file with both 개방시설명 and 관리기관명 takes the facility's name.
 */
const NAME_HEADERS = [
  '개방시설명',
  '시설명',
  '상호명',
  '사업장명',
  '명칭',
  '이름',
  '장소명',
  '업소명',
  '기관명',
  '관광지명',
  '주차장명',
  '도서관명',
  'poi명',
  'name',
  'title',
] as const;
const LAT_HEADERS = ['위도', 'lat', 'latitude', 'y', 'ycoord', 'y좌표'] as const;
const LON_HEADERS = ['경도', 'lon', 'lng', 'long', 'longitude', 'x', 'xcoord', 'x좌표'] as const;
const CATEGORY_HEADERS = ['카테고리', '분류', '업종', '업태구분명', '시설구분', '시설유형', '개방시설유형구분', 'category', 'type', 'kind'] as const;
/** The standard-data column of the data's as-of date (the source's version). */
const AS_OF_HEADERS = ['데이터기준일자'] as const;

export interface PoiColumnIndexes {
  name: number;
  lat: number;
  lon: number;
  /** -1 when the file has none. */
  category: number;
  /** -1 when the file has none. */
  asOf: number;
}

class PoiColumnError extends Error {
  override readonly name = 'PoiColumnError';
}

function headerKey(cell: string): string {
  return cell.replace(/^\uFEFF/, '').normalize('NFC').replace(/[\s_]+/g, '').toLowerCase();
}

/** The column indexes of a header, or a PoiColumnError naming the file and listing the header. */
export function findPoiColumns(header: readonly string[], given: PoiColumns, file: string): PoiColumnIndexes {
  const keys = header.map(headerKey);
  const listed = header.map((h) => h.replace(/^\uFEFF/, '').trim()).join(', ');
  const named = (option: string, value: string): number => {
    const i = keys.indexOf(headerKey(value));
    if (i === -1) throw new PoiColumnError(`${file}: no column '${value}' (${option}); the header has: ${listed}`);
    return i;
  };
  const found = (candidates: readonly string[]): number => {
    for (const candidate of candidates) {
      const i = keys.indexOf(headerKey(candidate));
      if (i !== -1) return i;
    }
    return -1;
  };
  const required = (what: string, option: string, candidates: readonly string[], value: string | undefined): number => {
    if (value !== undefined) return named(option, value);
    const i = found(candidates);
    if (i === -1) {
      throw new PoiColumnError(`${file}: no ${what} column found (looked for ${candidates.join(', ')}); name it with ${option}. The header has: ${listed}`);
    }
    return i;
  };
  return {
    name: required('name', '--name-column', NAME_HEADERS, given.name),
    lat: required('latitude', '--lat-column', LAT_HEADERS, given.lat),
    lon: required('longitude', '--lon-column', LON_HEADERS, given.lon),
    category: given.category !== undefined ? named('--category-column', given.category) : found(CATEGORY_HEADERS),
    asOf: found(AS_OF_HEADERS),
  };
}
