/**
 * Map links (kind 'url'): Google Maps, OpenStreetMap, this console, Naver, Kakao, `geo:` and
 * generic `lat=&lng=` query parameters, each read in the axis order its site writes.
 */
import type { CoordType } from '../../../shared/contract/common';
import { parseTokens } from './parse-free-text';
import { finish, isMetric, type AxisOrder, type Context, type ParseResult, type Span } from './reading';
import { leftover } from './text-context';

/** A number inside a URL. */
const URL_NUMBER = String.raw`([+-]?\d+(?:\.\d+)?)`;

interface UrlHit {
  first: string;
  second: string;
  order: AxisOrder;
  system?: CoordType;
  name?: string;
}

const URL_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\bgeo:|(?:^|[?&#\s])(?:q|ll|at|map|mlat|mlon|c|center|query)=|[?&#](?:lat|lng|lon|long|latitude|longitude|x|y)=/i;

export function parseUrl(ctx: Context): ParseResult | null {
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
