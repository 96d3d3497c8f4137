import type { Migration } from './migration';

/**
 * Tables of the imported POIs (server/import/poi-import.ts, server/national/poi-*.ts): one row
 * per point of interest.
 *
 * - `id`: stable, derived from the name and the place (poi-records.ts poiId), so importing the
 *   same file again, or another file naming the same POI at the same place, updates one row.
 *   It is the reverseLabel `poiInfo.id` (a numeric string there).
 * - `category`: the file's category column when it has one, else ''.
 * - Coordinates WGS84 degrees.
 * - `source`: the file name the row last came from.
 */
export const POI_TABLES: Migration = {
  version: 10,
  name: 'imported POIs',
  up(db) {
    db.exec(`CREATE TABLE imported_pois (
      id       INTEGER PRIMARY KEY,
      name     TEXT NOT NULL,
      category TEXT NOT NULL,
      lon      REAL NOT NULL,
      lat      REAL NOT NULL,
      source   TEXT NOT NULL
    ) STRICT`);
  },
};
