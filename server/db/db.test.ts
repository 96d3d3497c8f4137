import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { MEMORY_DB, openDatabase } from './open-database';
import type { Migration } from './migration';
import { MIGRATIONS, MigrationError, runMigrations, schemaVersion } from './migrations';
import { resetData } from './reset-data';

/** A migration after the real ones. */
const NEXT = MIGRATIONS.length + 1;
const extra: Migration = {
  version: NEXT,
  name: 'things',
  up(db) {
    db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY, owner INTEGER REFERENCES owners(id))');
    db.exec('CREATE TABLE owners (id INTEGER PRIMARY KEY)');
  },
};

describe('openDatabase', () => {
  it('creates schema_version and meta in memory', () => {
    const db = openDatabase(MEMORY_DB);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const meta = db.prepare("SELECT value FROM meta WHERE key = 'created_at'").get() as { value: string };
    expect(Date.parse(meta.value)).not.toBeNaN();
    db.close();
  });

  it('uses WAL for files and reopens without re-running migrations', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locus-db-'));
    try {
      const path = join(dir, 'nested', 'locus.db');
      const first = openDatabase(path);
      expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
      first.close();
      const again = openDatabase(path, [...MIGRATIONS, extra]);
      expect(schemaVersion(again)).toBe(NEXT);
      expect((again.prepare('SELECT COUNT(*) AS n FROM schema_version').get() as { n: number }).n).toBe(NEXT);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('runMigrations', () => {
  it('applies only pending migrations and reports them', () => {
    const db = openDatabase(MEMORY_DB);
    expect(runMigrations(db, [...MIGRATIONS, extra])).toEqual([NEXT]);
    expect(runMigrations(db, [...MIGRATIONS, extra])).toEqual([]);
    db.close();
  });

  it('rolls a failing migration back', () => {
    const db = openDatabase(MEMORY_DB);
    const broken: Migration = {
      version: NEXT,
      name: 'broken',
      up(d) {
        d.exec('CREATE TABLE half (id INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => runMigrations(db, [...MIGRATIONS, broken])).toThrow('boom');
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    db.close();
  });

  it('refuses gaps and databases newer than the code', () => {
    const db = openDatabase(MEMORY_DB, [...MIGRATIONS, extra]);
    expect(() => runMigrations(db, MIGRATIONS)).toThrow(MigrationError);
    expect(() => runMigrations(db, [...MIGRATIONS, { ...extra, version: NEXT + 1 }])).toThrow(new RegExp(`expected ${NEXT}`));
    db.close();
  });
});

describe('resetData', () => {
  it('empties data tables and keeps schema_version, meta, imported data and the rows of imports still running', () => {
    const db = openDatabase(MEMORY_DB, [...MIGRATIONS, extra]);
    db.exec('INSERT INTO owners (id) VALUES (1); INSERT INTO things (id, owner) VALUES (1, 1);');
    db.exec(`INSERT INTO dataset_state (kind, generation, updated_at) VALUES ('regions', 3, '');
      INSERT INTO import_runs (run, kind, pid, process, started_at) VALUES (1, 'POIs', 1, '', '');
      INSERT INTO pending_pois (seq, id, name, category, lon, lat, source) VALUES (4294967296, 1, 'a', '', 127, 37, 'a.csv');`);
    expect(resetData(db)).toEqual(['face_groups', 'face_subjects', 'faces', 'owners', 'quota_counts', 'things', 'zones']);
    expect((db.prepare('SELECT COUNT(*) AS n FROM things').get() as { n: number }).n).toBe(0);
    expect((db.prepare('SELECT COUNT(*) AS n FROM meta').get() as { n: number }).n).toBe(1);
    for (const table of ['dataset_state', 'import_runs', 'pending_pois']) expect(db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get(), table).toBe(1);
    expect(schemaVersion(db)).toBe(NEXT);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});
