import proj4 from 'proj4';
import type { CoordType } from '../contract/common';
import { fitsDegrees } from '../contract/coordinate-rules';
import { COORD_SYSTEMS } from './definitions';

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

/** Why (lat, lon) is not a plausible value for the system, naming the field at fault; null when it is. */
export interface Implausibility {
  field: 'lat' | 'lon';
  /** English detail, e.g. "must be between -70000 and 1280000 (y northing (m)) for KATECH". */
  detail: string;
}

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
    if (!Number.isFinite(v) || v < min || v > max) {
      return { field, detail: `must be between ${min} and ${max} (${def.axes[field]}) for ${system}` };
    }
  }
  if (def.kind === 'projected' && fitsDegrees(p)) {
    return { field: 'lat', detail: `${p.lat}, ${p.lon} look like degrees; for ${system} lat is the ${def.axes.lat} and lon the ${def.axes.lon}` };
  }
  return null;
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

/** Why a proj4 definition cannot be used, or null when it can: proj4 must read it and carry a point in Korea there and back. */
export function definitionProblem(definition: string): string | null {
  const text = definition.trim();
  if (!text.startsWith('+')) return 'A proj4 definition starts with "+proj=…".';
  try {
    const c = proj4(WGS84_PROJ4, text);
    const probe = { lon: 127, lat: 37.5 };
    const [x, y] = c.forward([probe.lon, probe.lat]);
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return 'It does not carry a point in Korea (37.5°N 127°E) anywhere.';
    const [lon, lat] = c.inverse([x, y]);
    if (lon === undefined || lat === undefined || Math.abs(lon - probe.lon) > 1e-6 || Math.abs(lat - probe.lat) > 1e-6) return 'A point in Korea does not come back from it where it went in.';
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
