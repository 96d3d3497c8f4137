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
