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
 * The forms live beside this file, one module each: parse-url.ts, parse-geojson-wkt.ts and free
 * text (free-text-tokens.ts → dms-values.ts → parse-free-text.ts); reading.ts holds the result
 * types and the shared rules, text-context.ts the system tokens and the label, parse-lines.ts a
 * paste of many lines.
 *
 * Why not a library: the DMS parsers on npm read English marks and letters only; none reads
 * Korean 도/분/초 and 북위/동경, metre pairs, or the Korean map sites' URLs, so this is hand-written.
 */
import { parseTokens } from './parse-free-text';
import { parseBracketPair, parseGeoJsonObject, parseWkt } from './parse-geojson-wkt';
import { parseUrl } from './parse-url';
import { fail, type ParseResult } from './reading';
import { contextOf, normalise } from './text-context';

/** One coordinate out of the text, or why none could be read. */
export function parseCoordinate(text: string): ParseResult {
  const normal = normalise(text);
  if (normal.trim() === '') return fail('empty');
  const ctx = contextOf(normal);
  // Most specific first: a GeoJSON object or WKT may hold a link, a link may hold brackets.
  return parseGeoJsonObject(ctx) ?? parseWkt(ctx) ?? parseUrl(ctx) ?? parseBracketPair(ctx) ?? parseTokens(ctx, []);
}
