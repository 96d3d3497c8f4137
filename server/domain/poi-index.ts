/**
 * Points of interest of the demo world and the look-up behind GET /tmap/geo/reverseLabel:
 * the POI nearest to a point within a radius that depends on the map zoom (reqLevel).
 *
 * reverseLabelRadius: the service answers for reqLevel 15–19 (api-facts §8) and documents no
 * radius. The emulator searches 50 m at level 19 and doubles the radius for each level out:
 * 19 → 50 m, 18 → 100 m, 17 → 200 m, 16 → 400 m, 15 → 800 m, i.e. about 210 screen pixels of
 * a 256-pixel-tile map at Seoul's latitude at every level. Levels outside 15–19 are clamped
 * and fractions rounded (checking the parameter is the route's job).
 */
import Flatbush from 'flatbush';
import { POI_SEEDS, type PoiCategory, type PoiSeed } from '../data/poi-seeds.ts';
import { planeAround } from './local-plane.ts';


export interface Poi {
  /** Numeric string. */
  id: string;
  name: string;
  lon: number;
  lat: number;
  category: PoiCategory;
}

interface PoiMatch {
  poi: Poi;
  distanceM: number;
}

export interface PoiIndex {
  readonly pois: readonly Poi[];
  /** The POI nearest to the point within radiusM metres (ties: the lower id), or null. */
  nearest(lon: number, lat: number, radiusM: number): PoiMatch | null;
  byId(id: string): Poi | undefined;
}

const REVERSE_LABEL_MIN_LEVEL = 15;
const REVERSE_LABEL_MAX_LEVEL = 19;
/** Search radius at reqLevel 19, metres. */
const RADIUS_AT_MAX_LEVEL_M = 50;

/** Search radius in metres for a reverseLabel reqLevel (see the module comment). */
export function reverseLabelRadius(reqLevel: number): number {
  const level = Number.isFinite(reqLevel)
    ? Math.min(REVERSE_LABEL_MAX_LEVEL, Math.max(REVERSE_LABEL_MIN_LEVEL, Math.round(reqLevel)))
    : REVERSE_LABEL_MAX_LEVEL;
  return RADIUS_AT_MAX_LEVEL_M * 2 ** (REVERSE_LABEL_MAX_LEVEL - level);
}

export function poiFromSeed(seed: PoiSeed): Poi {
  return { id: seed.id, name: seed.name, lon: seed.position[0], lat: seed.position[1], category: seed.category };
}

/** The demo world's POIs. */
export function demoPois(): Poi[] {
  return POI_SEEDS.map(poiFromSeed);
}

export function createPoiIndex(pois: readonly Poi[]): PoiIndex {
  const ids = new Map<string, Poi>();
  for (const poi of pois) {
    if (!/^\d+$/.test(poi.id)) throw new Error(`POI ${poi.name}: id ${poi.id} is not numeric`);
    if (ids.has(poi.id)) throw new Error(`duplicate POI id ${poi.id}`);
    ids.set(poi.id, poi);
  }
  const plane = planeAround(pois.map((p) => [p.lon, p.lat]));
  const xy = pois.map((p) => plane.toXY([p.lon, p.lat]));
  const tree = new Flatbush(Math.max(pois.length, 1));
  for (const [x, y] of xy) tree.add(x, y, x, y);
  if (pois.length === 0) tree.add(0, 0, 0, 0);
  tree.finish();

  return {
    pois,
    nearest(lon, lat, radiusM) {
      if (pois.length === 0 || !Number.isFinite(lon) || !Number.isFinite(lat) || !(radiusM >= 0)) return null;
      const [x, y] = plane.toXY([lon, lat]);
      let best: PoiMatch | null = null;
      // Points are their own boxes: the box distance is the exact distance.
      for (const i of tree.neighbors(x, y, Infinity, radiusM)) {
        const poi = pois[i];
        const p = xy[i];
        if (!poi || !p) continue;
        const distanceM = Math.hypot(p[0] - x, p[1] - y);
        if (best && distanceM > best.distanceM) break;
        if (!best || distanceM < best.distanceM || (distanceM === best.distanceM && Number(poi.id) < Number(best.poi.id))) {
          best = { poi, distanceM };
        }
      }
      return best;
    },
    byId: (id) => ids.get(id),
  };
}

/** The reverseLabel look-up: the POI nearest to the point within the reach of reqLevel, or null. */
export function reverseLabelAt(index: PoiIndex, query: { lon: number; lat: number; reqLevel: number }): Poi | null {
  return index.nearest(query.lon, query.lat, reverseLabelRadius(query.reqLevel))?.poi ?? null;
}

/** The reverseLabel `poiInfo` of a POI (coordinates as numbers, as in the published sample). */
export function poiInfo(poi: Poi): { id: string; name: string; poiLat: number; poiLon: number } {
  return { id: poi.id, name: poi.name, poiLat: poi.lat, poiLon: poi.lon };
}
