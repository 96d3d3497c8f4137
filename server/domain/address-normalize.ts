/**
 * Korean address normalisation and parsing for the geocoding services (structured geocoding,
 * full-text geocoding, postcode search, address conversion). Pure text work: no world
 * knowledge, so a part is classified by its form only and address-search.ts re-reads it against
 * the world where the form is ambiguous (e.g. '세종로' is both a legal dong and a road-like name).
 *
 * Rules, in order:
 * 1. NFC, parenthesised extras ('(태평로1가)', '(역삼동, 코엑스)') are cut out and kept as remainder;
 *    commas become spaces; spacing is collapsed.
 * 2. Number forms are unified: '12번지 3호', '12번지의3', '12의3', '12 - 3' → '12-3'; '12번지', '12번'
 *    → '12'; '산 12' → '산12'; '8번길' → '8길'; '8 길' → '8길'.
 * 3. Split words are joined where the second part only makes sense glued: '세종 대로110' →
 *    '세종대로110'; '테헤란로 8길' → '테헤란로8길'; '태평로 1가' → '태평로1가'; '서울 특별시' →
 *    '서울특별시'.
 * 4. Words are read left to right: a 시도 form first (서울 / 서울시 / 서울특별시 → 서울특별시, the
 *    same for every 시도, old names of renamed provinces included: 강원도 → 강원특별자치도, 전라북도 →
 *    전북특별자치도), then a district (…구 / …군, or …시 followed by …구, also written '…시…구'), a
 *    읍·면 (…읍 / …면, before any dong or road), a dong (…동, …N가, …리: the 리 of a 읍·면 is its
 *    dong; starts with a Hangul letter), a road (…로 / …길, with its number glued or as the
 *    next word), a lot number (after a dong or with nothing else numbered), a building dong
 *    ('102동', digits first) and words that are none of these: the building name (joined without
 *    spaces, as names are written both ways: '서울 특별시청' is read as city '서울' + name '특별시청'
 *    and the search also tries '서울특별시청' through `cityText`). Anything left over (a second
 *    number, unit numbers such as '302호', parenthesised extras) is the remainder.
 */

interface ParsedLot {
  /** 산 lot. */
  mountain: boolean;
  main: number;
  /** 0 when there is none. */
  sub: number;
}

interface ParsedRoad {
  /** Road name without spaces, e.g. '세종대로', '테헤란로8길'. */
  name: string;
  /** Building main number, 0 when the text has none. */
  main: number;
  sub: number;
}

export interface ParsedAddress {
  /** Canonical 시도 name, e.g. '서울특별시'. */
  city?: string;
  /** The 시도 as written (e.g. '서울'), for names that start with it ('서울 특별시청'). */
  cityText?: string;
  /** District name, e.g. '중구'; '수원시 영통구' for a city with districts. */
  district?: string;
  /** 읍 or 면 as written, e.g. '미탄면' (its 리, when given, is the dong). */
  eupMyun?: string;
  /** Dong name as written without spaces, e.g. '태평로1가', '역삼1동', or the 리 of a 읍·면 ('창리'). */
  dong?: string;
  lot?: ParsedLot;
  road?: ParsedRoad;
  /** Building name without spaces, e.g. '서울특별시청'. */
  buildingName?: string;
  /** Building dong within a complex, e.g. '102동'. */
  buildingDong?: string;
  /** Input not used by the parts above, single-spaced. */
  remainder: string;
}

