import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { FakeClock } from './fake-clock';
import { BatchRunner, type RunSettings } from './runner';
import type { RowError, RowState } from './row-state';

const gatewayError = (status: number, code: string) =>
  new ApiError({ kind: 'http', operation: 'reverseGeocoding', status, message: code, envelope: { type: 'gateway', id: String(status), category: 'gw', code, message: code } });
const describeError = (e: unknown): RowError => ({ key: e instanceof ApiError ? (e.code ?? e.kind) : 'unknown', scope: 'errors', code: e instanceof ApiError ? e.code : undefined });
const pending = (n: number): RowState<string>[] => Array.from({ length: n }, () => ({ status: 'pending' as const, attempts: 0 }));

/** A gateway limited to `rps` admitted requests in any sliding 1 s window, answering after `latency` ms. */
function fakeGateway(clock: FakeClock, rps: number, latency = 20) {
  const admitted: number[] = [];
  const log: { index: number; at: number; verdict: 'ok' | 'THROTTLED' }[] = [];
  let inflight = 0;
  let maxInflight = 0;
  const send = async (index: number, signal: AbortSignal): Promise<string> => {
    inflight += 1;
    maxInflight = Math.max(maxInflight, inflight);
    try {
      const t = clock.now();
      while (admitted.length > 0 && (admitted[0] ?? t) <= t - 1000) admitted.shift();
      const ok = admitted.length < rps;
      if (ok) admitted.push(t);
      log.push({ index, at: t, verdict: ok ? 'ok' : 'THROTTLED' });
      await clock.sleep(latency, signal);
      if (!ok) throw gatewayError(429, 'THROTTLED');
      return `r${index}`;
    } finally {
      inflight -= 1;
    }
  };
  return { send, log, maxInflight: () => maxInflight };
}

function runner(rows: RowState<string>[], settings: Partial<RunSettings>, send: (i: number, s: AbortSignal) => Promise<string>, clock: FakeClock, onRow?: (i: number, r: RowState<string>) => void) {
  return new BatchRunner<string>({ rows, settings: { concurrency: 4, rps: 20, maxAttempts: 8, ...settings }, send, describeError, clock, random: () => 0.5, ...(onRow ? { onRow } : {}) });
}

