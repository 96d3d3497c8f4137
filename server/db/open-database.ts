import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, runMigrations, type Migration } from './migrations';

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
      // Imported national data makes the file a few GB that queries read at random: map it
      // (reads without a system call per page) and keep a larger page cache (64 MB).
      db.pragma('mmap_size = 8589934592'); // capped by SQLite at its build's limit (2 GB in better-sqlite3)
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
