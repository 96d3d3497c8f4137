import type { LonLat, LonLatLike } from './types.ts';

/** Rounds a coordinate to 1e-7 degrees (about 1 cm), the precision the emulator stores and the console sends. */
export function roundLonLat(p: LonLatLike): LonLat {
  return [Math.round(p[0] * 1e7) / 1e7, Math.round(p[1] * 1e7) / 1e7];
}
