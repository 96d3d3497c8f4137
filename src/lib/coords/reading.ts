/**
 * What a reading of a coordinate is (kind, axis order and why, point, system, label), and the
 * rules every form shares: metres vs degrees, the axis order by value ranges, the systems in which
 * a point is plausible. Used by every parse-*.ts form; see parse-coordinate.ts for the forms.
 */
import type { CoordType } from '../../../shared/contract/common';
import { isPlausible } from '../../../shared/crs/convert';
import { COORD_SYSTEMS } from '../../../shared/crs/definitions';
import { KOREA_REGION } from '../../../shared/crs/korea-region';
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
export const ID_MAX = 1e6;

/** A decimal number as written (exponent allowed, so that 1e999 is seen and refused). */
export const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;

export interface Span {
  start: number;
  end: number;
}

export interface Context {
  /** The input with full-width characters and the minus sign made ASCII (same length). */
  text: string;
  /** `text` with system tokens blanked out. */
  masked: string;
  system?: CoordType;
  systemSpans: Span[];
}

export interface Candidate {
  kind: InputKind;
  first: number;
  second: number;
  order: AxisOrder;
  orderBasis: OrderBasis;
  system?: CoordType;
  label: string;
}

/** The same numbers read in the other axis order (orderBasis becomes 'label': the user chose it). */
export function swapOrder(p: ParsedCoordinate): ParsedCoordinate {
  const order: AxisOrder = p.order === 'latlon' ? 'lonlat' : 'latlon';
  return { ...p, order, orderBasis: 'label', point: pointOf(order, p.first, p.second) };
}

/** The systems in which the point is plausible (isPlausible), best first: the system the text names first; degrees → WGS84GEO, GRS80GEO, BESSELGEO; metres → KATECH, GRS80TM, BESSELTM, EPSG3857. Empty when none is plausible. */
export function suggestSystems(p: ParsedCoordinate): CoordType[] {
  const family = isMetric(p.first, p.second) ? METRE_SYSTEMS : DEGREE_SYSTEMS;
  const ranked = p.system ? [p.system, ...family] : family;
  return [...new Set(ranked)].filter((system) => isPlausible(system, p.point));
}

export function fail(error: ParseErrorCode): ParseResult {
  return { ok: false, error };
}

function pointOf(order: AxisOrder, first: number, second: number): { lat: number; lon: number } {
  return order === 'latlon' ? { lat: first, lon: second } : { lat: second, lon: first };
}

export function isMetric(first: number, second: number): boolean {
  return Math.abs(first) > METRE_THRESHOLD || Math.abs(second) > METRE_THRESHOLD;
}

export function numericKind(first: number, second: number): InputKind {
  return isMetric(first, second) ? 'metres' : 'degrees';
}

export function finish(c: Candidate): ParseResult {
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
export function orderByRange(first: number, second: number, kind: InputKind, system?: CoordType): { order: AxisOrder; orderBasis: OrderBasis } {
  const latlon = fitsRange('latlon', first, second, kind, system);
  const lonlat = fitsRange('lonlat', first, second, kind, system);
  if (latlon !== lonlat) return { order: latlon ? 'latlon' : 'lonlat', orderBasis: 'range' };
  return { order: kind === 'metres' ? 'lonlat' : 'latlon', orderBasis: 'default' };
}
