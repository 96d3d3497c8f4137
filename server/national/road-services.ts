import Flatbush from 'flatbush';
import { lonScale, METRES_PER_DEGREE_LAT } from '../../shared/geometry/distance.ts';
import type { MapBox, NearestRoadBody, WorldServices } from '../world-services-types';
import { NO_ROAD_LINKS, type RoadLinks } from '../domain/road-links';
import type { Db } from '../db/open-database';
import { loadIndex } from './datasets';
import { linkHeadersFrom, type LinkHeader } from './road-header-parts';
import { createRoadMap } from './road-map';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';
import { BOX_PAD_DEG } from './road-index-build';

/**
 * The roads as nearToRoad and the map serve them: one engine over imported_roads, which holds
 * the imported links and the demo world's (demo-roads.ts; those of mesh cells imported links
 * reach wait on a shelf, road-write.ts placeDemoRoads).
 *
 * In memory (loaded from the parts the last change stored, viewed in place, never rebuilt at
 * start): a Float32 Flatbush over the links' boxes, the links' vertices (Int32, 1e-7°) and ids,
 * and the header fields exactly as the rows hold them (road-header-parts.ts: typed arrays and
 * string tables), so an answer reads no row. Roads published before the header's parts were
 * stored have none of them: their answers read the winning link's row instead, until the roads
 * are published again (an import, a clear). Reloaded when the roads' generation moved
 * (live-dataset.ts).
 */
export function roadServices(db: Db, options: LiveDatasetOptions = {}): Pick<WorldServices, 'nearestRoad' | 'mapRoads'> & { generation(): number } {
  const live = createLiveDataset(db, 'roads', loadRoads, options);
  return {
    nearestRoad: (query) => live.current()?.nearest(query.lon, query.lat, query.radiusM) ?? null,
    mapRoads: (query) => live.current()?.roadsIn(query.box, query.maxCategory, query.minSize, query.budget) ?? NO_ROAD_LINKS,
    generation: () => (live.current(), live.generation()),
  };
}

export interface ServedRoads {
  readonly links: number;
  nearest(lon: number, lat: number, radiusM: number): NearestRoadBody | null;
  /** Links crossing a box with roadCategory ≤ maxCategory (road-map.ts). */
  roadsIn(box: MapBox, maxCategory: number, minSize?: number, budget?: number): RoadLinks;
}

export function loadRoads(db: Db): ServedRoads | null {
  const parts = loadIndex(db, 'roads');
  if (!parts) return null;
  const boxes = parts.get('boxes');
  const idsPart = parts.get('ids');
  const offsetsPart = parts.get('offsets');
  const coordsPart = parts.get('coords');
  if (!boxes || !idsPart || !offsetsPart || !coordsPart) return null;
  const index = Flatbush.from(boxes);
  const ids = new Float64Array(idsPart);
  const offsets = new Uint32Array(offsetsPart);
  const coords = new Int32Array(coordsPart);
  const headers = linkHeadersFrom(parts, ids.length);
  // Roads published before the header's parts were stored: the winning link's row.
  const row = headers
    ? null
    : db.prepare(`SELECT idx_name AS idxName, road_name AS roadName, road_category AS roadCategory, speed, lane, lane_type AS laneType,
        toll_link AS tollLink, link_facil AS linkFacil, total_distance AS totalDistance FROM imported_roads WHERE link_id = ?`);

  function nearest(lon: number, lat: number, radiusM: number): NearestRoadBody | null {
    // Distances on the plane of the query's latitude, in metres, from coordinates in 1e-7°.
    const kx = (lonScale(lat) * METRES_PER_DEGREE_LAT) / 1e7;
    const ky = METRES_PER_DEGREE_LAT / 1e7;
    const qx = lon * 1e7;
    const qy = lat * 1e7;
    const dLon = radiusM / (kx * 1e7);
    const dLat = radiusM / (ky * 1e7);
    let best = -1;
    let bestD2 = radiusM * radiusM;
    index.search(lon - dLon - BOX_PAD_DEG, lat - dLat - BOX_PAD_DEG, lon + dLon + BOX_PAD_DEG, lat + dLat + BOX_PAD_DEG, (item) => {
      const from = offsets[item] ?? 0;
      const to = offsets[item + 1] ?? 0;
      let ax = ((coords[2 * from] ?? 0) - qx) * kx;
      let ay = ((coords[2 * from + 1] ?? 0) - qy) * ky;
      for (let v = from + 1; v < to; v++) {
        const bx = ((coords[2 * v] ?? 0) - qx) * kx;
        const by = ((coords[2 * v + 1] ?? 0) - qy) * ky;
        const d2 = pointSegmentDistance2(ax, ay, bx, by);
        // Ties go to the lower link id, so the answer does not depend on the index's order.
        if (d2 < bestD2 || (d2 === bestD2 && (best === -1 || (ids[item] ?? 0) < (ids[best] ?? 0)))) {
          bestD2 = d2;
          best = item;
        }
        ax = bx;
        ay = by;
      }
      return false;
    });
    if (best === -1) return null;
    const linkId = ids[best] ?? 0;
    const found = headers ? headers(best) : (row?.get(linkId) as LinkHeader | undefined);
    if (!found) return null;
    const linkPoints: NearestRoadBody['linkPoints'] = [];
    for (let v = offsets[best] ?? 0; v < (offsets[best + 1] ?? 0); v++) {
      linkPoints.push({ location: { latitude: (coords[2 * v + 1] ?? 0) / 1e7, longitude: (coords[2 * v] ?? 0) / 1e7 } });
    }
    return {
      header: {
        totalDistance: found.totalDistance,
        idxName: found.idxName,
        linkId: String(linkId),
        speed: found.speed,
        tollLink: found.tollLink,
        roadName: found.roadName,
        lane: found.lane,
        laneType: found.laneType,
        roadCategory: found.roadCategory,
        linkFacil: found.linkFacil,
      },
      linkPoints,
    };
  }

  const map = createRoadMap(db, { index, offsets, coords, ids, parts });
  return {
    links: ids.length,
    roadsIn: (box, maxCategory, minSize, budget) => map.roadsIn(box, maxCategory, minSize, budget),
    nearest,
  };
}

/** Squared distance from the origin to segment a–b. */
function pointSegmentDistance2(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  let t = length2 > 0 ? -(ax * dx + ay * dy) / length2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const x = ax + t * dx;
  const y = ay + t * dy;
  return x * x + y * y;
}
