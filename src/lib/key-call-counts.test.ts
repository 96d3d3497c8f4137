import { describe, expect, it } from 'vitest';
import { KEEP_DAYS } from './day-counter';
import { addKeyCall, callsToday, parseKeyCallCounts, quotaState } from './key-call-counts';

// 2026-11-24 14:00 UTC = 23:00 KST; an hour later it is the 25th in Korea.
const T = Date.UTC(2026, 10, 24, 14, 0);
const HOUR = 3_600_000;

describe('key call counts', () => {
  it('counts per key and per Korean day', () => {
    let c = addKeyCall({}, 'aaaaaaaa', T);
    c = addKeyCall(c, 'aaaaaaaa', T);
    c = addKeyCall(c, 'bbbbbbbb', T);
    expect(callsToday(c, 'aaaaaaaa', T)).toBe(2);
    expect(callsToday(c, 'bbbbbbbb', T)).toBe(1);
    // Midnight in Korea starts a new day: nothing sent yet.
    expect(callsToday(c, 'aaaaaaaa', T + HOUR)).toBe(0);
    c = addKeyCall(c, 'aaaaaaaa', T + HOUR);
    expect(c.aaaaaaaa).toEqual({ '2026-11-24': 2, '2026-11-25': 1 });
  });

  it('forgets days older than the kept week and keys with none left', () => {
    const old = addKeyCall({}, 'aaaaaaaa', T);
    const later = addKeyCall(old, 'bbbbbbbb', T + KEEP_DAYS * 24 * HOUR);
    expect(Object.keys(later)).toEqual(['bbbbbbbb']);
  });

  it('reads back what it stored and drops anything else', () => {
    const c = addKeyCall({}, 'aaaaaaaa', T);
    expect(parseKeyCallCounts(JSON.stringify(c))).toEqual(c);
    expect(parseKeyCallCounts('{"my-secret-key":{"2026-11-24":3},"aaaaaaaa":{"2026-11-24":-1,"x":2}}')).toEqual({ aaaaaaaa: {} });
    expect(parseKeyCallCounts('not json')).toEqual({});
  });

  it('says when today’s calls near or pass the quota', () => {
    expect(quotaState(10, null)).toBe('none');
    expect(quotaState(10, 0)).toBe('none');
    expect(quotaState(79, 100)).toBe('ok');
    expect(quotaState(80, 100)).toBe('near');
    expect(quotaState(100, 100)).toBe('over');
  });
});
