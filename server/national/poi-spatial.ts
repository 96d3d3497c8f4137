import Flatbush from 'flatbush';
import { lonScale, METRES_PER_DEGREE_LAT } from '../../shared/geometry/distance.ts';
import type { IndexPart } from './datasets';

/**
 * The spatial index of the imported POIs, built at import and stored beside the rows
 * (datasets.ts saveIndex), loaded at start without rebuilding. Parts:
 * - `points`: a Flatbush (Float32, about 1 m) over the POIs in a fixed plane, x = lon·cos 36°,
 *   y = lat (degrees), where distances across Korea (33–38.7°N) are within 4 % of the true
 *   ones; item i is ids[i];
 * - `ids`: Float64Array of the rows' ids; `coords`: Float64Array of lon, lat pairs, exactly as
 *   the rows hold them (exact distances, and the places answers give);
 * - the POIs' other fields an answer reads (poi-fields.ts).
 *
 * Coverage (poi-publish.ts): a fixed grid of 0.01° × 0.01° cells (about 0.9 × 1.1 km, cellOf);
 * the demo world's POIs in a cell that holds an imported POI step aside.
 */
const LON_SCALE = lonScale(36);
const CELL_DEGREES = 0.01;
/** Lowest ratio true / plane distance in Korea (cos 38.7° / cos 36°), with room for Float32. */
const LOW_FACTOR = lonScale(38.7) / LON_SCALE - 0.001;
const SLACK_DEGREES = 2e-5;

export function cellOf(lon: number, lat: number): number {
  // Cells numbered row by row; 0.01° from 120°E and 30°N covers Korea with room to spare.
  return Math.floor((lat - 30) / CELL_DEGREES) * 4000 + Math.floor((lon - 120) / CELL_DEGREES);
}

export interface PoiSpatialIndex {
  readonly size: number;
  /** The item, id and distance (metres) of the POI nearest to the point within radiusM (ties: the lower id). */
  nearest(lon: number, lat: number, radiusM: number): { item: number; id: number; distanceM: number } | null;
  /** The items of the POIs inside a box [minLon, minLat, maxLon, maxLat]. */
  itemsIn(box: readonly [number, number, number, number]): number[];
  /** Item i's id and place. */
  id(item: number): number;
  lon(item: number): number;
  lat(item: number): number;
}

/** Builds the stored parts from the POIs' ids and coordinates (in any order). */
export function buildPoiParts(ids: Float64Array, coords: Float64Array): Record<string, IndexPart> {
  const count = ids.length;
  if (count === 0) return {};
  const index = new Flatbush(count, 16, Float32Array);
  for (let i = 0; i < count; i++) {
    const lon = coords[2 * i]!;
    const lat = coords[2 * i + 1]!;
    index.add(lon * LON_SCALE, lat, lon * LON_SCALE, lat);
  }
  index.finish();
  return { points: new Uint8Array(index.data), ids, coords };
}

/** The index over stored parts (null when a part is missing: nothing imported). */
export function poiSpatialIndexFrom(parts: Map<string, ArrayBuffer>): PoiSpatialIndex | null {
  const points = parts.get('points');
  const idsBuffer = parts.get('ids');
  const coordsBuffer = parts.get('coords');
  if (!points || !idsBuffer || !coordsBuffer) return null;
  const tree = Flatbush.from(points);
  const ids = new Float64Array(idsBuffer);
  const coords = new Float64Array(coordsBuffer);
  if (ids.length !== tree.numItems || coords.length !== 2 * ids.length) throw new Error('stored POI index parts do not match');

  const trueDistance = (i: number, lon: number, lat: number, cosLat: number): number => {
    const dx = (coords[2 * i]! - lon) * cosLat;
    const dy = coords[2 * i + 1]! - lat;
    return Math.sqrt(dx * dx + dy * dy) * METRES_PER_DEGREE_LAT;
  };

  return {
    size: ids.length,
    nearest(lon, lat, radiusM) {
      if (!Number.isFinite(lon) || !Number.isFinite(lat) || !(radiusM >= 0)) return null;
      const x = lon * LON_SCALE;
      const cosLat = lonScale(lat);
      // The plane distance of anything within radiusM is at most radiusM / LOW_FACTOR.
      const reach = radiusM / METRES_PER_DEGREE_LAT / LOW_FACTOR + SLACK_DEGREES;
      const first = tree.neighbors(x, lat, 1, reach);
      const i0 = first[0];
      if (i0 === undefined) return null;
      // The first by plane distance is near the nearest; anything nearer lies within this reach.
      const d0 = trueDistance(i0, lon, lat, cosLat);
      const within = Math.min(reach, d0 / METRES_PER_DEGREE_LAT / LOW_FACTOR + SLACK_DEGREES);
      let best = -1;
      let bestDistance = Infinity;
      for (const i of tree.neighbors(x, lat, Infinity, within)) {
        const d = trueDistance(i, lon, lat, cosLat);
        if (d > radiusM) continue;
        if (d < bestDistance || (d === bestDistance && ids[i]! < ids[best]!)) {
          best = i;
          bestDistance = d;
        }
      }
      return best === -1 ? null : { item: best, id: ids[best]!, distanceM: bestDistance };
    },
    itemsIn([minLon, minLat, maxLon, maxLat]) {
      const out: number[] = [];
      // Padded for the Float32 boxes; the exact test follows.
      for (const i of tree.search(minLon * LON_SCALE - SLACK_DEGREES, minLat - SLACK_DEGREES, maxLon * LON_SCALE + SLACK_DEGREES, maxLat + SLACK_DEGREES)) {
        const lon = coords[2 * i]!;
        const lat = coords[2 * i + 1]!;
        if (lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat) out.push(i);
      }
      return out;
    },
    id: (item) => ids[item] ?? 0,
    lon: (item) => coords[2 * item] ?? 0,
    lat: (item) => coords[2 * item + 1] ?? 0,
  };
}
