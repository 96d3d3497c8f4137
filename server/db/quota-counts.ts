import { createHash } from 'node:crypto';
import type { DayCounts } from '../http/rate-limiter';
import type { Db } from './open-database';

/**
 * The rate limiter's day counts in SQLite (table quota_counts), so a daily quota holds across a
 * restart and several processes over one database file share it. A request is counted by one
 * statement (an upsert that adds one unless the count has reached the limit), so two processes
 * counting at once neither lose a count nor pass the limit. Keys are stored as their SHA-256,
 * never as they are; days before the one asked for are dropped as a new day is first seen.
 */
export function createQuotaCounts(db: Db): DayCounts {
  const read = db.prepare('SELECT count FROM quota_counts WHERE key_hash = ? AND day = ?').pluck();
  const take = db
    .prepare(
      'INSERT INTO quota_counts (key_hash, day, count) VALUES (?, ?, 1) ON CONFLICT (key_hash, day) DO UPDATE SET count = count + 1 WHERE count < ? RETURNING count',
    )
    .pluck();
  const dropBefore = db.prepare('DELETE FROM quota_counts WHERE day < ?');
  const clear = db.prepare('DELETE FROM quota_counts');
  const hash = (key: string) => createHash('sha256').update(key).digest('hex');
  let newestDay = Number.NEGATIVE_INFINITY;
  const seeDay = (day: number) => {
    if (day > newestDay) {
      newestDay = day;
      dropBefore.run(day);
    }
  };
  return {
    get(key, day) {
      seeDay(day);
      return Number(read.get(hash(key), day) ?? 0);
    },
    take(key, day, limit) {
      seeDay(day);
      // No row comes back when the update's condition refused: the limit is reached.
      const count = take.get(hash(key), day, limit);
      return count === undefined ? null : Number(count);
    },
    clear() {
      clear.run();
    },
  };
}
