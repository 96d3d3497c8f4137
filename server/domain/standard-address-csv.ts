/**
 * Rows of the public-data standard CSVs (공공데이터 표준데이터): hundreds of national data sets share
 * the columns 소재지도로명주소 (road-name address), 소재지지번주소 (lot address), 위도 and 경도 (WGS84
 * degrees), and most carry 데이터기준일자 (as-of date). A row becomes one building address
 * (AddressRecord) and, when its lot address reads, that building's primary lot.
 *
 * Road-name address, read word by word (spacing and NFC unified by the normaliser):
 *   시·도 [시·군·구 [구]] [읍·면] 도로명 [지하] 본번[-부번] [anything: floors, names, '(산본동)']
 * - 시·도 in any written form the normaliser knows ('서울', '강원도' → '강원특별자치도',
 *   '전라북도' → '전북특별자치도', '울산' → '울산광역시');
 * - 시·군·구 required except in 세종특별자치시; a 시 with 구 is one district ('창원시 마산회원구');
 * - the road: a word ending in 로 or 길 ('테헤란로', '강동대로53길', '당정로28번길'; '공단로 474번길' is
 *   glued), with its number glued or as the next word; the number is required;
 * - a parenthesised dong after it ('(산본동)', '(목동, 현대아파트)') names the legal dong.
 * Lot address:  시·도 [시·군·구 [구]] [읍·면] 동·가 or 리 [산] 본번[-부번] (a second lot after a comma
 * is ignored). Anything else is an error with its reason: rows are reported, never guessed.
 */
import type { AddressLotRecord, AddressRecord } from './address-records';
import { canonicalCity, normaliseSpacing } from './address-normalize';
import type { ParseResult } from './juso-navigation';

export const STANDARD_COLUMNS = { road: '소재지도로명주소', lot: '소재지지번주소', lat: '위도', lon: '경도', asOf: '데이터기준일자' } as const;

/** Whether a header row is a standard-data header (the four address columns are there). */
export function isStandardHeader(columns: readonly string[]): boolean {
  const set = new Set(columns.map((c) => c.trim()));
  return set.has(STANDARD_COLUMNS.road) && set.has(STANDARD_COLUMNS.lot) && set.has(STANDARD_COLUMNS.lat) && set.has(STANDARD_COLUMNS.lon);
}

export interface StandardRoadAddress {
  sido: string;
  /** '' in 세종특별자치시. */
  sgg: string;
  /** The 읍·면 when the address has one. */
  eupMyeon: string;
  road: string;
  underground: boolean;
  main: number;
  sub: number;
  /** The dong named in parentheses ('(산본동)'), '' when none. */
  dong: string;
}

export interface StandardLotAddress {
  sido: string;
  sgg: string;
  /** 읍·면, or the 동 / 가 of a city. */
  emd: string;
  /** 리 ('' in a 동). */
  ri: string;
  mountain: boolean;
  main: number;
  sub: number;
}

const SEJONG = '세종특별자치시';
const DISTRICT_RE = /^[가-힣]+(?:시|군|구)$/;
const GU_RE = /^[가-힣]+구$/;
const EUP_MYEON_RE = /^[가-힣][가-힣0-9]*(?:읍|면)$/;
const DONG_RE = /^[가-힣][가-힣0-9·]*(?:동|가|로)$/;
const RI_RE = /^[가-힣][가-힣0-9]*리$/;
/** A road name ending in 로 or 길, the shortest that leaves a number (or nothing) glued after it. */
const ROAD_RE = /^([가-힣A-Za-z0-9][가-힣A-Za-z0-9·.]*?(?:로|길))(\d{1,5}(?:-\d{1,5})?)?$/;
const NUMBER_RE = /^(\d{1,5})(?:-(\d{1,5}))?$/;
const LOT_NUMBER_RE = /^(산)?(\d{1,5})(?:-(\d{1,5}))?$/;

interface Head {
  sido: string;
  sgg: string;
  words: string[];
}

