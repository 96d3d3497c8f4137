/**
 * Reads a coordinate out of text as people paste it: one pair per call (parseCoordinate), or one
 * per line of a paste (parseLines). Pure: no I/O, no state.
 *
 * Accepted forms
 * - Decimal degrees with any separator (`,` `;` `/` `|` tab, spaces), in brackets or not, with
 *   `+`/`-` signs: `37.5665, 126.9780`, `(37.5665 126.978)`.
 * - Labelled values: `lat=… lon=…`, `lng: …`, `latitude …`, `위도 … 경도 …`, `x=… y=…`,
 *   `easting … northing …` (label before the number), and hemisphere letters before or after
 *   the number: `37.5665N 126.978E`, `N37.5665 E126.978`, `33.9S` (S and W make degrees negative).
 * - Degrees-minutes-seconds (kind 'dms'): marks ° ' " and the typographic ′ ″ ’ ”
 *   (`37°33'59.4"N`), degrees and decimal minutes (`37°33.99'N`), Korean `북위 37도 33분 59.4초`
 *   (북위/남위 = N/S, 동경/서경 = E/W), and unmarked `37 33 59.4 N 126 58 40.8 E` when every value
 *   carries a hemisphere letter and the same number of parts. ASCII/curly quotes count as minute
 *   and second marks only when the text also has a degree sign (° or 도), so CSV quoting is not
 *   mistaken for DMS. Minutes or seconds of 60 or more are an error ('badDms').
 * - Metres (kind 'metres'): a pair in which either absolute value exceeds 1000.
 * - URLs (kind 'url'): Google Maps (`@lat,lon`, `q=`/`ll=`, `!3dlat!4dlon`), OpenStreetMap
 *   (`#map=zoom/lat/lon`, `mlat=`/`mlon=`), this console (`at=lat,lon`, else `#map=`), Naver
 *   (`c=x,y,…`: EPSG:3857 metres, or lon,lat degrees when both are small), Kakao
 *   (`/link/map/name,lat,lon`), `geo:lat,lon`, and generic `lat=&lng=` / `lat=&lon=` / `y=&x=`.
 * - GeoJSON (`"coordinates":[x,y]` or a bare `[x, y]`) and WKT `POINT(x y)`.
 * - A named system sets `system`: KATECH/KATEC/TM128, GRS80TM, BESSELTM, GRS80GEO, BESSELGEO,
 *   WGS84, EPSG:nnnn (and SRID=nnnn) for the platform's codes. Such tokens never yield numbers.
 * - Extra text (a place name in a CSV line, an id column) is kept in `label`. Of three numbers,
 *   one may be dropped as an id column: a plain integer ≤ 1e6 whose removal leaves a plausible
 *   pair (if several qualify, the first column is taken; otherwise 'tooManyNumbers').
 *
 * Axis order (which number is lat/y): in this order of precedence
 * 1. labels (lat/lon/x/y/N/E/…) or a format's own convention — URLs as each site writes them,
 *    GeoJSON and WKT lon,lat (x,y) — basis 'label'; a bare `[a, b]` is read as GeoJSON unless
 *    only lat,lon fits the value ranges;
 * 2. value ranges: degrees against KOREA_REGION (lat 32–44, lon 123–133), metres against the
 *    plausible envelopes of the projected systems (or of the system the text names); when exactly
 *    one order fits it is taken — basis 'range';
 * 3. otherwise the convention — lat,lon for degrees, x,y (easting first) for metres, as TM pairs
 *    are usually written — basis 'default'.
 * In the result, `point` is in the service convention: lat carries y (northing) and lon x
 * (easting) for metres.
 *
 * Why not a library: the DMS parsers on npm read English marks and letters only; none reads
 * Korean 도/분/초 and 북위/동경, metre pairs, or the Korean map sites' URLs, so this is hand-written.
 */
import type { CoordType } from '../../../shared/contract/common';
import { isPlausible } from '../../../shared/crs/convert';
import { COORD_SYSTEMS, KOREA_REGION } from '../../../shared/crs/definitions';

export type InputKind = 'degrees' | 'dms' | 'metres' | 'url';
/** 'latlon': the first number written is lat (or y, northing, for metres); 'lonlat': the first is lon (or x, easting). */
export type AxisOrder = 'latlon' | 'lonlat';
/** Why the order was chosen: explicit labels or a format's own convention ('label'), value ranges ('range'), or the default convention when both orders are possible ('default'). */
export type OrderBasis = 'label' | 'range' | 'default';

export interface ParsedCoordinate {
  kind: InputKind;
  /** The two numbers as written, in writing order (DMS already turned into decimal degrees, signed by hemisphere). */
  first: number;
  second: number;
  order: AxisOrder;
  orderBasis: OrderBasis;
  /** The pair in the service convention (lat = y, lon = x for metres). */
  point: { lat: number; lon: number };
  /** A system the text itself names, if any. */
  system?: CoordType;
  /** Text left over once the coordinate is taken out (e.g. a place name in a CSV line), trimmed; '' if none. */
  label: string;
}

