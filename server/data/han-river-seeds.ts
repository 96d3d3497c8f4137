/**
 * The Han River through the demo world, authored at a coarse scale: the demo world places no
 * building in it (road-addresses.ts). The basemap's land and sea are Natural Earth's
 * (server/tiles/land-water.ts), never drawn by hand.
 * Coordinates are WGS84 [lon, lat].
 */
import type { LonLat } from '../domain/world-types.ts';

/**
 * The Han River's centre line through Seoul, west to east, past the bridges
 * (행주, 방화, 가양, 성산, 양화, 마포, 한강, 동작, 반포, 한남, 성수, 영동, 잠실, 올림픽, 천호, 강동).
 */
export const HAN_RIVER_CENTRE_LINE: LonLat[] = [
  [126.77, 37.615], [126.81, 37.599], [126.83, 37.586], [126.862, 37.573],
  [126.89, 37.554], [126.903, 37.543], [126.925, 37.537], [126.94, 37.532],
  [126.95, 37.526], [126.959, 37.517], [126.98, 37.51], [126.996, 37.513],
  [127.01, 37.526], [127.02, 37.534], [127.035, 37.535], [127.056, 37.532],
  [127.07, 37.525], [127.09, 37.522], [127.105, 37.533], [127.117, 37.545],
  [127.13, 37.558], [127.155, 37.572], [127.19, 37.585],
];

/** Approximate width of the river band in metres. */
export const HAN_RIVER_WIDTH_M = 800;
