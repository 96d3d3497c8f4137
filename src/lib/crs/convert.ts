import proj4 from 'proj4';
import type { CoordType } from '../../api/contract/common';
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

/** True when (lat, lon) is a plausible value for the system around Korea. */
export function isPlausible(system: CoordType, p: ServicePoint): boolean {
  const b = COORD_SYSTEMS[system].bounds;
  return Number.isFinite(p.lat) && Number.isFinite(p.lon) && p.lat >= b.lat[0] && p.lat <= b.lat[1] && p.lon >= b.lon[0] && p.lon <= b.lon[1];
}
