import type { Migration } from './migration';

/**
 * Tables of the imported road-name addresses (server/national/address-*.ts): one row per
 * building address, and the lots (지번) related to each.
 *
 * - `building_key`: the juso.go.kr 건물관리번호 (25 digits) for rows of the navigation DB; for
 *   rows of a standard-data CSV, 'csv:' and the normalised address, so a re-import finds it.
 * - Names as written in the file; `*_key` columns are nameKey() of them (NFC, no spaces), what
 *   look-ups compare.
 * - Coordinates WGS84 degrees: the building centre, and the entrance (the centre when the file
 *   has none).
 * - `source`: the file name the row came from.
 */
/**
 * The columns of imported_addresses but its id, and of imported_address_lots, as the statements
 * that move rows between these tables and their pending and shelf twins list them (a moved row
 * takes a new id: its old one may be taken).
 */
export const ADDRESS_COLUMNS = `building_key, sgg_code, sido_name, sgg_name, emd_name, ri_name, legal_dong_code, admin_dong_code,
  admin_dong_name, road_code, road_name, road_key, underground, main, sub, zipcode, building_name, name_key, lon, lat,
  ent_lon, ent_lat, source`;
export const LOT_COLUMNS = 'building_key, legal_dong_code, emd_name, ri_name, emd_key, mountain, main, sub, is_primary';

export const ADDRESS_TABLES: Migration = {
  version: 8,
  name: 'imported addresses',
  up(db) {
    db.exec(`CREATE TABLE imported_addresses (
      id              INTEGER PRIMARY KEY,
      building_key    TEXT NOT NULL UNIQUE,
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
    db.exec('CREATE INDEX imported_addresses_road ON imported_addresses (road_key, main, sub)');
    // Postcode search lists a postcode's buildings by road and number: the index gives them in
    // that order (no sort), and counts them without reading rows.
    db.exec('CREATE INDEX imported_addresses_zipcode ON imported_addresses (zipcode, road_key, main, sub)');
    db.exec("CREATE INDEX imported_addresses_name ON imported_addresses (name_key) WHERE name_key <> ''");
    db.exec('CREATE INDEX imported_addresses_sgg ON imported_addresses (sgg_code)');
    // Lots (지번) of a building: from the related-lot file, or the CSV's lot address. emd_key is
    // nameKey of the 리 when there is one, else of the 읍·면·동. is_primary marks the building's own
    // (대표) lot, the one reverse geocoding shows.
    db.exec(`CREATE TABLE imported_address_lots (
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
    db.exec('CREATE INDEX imported_address_lots_lot ON imported_address_lots (emd_key, main, sub)');
  },
};