export type ParseErrorCode = 'empty' | 'noNumbers' | 'oneNumber' | 'tooManyNumbers' | 'badDms' | 'notFinite';
export type ParseResult = { ok: true; value: ParsedCoordinate } | { ok: false; error: ParseErrorCode };

export interface ParsedLine {
  /** 1-based line number in the paste (blank lines count). */
  line: number;
  text: string;
  result: ParseResult | { header: true };
}

/** Degree systems in order of preference for suggestSystems. */
const DEGREE_SYSTEMS: readonly CoordType[] = ['WGS84GEO', 'GRS80GEO', 'BESSELGEO'];
/** Metre systems in order of preference for suggestSystems. */
const METRE_SYSTEMS: readonly CoordType[] = ['KATECH', 'GRS80TM', 'BESSELTM', 'EPSG3857'];
/** A pair with an absolute value above this is metres, not degrees. */
const METRE_THRESHOLD = 1000;
/** The largest value taken for an id column. */
const ID_MAX = 1e6;
/** A decimal number as written (exponent allowed, so that 1e999 is seen and refused). */
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
/** A number inside a URL. */
const URL_NUMBER = String.raw`([+-]?\d+(?:\.\d+)?)`;

interface Span {
  start: number;
  end: number;
}

interface Context {
  /** The input with full-width characters and the minus sign made ASCII (same length). */
  text: string;
  /** `text` with system tokens blanked out. */
  masked: string;
  system?: CoordType;
  systemSpans: Span[];
}

interface Candidate {
  kind: InputKind;
  first: number;
  second: number;
  order: AxisOrder;
  orderBasis: OrderBasis;
  system?: CoordType;
  label: string;
}

// ---------------------------------------------------------------------------------------------
// Public API

export function parseCoordinate(text: string): ParseResult {
  const normal = normalise(text);
  if (normal.trim() === '') return fail('empty');
  const ctx = contextOf(normal);
  // Most specific first: a GeoJSON object or WKT may hold a link, a link may hold brackets.
  return parseGeoJsonObject(ctx) ?? parseWkt(ctx) ?? parseUrl(ctx) ?? parseBracketPair(ctx) ?? parseTokens(ctx, []);
}

/** The same numbers read in the other axis order (orderBasis becomes 'label': the user chose it). */
export function swapOrder(p: ParsedCoordinate): ParsedCoordinate {
  const order: AxisOrder = p.order === 'latlon' ? 'lonlat' : 'latlon';
  return { ...p, order, orderBasis: 'label', point: pointOf(order, p.first, p.second) };
}

/** Every non-blank line of a paste; a first line with no digits that looks like a CSV header (e.g. "name,lat,lon", "x,y", "위도,경도") is { header: true }. */
export function parseLines(text: string): ParsedLine[] {
  const out: ParsedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const result = out.length === 0 && looksLikeHeader(line) ? { header: true as const } : parseCoordinate(line);
    out.push({ line: index + 1, text: line, result });
  });
  return out;
}

/** The systems in which the point is plausible (isPlausible), best first: the system the text names first; degrees → WGS84GEO, GRS80GEO, BESSELGEO; metres → KATECH, GRS80TM, BESSELTM, EPSG3857. Empty when none is plausible. */
export function suggestSystems(p: ParsedCoordinate): CoordType[] {
  const family = isMetric(p.first, p.second) ? METRE_SYSTEMS : DEGREE_SYSTEMS;
  const ranked = p.system ? [p.system, ...family] : family;
  return [...new Set(ranked)].filter((system) => isPlausible(system, p.point));
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

function fail(error: ParseErrorCode): ParseResult {
  return { ok: false, error };
}

function pointOf(order: AxisOrder, first: number, second: number): { lat: number; lon: number } {
  return order === 'latlon' ? { lat: first, lon: second } : { lat: second, lon: first };
}

function isMetric(first: number, second: number): boolean {
  return Math.abs(first) > METRE_THRESHOLD || Math.abs(second) > METRE_THRESHOLD;
}

function numericKind(first: number, second: number): InputKind {
  return isMetric(first, second) ? 'metres' : 'degrees';
}

function finish(c: Candidate): ParseResult {
  if (!Number.isFinite(c.first) || !Number.isFinite(c.second)) return fail('notFinite');
  const value: ParsedCoordinate = {
    kind: c.kind,
    first: c.first,
    second: c.second,
    order: c.order,
    orderBasis: c.orderBasis,
    point: pointOf(c.order, c.first, c.second),
    label: c.label,
  };
  if (c.system) value.system = c.system;
  return { ok: true, value };
}

function inKorea(p: { lat: number; lon: number }): boolean {
  const { lat, lon } = KOREA_REGION;
  return p.lat >= lat[0] && p.lat <= lat[1] && p.lon >= lon[0] && p.lon <= lon[1];
}

/** Whether the pair read in `order` lies where the service works. */
function fitsRange(order: AxisOrder, first: number, second: number, kind: InputKind, system?: CoordType): boolean {
  const p = pointOf(order, first, second);
  if (kind !== 'metres') return inKorea(p);
  const systems = system && COORD_SYSTEMS[system].kind === 'projected' ? [system] : METRE_SYSTEMS;
  return systems.some((s) => isPlausible(s, p));
}

/** Order by value ranges, else the convention of the kind. */
function orderByRange(first: number, second: number, kind: InputKind, system?: CoordType): { order: AxisOrder; orderBasis: OrderBasis } {
  const latlon = fitsRange('latlon', first, second, kind, system);
  const lonlat = fitsRange('lonlat', first, second, kind, system);
  if (latlon !== lonlat) return { order: latlon ? 'latlon' : 'lonlat', orderBasis: 'range' };
  return { order: kind === 'metres' ? 'lonlat' : 'latlon', orderBasis: 'default' };
}

// ---------------------------------------------------------------------------------------------
// Text preparation: normalisation, system tokens, leftover label

function normalise(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u2212/g, '-')
    .replace(/[\u00A0\u2007\u202F\u3000]/g, ' ');
}

