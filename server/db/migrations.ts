import type Database from 'better-sqlite3';
import { ADDRESS_TABLES } from './address-tables';
import { AREA_TABLES } from './area-tables';
import { DEMO_DATASET_TABLES, DEMO_SHELF_TABLES } from './demo-dataset-tables';
import { REGION_BANDS, REGION_BOXES, REGION_LISTING, REGION_SHAPES, REGION_SPACED_NAMES, REGION_STATE } from './imported-regions';
import type { Migration } from './migration';
import { PENDING_TABLES_MIGRATION } from './pending-tables';
import { POI_TABLES } from './poi-tables';
import { ROAD_TABLES } from './road-tables';

/**
 * A tiny migration runner: migrations are numbered code, applied in order, each in its own
 * transaction, and recorded in `schema_version`. Later areas append to MIGRATIONS; a number,
 * once released, never changes meaning.
 */

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'meta',
    up(db) {
      db.exec(`CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT`);
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('created_at', new Date().toISOString());
    },
  },
  {
    version: 2,
    name: 'imported regions',
    up(db) {
      // Administrative regions loaded by `npm run emulator:import` (server/import), served with
      // the demo world's (server/db/imported-regions.ts). geometry: JSON MultiPolygon
      // coordinates, WGS84 [lon, lat] (binary in column shape from migration 19). province: the
      // 2-digit sido the region belongs to, the unit an import replaces.
      db.exec(`CREATE TABLE imported_regions (
        region_id  TEXT PRIMARY KEY,
        category   TEXT NOT NULL CHECK (category IN ('city_do', 'gu_gun', 'adminDong', 'legalDong')),
        code       TEXT NOT NULL,
        name       TEXT NOT NULL,
        parent_id  TEXT,
        full_name  TEXT NOT NULL,
        province   TEXT NOT NULL,
        center_lon REAL NOT NULL,
        center_lat REAL NOT NULL,
        geometry   TEXT NOT NULL
      ) STRICT`);
      db.exec('CREATE INDEX imported_regions_province ON imported_regions (province)');
      // One row: bumped by every import so that running emulators reload (generation). Moved
      // into dataset_state by migration 15.
      db.exec(`CREATE TABLE region_import_state (
        id         INTEGER PRIMARY KEY CHECK (id = 1),
        generation INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        source     TEXT NOT NULL
      ) STRICT`);
      db.prepare('INSERT INTO region_import_state (id, generation, updated_at, source) VALUES (1, 0, ?, ?)').run(new Date().toISOString(), '');
    },
  },
  {
    version: 3,
    name: 'zones',
    up(db) {
      // Zones (권역) per tenant (the appKey that made them); seq is the service's sequence number.
      db.exec(`CREATE TABLE zones (
        seq         INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant      TEXT NOT NULL,
        code        TEXT NOT NULL,
        name        TEXT NOT NULL,
        update_date TEXT NOT NULL,
        UNIQUE (tenant, code)
      ) STRICT`);
    },
  },
  {
    version: 4,
    name: 'faces',
    up(db) {
      // The face service's hierarchy app → group → subject → face (server/domain/face-store.ts).
      // Ids are the service's 10 upper-case alphanumerics, unique across apps; every lookup also
      // filters by app_id through the group, so another app's id reads as unknown. Deleting a
      // group deletes its subjects and their faces (foreign keys are on, openDatabase). seq keeps
      // the order of creation for listings.
      db.exec(`CREATE TABLE face_groups (
        seq        INTEGER PRIMARY KEY AUTOINCREMENT,
        group_id   TEXT NOT NULL UNIQUE,
        app_id     TEXT NOT NULL,
        group_name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (app_id, group_name)
      ) STRICT`);
      db.exec(`CREATE TABLE face_subjects (
        seq          INTEGER PRIMARY KEY AUTOINCREMENT,
        subject_id   TEXT NOT NULL UNIQUE,
        group_id     TEXT NOT NULL REFERENCES face_groups (group_id) ON DELETE CASCADE,
        subject_name TEXT NOT NULL,
        created_at   TEXT NOT NULL,
        UNIQUE (group_id, subject_name)
      ) STRICT`);
      // Face fields as the service lists them; landmark is a JSON array of 10 integers;
      // descriptor is the 128-d face-api descriptor as 512 bytes of little-endian float32.
      db.exec(`CREATE TABLE faces (
        seq              INTEGER PRIMARY KEY AUTOINCREMENT,
        face_id          TEXT NOT NULL UNIQUE,
        subject_id       TEXT NOT NULL REFERENCES face_subjects (subject_id) ON DELETE CASCADE,
        face_name        TEXT NOT NULL,
        top_left_x       INTEGER NOT NULL,
        top_left_y       INTEGER NOT NULL,
        face_width       INTEGER NOT NULL,
        face_height      INTEGER NOT NULL,
        landmark         TEXT NOT NULL,
        face_score       REAL NOT NULL,
        expression       TEXT NOT NULL,
        expression_score REAL NOT NULL,
        age              REAL NOT NULL,
        gender           TEXT NOT NULL,
        attribute        TEXT NOT NULL,
        image_width      INTEGER NOT NULL,
        image_height     INTEGER NOT NULL,
        engine_version   INTEGER NOT NULL,
        descriptor       BLOB NOT NULL CHECK (length(descriptor) = 512),
        created_at       TEXT NOT NULL
      ) STRICT`);
      db.exec('CREATE INDEX face_subjects_group ON face_subjects (group_id)');
      db.exec('CREATE INDEX faces_subject ON faces (subject_id)');
    },
  },
  {
    version: 5,
    name: 'zone list pages',
    up(db) {
      // zoneList reads a tenant's zones a page at a time by seq (routes/zone-list-stream.ts).
      db.exec('CREATE INDEX zones_tenant_seq ON zones (tenant, seq)');
    },
  },
  {
    version: 6,
    name: 'quota counts',
    up(db) {
      // Requests per appKey per Korean day (db/quota-counts.ts); the key is stored as its SHA-256.
      db.exec(`CREATE TABLE quota_counts (
        key_hash TEXT NOT NULL,
        day      INTEGER NOT NULL,
        count    INTEGER NOT NULL,
        PRIMARY KEY (key_hash, day)
      ) STRICT`);
    },
  },
  {
    version: 7,
    name: 'national datasets',
    up(db) {
      // Generations, sources and stored spatial indexes of the imported national datasets
      // (server/national/datasets.ts).
      db.exec(`CREATE TABLE dataset_state (
        kind       TEXT PRIMARY KEY,
        generation INTEGER NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT`);
      db.exec(`CREATE TABLE data_sources (
        kind        TEXT NOT NULL,
        file        TEXT NOT NULL,
        rows        INTEGER NOT NULL,
        imported_at TEXT NOT NULL,
        version     TEXT NOT NULL,
        layout      TEXT NOT NULL,
        PRIMARY KEY (kind, file)
      ) STRICT`);
      db.exec(`CREATE TABLE dataset_indexes (
        kind TEXT NOT NULL,
        part TEXT NOT NULL,
        data BLOB NOT NULL,
        PRIMARY KEY (kind, part)
      ) STRICT`);
    },
  },
  ADDRESS_TABLES,
  ROAD_TABLES,
  POI_TABLES,
  AREA_TABLES,
  REGION_BOXES,
  REGION_BANDS,
  REGION_SPACED_NAMES,
  REGION_STATE,
  PENDING_TABLES_MIGRATION,
  DEMO_DATASET_TABLES,
  DEMO_SHELF_TABLES,
  REGION_SHAPES,
  REGION_LISTING,
];

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Applies the pending migrations; returns the versions applied now. */
export function runMigrations(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  checkSequence(migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const current = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new MigrationError(`The database is at schema version ${current}, newer than this emulator (${latest}).`);
  }
  const record = db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      m.up(db);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    applied.push(m.version);
  }
  return applied;
}

export function schemaVersion(db: Database.Database): number {
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null } | undefined;
  return row?.v ?? 0;
}

function checkSequence(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new MigrationError(`Migration "${m.name}" has version ${m.version}; expected ${i + 1}.`);
    }
  });
}
