/** GeoJSON (`"coordinates":[x,y]` or a bare `[x, y]`) and WKT `POINT(x y)`: x,y = lon,lat by definition. */
import { finish, NUMBER, numericKind, orderByRange, type Context, type ParseResult, type Span } from './reading';
import { leftover } from './text-context';

const GEOJSON_COORDINATES = new RegExp(String.raw`"coordinates"\s*:\s*\[\s*(${NUMBER})\s*,\s*(${NUMBER})\s*(?:,\s*${NUMBER}\s*)?\]`);

const BRACKET_PAIR = new RegExp(String.raw`\[\s*(${NUMBER})\s*,\s*(${NUMBER})\s*\]`);

const WKT_POINT = new RegExp(String.raw`\bPOINT\s*(?:ZM|Z|M)?\s*\(\s*(${NUMBER})\s+(${NUMBER})(?:\s+${NUMBER})*\s*\)`, 'i');

export function parseGeoJsonObject(ctx: Context): ParseResult | null {
  const m = GEOJSON_COORDINATES.exec(ctx.masked);
  return m ? xyResult(ctx, m, enclosingBraces(ctx.masked, m), false) : null;
}

export function parseBracketPair(ctx: Context): ParseResult | null {
  const m = BRACKET_PAIR.exec(ctx.masked);
  return m ? xyResult(ctx, m, matchSpan(m), true) : null;
}

export function parseWkt(ctx: Context): ParseResult | null {
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