/** Splits off the parenthesised parts and returns the words and those parts. */
function words(text: string): { words: string[]; extras: string[] } {
  const extras: string[] = [];
  const cut = text.normalize('NFC').replace(/[(（]([^)）]*)[)）]?/g, (_m, inner: string) => {
    extras.push(inner.trim());
    return ' ';
  });
  return { words: normaliseSpacing(cut).split(' ').filter((w) => w !== ''), extras };
}

/** 시·도 and 시·군·구 at the start; the words after them. */
function readHead(all: string[]): ParseResult<Head> {
  const first = all[0];
  if (first === undefined) return { ok: false, reason: 'is empty' };
  const sido = canonicalCity(first);
  if (!sido) return { ok: false, reason: `does not start with a 시·도 ('${first}')` };
  let i = 1;
  let sgg = '';
  const w1 = all[1];
  if (w1 !== undefined && DISTRICT_RE.test(w1) && !(sido === SEJONG && !w1.endsWith('시'))) {
    sgg = w1;
    i = 2;
    const w2 = all[2];
    if (w1.endsWith('시') && w2 !== undefined && GU_RE.test(w2)) {
      sgg = `${w1} ${w2}`;
      i = 3;
    }
  } else if (sido !== SEJONG) {
    return { ok: false, reason: `has no 시·군·구 after '${first}'` };
  }
  if (sido === SEJONG && sgg === SEJONG) sgg = '';
  return { ok: true, value: { sido, sgg, words: all.slice(i) } };
}

/** Parses a 소재지도로명주소 (rules in the module comment). */
export function parseStandardRoadAddress(text: string): ParseResult<StandardRoadAddress> {
  const { words: all, extras } = words(text);
  const head = readHead(all);
  if (!head.ok) return head;
  const rest = head.value.words;
  let i = 0;
  let eupMyeon = '';
  if (rest[0] !== undefined && EUP_MYEON_RE.test(rest[0])) {
    eupMyeon = rest[0];
    i = 1;
  }
  let word = rest[i];
  if (word === undefined) return { ok: false, reason: 'has no road name' };
  // '공단로 474번길 160': the side-street part written apart.
  const next = rest[i + 1];
  if (next !== undefined && /^\d+(?:번)?[가-힣]?길(?:\d{1,5}(?:-\d{1,5})?)?$/.test(next) && /(?:로|길)$/.test(word)) {
    word += next;
    i++;
  }
  const road = ROAD_RE.exec(word);
  if (!road?.[1] || !/[가-힣]/.test(road[1].slice(0, -1))) {
    const hint = DONG_RE.test(word) || RI_RE.test(word) ? ' (it reads as a lot address)' : '';
    return { ok: false, reason: `has no road name (…로/…길) where '${word}' stands${hint}` };
  }
  let numberText = road[2];
  let underground = false;
  let j = i + 1;
  if (numberText === undefined && rest[j] === '지하') {
    underground = true;
    j++;
  }
  if (numberText === undefined) numberText = rest[j];
  const number = numberText === undefined ? null : NUMBER_RE.exec(numberText);
  if (!number?.[1] || Number(number[1]) < 1) return { ok: false, reason: `has no building number after the road name '${road[1]}'` };
  const dong = extras.map((e) => e.split(/[,，]/)[0]?.trim() ?? '').find((e) => DONG_RE.test(e) || /^[가-힣]+\d*동$/.test(e)) ?? '';
  return {
    ok: true,
    value: {
      sido: head.value.sido,
      sgg: head.value.sgg,
      eupMyeon,
      road: road[1],
      underground,
      main: Number(number[1]),
      sub: number[2] === undefined ? 0 : Number(number[2]),
      dong,
    },
  };
}

