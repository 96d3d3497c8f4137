import type { Db } from '../db/open-database';
import type { LinkAttributes } from '../domain/osm-road-tags';
import { LINK_PIECES, type WayLink } from '../domain/osm-way-links';

/** One way's links with the attributes they share. */
export interface WrittenWay {
  wayId: number;
  attributes: LinkAttributes;
  links: readonly WayLink[];
}

/**
 * Writes imported road links (server/db/road-tables.ts). Each call is one transaction; the
 * links of a way replace whatever that way had (its link-id range), so importing the same file
 * again changes nothing and files of other areas add up.
 */
export interface RoadWriter {
  write(ways: readonly WrittenWay[]): number;
}

export function roadWriter(db: Db): RoadWriter {
  const remove = db.prepare('DELETE FROM imported_roads WHERE link_id >= ? AND link_id < ?');
  const insert = db.prepare(`INSERT INTO imported_roads (link_id, way_id, idx_name, road_name, road_category, speed, lane,
      lane_type, toll_link, link_facil, oneway, total_distance, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const write = db.transaction((ways: readonly WrittenWay[]): number => {
    let stored = 0;
    for (const { wayId, attributes: a, links } of ways) {
      remove.run(wayId * LINK_PIECES, (wayId + 1) * LINK_PIECES);
      for (const link of links) {
        const points = Buffer.from(link.points.buffer, link.points.byteOffset, link.points.byteLength);
        insert.run(link.linkId, wayId, link.idxName, a.roadName, a.roadCategory, a.speed, a.lane, a.laneType, a.tollLink, a.linkFacil, link.oneway, link.totalDistance, points);
        stored++;
      }
    }
    return stored;
  });
  return { write: (ways) => write(ways) };
}
