import type Database from 'better-sqlite3';

/** One numbered step of the schema (migrations.ts runs them; the table modules define theirs). */
export interface Migration {
  /** 1, 2, 3… without gaps. */
  version: number;
  name: string;
  up(db: Database.Database): void;
}
