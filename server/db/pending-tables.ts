import type { Migration } from './migration';

/**
 * Where an import's rows wait until the import has finished (server/national/import-runs.ts):
 * no serving code reads these tables. Each import is a run (`import_runs`: its process, so that
 * rows of a run whose process is gone can be swept); its rows are written in batches to the
 * `pending_*` table of their kind with `seq` = run × RUN_SPAN + their number in the run (so a
 * run's rows are one range of the rowid, in the order they were read), and its last transaction
 * moves them into the served `imported_*` tables.
 *
 * Each pending table has the columns of its served table (addresses and their lots, road links,
 * water, buildings, POIs). `way_write` (roads): which write of its way the link came from, so
 * that a way read twice in one import keeps its last links only.
 */
export const PENDING_TABLES_MIGRATION: Migration = {
  version: 16,
  name: 'pending imports',
  up(db) {
    db.exec(`CREATE TABLE import_runs (
      run        INTEGER PRIMARY KEY,
      kind       TEXT NOT NULL,
      pid        INTEGER NOT NULL,
      process    TEXT NOT NULL,
      started_at TEXT NOT NULL
    ) STRICT`);
    db.exec(`CREATE TABLE pending_addresses (
      seq             INTEGER PRIMARY KEY,
      building_key    TEXT NOT NULL,
      sgg_code        TEXT NOT NULL,
      sido_name       TEXT NOT NULL,
      sgg_name        TEXT NOT NULL,
      emd_name        TEXT NOT NULL,
      ri_name         TEXT NOT NULL,
      legal_dong_code TEXT NOT NULL,
      admin_dong_code TEXT NOT NULL,
      admin_dong_name TEXT NOT NULL,
      road_code       TEXT NOT NULL,
      road_name       TEXT NOT NULL,
      road_key        TEXT NOT NULL,
      underground     INTEGER NOT NULL,
      main            INTEGER NOT NULL,
      sub             INTEGER NOT NULL,
      zipcode         TEXT NOT NULL,
      building_name   TEXT NOT NULL,
      name_key        TEXT NOT NULL,
      lon             REAL NOT NULL,
      lat             REAL NOT NULL,
      ent_lon         REAL NOT NULL,
      ent_lat         REAL NOT NULL,
      source          TEXT NOT NULL
    ) STRICT`);
    db.exec(`CREATE TABLE pending_address_lots (
      seq             INTEGER PRIMARY KEY,
      building_key    TEXT NOT NULL,
      legal_dong_code TEXT NOT NULL,
      emd_name        TEXT NOT NULL,
      ri_name         TEXT NOT NULL,
      emd_key         TEXT NOT NULL,
      mountain        INTEGER NOT NULL,
      main            INTEGER NOT NULL,
      sub             INTEGER NOT NULL,
      is_primary      INTEGER NOT NULL
    ) STRICT`);
    db.exec(`CREATE TABLE pending_roads (
      seq            INTEGER PRIMARY KEY,
      way_write      INTEGER NOT NULL,
      link_id        INTEGER NOT NULL,
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
    db.exec(`CREATE TABLE pending_water (
      seq      INTEGER PRIMARY KEY,
      osm_key  INTEGER NOT NULL,
      kind     TEXT NOT NULL,
      geometry BLOB NOT NULL
    ) STRICT`);
    db.exec(`CREATE TABLE pending_buildings (
      seq      INTEGER PRIMARY KEY,
      osm_key  INTEGER NOT NULL,
      geometry BLOB NOT NULL
    ) STRICT`);
    db.exec(`CREATE TABLE pending_pois (
      seq      INTEGER PRIMARY KEY,
      id       INTEGER NOT NULL,
      name     TEXT NOT NULL,
      category TEXT NOT NULL,
      lon      REAL NOT NULL,
      lat      REAL NOT NULL,
      source   TEXT NOT NULL
    ) STRICT`);
  },
};

/** Every pending table (a run's rows are swept from each). */
export const PENDING_TABLES = ['pending_addresses', 'pending_address_lots', 'pending_roads', 'pending_water', 'pending_buildings', 'pending_pois'] as const;

/** seq numbers of one run: run × RUN_SPAN up to (run + 1) × RUN_SPAN (2^32 rows a run, 2^21 runs within a double's integers). */
export const RUN_SPAN = 2 ** 32;
