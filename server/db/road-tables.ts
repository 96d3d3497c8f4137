import type { Migration } from './migration';

/**
 * Tables of the road links (server/import/road-import.ts, server/national/road-services.ts);
 * the demo world's links are rows too, with a negative way_id (server/national/demo-roads.ts).
 *
 * `imported_roads`: one row per link (an OSM way cut at junctions and into pieces of at most
 * MAX_LINK_M metres). link_id = OSM way id × 10,000 + the piece's position along the way, so a
 * way imported again replaces exactly its own rows (the id range of the way) and files of other
 * areas add up. points: the link's vertices as little-endian Int32 pairs (lon, lat) in 1e-7
 * degrees, OSM's own precision. The nearToRoad header fields are stored as they are served.
 */
export const ROAD_TABLES: Migration = {
  version: 9,
  name: 'imported roads',
  up(db) {
    db.exec(`CREATE TABLE imported_roads (
      link_id        INTEGER PRIMARY KEY,
      way_id         INTEGER NOT NULL,
      idx_name       TEXT NOT NULL,
      road_name      TEXT NOT NULL,
      road_category  INTEGER NOT NULL,
      speed          INTEGER NOT NULL,
      lane           INTEGER NOT NULL,
      lane_type      INTEGER NOT NULL,
      toll_link      INTEGER NOT NULL,
      link_facil     INTEGER NOT NULL,
      oneway         INTEGER NOT NULL,
      total_distance INTEGER NOT NULL,
      points         BLOB NOT NULL
    ) STRICT`);
  },
};
