import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../http/rate-limiter';
import { PROJECT_ROOT } from '../project-root';
import { openDatabase, type Db } from './open-database';
import { createQuotaCounts } from './quota-counts';

/** Several emulator processes over one database file count one daily quota together. */

const dir = mkdtempSync(join(tmpdir(), 'locus-quota-counts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 2026-03-01 10:00 in Korea. */
const MORNING = Date.UTC(2026, 2, 1, 1, 0, 0);
const DAY = Math.floor((MORNING + 9 * 3600_000) / (24 * 3600_000));

function limiterOver(db: Db, dailyQuota: number): RateLimiter {
  return new RateLimiter({ rps: 0, dailyQuota }, () => MORNING, createQuotaCounts(db));
}

/** Starts a counting process over `file`; `go` lets it count, `done` is how many it admitted. */
function counter(file: string, requests: number, quota: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/quota-counter.ts', file, String(requests), String(quota), String(MORNING)], {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.startsWith('ready\n')) resolve();
    });
    child.on('exit', () => reject(new Error(`counter exited before it was ready: ${err}`)));
  });
  const done = new Promise<number>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(Number(out.slice('ready\n'.length).trim())) : reject(new Error(`counter failed (${code}): ${err}`)))),
  );
  return { ready, go: () => child.stdin.write('go\n'), done };
}

describe('the daily quota over one database file', () => {
  it('counts every request of two connections that count in turn', () => {
    const file = join(dir, 'interleaved.db');
    const a = openDatabase(file);
    const b = openDatabase(file);
    const [first, second] = [limiterOver(a, 1000), limiterOver(b, 1000)];
    for (let i = 0; i < 50; i++) {
      expect(first.admit('k')).toBe('ok');
      expect(second.admit('k')).toBe('ok');
    }
    expect(createQuotaCounts(a).get('k', DAY)).toBe(100);
    a.close();
    b.close();
  });

  it('admits no more than the quota between two connections', () => {
    const file = join(dir, 'quota.db');
    const a = openDatabase(file);
    const b = openDatabase(file);
    const [first, second] = [limiterOver(a, 7), limiterOver(b, 7)];
    const verdicts = Array.from({ length: 10 }, () => [first.admit('k'), second.admit('k')]).flat();
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(7);
    expect(verdicts.slice(7).every((v) => v === 'QUOTA_EXCEEDED')).toBe(true);
    expect(createQuotaCounts(b).get('k', DAY)).toBe(7);
    a.close();
    b.close();
  });

  it('counts the sum of two processes counting at once, and together they stop at the quota', async () => {
    const file = join(dir, 'processes.db');
    openDatabase(file).close(); // migrated before the two open it

    const many = [counter(file, 400, 100_000), counter(file, 400, 100_000)];
    await Promise.all(many.map((c) => c.ready));
    many.forEach((c) => c.go());
    expect(await Promise.all(many.map((c) => c.done))).toEqual([400, 400]);
    let db = openDatabase(file);
    expect(createQuotaCounts(db).get('shared-key', DAY)).toBe(800);
    db.close();

    // 800 counted already: 300 more are left of a quota of 1,100, whoever asks first.
    const capped = [counter(file, 400, 1100), counter(file, 400, 1100)];
    await Promise.all(capped.map((c) => c.ready));
    capped.forEach((c) => c.go());
    const admitted = await Promise.all(capped.map((c) => c.done));
    expect((admitted[0] ?? 0) + (admitted[1] ?? 0)).toBe(300);
    db = openDatabase(file);
    expect(createQuotaCounts(db).get('shared-key', DAY)).toBe(1100);
    db.close();
  }, 60_000);
});
