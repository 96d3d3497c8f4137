/**
 * The systems an input can be read in: the service's seven, the local-only ones
 * (LOCAL_SYSTEMS) and the user's own ('custom', a proj4 definition kept in preferences).
 * A local-only reading is sent to the service as the WGS84 point it converts to.
 */
import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';
import { fitsDegrees } from '../../../../shared/contract/coordinate-rules';
import { convert, convertWithDefinition, implausibility, type ServicePoint } from '../../../../shared/crs/convert';
import { LOCAL_SYSTEM_IDS, LOCAL_SYSTEMS, type LocalSystemId } from '../../../../shared/crs/definitions';
import { KOREA_REGION } from '../../../../shared/crs/korea-region';
import type { ReadingProblem } from '../../../lib/coords/crs-words';

export type InputSystem = CoordType | LocalSystemId | 'custom';

export const isCoordType = (v: string): v is CoordType => (COORD_TYPES as readonly string[]).includes(v);
export const isInputSystem = (v: string): v is InputSystem => isCoordType(v) || (LOCAL_SYSTEM_IDS as readonly string[]).includes(v) || v === 'custom';

/** Whether a proj4 definition is of degrees (longlat) rather than metres. */
export const isGeographicDefinition = (proj4: string): boolean => /\+proj=(longlat|latlong|lonlat|latlon)\b/.test(proj4);

export type Reading = { ok: true; wgs84: ServicePoint } | { ok: false; problem: ReadingProblem };

/**
 * The input point read in a system, as WGS84; or why it is not a value of that system near Korea.
 * `customProj4` is the user's own definition (needed for 'custom').
 */
export function readIn(system: InputSystem, p: ServicePoint, customProj4: string | undefined): Reading {
  if (isCoordType(system)) {
    const problem = implausibility(system, p);
    return problem ? { ok: false, problem } : { ok: true, wgs84: convert(system, 'WGS84GEO', p) };
  }
  const proj4 = system === 'custom' ? customProj4 : LOCAL_SYSTEMS[system].proj4;
  if (!proj4) return { ok: false, problem: { rule: 'crs.noDefinition', field: 'lat' } };
  const geographic = isGeographicDefinition(proj4);
  if (!geographic && fitsDegrees(p)) {
    return { ok: false, problem: { rule: 'crs.localDegrees', field: 'lat', lat: p.lat, lon: p.lon } };
  }
  let wgs84: ServicePoint;
  try {
    wgs84 = convertWithDefinition(proj4, 'from', p);
  } catch {
    return { ok: false, problem: { rule: 'crs.unconvertible', field: 'lat', lat: p.lat, lon: p.lon } };
  }
  for (const field of ['lat', 'lon'] as const) {
    const [min, max] = KOREA_REGION[field];
    if (!(wgs84[field] >= min && wgs84[field] <= max)) {
      return { ok: false, problem: { rule: 'crs.outsideKorea', field, lat: Number(wgs84.lat.toFixed(4)), lon: Number(wgs84.lon.toFixed(4)) } };
    }
  }
  return { ok: true, wgs84 };
}