const EPSG_CODES = new Map<string, CoordType>([
  ['4326', 'WGS84GEO'],
  ['3857', 'EPSG3857'],
  ['5186', 'GRS80TM'],
  ['2097', 'BESSELTM'],
  ['4737', 'GRS80GEO'],
  ['4162', 'BESSELGEO'],
]);

/** Names of systems; null for a name that does not settle one of the platform's systems. */
const SYSTEM_NAMES = new Map<string, CoordType | null>([
  ['KATECH', 'KATECH'],
  ['KATEC', 'KATECH'],
  ['TM128', 'KATECH'],
  ['GRS80TM', 'GRS80TM'],
  ['GRS80GEO', 'GRS80GEO'],
  ['GRS80', null],
  ['BESSELTM', 'BESSELTM'],
  ['BESSELGEO', 'BESSELGEO'],
  ['WGS84GEO', 'WGS84GEO'],
  ['WGS84', 'WGS84GEO'],
]);

const SYSTEM_TOKEN =
  /(?<![A-Za-z0-9])(?:(?:urn:ogc:def:crs:)?(?:EPSG|SRID)(?:\s*(?:::?|=)\s*|[\s_]?)(\d{4,5})(?![\d.])|(KATECH|KATEC|TM128|GRS80TM|GRS80GEO|GRS80|BESSELTM|BESSELGEO|WGS84GEO|WGS[-_ ]?84))(?![A-Za-z0-9])/gi;

function contextOf(text: string): Context {
  const systemSpans: Span[] = [];
  let system: CoordType | undefined;
  for (const m of text.matchAll(SYSTEM_TOKEN)) {
    const start = m.index ?? 0;
    systemSpans.push({ start, end: start + m[0].length });
    const named = m[1] !== undefined ? EPSG_CODES.get(m[1]) : SYSTEM_NAMES.get((m[2] ?? '').toUpperCase().replace(/[-_ ]/g, ''));
    system ??= named ?? undefined;
  }
  const ctx: Context = { text, masked: blank(text, systemSpans), systemSpans };
  if (system) ctx.system = system;
  return ctx;
}

/** The text with the spans replaced by spaces (positions kept). */
function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** The text outside the consumed spans, as a label: pieces trimmed of separators, punctuation-only pieces dropped. */
function leftover(text: string, consumed: readonly Span[]): string {
  const pieces: string[] = [];
  let at = 0;
  for (const s of [...consumed].sort((a, b) => a.start - b.start)) {
    if (s.start > at) pieces.push(text.slice(at, s.start));
    at = Math.max(at, s.end);
  }
  pieces.push(text.slice(at));
  return pieces.map(cleanPiece).filter((p) => p !== '').join(' ');
}