describe('BatchRunner', () => {
  it('keeps within the concurrency bound and spaces starts by the cap', async () => {
    const clock = new FakeClock();
    const gw = fakeGateway(clock, 1000, 400);
    const r = runner(pending(40), { concurrency: 3, rps: 50 }, gw.send, clock);
    r.start();
    await clock.runUntil(() => r.phase === 'finished');
    expect(gw.maxInflight()).toBe(3);
    const starts = gw.log.map((l) => l.at);
    for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000 / 50 - 1e-9);
    expect(r.rows.every((row, i) => row.status === 'done' && row.result === `r${i}` && row.attempts === 1)).toBe(true);
  });

  it('reaches at least 0.95 of a gateway limited at the cap, without being throttled', async () => {
    const clock = new FakeClock();
    const gw = fakeGateway(clock, 20, 30);
    const r = runner(pending(600), { concurrency: 8, rps: 20 }, gw.send, clock);
    r.start();
    await clock.runUntil(() => r.phase === 'finished', 600_000, 5);
    const seconds = clock.now() / 1000;
    expect(600 / seconds / 20).toBeGreaterThanOrEqual(0.95);
    expect(r.stats.throttled).toBe(0);
  });

  it('retries THROTTLED (counting each attempt against the cap) until every row is done once', async () => {
    const clock = new FakeClock();
    const gw = fakeGateway(clock, 20, 30);
    const r = runner(pending(300), { concurrency: 8, rps: 25, maxAttempts: 20 }, gw.send, clock);
    r.start();
    await clock.runUntil(() => r.phase === 'finished', 600_000, 5);
    expect(r.stats.throttled).toBeGreaterThan(0);
    expect(r.stats.retries).toBe(r.stats.throttled);
    expect(r.stats.requests).toBe(gw.log.length);
    const oks = new Map<number, number>();
    for (const l of gw.log) if (l.verdict === 'ok') oks.set(l.index, (oks.get(l.index) ?? 0) + 1);
    expect([...oks.values()].every((n) => n === 1)).toBe(true);
    expect(oks.size).toBe(300);
    expect(r.rows.map((row) => row.result)).toEqual(Array.from({ length: 300 }, (_, i) => `r${i}`));
    // Starts never closer than the cap allows, retries included.
    const starts = gw.log.map((l) => l.at);
    for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000 / 25 - 1e-9);
  });

  it('fails a row at once on other 4xx, retries 5xx and network errors up to maxAttempts', async () => {
    const clock = new FakeClock();
    const sends: number[] = [];
    const send = async (index: number) => {
      sends.push(index);
      if (index === 0) throw gatewayError(400, '9401');
      if (index === 1) throw gatewayError(503, 'SERVICE_UNAVAILABLE');
      if (index === 2) throw new ApiError({ kind: 'network', operation: 'reverseGeocoding', message: 'down' });
      if (index === 3 && sends.filter((s) => s === 3).length < 3) throw gatewayError(500, 'X');
      return 'ok';
    };
    const r = runner(pending(4), { maxAttempts: 4 }, send, clock);
    r.start();
    await clock.runUntil(() => r.phase === 'finished');
    expect(r.rows[0]).toMatchObject({ status: 'failed', attempts: 1, error: { code: '9401' } });
    expect(r.rows[1]).toMatchObject({ status: 'failed', attempts: 4, error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(r.rows[2]).toMatchObject({ status: 'failed', attempts: 4 });
    expect(r.rows[3]).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('waits longer between later attempts (exponential backoff)', async () => {
    const clock = new FakeClock();
    const at: number[] = [];
    const send = async () => {
      at.push(clock.now());
      throw gatewayError(502, 'BAD_GATEWAY');
    };
    const r = runner(pending(1), { maxAttempts: 4 }, send, clock);
    r.start();
    await clock.runUntil(() => r.phase === 'finished', 60_000, 1);
    const gaps = at.slice(1).map((t, i) => t - (at[i] ?? 0));
    expect(gaps).toHaveLength(3);
    expect(gaps[0]).toBeGreaterThanOrEqual(400);
    expect(gaps[1]).toBeGreaterThanOrEqual(800);
    expect(gaps[2]).toBeGreaterThanOrEqual(1600);
  });

  it('pauses on QUOTA_EXCEEDED with the row pending, and goes on after resume', async () => {
    const clock = new FakeClock();
    let quotaLeft = 3;
    const send = async (index: number) => {
      await clock.sleep(10, new AbortController().signal);
      if (quotaLeft <= 0) throw gatewayError(429, 'QUOTA_EXCEEDED');
      quotaLeft -= 1;
      return `r${index}`;
    };
    const r = runner(pending(6), { concurrency: 1 }, send, clock);
    r.start();
    await clock.runUntil(() => r.phase === 'paused');
    await r.whenIdle();
    expect(r.pauseReason).toBe('quota');
    expect(r.rows.map((x) => x.status)).toEqual(['done', 'done', 'done', 'pending', 'pending', 'pending']);
    expect(r.rows[3]).toMatchObject({ attempts: 1, error: { code: 'QUOTA_EXCEEDED' } });
    const sent = r.stats.requests;
    await clock.advance(5000);
    expect(r.stats.requests).toBe(sent);
    quotaLeft = 100;
    r.start();
    await clock.runUntil(() => r.phase === 'finished');
    expect(r.rows.map((x) => x.result)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(r.rows[3]).toMatchObject({ attempts: 2 });
  });

  it('starts nothing while paused; requests in flight finish and are recorded', async () => {
    const clock = new FakeClock();
    const gw = fakeGateway(clock, 1000, 200);
    const r = runner(pending(20), { concurrency: 4, rps: 100 }, gw.send, clock);
    r.start();
    await clock.advance(35);
    r.pause();
    const started = gw.log.length;
    expect(started).toBe(4);
    await clock.advance(1000);
    await r.whenIdle();
    expect(gw.log.length).toBe(started);
    expect(r.stats.done).toBe(4);
    expect(r.stats.running).toBe(0);
    r.start();
    await clock.runUntil(() => r.phase === 'finished');
    expect(r.stats.done).toBe(20);
    expect(gw.log.length).toBe(20);
  });

  it('resumes restored rows: done rows are never sent again, a row in flight at reload is sent once more', async () => {
    const clock = new FakeClock();
    const rows: RowState<string>[] = [
      { status: 'done', attempts: 1, result: 'old0' },
      { status: 'running', attempts: 1 },
      { status: 'failed', attempts: 1, error: { key: '9401', scope: 'errors' } },
      { status: 'pending', attempts: 0 },
    ];
    const sent: number[] = [];
    const writes: number[] = [];
    const r = runner(rows, {}, async (i) => (sent.push(i), `r${i}`), clock, (i) => writes.push(i));
    expect(r.stats).toMatchObject({ done: 1, failed: 1, pending: 2, running: 0 });
    r.start();
    await clock.runUntil(() => r.phase === 'finished');
    expect(sent).toEqual([1, 3]);
    expect(r.rows.map((x) => x.result)).toEqual(['old0', 'r1', undefined, 'r3']);
    expect(r.rows[1]?.attempts).toBe(2);
    expect(writes.filter((i) => i === 0 || i === 2)).toEqual([]);
  });

  it('is finished at once when nothing is pending', () => {
    const r = runner([{ status: 'done', attempts: 1, result: 'x' }], {}, async () => 'y', new FakeClock());
    expect(r.phase).toBe('finished');
  });

  it('sends a row stopped under its request again (dispose), without counting the lost attempt', async () => {
    const clock = new FakeClock();
    const gw = fakeGateway(clock, 1000, 500);
    const r = runner(pending(2), { concurrency: 2, rps: 100 }, gw.send, clock);
    r.start();
    await clock.advance(50);
    r.dispose();
    await r.whenIdle();
    expect(r.rows.map((x) => x.status)).toEqual(['pending', 'pending']);
    expect(r.rows.map((x) => x.attempts)).toEqual([0, 0]);
    r.start();
    await clock.runUntil(() => r.phase === 'finished');
    expect(r.rows.map((x) => x.result)).toEqual(['r0', 'r1']);
  });

  describe('re-running one row', () => {
    /** Answers from `answers[index]` in turn (an Error is thrown), logging which row was sent. */
    function scripted(clock: FakeClock, answers: Record<number, (string | Error)[]>) {
      const sent: number[] = [];
      const send = async (index: number, signal: AbortSignal): Promise<string> => {
        sent.push(index);
        await clock.sleep(20, signal);
        const next = answers[index]?.shift() ?? `r${index}`;
        if (next instanceof Error) throw next;
        return next;
      };
      return { send, sent };
    }

    it('after the run finished: only that row goes out, from a first attempt; the run stays finished and the counts follow', async () => {
      const clock = new FakeClock();
      const gw = scripted(clock, { 1: [gatewayError(400, '9401'), 'fixed'] });
      const r = runner(pending(3), {}, gw.send, clock);
      r.start();
      await clock.runUntil(() => r.phase === 'finished');
      expect(r.rows[1]).toMatchObject({ status: 'failed', attempts: 1, error: { code: '9401' } });
      expect(r.stats).toMatchObject({ done: 2, failed: 1 });
      const before = [r.rows[0], r.rows[2]];

      expect(r.rerun(1)).toBe(true);
      expect(r.rows[1]).toEqual({ status: 'pending', attempts: 0 });
      await clock.runUntil(() => r.rows[1]?.status === 'done');
      await r.whenIdle();
      expect(r.rows[1]).toEqual({ status: 'done', attempts: 1, result: 'fixed' });
      expect([r.rows[0], r.rows[2]]).toEqual(before);
      expect(gw.sent).toEqual([0, 1, 2, 1]);
      expect(r.stats).toMatchObject({ done: 3, failed: 0, pending: 0 });
      expect(r.phase).toBe('finished');
    });

    it('while paused: the row is sent and retried on THROTTLED; rows not yet started stay put', async () => {
      const clock = new FakeClock();
      const gw = scripted(clock, { 0: [gatewayError(400, '9401'), gatewayError(429, 'THROTTLED'), 'again'] });
      const r = runner(pending(10), { concurrency: 1, rps: 100 }, gw.send, clock);
      r.start();
      await clock.runUntil(() => r.rows[0]?.status === 'failed');
      r.pause();
      await clock.advance(1000);
      await r.whenIdle();
      const sentBefore = gw.sent.length;
      const waiting = r.rows.flatMap((row, i) => (row.status === 'pending' ? [i] : []));
      expect(waiting.length).toBeGreaterThan(0);

      expect(r.rerun(0)).toBe(true);
      await clock.runUntil(() => r.rows[0]?.status === 'done', 60_000);
      await r.whenIdle();
      expect(r.rows[0]).toEqual({ status: 'done', attempts: 2, result: 'again' });
      expect(gw.sent.slice(sentBefore)).toEqual([0, 0]);
      expect(r.phase).toBe('paused');
      expect(waiting.every((i) => r.rows[i]?.status === 'pending')).toBe(true);
      expect(r.stats.throttled).toBe(1);
    });

    it('refuses a row pending or in flight', async () => {
      const clock = new FakeClock();
      const gw = scripted(clock, {});
      const r = runner(pending(3), { concurrency: 1 }, gw.send, clock);
      expect(r.rerun(0)).toBe(false);
      r.start();
      await clock.advance(5);
      expect(r.rows[0]?.status).toBe('running');
      expect(r.rerun(0)).toBe(false);
      expect(r.rerun(7)).toBe(false);
    });

    it('a re-run answered QUOTA_EXCEEDED after the run ended fails the row with that error instead of waiting', async () => {
      const clock = new FakeClock();
      const gw = scripted(clock, { 0: ['first', gatewayError(429, 'QUOTA_EXCEEDED')] });
      const r = runner(pending(1), {}, gw.send, clock);
      r.start();
      await clock.runUntil(() => r.phase === 'finished');
      r.rerun(0);
      await clock.runUntil(() => r.rows[0]?.status === 'failed', 10_000);
      await r.whenIdle();
      expect(r.rows[0]).toMatchObject({ status: 'failed', attempts: 1, error: { code: 'QUOTA_EXCEEDED' } });
      expect(gw.sent).toEqual([0, 0]);
      expect(r.phase).toBe('finished');
    });
  });
});
