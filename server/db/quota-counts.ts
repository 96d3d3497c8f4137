import { createHash } from 'node:crypto';
import type { DayCounts } from '../http/rate-limiter';
import type { Db } from './open-database';

/**
 * The rate limiter's day counts in SQLite (table quota_counts), so a daily quota holds across a
 * restart. Keys are stored as their SHA-256, never as they are; days before the one asked for
 * are dropped as a new day is first read.
 */
export function createQuotaCounts(db: Db): DayCounts {
  const read = db.prepare('SELECT count FROM quota_counts WHERE key_hash = ? AND day = ?').pluck();
  const write = db.prepare('INSERT INTO quota_counts (key_hash, day, count) VALUES (?, ?, ?) ON CONFLICT (key_hash, day) DO UPDATE SET count = excluded.count');
  const dropBefore = db.prepare('DELETE FROM quota_counts WHERE day < ?');
  const clear = db.prepare('DELETE FROM quota_counts');
  const hash = (key: string) => createHash('sha256').update(key).digest('hex');
  let newestDay = Number.NEGATIVE_INFINITY;
  return {
    get(key, day) {
      if (day > newestDay) {
        newestDay = day;
        dropBefore.run(day);
      }
      return Number(read.get(hash(key), day) ?? 0);
    },
    set(key, day, count) {
      write.run(hash(key), day, count);
    },
    clear() {
      clear.run();
    },
  };
}