/** Parses a 소재지지번주소 (rules in the module comment). */
export function parseStandardLotAddress(text: string): ParseResult<StandardLotAddress> {
  const firstLot = text.split(/[,，]/)[0] ?? '';
  const { words: all } = words(firstLot);
  const head = readHead(all);
  if (!head.ok) return head;
  const rest = head.value.words;
  let i = 0;
  let emd = '';
  let ri = '';
  if (rest[i] !== undefined && EUP_MYEON_RE.test(rest[i] ?? '')) emd = rest[i++] ?? '';
  // '원산리933': the number glued to the place name.
  const glued = rest[i] === undefined ? null : /^([가-힣][가-힣0-9·]*?(?:동|가|리))(산?\d{1,5}(?:-\d{1,5})?)$/.exec(rest[i] ?? '');
  if (glued?.[1] && glued[2]) rest.splice(i, 1, glued[1], glued[2]);
  const place = rest[i];
  if (place !== undefined && RI_RE.test(place)) {
    ri = place;
    i++;
  } else if (place !== undefined && emd === '' && DONG_RE.test(place)) {
    emd = place;
    i++;
  }
  if (emd === '' && ri === '') return { ok: false, reason: `has no 읍·면·동 or 리 ('${place ?? ''}')` };
  let numberText = rest[i];
  if (numberText === '산' && rest[i + 1] !== undefined) numberText = `산${rest[i + 1] ?? ''}`;
  const number = numberText === undefined ? null : LOT_NUMBER_RE.exec(numberText);
  if (!number?.[2] || Number(number[2]) < 1) return { ok: false, reason: `has no lot number after '${ri || emd}'` };
  return {
    ok: true,
    value: {
      sido: head.value.sido,
      sgg: head.value.sgg,
      emd,
      ri,
      mountain: number[1] !== undefined,
      main: Number(number[2]),
      sub: number[3] === undefined ? 0 : Number(number[3]),
    },
  };
}

/** The building key of a standard-data row: two facilities at one address are one building. */
function standardBuildingKey(a: StandardRoadAddress): string {
  const sub = a.sub > 0 ? `-${a.sub}` : '';
  return `csv:${[a.sido, a.sgg, a.underground ? `${a.road} 지하` : a.road].filter((p) => p !== '').join(' ')} ${a.main}${sub}`;
}

export interface StandardRow {
  record: AddressRecord;
  lot: AddressLotRecord | null;
  /** Why the lot address was left out ('' when it was read or is empty). */
  lotProblem: string;
  /** 데이터기준일자 as written ('' when none). */
  asOf: string;
}

function coordinateProblem(latText: string, lonText: string): string | [number, number] {
  const lat = Number(latText);
  const lon = Number(lonText);
  if (latText.trim() === '' || lonText.trim() === '') return '위도/경도 is empty';
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return `위도/경도 '${latText}', '${lonText}' are not numbers`;
  if (lat >= 123 && lat <= 133 && lon >= 32 && lon <= 44) return `위도/경도 '${latText}', '${lonText}' look swapped (위도 is the latitude)`;
  if (lat < 32 || lat > 44 || lon < 123 || lon > 133) return `위도/경도 '${latText}', '${lonText}' are not WGS84 degrees in Korea`;
  return [lon, lat];
}

