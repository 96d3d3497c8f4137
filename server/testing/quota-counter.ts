import { createQuotaCounts } from '../db/quota-counts';
import { openDatabase } from '../db/open-database';
import { RateLimiter } from '../http/rate-limiter';

/**
 * One process counting requests of one key against a daily quota over a database file (for
 * server/db/quota-counts.test.ts): it opens the file and says "ready", waits for a line on its
 * standard input, then asks its limiter to admit `requests` requests as fast as it can and
 * prints how many were admitted.
 *
 * Usage: node --import tsx server/testing/quota-counter.ts <database file> <requests> <quota> <now ms>
 */
const [file, requests, quota, now] = process.argv.slice(2);
if (!file || !requests || !quota || !now) throw new Error('usage: quota-counter.ts <database file> <requests> <quota> <now ms>');

const db = openDatabase(file);
const limiter = new RateLimiter({ rps: 0, dailyQuota: Number(quota) }, () => Number(now), createQuotaCounts(db));
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  let admitted = 0;
  for (let i = 0; i < Number(requests); i++) if (limiter.admit('shared-key') === 'ok') admitted += 1;
  db.close();
  process.stdout.write(`${admitted}\n`);
  process.exit(0);
});
