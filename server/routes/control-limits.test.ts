import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, rgQuery, type TestApp } from '../testing/test-app';

let t: TestApp;
afterEach(() => t.close());

const post = (path: string, body: unknown) =>
  t.get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Fixed time: the limiter's sliding window sees every request at the same instant. */
function app(env: Record<string, string>) {
  return makeTestApp({ LOCUS_TEST_MODE: '1', ...env }, { now: () => 1_000_000 });
}

describe('POST /_locus/control/limits (test mode)', () => {
  it('sets the per-key rate limit until a reset restores the configured one', async () => {
    t = app({ LOCUS_RATE_LIMIT_RPS: '0' });
    const set = await post('/_locus/control/limits', { rps: 2, dailyQuota: 0 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ ok: true, limits: { rps: 2, dailyQuota: 0 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.get(rgQuery())).status);
    expect(statuses).toEqual([200, 200, 429]);
    const throttled = await t.get(rgQuery());
    expect(await throttled.json()).toMatchObject({ error: { category: 'gw', code: 'THROTTLED' } });
    expect(await (await t.get('/_locus/control/state')).json()).toMatchObject({ limits: { rps: 2, dailyQuota: 0 } });

    expect((await post('/_locus/control/reset', {})).status).toBe(200);
    expect(await (await t.get('/_locus/control/state')).json()).toMatchObject({ limits: { rps: 0, dailyQuota: 0 } });
    for (let i = 0; i < 5; i++) expect((await t.get(rgQuery())).status).toBe(200);
  });

  it('sets a daily quota (QUOTA_EXCEEDED) and keeps a limit that is left out', async () => {
    t = app({ LOCUS_RATE_LIMIT_RPS: '7' });
    expect(await (await post('/_locus/control/limits', { dailyQuota: 1 })).json()).toEqual({ ok: true, limits: { rps: 7, dailyQuota: 1 } });
    expect((await t.get(rgQuery())).status).toBe(200);
    const over = await t.get(rgQuery());
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
    await post('/_locus/control/reset', {});
    expect(await (await t.get('/_locus/control/state')).json()).toMatchObject({ limits: { rps: 7, dailyQuota: 0 } });
  });

  it('refuses bad bodies with 400 and names the field', async () => {
    t = app({});
    for (const body of [{ rps: -1 }, { rps: 1.5 }, { rps: '20' }, { rps: 1, extra: true }]) {
      const res = await post('/_locus/control/limits', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'BAD_CONTROL_REQUEST' } });
    }
    const notJson = await t.get('/_locus/control/limits', { method: 'POST', body: 'rps=20' });
    expect(notJson.status).toBe(400);
  });

  it('does not exist outside test mode', async () => {
    t = makeTestApp({});
    expect((await post('/_locus/control/limits', { rps: 1 })).status).toBe(404);
  });
});
