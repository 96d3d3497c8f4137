/**
 * The workbench's comparisons: a point in every system (local definitions), the service's answer
 * against the local one, and the service's round trip A → B → A. Distances are on the ground:
 * both points are taken to WGS84 with the local definitions and measured along the great circle,
 * so metres mean the same in every system (Web Mercator's metres are not ground metres).
 */
import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';
import { convert, type ServicePoint } from '../../../../shared/crs/convert';
import { distanceMetres } from '../../../../shared/geometry/distance';

/** A difference above this many metres is flagged. */
export const DRIFT_LIMIT_M = 1;

/** Ground distance in metres between two points given in `system`. */
export function groundDistance(system: CoordType, a: ServicePoint, b: ServicePoint): number {
  const wa = convert(system, 'WGS84GEO', a);
  const wb = convert(system, 'WGS84GEO', b);
  return distanceMetres([wa.lon, wa.lat], [wb.lon, wb.lat]);
}

/** The point in each of the platform's systems, in the code table's order; a failed conversion is left out. */
export function inEverySystem(from: CoordType, p: ServicePoint): { system: CoordType; point: ServicePoint }[] {
  return COORD_TYPES.flatMap((system) => {
    try {
      return [{ system, point: convert(from, system, p) }];
    } catch {
      return [];
    }
  });
}

export interface Comparison {
  /** Service vs local for A → B, metres; undefined until the service answered. */
  apiDeltaM: number | undefined;
  /** The service's B → A of its own A → B answer vs the original, metres. */
  roundTripM: number | undefined;
  /** Local A → B → A vs the original, metres (numerical round trip of the definitions). */
  localRoundTripM: number;
  /** Either service figure above DRIFT_LIMIT_M. */
  flagged: boolean;
}

/**
 * Compares, for target system `to`, the local conversion with the service's (`api`), and the
 * original point in `from` with the service's way back (`back`).
 */
export function compareConversions(
  from: CoordType,
  original: ServicePoint,
  to: CoordType,
  api: ServicePoint | undefined,
  back: ServicePoint | undefined,
): Comparison {
  const local = convert(from, to, original);
  const apiDeltaM = api ? groundDistance(to, api, local) : undefined;
  const roundTripM = back ? groundDistance(from, back, original) : undefined;
  const localRoundTripM = groundDistance(from, convert(to, from, local), original);
  const flagged = (apiDeltaM ?? 0) > DRIFT_LIMIT_M || (roundTripM ?? 0) > DRIFT_LIMIT_M;
  return { apiDeltaM, roundTripM, localRoundTripM, flagged };
}

/** "0.03 m", "1.84 m", "254 m", "12.3 km". */
export function formatMetres(m: number): string {
  if (m < 10) return `${m.toFixed(2)} m`;
  if (m < 10_000) return `${Math.round(m)} m`;
  return `${(m / 1000).toFixed(1)} km`;
}
