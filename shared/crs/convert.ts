import proj4 from 'proj4';
import type { CoordType } from '../contract/common';
import { fitsDegrees } from '../contract/coordinate-rules';
import { COORD_SYSTEMS, type CoordSystem } from './definitions';

/** A point in the service's field convention: for projected systems lat = y, lon = x. */
export interface ServicePoint {
  lat: number;
  lon: number;
}

const converters = new Map<string, proj4.Converter>();

function converter(from: CoordType, to: CoordType): proj4.Converter {
  const key = `${from}>${to}`;
  let c = converters.get(key);
  if (!c) {
    c = proj4(COORD_SYSTEMS[from].proj4, COORD_SYSTEMS[to].proj4);
    converters.set(key, c);
  }
  return c;
}

/** Converts a point between two of the platform's systems (service field convention in and out). */
export function convert(from: CoordType, to: CoordType, p: ServicePoint): ServicePoint {
  if (from === to) return { lat: p.lat, lon: p.lon };
  const [x, y] = converter(from, to).forward([p.lon, p.lat]);
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
    throw new RangeError(`Cannot convert (${p.lat}, ${p.lon}) from ${from} to ${to}`);
  }
  return { lat: y, lon: x };
}

/** What a field of the service carries in a system: degrees of latitude or longitude, or metres north or east. */
export type Axis = 'latitude' | 'longitude' | 'northing' | 'easting';

/**
 * Why (lat, lon) is not a plausible value for the system, naming the field at fault; null when it
 * is. A value, not words: the emulator words it in the service's way (describeImplausibility), the
 * console in the UI language from `rule` and the values it carries.
 */
export type Implausibility =
  /** The field is outside the system's envelope of the Korea region. */
  | { rule: 'crs.range'; field: 'lat' | 'lon'; system: CoordType; min: number; max: number; axis: Axis }
  /** A projected system given a pair that both fit in degrees. */
  | { rule: 'crs.degrees'; field: 'lat'; system: CoordType; lat: number; lon: number };

const AXES: Record<CoordSystem['kind'], { lat: Axis; lon: Axis }> = {
  geographic: { lat: 'latitude', lon: 'longitude' },
  projected: { lat: 'northing', lon: 'easting' },
};

/**
 * Checks a point against the system's envelope of KOREA_REGION. For a projected system, a pair
 * that both fit in degrees (|lat| ≤ 90 and |lon| ≤ 180) is taken for degrees sent by mistake:
 * such a pair lies within 200 m of the projection's false origin, which is open sea (or, for
 * EPSG3857, the Gulf of Guinea) in each of them.
 */
export function implausibility(system: CoordType, p: ServicePoint): Implausibility | null {
  const def = COORD_SYSTEMS[system];
  for (const field of ['lat', 'lon'] as const) {
    const [min, max] = def.bounds[field];
    const v = p[field];
    if (!Number.isFinite(v) || v < min || v > max) return { rule: 'crs.range', field, system, min, max, axis: AXES[def.kind][field] };
  }
  if (def.kind === 'projected' && fitsDegrees(p)) return { rule: 'crs.degrees', field: 'lat', system, lat: p.lat, lon: p.lon };
  return null;
}

/**
 * The emulator's English words for an implausibility (after the parameter's name in its 9402
 * answers), e.g. "must be between -70000 and 1280000 (y northing (m)) for KATECH".
 */
export function describeImplausibility(problem: Implausibility): string {
  const axes = COORD_SYSTEMS[problem.system].axes;
  return problem.rule === 'crs.range'
    ? `must be between ${problem.min} and ${problem.max} (${axes[problem.field]}) for ${problem.system}`
    : `${problem.lat}, ${problem.lon} look like degrees; for ${problem.system} lat is the ${axes.lat} and lon the ${axes.lon}`;
}

/** True when (lat, lon) is a plausible value for the system around Korea (see implausibility). */
export function isPlausible(system: CoordType, p: ServicePoint): boolean {
  return implausibility(system, p) === null;
}

const WGS84_PROJ4 = COORD_SYSTEMS.WGS84GEO.proj4;
const defConverters = new Map<string, proj4.Converter>();

/**
 * Converts between WGS84 degrees and any system given by its proj4 definition (service field
 * convention: lat = y, lon = x). `direction` 'to' goes from WGS84 into the system.
 */
export function convertWithDefinition(definition: string, direction: 'to' | 'from', p: ServicePoint): ServicePoint {
  let c = defConverters.get(definition);
  if (!c) {
    c = proj4(WGS84_PROJ4, definition);
    defConverters.set(definition, c);
  }
  const [x, y] = direction === 'to' ? c.forward([p.lon, p.lat]) : c.inverse([p.lon, p.lat]);
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
    throw new RangeError(`Cannot convert (${p.lat}, ${p.lon}) ${direction === 'to' ? 'into' : 'out of'} ${definition}`);
  }
  return { lat: y, lon: x };
}

/**
 * Why a proj4 definition cannot be used, or null when it can: proj4 must read it (`unreadable`,
 * with proj4's own complaint) and carry a point in Korea there (`noPoint`) and back (`noReturn`);
 * `notProj4` when it does not start with "+proj=…".
 */
export type DefinitionProblem = { rule: 'proj4.notProj4' } | { rule: 'proj4.noPoint' } | { rule: 'proj4.noReturn' } | { rule: 'proj4.unreadable'; complaint: string };

export function definitionProblem(definition: string): DefinitionProblem | null {
  const text = definition.trim();
  if (!text.startsWith('+')) return { rule: 'proj4.notProj4' };
  try {
    const c = proj4(WGS84_PROJ4, text);
    const probe = { lon: 127, lat: 37.5 };
    const [x, y] = c.forward([probe.lon, probe.lat]);
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return { rule: 'proj4.noPoint' };
    const [lon, lat] = c.inverse([x, y]);
    if (lon === undefined || lat === undefined || Math.abs(lon - probe.lon) > 1e-6 || Math.abs(lat - probe.lat) > 1e-6) return { rule: 'proj4.noReturn' };
    return null;
  } catch (e) {
    return { rule: 'proj4.unreadable', complaint: e instanceof Error ? e.message : String(e) };
  }
}
