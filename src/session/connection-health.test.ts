import { describe, expect, it } from 'vitest';
import { INITIAL_HEALTH, nextHealth, probeDelay, type ConnectionHealth } from './connection-health';

describe('connection health', () => {
  it('goes offline on an unreachable call and schedules the first probe', () => {
    const s = nextHealth(INITIAL_HEALTH, { type: 'unreachable', at: 1_000, reason: 'The service could not be reached' });
    expect(s).toMatchObject({ status: 'offline', since: 1_000, failedProbes: 0, nextProbeAt: 3_000, reason: 'The service could not be reached' });
    expect(s.recoveredAt).toBeUndefined();
  });

  it('backs off probes, doubling to a 15 s cap', () => {
    expect([0, 1, 2, 3, 4, 10].map(probeDelay)).toEqual([2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    let s: ConnectionHealth = nextHealth(INITIAL_HEALTH, { type: 'unreachable', at: 0, reason: 'x' });
    s = nextHealth(s, { type: 'probe-failed', at: 2_000 });
    expect(s).toMatchObject({ failedProbes: 1, nextProbeAt: 6_000 });
    s = nextHealth(s, { type: 'probe-failed', at: 6_000 });
    expect(s).toMatchObject({ failedProbes: 2, nextProbeAt: 14_000 });
  });

  it('a second failure while offline keeps the spell and its schedule', () => {
    const a = nextHealth(INITIAL_HEALTH, { type: 'unreachable', at: 0, reason: 'first' });
    const b = nextHealth(a, { type: 'unreachable', at: 500, reason: 'second' });
    expect(b).toMatchObject({ since: 0, nextProbeAt: 2_000, reason: 'second' });
  });

  it('comes back online on any answer and remembers when', () => {
    const off = nextHealth(INITIAL_HEALTH, { type: 'browser-offline', at: 10 });
    const on = nextHealth(off, { type: 'answered', at: 99 });
    expect(on).toEqual({ status: 'online', since: 99, failedProbes: 0, recoveredAt: 99 });
    // Answers while online change nothing (the same object: no re-render).
    expect(nextHealth(on, { type: 'answered', at: 120 })).toBe(on);
    expect(nextHealth(INITIAL_HEALTH, { type: 'probe-failed', at: 5 })).toBe(INITIAL_HEALTH);
  });
});

describe('an answer that is not the service', () => {
  it('is its own state, which a later answer of the service ends', () => {
    let s = nextHealth(INITIAL_HEALTH, { type: 'not-the-service', at: 1_000, answeredBy: 'HTTP 200, text/html (a web page)' });
    expect(s).toMatchObject({ status: 'not-the-service', since: 1_000, answeredBy: 'HTTP 200, text/html (a web page)' });
    expect(nextHealth(s, { type: 'not-the-service', at: 2_000, answeredBy: 'HTTP 200, text/html (a web page)' })).toBe(s);
    s = nextHealth(s, { type: 'answered', at: 3_000 });
    expect(s).toMatchObject({ status: 'online', since: 3_000, recoveredAt: 3_000 });
    expect(s.answeredBy).toBeUndefined();
  });

  it('a probe failing does not turn it into offline; an unreachable call does', () => {
    const s = nextHealth(INITIAL_HEALTH, { type: 'not-the-service', at: 0, answeredBy: 'HTTP 404, text/plain' });
    expect(nextHealth(s, { type: 'probe-failed', at: 1 })).toBe(s);
    expect(nextHealth(s, { type: 'unreachable', at: 2, reason: 'x' }).status).toBe('offline');
  });
});

describe('another profile', () => {
  it('forgets what was learnt about the last one, without saying "connected again"', () => {
    const wrong = nextHealth(INITIAL_HEALTH, { type: 'not-the-service', at: 0, answeredBy: 'HTTP 200, text/html (a web page)' });
    const s = nextHealth(wrong, { type: 'profile-changed', at: 5 });
    expect(s).toEqual({ status: 'online', since: 5, failedProbes: 0 });
    expect(nextHealth(INITIAL_HEALTH, { type: 'profile-changed', at: 5 })).toBe(INITIAL_HEALTH);
  });
});
