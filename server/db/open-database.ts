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
    if (path !== MEMORY_DB) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runMigrations(db, migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
