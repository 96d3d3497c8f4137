import { COORD_TYPES } from '../../../../shared/contract/code-tables';
import type { CoordType } from '../../../../shared/contract/common';
import { formatAt, parseAddressType, parseAt, type AddressType, type ProbePoint } from './probe-point';

/** Which lookups a click runs. */
export const LOOKUPS = ['address', 'road', 'poi'] as const;
type Lookup = (typeof LOOKUPS)[number];

export const RADIUS_CHOICES = [30, 50, 100, 200, 500, 1000] as const;
export const REQ_LEVELS = [15, 16, 17, 18, 19] as const;
export const VEHICLE_TYPES = [0, 1, 2, 3, 4, 5] as const;

/**
 * Everything the explore page needs to reproduce a view, kept in the URL:
 * `?at=lat,lon&type=A10&crs=WGS84GEO&ext=Y&radius=100&vt=0&level=19&off=poi`.
 */
export interface ExploreParams {
  point: ProbePoint | undefined;
  addressType: AddressType;
  /** The system the point is sent in (the console converts the clicked WGS84 point). */
  coordType: CoordType;
  newAddressExtend: 'Y' | 'N';
  lookups: Record<Lookup, boolean>;
  radius: number;
  vehicleType: number;
  reqLevel: number;
}

export const DEFAULT_EXPLORE_PARAMS: Omit<ExploreParams, 'point'> = {
  addressType: 'A10',
  coordType: 'WGS84GEO',
  newAddressExtend: 'Y',
  lookups: { address: true, road: true, poi: true },
  radius: 100,
  vehicleType: 0,
  reqLevel: 19,
};

function pick<T extends number>(value: string | null, choices: readonly T[], fallback: T): T {
  const n = Number(value);
  return value !== null && (choices as readonly number[]).includes(n) ? (n as T) : fallback;
}

export function parseExploreParams(search: URLSearchParams): ExploreParams {
  const d = DEFAULT_EXPLORE_PARAMS;
  const crs = search.get('crs');
  const off = new Set((search.get('off') ?? '').split(',').filter(Boolean));
  const radius = Number(search.get('radius'));
  return {
    point: parseAt(search.get('at')),
    addressType: parseAddressType(search.get('type')),
    coordType: (COORD_TYPES as readonly string[]).includes(crs ?? '') ? (crs as CoordType) : d.coordType,
    newAddressExtend: search.get('ext') === 'N' ? 'N' : 'Y',
    lookups: { address: !off.has('address'), road: !off.has('road'), poi: !off.has('poi') },
    // Any whole radius from 1 m to 1 km is accepted from a link; the panel offers the usual ones.
    radius: Number.isInteger(radius) && radius >= 1 && radius <= 1000 ? radius : d.radius,
    vehicleType: pick(search.get('vt'), VEHICLE_TYPES, d.vehicleType as (typeof VEHICLE_TYPES)[number]),
    reqLevel: pick(search.get('level'), REQ_LEVELS, d.reqLevel as (typeof REQ_LEVELS)[number]),
  };
}

/** Writes the params into a copy of `base`, leaving defaults out so links stay short. */
export function writeExploreParams(p: ExploreParams, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  const d = DEFAULT_EXPLORE_PARAMS;
  const set = (key: string, value: string | undefined) => (value === undefined ? out.delete(key) : out.set(key, value));
  set('at', p.point ? formatAt(p.point) : undefined);
  set('type', p.addressType === d.addressType ? undefined : p.addressType);
  set('crs', p.coordType === d.coordType ? undefined : p.coordType);
  set('ext', p.newAddressExtend === d.newAddressExtend ? undefined : p.newAddressExtend);
  set('radius', p.radius === d.radius ? undefined : String(p.radius));
  set('vt', p.vehicleType === d.vehicleType ? undefined : String(p.vehicleType));
  set('level', p.reqLevel === d.reqLevel ? undefined : String(p.reqLevel));
  const off = LOOKUPS.filter((l) => !p.lookups[l]);
  set('off', off.length ? off.join(',') : undefined);
  return out;
}
