import type { Migration } from './migration';

/**
 * Tables of the imported OpenStreetMap water and building footprints (server/import/area-import.ts,
 * server/national/area-index.ts), taken by `--roads` from the same files as the roads.
 *
 * One row per OSM way or multipolygon relation: osm_key = OSM id × 2, + 1 for a relation (way and
 * relation ids are separate sequences), so an object imported again replaces its own row and
 * files of other areas add up. geometry: the encoded polygons (domain/area-geometry.ts), Int32
 * little-endian, 1e-7 degrees. kind (water): river, lake, reservoir, water or coastline (a line).
 */
export const AREA_TABLES: Migration = {
  version: 11,
  name: 'imported water and buildings',
  up(db) {
    db.exec(`CREATE TABLE imported_water (
      osm_key  INTEGER PRIMARY KEY,
      kind     TEXT NOT NULL,
      geometry BLOB NOT NULL
    ) STRICT`);
    db.exec(`CREATE TABLE imported_buildings (
      osm_key  INTEGER PRIMARY KEY,
      geometry BLOB NOT NULL
    ) STRICT`);
  },
};
