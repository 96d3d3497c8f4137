import { useSyncExternalStore } from 'react';
import { usePreferences } from '../../lib/preferences';
import { formatRelative, formatTime, longZoneName, timeZoneOf } from '../../lib/time-format';

/** One clock for every relative time on screen: a tick every 10 s while any is shown. */
const TICK_MS = 10_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * A time as the console shows every time (lib/time-format.ts): in the zone chosen in Settings,
 * with the zone written. `relative` shows how long ago instead ("3분 전"), for times whose
 * distance from now matters more than the clock; the exact time is then its title (hover), is
 * shown beside it while it has the keyboard's focus (it takes focus for that), and is read out
 * with it. `fallback` is shown as it is when there is no time to show (text that was not one).
 */
export function TimeText({ at, relative = false, fallback = '' }: { at: number | undefined; relative?: boolean; fallback?: string }) {
  if (at === undefined) return <>{fallback}</>;
  return relative ? <RelativeTime at={at} /> : <ExactTime at={at} />;
}

function useTimeFacts(at: number) {
  const { timeZone: choice, language } = usePreferences();
  const zone = timeZoneOf(choice);
  const exact = formatTime(at, zone);
  return { language, exact, title: `${exact} (${longZoneName(at, zone, language)})`, iso: new Date(at).toISOString() };
}

function ExactTime({ at }: { at: number }) {
  const { exact, title, iso } = useTimeFacts(at);
  return (
    <time dateTime={iso} title={title} className="time-text">
      {exact}
    </time>
  );
}

function RelativeTime({ at }: { at: number }) {
  const { language, exact, title, iso } = useTimeFacts(at);
  const current = useSyncExternalStore(subscribe, () => now);
  // Every time shown is past: one after the clock's last tick is now.
  const relative = formatRelative(at, Math.max(current, at), language);
  if (relative === undefined) return <ExactTime at={at} />;
  return (
    // Focusable so a keyboard user can see the exact time too (drawn beside it on focus: .time-text.relative).
    <time dateTime={iso} title={title} className="time-text relative" tabIndex={0} data-exact={exact}>
      {relative}
      <span className="visually-hidden"> ({exact})</span>
    </time>
  );
}
