import type { Migration } from './migration';

/**
 * The demo world as a dataset (server/national/demo-addresses.ts): the demo rows live in the
 * imported tables with source 'demo world'; those of a 시군구 that an import covers wait in the
 * shelf tables (same columns) until the import is cleared (server/national/demo-shelf.ts).
 * `demo_dataset` keeps the hash of the demo rows written, per kind, so a start writes them only
 * when the demo world changed.
 */
export const DEMO_DATASET_TABLES: Migration = {
  version: 17,
  name: 'demo world as a dataset',
  up(db) {
    db.exec(`CREATE TABLE demo_dataset (
      kind    TEXT PRIMARY KEY,
      version TEXT NOT NULL
    ) STRICT`);
    db.exec(`CREATE TABLE shelved_demo_addresses (
      building_key    TEXT NOT NULL PRIMARY KEY,
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
    db.exec(`CREATE TABLE shelved_demo_address_lots (
      building_key    TEXT NOT NULL,
      legal_dong_code TEXT NOT NULL,
      emd_name        TEXT NOT NULL,
      ri_name         TEXT NOT NULL,
      emd_key         TEXT NOT NULL,
      mountain        INTEGER NOT NULL,
      main            INTEGER NOT NULL,
      sub             INTEGER NOT NULL,
      is_primary      INTEGER NOT NULL,
      PRIMARY KEY (building_key, legal_dong_code, emd_key, mountain, main, sub)
    ) STRICT, WITHOUT ROWID`);
  },
};

/**
 * The demo world's roads, POIs and regions as datasets too (server/national/demo-roads.ts,
 * demo-pois.ts, demo-regions.ts): their rows live in imported_roads (way_id < 0), imported_pois
 * (source 'demo world') and imported_regions (province 'demo'); those that imported data
 * replaces wait in these shelves (same columns) until it is cleared.
 */
export const DEMO_SHELF_TABLES: Migration = {
  version: 18,
  name: 'demo roads, POIs and regions as datasets',
  up(db) {
    // Same columns as the tables they shelve for, each keyed as its table is.
    db.exec('CREATE TABLE shelved_demo_roads AS SELECT * FROM imported_roads WHERE 0');
    db.exec('CREATE UNIQUE INDEX shelved_demo_roads_link ON shelved_demo_roads (link_id)');
    // The demo links among national ones, found without a scan (imported links are not in it).
    db.exec('CREATE INDEX imported_roads_demo ON imported_roads (link_id) WHERE way_id < 0');
    // The demo world's regions that imported ones of the same regionId replace (demo-regions.ts).
    db.exec('CREATE TABLE shelved_demo_regions AS SELECT * FROM imported_regions WHERE 0');
    db.exec('CREATE UNIQUE INDEX shelved_demo_regions_id ON shelved_demo_regions (region_id)');
    db.exec('CREATE TABLE shelved_demo_pois AS SELECT * FROM imported_pois WHERE 0');
    db.exec('CREATE UNIQUE INDEX shelved_demo_pois_id ON shelved_demo_pois (id)');
  },
};