/** Canonical 시도 names and the short forms people write. */
const CITY_FORMS: readonly (readonly [string, readonly string[]])[] = [
  ['서울특별시', ['서울', '서울시', '서울특별시']],
  ['부산광역시', ['부산', '부산시', '부산광역시']],
  ['대구광역시', ['대구', '대구시', '대구광역시']],
  ['인천광역시', ['인천', '인천시', '인천광역시']],
  ['광주광역시', ['광주광역시']],
  ['대전광역시', ['대전', '대전시', '대전광역시']],
  ['울산광역시', ['울산', '울산시', '울산광역시']],
  ['세종특별자치시', ['세종특별자치시', '세종시']],
  ['경기도', ['경기', '경기도']],
  ['강원특별자치도', ['강원', '강원도', '강원특별자치도']],
  ['충청북도', ['충북', '충청북도']],
  ['충청남도', ['충남', '충청남도']],
  ['전북특별자치도', ['전북', '전라북도', '전북특별자치도']],
  ['전라남도', ['전남', '전라남도']],
  ['경상북도', ['경북', '경상북도']],
  ['경상남도', ['경남', '경상남도']],
  ['제주특별자치도', ['제주', '제주도', '제주특별자치도']],
];
// '광주' alone is left out on purpose: it is also 경기도 광주시, so only the full form names the city.

const CITY_BY_FORM = new Map<string, string>(CITY_FORMS.flatMap(([canonical, forms]) => forms.map((f) => [f, canonical] as const)));

/** The canonical 시도 name of a written form ('서울시' → '서울특별시'), or undefined. */
export function canonicalCity(text: string): string | undefined {
  return CITY_BY_FORM.get(text.normalize('NFC').replace(/\s+/g, ''));
}

/** NFC, no spaces: the key every name index uses. */
export function nameKey(text: string): string {
  return text.normalize('NFC').replace(/[\s·.]+/g, '');
}

/**
 * The look-up key of a road name: nameKey with '28번길' written '28길', the form queries take
 * (normaliseNumbers), so a stored '당정로28번길' and a typed '당정로28번길' or '당정로 28길' meet.
 */
export function roadNameKey(name: string): string {
  return nameKey(name.replace(/(\d+)\s*번\s*길/g, '$1길'));
}

/** Step 2: number forms → '12-3', '산12', '8길'. */
export function normaliseNumbers(text: string): string {
  return text
    .replace(/(\d+)\s*번\s*길/g, '$1길')
    .replace(/(\d+)\s+(길|가)(?=\s|\d|$)/g, '$1$2')
    .replace(/(\d+)\s*번지\s*(?:의\s*)?(\d+)\s*호?/g, '$1-$2')
    .replace(/(\d+)\s*번\s*(\d+)\s*호/g, '$1-$2')
    .replace(/(\d+)\s*의\s*(\d+)/g, '$1-$2')
    .replace(/(\d+)\s*-\s*(\d+)/g, '$1-$2')
    .replace(/(\d+)\s*번지/g, '$1')
    .replace(/(\d+)\s*번(?![가-힣])/g, '$1')
    .replace(/산\s+(\d)/g, '산$1');
}

/** Collapses spacing and unifies punctuation (no parsing). */
export function normaliseSpacing(text: string): string {
  return text.normalize('NFC').replace(/[,，]/g, ' ').replace(/\s+/g, ' ').trim();
}

const DONG_RE = /^[가-힣][가-힣0-9·]*(?:동|\d가|리)$/;
const EUP_MYUN_RE = /^[가-힣][가-힣0-9]*[읍면]$/;
const DISTRICT_RE = /^[가-힣]+(?:구|군)$/;
const CITY_IN_DO_RE = /^[가-힣]+시$/;
/** Road with its number optionally glued: '세종대로110', '테헤란로8길5', '인사동길12-1'. */
const ROAD_RE = /^([가-힣0-9·]*[가-힣](?:\d+)?(?:로|길))(\d+(?:-\d+)?)?$/;
const NUMBER_RE = /^(산)?(\d{1,5})(?:-(\d{1,5}))?$/;
const BUILDING_DONG_RE = /^\d{1,4}동$/;