function cleanPiece(piece: string): string {
  let p = trimSeparators(piece);
  // A CSV cell's closing quote left behind by the cell after it: `"서울시청","`.
  while ((p.match(/"/g) ?? []).length % 2 === 1 && /^"|"$/.test(p)) p = trimSeparators(p.endsWith('"') ? p.slice(0, -1) : p.slice(1));
  if (/^[\p{P}\p{S}\s]*$/u.test(p)) return '';
  const quoted = /^(["'])(.*)\1$/.exec(p);
  return quoted ? (quoted[2] ?? '').trim() : p;
}

function trimSeparators(piece: string): string {
  return piece.replace(/^[\s,;|/:=)\]}>]+/, '').replace(/[\s,;|/:=([{<]+$/, '');
}

// ---------------------------------------------------------------------------------------------
// URLs

interface UrlHit {
  first: string;
  second: string;
  order: AxisOrder;
  system?: CoordType;
  name?: string;
}

const URL_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\bgeo:|(?:^|[?&#\s])(?:q|ll|at|map|mlat|mlon|c|center|query)=|[?&#](?:lat|lng|lon|long|latitude|longitude|x|y)=/i;

function parseUrl(ctx: Context): ParseResult | null {
  const m = URL_LIKE.exec(ctx.text);
  if (!m) return null;
  const at = m.index + (/^\s/.test(m[0]) ? 1 : 0);
  const run = runAround(ctx.text, at);
  const hit = extractFromUrl(safeDecode(ctx.text.slice(run.start, run.end)));
  // A link without a coordinate (e.g. a website column): read the rest, keep the link in the label.
  if (!hit) return parseTokens(ctx, [{ start: run.start, end: cellEnd(ctx.text, at, run.end) }]);
  const first = Number(hit.first);
  const second = Number(hit.second);
  const rest = leftover(ctx.text, [...ctx.systemSpans, run]);
  const system = hit.system ?? ctx.system;
  return finish({
    kind: 'url',
    first,
    second,
    order: hit.order,
    orderBasis: 'label',
    ...(system ? { system } : {}),
    label: [hit.name?.trim() ?? '', rest].filter((s) => s !== '').join(' '),
  });
}

/** The link around position `at`: back to a space or a CSV separator, on to a space (paths may hold commas). */
function runAround(text: string, at: number): Span {
  let start = at;
  let end = at;
  while (start > 0 && !/[\s,;|"'(<[]/.test(text.charAt(start - 1))) start--;
  while (end < text.length && !/\s/.test(text.charAt(end))) end++;
  return { start, end };
}

/** Where the CSV cell holding position `at` ends, within the run. */
function cellEnd(text: string, at: number, runEnd: number): number {
  const next = text.slice(at, runEnd).search(/[,;|"']/);
  return next < 0 ? runEnd : at + next;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The first two capture groups as a lat,lon or lon,lat hit. */
function pairHit(m: RegExpExecArray | null, order: AxisOrder, a = 1, b = 2): UrlHit | null {
  const first = m?.[a];
  const second = m?.[b];
  return first !== undefined && second !== undefined ? { first, second, order } : null;
}

function kakaoLink(url: string): UrlHit | null {
  const m = new RegExp(String.raw`/link/(?:map|to|from|roadview)/([^,/?#]+),\s*${URL_NUMBER},\s*${URL_NUMBER}`).exec(url);
  const hit = pairHit(m, 'latlon', 2, 3);
  return hit && m?.[1] ? { ...hit, name: m[1] } : hit;
}

function consoleAt(url: string): UrlHit | null {
  return pairHit(new RegExp(String.raw`(?:^|[?&#])at=${URL_NUMBER}\s*,\s*${URL_NUMBER}`).exec(url), 'latlon');
}

function osmMarker(url: string): UrlHit | null {
  const lat = new RegExp(String.raw`[?&#]mlat=${URL_NUMBER}`).exec(url);
  const lon = new RegExp(String.raw`[?&#]mlon=${URL_NUMBER}`).exec(url);
  if (!lat?.[1] || !lon?.[1]) return null;
  return lat.index < lon.index ? { first: lat[1], second: lon[1], order: 'latlon' } : { first: lon[1], second: lat[1], order: 'lonlat' };
}

function mapFragment(url: string): UrlHit | null {
  return pairHit(new RegExp(String.raw`(?:^|[?&#])map=${URL_NUMBER}/${URL_NUMBER}/${URL_NUMBER}`).exec(url), 'latlon', 2, 3);
}

function googlePlaceName(url: string): string | undefined {
  const m = /\/maps\/place\/([^/@?#]+)/.exec(url);
  return m?.[1]?.replace(/\+/g, ' ');
}

function withGoogleName(hit: UrlHit | null, url: string): UrlHit | null {
  const name = hit ? googlePlaceName(url) : undefined;
  return hit && name ? { ...hit, name } : hit;
}

function googlePin(url: string): UrlHit | null {
  return withGoogleName(pairHit(new RegExp(String.raw`!3d${URL_NUMBER}!4d${URL_NUMBER}`).exec(url), 'latlon'), url);
}

function queryPair(url: string): UrlHit | null {
  const keys = '(?:q|ll|sll|query|center|destination|daddr|saddr)';
  return pairHit(new RegExp(String.raw`(?:^|[?&#])${keys}=(?:loc:)?\s*${URL_NUMBER}\s*,\s*${URL_NUMBER}`, 'i').exec(url), 'latlon');
}

function geoUri(url: string): UrlHit | null {
  return pairHit(new RegExp(String.raw`\bgeo:${URL_NUMBER}\s*,\s*${URL_NUMBER}`, 'i').exec(url), 'latlon');
}

function googleViewport(url: string): UrlHit | null {
  return withGoogleName(pairHit(new RegExp(String.raw`@${URL_NUMBER},${URL_NUMBER}`).exec(url), 'latlon'), url);
}

/** Naver `c=x,y,zoom,…`: EPSG:3857 metres (older links), or lon,lat degrees; `c=zoom,0,0,0,dh` has no position. */
function naverCentre(url: string): UrlHit | null {
  const m = /(?:^|[?&#])c=([^&#]*)/.exec(url);
  const parts = (m?.[1] ?? '').split(',');
  if (parts.length === 5) return null;
  const [first, second] = parts;
  const number = new RegExp(`^${URL_NUMBER}$`);
  if (first === undefined || second === undefined || !number.test(first) || !number.test(second)) return null;
  const hit: UrlHit = { first, second, order: 'lonlat' };
  return isMetric(Number(first), Number(second)) ? { ...hit, system: 'EPSG3857' } : hit;
}

const LAT_KEYS = new Set(['lat', 'latitude', 'y']);

/** Generic `lat=…&lng=…`, `lat=…&lon=…`, `y=…&x=…` in either order. */
function queryParams(url: string): UrlHit | null {
  const pattern = new RegExp(String.raw`(?:^|[?&#;])(lat|latitude|lng|lon|long|longitude|x|y)=${URL_NUMBER}`, 'gi');
  let lat: string | undefined;
  let lon: string | undefined;
  let latFirst = false;
  for (const m of url.matchAll(pattern)) {
    const isLat = LAT_KEYS.has((m[1] ?? '').toLowerCase());
    if (isLat && lat === undefined) {
      lat = m[2];
      latFirst = lon === undefined;
    } else if (!isLat && lon === undefined) lon = m[2];
  }
  if (lat === undefined || lon === undefined) return null;
  return latFirst ? { first: lat, second: lon, order: 'latlon' } : { first: lon, second: lat, order: 'lonlat' };
}

/** Most specific first: a marked place before a map's viewport. */
const URL_EXTRACTORS: readonly ((url: string) => UrlHit | null)[] = [
  kakaoLink,
  consoleAt,
  osmMarker,
  mapFragment,
  googlePin,
  queryPair,
  geoUri,
  googleViewport,
  naverCentre,
  queryParams,
];

function extractFromUrl(url: string): UrlHit | null {
  for (const extract of URL_EXTRACTORS) {
    const hit = extract(url);
    if (hit) return hit;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// GeoJSON and WKT (x,y = lon,lat by definition)

const GEOJSON_COORDINATES = new RegExp(String.raw`"coordinates"\s*:\s*\[\s*(${NUMBER})\s*,\s*(${NUMBER})\s*(?:,\s*${NUMBER}\s*)?\]`);
const BRACKET_PAIR = new RegExp(String.raw`\[\s*(${NUMBER})\s*,\s*(${NUMBER})\s*\]`);
const WKT_POINT = new RegExp(String.raw`\bPOINT\s*(?:ZM|Z|M)?\s*\(\s*(${NUMBER})\s+(${NUMBER})(?:\s+${NUMBER})*\s*\)`, 'i');

function parseGeoJsonObject(ctx: Context): ParseResult | null {
  const m = GEOJSON_COORDINATES.exec(ctx.masked);
  return m ? xyResult(ctx, m, enclosingBraces(ctx.masked, m), false) : null;
}

function parseBracketPair(ctx: Context): ParseResult | null {
  const m = BRACKET_PAIR.exec(ctx.masked);
  return m ? xyResult(ctx, m, matchSpan(m), true) : null;
}

function parseWkt(ctx: Context): ParseResult | null {
  const m = WKT_POINT.exec(ctx.masked);
  return m ? xyResult(ctx, m, matchSpan(m), false) : null;
}

function matchSpan(m: RegExpExecArray): Span {
  return { start: m.index, end: m.index + m[0].length };
}

/** The outermost `{…}` around a match, so that the rest of a GeoJSON object does not end up in the label. */
function enclosingBraces(text: string, m: RegExpExecArray): Span {
  const span = matchSpan(m);
  const open = text.indexOf('{');
  const close = text.lastIndexOf('}');
  return open >= 0 && open <= span.start && close >= span.end ? { start: open, end: close + 1 } : span;
}

/** An x,y pair; a bare `[a, b]` gives way to the ranges when only lat,lon fits them. */
function xyResult(ctx: Context, m: RegExpExecArray, span: Span, bare: boolean): ParseResult {
  const first = Number(m[1]);
  const second = Number(m[2]);
  const kind = numericKind(first, second);
  const ranged = orderByRange(first, second, kind, ctx.system);
  const byRange = bare && ranged.orderBasis === 'range' && ranged.order === 'latlon';
  return finish({
    kind,
    first,
    second,
    ...(byRange ? ranged : { order: 'lonlat', orderBasis: 'label' }),
    ...(ctx.system ? { system: ctx.system } : {}),
    label: leftover(ctx.text, [...ctx.systemSpans, span]),
  });
}

// ---------------------------------------------------------------------------------------------
// Free text: tokens → segments → components → pair

type Unit = 'deg' | 'min' | 'sec';
type Axis = 'lat' | 'lon';

interface Tag {
  axis: Axis;
  /** -1 for S and W. */
  sign: 1 | -1;
  /** A hemisphere (N/S/E/W, 북위…) rather than an axis label (lat, x, 위도…). */
  hemisphere: boolean;
}

interface NumItem {
  type: 'num';
  raw: string;
  value: number;
  start: number;
  /** End of the number, including its unit mark. */
  end: number;
  unit: Unit | null;
}
interface TagItem {
  type: 'tag';
  tag: Tag;
  start: number;
  end: number;
}
interface WordItem {
  type: 'word';
  start: number;
  end: number;
}
type Item = NumItem | TagItem | WordItem;
type Style = 'prefix' | 'suffix';

interface Segment {
  tagItem: TagItem | null;
  nums: NumItem[];
}
interface Part {
  item: NumItem;
  unit: Unit;
}
interface Component {
  parts: Part[];
  tagItem: TagItem | null;
}
/** A component read as one signed value. */
interface Value {
  value: number;
  dms: boolean;
  tag: Tag | null;
  spans: Span[];
  /** A plain integer that may be an id column. */
  idLike: boolean;
}

const hemisphere = (axis: Axis, sign: 1 | -1): Tag => ({ axis, sign, hemisphere: true });
const axisLabel = (axis: Axis): Tag => ({ axis, sign: 1, hemisphere: false });

const TAG_WORDS = new Map<string, Tag>([
  ...['n', 'north', '북위'].map((w): [string, Tag] => [w, hemisphere('lat', 1)]),
  ...['s', 'south', '남위'].map((w): [string, Tag] => [w, hemisphere('lat', -1)]),
  ...['e', 'east', '동경'].map((w): [string, Tag] => [w, hemisphere('lon', 1)]),
  ...['w', 'west', '서경'].map((w): [string, Tag] => [w, hemisphere('lon', -1)]),
  ...['lat', 'latitude', '위도', 'y', 'northing'].map((w): [string, Tag] => [w, axisLabel('lat')]),
  ...['lon', 'lng', 'long', 'longitude', '경도', 'x', 'easting'].map((w): [string, Tag] => [w, axisLabel('lon')]),
]);

const UNIT_WORDS = new Map<string, Unit>([
  ['도', 'deg'],
  ['분', 'min'],
  ['초', 'sec'],
]);
/** Marks that are units wherever they follow a number. */
const TYPOGRAPHIC_MARKS = new Map<string, Unit>([
  ['°', 'deg'],
  ['º', 'deg'],
  ['˚', 'deg'],
  ['′', 'min'],
  ['″', 'sec'],
]);
/** Quote characters that are units only in text that has a degree sign. */
const QUOTE_MARKS = new Map<string, Unit>([
  ["'", 'min'],
  ['’', 'min'],
  ["''", 'sec'],
  ['"', 'sec'],
  ['”', 'sec'],
]);
const NEXT_UNIT: Record<Unit, Unit | null> = { deg: 'min', min: 'sec', sec: null };
const UNIT_RANK: Record<Unit, number> = { deg: 0, min: 1, sec: 2 };

const TOKEN = new RegExp(String.raw`(${NUMBER})|(''|[°º˚′″'’"”])|([A-Za-z]+|[\uAC00-\uD7A3]+)`, 'g');
/** What may stand between a label and its number: `lat=`, `"lat": "`, `N `. */
const PREFIX_GAP = /^[\s:="']*$/;
const SUFFIX_GAP = /^\s*$/;
/** A number or letter glued to a word (B2, 3층, Gangnam's) is part of the word. */
const GLUE = /^['’]?$/;
const INTEGER = /^[+-]?\d+$/;

function parseTokens(ctx: Context, opaque: readonly Span[]): ParseResult {
  const text = blank(ctx.masked, opaque);
  const items = tokenize(text);
  demoteGlued(items, text);
  const nums = items.filter((i): i is NumItem => i.type === 'num');
  if (nums.length === 0) return fail('noNumbers');
  if (nums.some((n) => !Number.isFinite(n.value))) return fail('notFinite');
  const values = valuesOf(components(items, text));
  if (values === 'badDms') return fail('badDms');
  if (values.length === 1) return fail('oneNumber');
  if (values.length > 3) return fail('tooManyNumbers');
  const [a, b] = values;
  if (values.length === 2 && a && b) return finish(fromPair(ctx, a, b));
  const withoutId = dropIdColumn(ctx, values);
  return withoutId ? finish(withoutId) : fail('tooManyNumbers');
}

function tokenize(text: string): Item[] {
  const hasDegree = /[°º˚]|\d\s*도/.test(text);
  const items: Item[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (m[1] !== undefined) {
      items.push({ type: 'num', raw: m[1], value: Number(m[1]), start, end, unit: null });
      continue;
    }
    const mark = m[2];
    const word = m[3] ?? '';
    const unit = mark !== undefined ? (TYPOGRAPHIC_MARKS.get(mark) ?? (hasDegree ? QUOTE_MARKS.get(mark) : undefined)) : UNIT_WORDS.get(word);
    const prev = items.at(-1);
    if (unit && prev?.type === 'num' && prev.unit === null && SUFFIX_GAP.test(text.slice(prev.end, start))) {
      prev.unit = unit;
      prev.end = end;
    } else if (mark === undefined) {
      const tag = TAG_WORDS.get(word.toLowerCase());
      items.push(tag ? { type: 'tag', tag, start, end } : { type: 'word', start, end });
    }
  }
  return items;
}

function demoteGlued(items: Item[], text: string): void {
  const gluedToWord = (a: Item | undefined, b: Item | undefined): boolean =>
    a !== undefined && b !== undefined && (a.type === 'word' || b.type === 'word') && GLUE.test(text.slice(a.end, b.start));
  items.forEach((item, i) => {
    if (item.type !== 'word' && (gluedToWord(items[i - 1], item) || gluedToWord(item, items[i + 1]))) {
      items[i] = { type: 'word', start: item.start, end: item.end };
    }
  });
}

/** Whether the tag at `i` labels the number after it (prefix) or before it (suffix). */
function tagFits(items: readonly Item[], i: number, text: string, style: Style): boolean {
  const tag = items[i];
  const other = items[style === 'prefix' ? i + 1 : i - 1];
  if (!tag || other?.type !== 'num') return false;
  return style === 'prefix' ? PREFIX_GAP.test(text.slice(tag.end, other.start)) : SUFFIX_GAP.test(text.slice(other.end, tag.start));
}

/** The tag's own preference, or null when it cannot tell. */
function tagVote(items: readonly Item[], i: number, text: string): Style | null {
  const prefix = tagFits(items, i, text, 'prefix');
  const suffix = tagFits(items, i, text, 'suffix');
  if (prefix !== suffix) return prefix ? 'prefix' : 'suffix';
  if (!prefix) return null;
  const item = items[i];
  const before = items[i - 1];
  const after = items[i + 1];
  if (!item || !before || !after) return null;
  const gapBefore = item.start - before.end;
  const gapAfter = after.start - item.end;
  if (gapBefore !== gapAfter) return gapAfter < gapBefore ? 'prefix' : 'suffix';
  return item.type === 'tag' && item.tag.hemisphere ? 'suffix' : 'prefix';
}

/**
 * Whether tags come before their numbers (`N37 E126`, `lat=…`) or after (`37N 126E`): a tag at
 * either end of the coordinate settles it; else the tags' own preferences; else prefix.
 */
function chooseStyle(items: readonly Item[], text: string): Style {
  const coords = items.filter((i) => i.type !== 'word');
  if (coords[0]?.type === 'tag') return 'prefix';
  if (coords.at(-1)?.type === 'tag') return 'suffix';
  let score = 0;
  items.forEach((item, i) => {
    if (item.type !== 'tag') return;
    const vote = tagVote(items, i, text);
    score += vote === 'prefix' ? 1 : vote === 'suffix' ? -1 : 0;
  });
  return score < 0 ? 'suffix' : 'prefix';
}

/** Segments of numbers, each with the tag that labels it. Tags that label no number are left as words. */
function segmentsOf(items: Item[], text: string): { segments: Segment[]; style: Style } {
  items.forEach((item, i) => {
    if (item.type === 'tag' && !tagFits(items, i, text, 'prefix') && !tagFits(items, i, text, 'suffix')) items[i] = { type: 'word', start: item.start, end: item.end };
  });
  const style = chooseStyle(items, text);
  const segments: Segment[] = [];
  let open: Segment | null = null;
  items.forEach((item, i) => {
    if (item.type === 'word') return;
    if (item.type === 'num') {
      if (!open) segments.push((open = { tagItem: null, nums: [] }));
      open.nums.push(item);
    } else if (tagFits(items, i, text, style)) {
      if (style === 'prefix') segments.push((open = { tagItem: item, nums: [] }));
      else if (open && !open.tagItem) {
        open.tagItem = item;
        open = null;
      }
    }
  });
  return { segments, style };
}

/** Unmarked `37 33 59.4 N 126 58 40.8 E`: every segment has a hemisphere and the same 2 or 3 parts, integers but the last. */
function implicitDms(segments: readonly Segment[]): boolean {
  const count = segments[0]?.nums.length ?? 0;
  return (
    (count === 2 || count === 3) &&
    segments.every(
      (s) =>
        s.tagItem?.tag.hemisphere === true &&
        s.nums.length === count &&
        s.nums.every((n) => n.unit === null) &&
        s.nums.slice(0, -1).every((n) => INTEGER.test(n.raw)),
    )
  );
}

function components(items: Item[], text: string): Component[] | 'badDms' {
  const { segments, style } = segmentsOf(items, text);
  const dms = implicitDms(segments);
  const out: Component[] = [];
  for (const segment of segments) {
    const groups = groupSegment(segment, text, dms);
    if (groups === 'badDms') return groups;
    const tagged = style === 'prefix' ? 0 : groups.length - 1;
    groups.forEach((parts, i) => out.push({ parts, tagItem: i === tagged ? segment.tagItem : null }));
  }
  return out;
}

function groupSegment(segment: Segment, text: string, dms: boolean): Part[][] | 'badDms' {
  if (segment.nums.some((n) => n.unit !== null)) return groupByMarks(segment.nums, text);
  if (dms) return [segment.nums.map((item, i) => ({ item, unit: (['deg', 'min', 'sec'] as const)[i] ?? 'sec' }))];
  return segment.nums.map((item) => [{ item, unit: 'deg' }]);
}

/**
 * Groups marked numbers into degrees-minutes-seconds: a degree mark, a separator (`,` `;` `/`)
 * or an unmarked number that cannot be the next unit starts a new value; an unmarked number
 * after an integer degree (minute) is the minutes (seconds).
 */
function groupByMarks(nums: readonly NumItem[], text: string): Part[][] | 'badDms' {
  const groups: Part[][] = [];
  let prevEnd = -1;
  for (const item of nums) {
    const current = groups.at(-1);
    const last = current?.at(-1);
    const separated = prevEnd >= 0 && /[,;|\t/]/.test(text.slice(prevEnd, item.start));
    prevEnd = item.end;
    const implied = last && INTEGER.test(last.item.raw) ? NEXT_UNIT[last.unit] : null;
    const unit = item.unit ?? implied ?? 'deg';
    if (!current || !last || separated || unit === 'deg') {
      if (unit !== 'deg') return 'badDms';
      groups.push([{ item, unit }]);
    } else if (UNIT_RANK[unit] > UNIT_RANK[last.unit]) {
      current.push({ item, unit });
    } else return 'badDms';
  }
  return groups;
}

function valuesOf(comps: Component[] | 'badDms'): Value[] | 'badDms' {
  if (comps === 'badDms') return comps;
  const values: Value[] = [];
  for (const c of comps) {
    const value = decimalOf(c.parts);
    if (value === null) return 'badDms';
    const only = c.parts.length === 1 ? c.parts[0]?.item : undefined;
    values.push({
      value,
      dms: c.parts.length > 1,
      tag: c.tagItem?.tag ?? null,
      spans: [...c.parts.map((p) => p.item), ...(c.tagItem ? [c.tagItem] : [])],
      idLike: !c.tagItem && only !== undefined && only.unit === null && /^\+?\d+$/.test(only.raw) && only.value <= ID_MAX,
    });
  }
  return values;
}

/** Decimal degrees of degrees[-minutes[-seconds]], or null when a part is out of range. */
function decimalOf(parts: readonly Part[]): number | null {
  const [deg, ...rest] = parts;
  if (!deg || deg.unit !== 'deg') return null;
  if (rest.length === 0) return deg.item.value;
  if (Math.abs(deg.item.value) > 180) return null;
  let total = Math.abs(deg.item.value);
  let previous = deg.item;
  for (const part of rest) {
    const { raw, value } = part.item;
    if (!INTEGER.test(previous.raw) || /^[+-]/.test(raw) || value >= 60) return null;
    total += value / (part.unit === 'min' ? 60 : 3600);
    previous = part.item;
  }
  return deg.item.raw.startsWith('-') ? -total : total;
}

function orderFromTags(a: Tag | null, b: Tag | null): AxisOrder | null {
  if (a && b && a.axis === b.axis) return null;
  if (a) return a.axis === 'lat' ? 'latlon' : 'lonlat';
  if (b) return b.axis === 'lat' ? 'lonlat' : 'latlon';
  return null;
}

/** S and W make degrees negative (not metres: an easting has no hemisphere). */
function signed(v: Value, kind: InputKind): number {
  return v.tag?.sign === -1 && kind !== 'metres' ? -Math.abs(v.value) : v.value;
}

function fromPair(ctx: Context, a: Value, b: Value): Candidate {
  const kind: InputKind = a.dms || b.dms ? 'dms' : numericKind(a.value, b.value);
  const first = signed(a, kind);
  const second = signed(b, kind);
  const byTag = orderFromTags(a.tag, b.tag);
  return {
    kind,
    first,
    second,
    ...(byTag ? { order: byTag, orderBasis: 'label' as const } : orderByRange(first, second, kind, ctx.system)),
    ...(ctx.system ? { system: ctx.system } : {}),
    label: leftover(ctx.text, [...ctx.systemSpans, ...a.spans, ...b.spans]),
  };
}

/** Three numbers: drop an id column whose removal leaves a plausible pair (the first column if several do). */
function dropIdColumn(ctx: Context, values: readonly Value[]): Candidate | null {
  const fits = values.flatMap((v, i) => {
    const [a, b] = values.filter((_, j) => j !== i);
    if (!v.idLike || !a || !b) return [];
    const candidate = fromPair(ctx, a, b);
    const probe = finish(candidate);
    return probe.ok && suggestSystems(probe.value).length > 0 ? [{ i, candidate }] : [];
  });
  if (fits.length === 1) return fits[0]?.candidate ?? null;
  return fits.find((f) => f.i === 0)?.candidate ?? null;
}

// ---------------------------------------------------------------------------------------------
// Lines

const HEADER_WORDS = /(?:^|[^A-Za-z])(?:lat|latitude|lon|lng|long|longitude|x|y|easting|northing)(?![A-Za-z])|위도|경도/i;

function looksLikeHeader(line: string): boolean {
  const normal = normalise(line);
  if (/\d/.test(normal)) return false;
  const cells = normal.split(/[,;\t|]/).filter((c) => c.trim() !== '');
  return cells.length >= 2 || HEADER_WORDS.test(normal);
}
