import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openDatabase, type Db } from './db/open-database';
import { BASE, rgQuery, stubWorld, TEST_KEY, testConfig } from './testing/test-app';

/** The daily quota is a promise about a day: its count survives a restart of the emulator. */

const dir = mkdtempSync(join(tmpdir(), 'locus-quota-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 2026-03-01 10:00 in Korea. */
const MORNING = Date.UTC(2026, 2, 1, 1, 0, 0);
const DAY_MS = 24 * 3600_000;

function boot(file: string, now: number): { db: Db; call: () => Promise<Response> } {
  const db = openDatabase(file);
  const app = createApp({ config: testConfig({ LOCUS_DATA_DIR: dir, LOCUS_DAILY_QUOTA: '3' }), db, world: stubWorld(), consoleDir: null, now: () => now });
  return { db, call: async () => app.fetch(new Request(`${BASE}${rgQuery()}`)) };
}

async function codeOf(res: Response): Promise<string | number> {
  if (res.status === 200) return 200;
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('the daily quota across a restart', () => {
  it('keeps the day’s count in the database file, and starts afresh the next Korean day', async () => {
    const file = join(dir, 'locus.db');
    const first = boot(file, MORNING);
    expect(await codeOf(await first.call())).toBe(200);
    expect(await codeOf(await first.call())).toBe(200);
    first.db.close();

    // Restarted the same day: one call is left of three.
    const second = boot(file, MORNING + 3 * 3600_000);
    expect(await codeOf(await second.call())).toBe(200);
    expect(await codeOf(await second.call())).toBe('QUOTA_EXCEEDED');
    // The key itself is not stored.
    const stored = JSON.stringify(second.db.prepare('SELECT * FROM quota_counts').all());
    expect(stored).not.toContain(TEST_KEY);
    second.db.close();

    // Restarted after midnight in Korea (15:00 UTC): a new day, a new count.
    const third = boot(file, MORNING + DAY_MS);
    expect(await codeOf(await third.call())).toBe(200);
    third.db.close();
  });
});
