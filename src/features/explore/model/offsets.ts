import { bearingDegrees, distanceMetres } from '../../../../shared/geometry/distance';

export interface Offset {
  /** Metres along the great circle. */
  distanceM: number;
  /** Initial bearing from the first point, 0–360° clockwise from north. */
  bearingDeg: number;
  /** 8-point compass name of the bearing. */
  compass: string;
}

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** Distance and bearing from `from` to `to`, both [lon, lat]. */
export function offsetBetween(from: [number, number], to: [number, number]): Offset {
  const distanceM = distanceMetres(from, to);
  const bearingDeg = bearingDegrees(from, to);
  const compass = COMPASS[Math.round(bearingDeg / 45) % 8] ?? 'N';
  return { distanceM, bearingDeg, compass };
}

/**
 * "85 m · 212° SW"; under 10 m with one decimal, over 10 km in km. `compass` names the eight
 * points from north clockwise in the UI language (English letters by default).
 */
export function formatOffset(o: Offset, compass: readonly string[] = COMPASS): string {
  const d =
    o.distanceM < 10 ? `${o.distanceM.toFixed(1)} m` : o.distanceM < 10_000 ? `${Math.round(o.distanceM)} m` : `${(o.distanceM / 1000).toFixed(1)} km`;
  const point = compass[Math.round(o.bearingDeg / 45) % 8] ?? o.compass;
  return `${d} · ${Math.round(o.bearingDeg) % 360}° ${point}`;
}
