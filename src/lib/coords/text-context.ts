/**
 * Text preparation for every form: full-width characters and the minus sign made ASCII, system
 * names and EPSG codes found and masked, and the text left over after a reading kept as its label.
 */
import type { CoordType } from '../../../shared/contract/common';
import type { Context, Span } from './reading';

export function normalise(text: string): string {
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

export function contextOf(text: string): Context {
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
export function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** The text outside the consumed spans, as a label: pieces trimmed of separators, punctuation-only pieces dropped. */
export function leftover(text: string, consumed: readonly Span[]): string {
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
