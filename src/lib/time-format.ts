/*
 * Every time the console shows is written here, one way: `2026-11-26 22:55:12 KST` (date, 24-hour
 * time, the zone's short name), in the zone the user chose in Settings: Korea's (Asia/Seoul, the
 * service's own, where its dates and daily quotas live; the default), the browser's, or UTC. Where
 * the distance from now says more than the clock (a call a minute ago), the time is written
 * relative to now in the UI language ("3분 전", "3 minutes ago"), with the exact time beside it
 * for hover and focus (TimeText). File names stamped with a time (exports, captures) are not
 * shown times and do not come here.
 */

import { KST_OFFSET_MS } from './kst';
import type { TimeZoneChoice } from './time-zone-choice';

export type Language = 'ko' | 'en';

/** The service's zone: Korean time, UTC+9 all year (no daylight saving since 1988). */
export const SERVICE_TIME_ZONE = 'Asia/Seoul';

/** The IANA zone of a choice; `browserZone` is the browser's own (Intl's resolved zone). */
export function timeZoneOf(choice: TimeZoneChoice, browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return choice === 'korea' ? SERVICE_TIME_ZONE : choice === 'utc' ? 'UTC' : browserZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/**
 * The zone's name as the time is written with it: "KST" for Korea and "UTC" for UTC, the names
 * both languages write; for another zone, Intl's short name ("GMT+1", "PST").
 */
function shortZoneName(ms: number, timeZone: string): string {
  if (timeZone === SERVICE_TIME_ZONE) return 'KST';
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  return format('en', { timeZone, timeZoneName: 'short' }).formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The zone's long name in the UI language ("한국 표준시", "Korean Standard Time"). */
export function longZoneName(ms: number, timeZone: string, language: Language): string {
  return format(language, { timeZone, timeZoneName: 'long' }).formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** `YYYY-MM-DD HH:mm:ss ZONE` in `timeZone`, the same in every language; seconds left off with `minutes`. */
export function formatTime(ms: number, timeZone: string, { minutes = false }: { minutes?: boolean } = {}): string {
  const parts = format('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const clock = minutes ? `${part('hour')}:${part('minute')}` : `${part('hour')}:${part('minute')}:${part('second')}`;
  return `${part('year')}-${part('month')}-${part('day')} ${clock} ${shortZoneName(ms, timeZone)}`;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
/** One formatter per language (every relative time on screen is written again at each tick). */
function relativeFormat(language: Language): Intl.RelativeTimeFormat {
  let f = relativeFormats.get(language);
  if (!f) {
    f = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, f);
  }
  return f;
}

/**
 * How long ago (or until) `ms` is from `now`, in the UI language ("3분 전", "3 minutes ago",
 * "지금"), in the largest whole unit up to days; undefined a week or more away, where the date
 * says more.
 */
export function formatRelative(ms: number, now: number, language: Language): string | undefined {
  let amount = (ms - now) / 1000;
  for (const [unit, next] of UNITS) {
    if (Math.abs(amount) < next) {
      const whole = Math.trunc(amount);
      return relativeFormat(language).format(whole === 0 ? 0 : whole, unit);
    }
    amount /= next;
  }
  return undefined;
}

/**
 * A time the service writes as text, `YYYY-MM-DD hh:mm:ss` in Korean time (a zone's updateDate),
 * as milliseconds since the epoch; undefined for text of another shape or a date that does not exist.
 */
export function parseServiceTime(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  return utc - KST_OFFSET_MS;
}

/** An ISO 8601 time (an import's `importedAt`) as milliseconds; undefined when it is not one. */
export function parseIsoTime(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}
