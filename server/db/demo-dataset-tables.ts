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
