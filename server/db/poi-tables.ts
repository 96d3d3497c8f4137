import type { Migration } from './migrations';

/** Tables of the imported POIs (server/national). */
export const POI_TABLES: Migration = {
  version: 10,
  name: 'imported POIs',
  up(db) {
    db.exec('CREATE TABLE imported_pois_placeholder (id INTEGER PRIMARY KEY) STRICT');
  },
};
