import { describe, expect, it } from 'vitest';
import { formatRelative, formatTime, longZoneName, parseIsoTime, parseServiceTime, SERVICE_TIME_ZONE, timeZoneOf } from './time-format';
import { isTimeZoneChoice } from './time-zone-choice';

// 2026-11-26 13:55:12 UTC = 22:55:12 in Korea.
const AT = Date.UTC(2026, 10, 26, 13, 55, 12);

describe('formatTime', () => {
  it('writes date, 24-hour time and the zone, Korean time by default', () => {
    expect(formatTime(AT, timeZoneOf('korea'))).toBe('2026-11-26 22:55:12 KST');
    expect(formatTime(AT, timeZoneOf('utc'))).toBe('2026-11-26 13:55:12 UTC');
    expect(formatTime(AT, timeZoneOf('korea'), { minutes: true })).toBe('2026-11-26 22:55 KST');
  });
  it('writes another zone with its short name, across the date line too', () => {
    expect(formatTime(AT, timeZoneOf('browser', 'America/Los_Angeles'))).toBe('2026-11-26 05:55:12 PST');
    expect(formatTime(Date.UTC(2026, 10, 26, 23, 30, 0), 'Europe/Berlin')).toBe('2026-11-27 00:30:00 GMT+1');
    expect(formatTime(Date.UTC(2026, 10, 26, 15, 0, 0), SERVICE_TIME_ZONE)).toBe('2026-11-27 00:00:00 KST');
  });
  it('names the zone at length in the UI language', () => {
    expect(longZoneName(AT, SERVICE_TIME_ZONE, 'en')).toBe('Korean Standard Time');
    expect(longZoneName(AT, SERVICE_TIME_ZONE, 'ko')).toBe('한국 표준시');
  });
});

describe('formatRelative', () => {
  it('says how long ago in the UI language, in the largest whole unit', () => {
    expect(formatRelative(AT - 3 * 60_000, AT, 'ko')).toBe('3분 전');
    expect(formatRelative(AT - 3 * 60_000, AT, 'en')).toBe('3 minutes ago');
    expect(formatRelative(AT - 500, AT, 'en')).toBe('now');
    expect(formatRelative(AT - 59_000, AT, 'en')).toBe('59 seconds ago');
    expect(formatRelative(AT - 2 * 3_600_000 - 59 * 60_000, AT, 'ko')).toBe('2시간 전');
    expect(formatRelative(AT - 3 * 86_400_000, AT, 'en')).toBe('3 days ago');
    expect(formatRelative(AT + 5 * 60_000, AT, 'en')).toBe('in 5 minutes');
  });
  it('gives up a week away, where the date says more', () => {
    expect(formatRelative(AT - 7 * 86_400_000, AT, 'ko')).toBeUndefined();
  });
});

describe('parseServiceTime', () => {
  it('reads the service’s Korean-time text', () => {
    expect(parseServiceTime('2026-11-26 22:55:12')).toBe(AT);
    expect(formatTime(parseServiceTime('2019-08-23 15:49:50') ?? 0, 'UTC')).toBe('2019-08-23 06:49:50 UTC');
  });
  it('refuses other shapes and dates that do not exist', () => {
    expect(parseServiceTime('2026-02-30 10:00:00')).toBeUndefined();
    expect(parseServiceTime('2026-11-26 24:00:00')).toBeUndefined();
    expect(parseServiceTime('yesterday')).toBeUndefined();
  });
});

describe('parseIsoTime and isTimeZoneChoice', () => {
  it('reads ISO times with any offset, and nothing else', () => {
    expect(parseIsoTime('2026-11-26T22:55:12+09:00')).toBe(AT);
    expect(parseIsoTime('2026-11-26T13:55:12.000Z')).toBe(AT);
    expect(parseIsoTime('26/11/2026')).toBeUndefined();
  });
  it('knows the three zones a user can choose', () => {
    expect(['korea', 'browser', 'utc', 'mars', 3].map(isTimeZoneChoice)).toEqual([true, true, true, false, false]);
  });
});
