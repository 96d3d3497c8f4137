import type { Migration } from './migrations';

/** Tables of the imported roads (server/national). */
export const ROAD_TABLES: Migration = {
  version: 9,
  name: 'imported roads',
  up(db) {
    db.exec('CREATE TABLE imported_roads_placeholder (id INTEGER PRIMARY KEY) STRICT');
  },
};
