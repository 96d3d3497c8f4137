import { batchedTransaction } from '../db/batched-transaction';
import type { Db } from '../db/open-database';
import type { LinkAttributes } from '../domain/osm-road-tags';
import { LINK_PIECES, type WayLink } from '../domain/osm-way-links';

/**
 * Writes imported road links (server/db/road-tables.ts) as they come: each way is written at
 * once (nothing is held back in memory) inside a transaction that is committed every
 * `batchLinks` links and at `finish`. The links of a way replace whatever that way had (its
 * link-id range), so importing the same file again changes nothing and files of other areas add
 * up. A failure rolls the open batch back.
 */
export interface RoadWriter {
  /** Writes one way's links; returns how many. */
  write(wayId: number, attributes: LinkAttributes, links: readonly WayLink[]): number;
  /** Commits the open batch. */
  finish(): void;
  /** Rolls the open batch back (after an error). */
  abort(): void;
}

export function roadWriter(db: Db, batchLinks = 20_000): RoadWriter {
  const batch = batchedTransaction(db, batchLinks);
  const remove = db.prepare('DELETE FROM imported_roads WHERE link_id >= ? AND link_id < ?');
  const insert = db.prepare(`INSERT INTO imported_roads (link_id, way_id, idx_name, road_name, road_category, speed, lane,
      lane_type, toll_link, link_facil, oneway, total_distance, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  return {
    write(wayId, a, links) {
      batch.open();
      remove.run(wayId * LINK_PIECES, (wayId + 1) * LINK_PIECES);
      for (const link of links) {
        const points = Buffer.from(link.points.buffer, link.points.byteOffset, link.points.byteLength);
        insert.run(link.linkId, wayId, link.idxName, a.roadName, a.roadCategory, a.speed, a.lane, a.laneType, a.tollLink, a.linkFacil, link.oneway, link.totalDistance, points);
      }
      batch.wrote(links.length);
      return links.length;
    },
    finish: () => batch.finish(),
    abort: () => batch.abort(),
  };
}