/** One data row (by header name) → the building and its lot, or the reason it is not one. */
export function parseStandardRow(row: Readonly<Record<string, string | undefined>>): ParseResult<StandardRow> {
  const roadText = (row[STANDARD_COLUMNS.road] ?? '').trim();
  const lotText = (row[STANDARD_COLUMNS.lot] ?? '').trim();
  if (roadText === '') {
    if (lotText === '') return { ok: false, reason: `${STANDARD_COLUMNS.road} and ${STANDARD_COLUMNS.lot} are both empty` };
    return parseLotOnlyRow(row, lotText);
  }
  const road = parseStandardRoadAddress(roadText);
  if (!road.ok) return { ok: false, reason: `${STANDARD_COLUMNS.road} '${roadText}' ${road.reason}` };
  const point = coordinateProblem(row[STANDARD_COLUMNS.lat] ?? '', row[STANDARD_COLUMNS.lon] ?? '');
  if (typeof point === 'string') return { ok: false, reason: point };
  const a = road.value;
  const key = standardBuildingKey(a);
  let lot: AddressLotRecord | null = null;
  let lotProblem = '';
  let emdName = a.eupMyeon || a.dong;
  let riName = '';
  if (lotText !== '') {
    const parsed = parseStandardLotAddress(lotText);
    if (!parsed.ok) lotProblem = `${STANDARD_COLUMNS.lot} '${lotText}' ${parsed.reason}`;
    else if (parsed.value.sido !== a.sido || (parsed.value.sgg !== '' && parsed.value.sgg !== a.sgg)) {
      lotProblem = `${STANDARD_COLUMNS.lot} '${lotText}' is in another 시·군·구 than the road-name address`;
    } else {
      const l = parsed.value;
      emdName = l.emd || emdName;
      riName = l.ri;
      lot = { buildingKey: key, legalDongCode: '', emdName, riName, mountain: l.mountain, main: l.main, sub: l.sub, primary: true };
    }
  }
  return {
    ok: true,
    value: {
      record: standardRecord(key, { sido: a.sido, sgg: a.sgg, emd: emdName, ri: riName }, { name: a.road, underground: a.underground, main: a.main, sub: a.sub }, point),
      lot,
      lotProblem,
      asOf: (row[STANDARD_COLUMNS.asOf] ?? '').trim(),
    },
  };
}

/**
 * The record of a standard-data row: names from the address, no codes (the CSV has none), the
 * point as both centre and entrance; `road` null for a place known by its lot only.
 */
function standardRecord(
  key: string,
  area: { sido: string; sgg: string; emd: string; ri: string },
  road: { name: string; underground: boolean; main: number; sub: number } | null,
  [lon, lat]: [number, number],
): AddressRecord {
  return {
    buildingKey: key,
    sggCode: '',
    sidoName: area.sido,
    sggName: area.sgg,
    emdName: area.emd,
    riName: area.ri,
    legalDongCode: '',
    adminDongCode: '',
    adminDongName: '',
    roadCode: '',
    roadName: road?.name ?? '',
    underground: road?.underground ? 1 : 0,
    main: road?.main ?? 0,
    sub: road?.sub ?? 0,
    zipcode: '',
    buildingName: '',
    lon,
    lat,
    entLon: lon,
    entLat: lat,
    source: '',
  };
}

/** The building key of a row with a lot address only: the place is known by its lot. */
function standardLotKey(l: StandardLotAddress): string {
  const number = `${l.mountain ? '산' : ''}${l.main}${l.sub > 0 ? `-${l.sub}` : ''}`;
  return `csv-lot:${[l.sido, l.sgg, l.emd, l.ri].filter((p) => p !== '').join(' ')} ${number}`;
}

/**
 * A row with a lot address (소재지지번주소) and no road-name address: many standard-data rows
 * (parks, sports grounds, facilities on open land) have none. It is stored as a place with its
 * lot and no road name, so lot searches and reverse geocoding answer it.
 */
function parseLotOnlyRow(row: Readonly<Record<string, string | undefined>>, lotText: string): ParseResult<StandardRow> {
  const parsed = parseStandardLotAddress(lotText);
  if (!parsed.ok) return { ok: false, reason: `${STANDARD_COLUMNS.road} is empty and ${STANDARD_COLUMNS.lot} '${lotText}' ${parsed.reason}` };
  const point = coordinateProblem(row[STANDARD_COLUMNS.lat] ?? '', row[STANDARD_COLUMNS.lon] ?? '');
  if (typeof point === 'string') return { ok: false, reason: point };
  const l = parsed.value;
  const key = standardLotKey(l);
  return {
    ok: true,
    value: {
      record: standardRecord(key, { sido: l.sido, sgg: l.sgg, emd: l.emd, ri: l.ri }, null, point),
      lot: { buildingKey: key, legalDongCode: '', emdName: l.emd, riName: l.ri, mountain: l.mountain, main: l.main, sub: l.sub, primary: true },
      lotProblem: '',
      asOf: (row[STANDARD_COLUMNS.asOf] ?? '').trim(),
    },
  };
}