/** Step 3: joins words split where the second part cannot stand alone. */
function joinWords(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const prev = out[out.length - 1];
    const glue =
      prev !== undefined &&
      (/^(?:대로|로|길)(?:\d+(?:-\d+)?)?$/.test(word) && /[가-힣]$/.test(prev) && !/(?:로|길|동|가|구|군|시)$/.test(prev)
        ? true
        : /^\d+(?:길|가)(?:\d+(?:-\d+)?)?$/.test(word) && /(?:로|길)$/.test(prev)
          ? true
          : /^(?:특별시|광역시|특별자치시|특별자치도|도|시)$/.test(word) && canonicalCity(prev + word) !== undefined);
    if (glue && prev !== undefined) out[out.length - 1] = prev + word;
    else out.push(word);
  }
  return out;
}

function parseNumber(word: string): ParsedLot | null {
  const m = NUMBER_RE.exec(word);
  if (!m) return null;
  return { mountain: m[1] !== undefined, main: Number(m[2]), sub: m[3] === undefined ? 0 : Number(m[3]) };
}

/** Parses a free-text Korean address (rules in the module comment). */
export function parseAddress(input: string): ParsedAddress {
  const extras: string[] = [];
  const withoutParens = input.normalize('NFC').replace(/[(（]([^)）]*)[)）]?/g, (_m, inner: string) => {
    const t = inner.trim();
    if (t) extras.push(`(${t})`);
    return ' ';
  });
  const words = joinWords(normaliseSpacing(normaliseNumbers(normaliseSpacing(withoutParens))).split(' ').filter((w) => w !== ''));
  const out: ParsedAddress = { remainder: '' };
  const rest: string[] = [];
  const nameParts: string[] = [];
  let i = 0;
  const first = words[0];
  if (first !== undefined && canonicalCity(first)) {
    out.city = canonicalCity(first);
    out.cityText = first;
    i = 1;
  }
  for (; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    if (out.district === undefined && out.dong === undefined && out.road === undefined && nameParts.length === 0) {
      if (DISTRICT_RE.test(word) && !DONG_RE.test(word) && out.eupMyun === undefined) {
        out.district = word;
        continue;
      }
      if (CITY_IN_DO_RE.test(word) && next !== undefined && DISTRICT_RE.test(next)) {
        out.district = `${word} ${next}`;
        i++;
        continue;
      }
    }
    if (out.eupMyun === undefined && out.dong === undefined && out.road === undefined && nameParts.length === 0 && EUP_MYUN_RE.test(word)) {
      out.eupMyun = word;
      continue;
    }
    if (out.dong === undefined && out.road === undefined && DONG_RE.test(word)) {
      out.dong = word;
      continue;
    }
    const road = out.road === undefined && out.lot === undefined ? ROAD_RE.exec(word) : null;
    if (road?.[1]) {
      const name = road[1];
      const glued = road[2] === undefined ? null : parseNumber(road[2]);
      const separate = glued ? null : next === undefined ? null : parseNumber(next);
      const number = glued ?? (separate && !separate.mountain ? separate : null);
      if (separate && number === separate) i++;
      out.road = { name, main: number?.main ?? 0, sub: number?.sub ?? 0 };
      continue;
    }
    const number = parseNumber(word);
    if (number && out.lot === undefined && (out.road === undefined || out.road.main === 0)) {
      if (out.road && !number.mountain) out.road = { ...out.road, main: number.main, sub: number.sub };
      else out.lot = number;
      continue;
    }
    if (BUILDING_DONG_RE.test(word) && out.buildingDong === undefined) {
      out.buildingDong = word;
      continue;
    }
    if (/^[가-힣A-Za-z][가-힣A-Za-z0-9]*$/.test(word) && !/^\d/.test(word) && !/\d+(?:호|층)$/.test(word)) {
      nameParts.push(word);
      continue;
    }
    rest.push(word);
  }
  if (nameParts.length > 0) out.buildingName = nameParts.join('');
  out.remainder = [...rest, ...extras].join(' ');
  return out;
}
