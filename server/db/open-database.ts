import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Migration } from './migration';
import { MIGRATIONS, runMigrations } from './migrations';

export type Db = Database.Database;

export const MEMORY_DB = ':memory:';

/**
 * Opens (creating if needed) the emulator's SQLite database and brings its schema up to date.
 * Files use WAL; `:memory:` gives a private in-memory database (tests).
 */
export function openDatabase(path: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  if (path !== MEMORY_DB) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    if (path !== MEMORY_DB) {
      db.pragma('journal_mode = WAL');
      // Imported national data makes the file a few GB read at random: a larger page cache
      // (64 MB). (Memory-mapping it was tried: it raised RSS by up to 2 GB of mapped file and made
      // cold reverse geocoding slower.)
      db.pragma('cache_size = -65536');
    }
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runMigrations(db, migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Opens an existing database file read-only, without migrations (a tile worker's view of the
 * file the emulator has open: server/tiles/tile-worker.ts).
 */
export function openDatabaseReadOnly(path: string): Db {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma('cache_size = -65536');
  db.pragma('busy_timeout = 5000');
  return db;
}
