import type { Db } from './open-database';

/**
 * Moves rows between two tables of the same columns, one key at a time (the demo world's rows to
 * their shelf and back: a few thousand at most), inside the caller's transaction.
 */
export function moveRows(db: Db, move: { from: string; to: string; columns: string; key: string }, keys: readonly (number | string)[]): number {
  const insert = db.prepare(`INSERT INTO ${move.to} (${move.columns}) SELECT ${move.columns} FROM ${move.from} WHERE ${move.key} = ?`);
  const remove = db.prepare(`DELETE FROM ${move.from} WHERE ${move.key} = ?`);
  for (const key of keys) {
    insert.run(key);
    remove.run(key);
  }
  return keys.length;
}
