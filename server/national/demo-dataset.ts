import { createHash } from 'node:crypto';
import type { Db } from '../db/open-database';

/** The kinds of the demo world written as datasets (demo-addresses.ts, demo-roads.ts, demo-pois.ts, demo-water.ts). */
export type DemoKind = 'addresses' | 'roads' | 'pois' | 'water' | 'regions';

/**
 * Writes a part of the demo world into its tables when what is stored is not `content`: the hash
 * of the content is kept in demo_dataset per kind, so a start writes the rows only the first time
 * (or when the demo world changed). `write` writes the rows through an import run and calls
 * `keep` inside the run's last transaction (the one that makes the rows visible), so the hash is
 * kept with them or not at all. Returns whether it wrote.
 */
export function writeDemoDataset(db: Db, kind: DemoKind, content: unknown, write: (keep: () => void) => void): boolean {
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
  const stored = db.prepare('SELECT version FROM demo_dataset WHERE kind = ?').pluck().get(kind) as string | undefined;
  if (stored === version) return false;
  write(() => {
    db.prepare('INSERT INTO demo_dataset (kind, version) VALUES (?, ?) ON CONFLICT (kind) DO UPDATE SET version = excluded.version').run(kind, version);
  });
  return true;
}

/** Whether a version of this part of the demo world is stored (written by an earlier start). */
export function demoDatasetStored(db: Db, kind: DemoKind): boolean {
  return db.prepare('SELECT 1 FROM demo_dataset WHERE kind = ?').pluck().get(kind) !== undefined;
}
