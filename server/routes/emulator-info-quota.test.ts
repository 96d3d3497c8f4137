import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
afterEach(() => t.close());

describe('GET /_locus/info', () => {
  it('tells the console the daily quota per key, so it can show calls against it', async () => {
    t = makeTestApp({ LOCUS_DAILY_QUOTA: '500' });
    expect(((await (await t.get('/_locus/info')).json()) as { dailyQuota: unknown }).dailyQuota).toBe(500);
  });

  it('says null when there is no quota', async () => {
    t = makeTestApp({});
    expect(((await (await t.get('/_locus/info')).json()) as { dailyQuota: unknown }).dailyQuota).toBeNull();
  });
});
