/**
 * The zones the console can write its times in (a Settings choice, kept with the preferences):
 * Korea's (the service's own; the default), the browser's, or UTC. Apart from the time format so
 * that the preferences read at start do not bring the formatting code with them.
 */
export type TimeZoneChoice = 'korea' | 'browser' | 'utc';
export const TIME_ZONE_CHOICES: readonly TimeZoneChoice[] = ['korea', 'browser', 'utc'];

export function isTimeZoneChoice(v: unknown): v is TimeZoneChoice {
  return typeof v === 'string' && (TIME_ZONE_CHOICES as readonly string[]).includes(v);
}
