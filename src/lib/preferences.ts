import { useSyncExternalStore } from 'react';
import { parsePanelWidths } from './panel-width';
import { isTimeZoneChoice, type TimeZoneChoice } from './time-zone-choice';

/**
 * Non-secret preferences (language, last view, the daily quota a user entered, a coordinate
 * system of their own, the time zone times are shown in) in localStorage. Credentials never pass through here: they live in the
 * session store.
 */
export interface Preferences {
  language: 'ko' | 'en';
  cursorSystem: string;
  /** A PMTiles basemap's URL ('' = none): not a secret, the map's own data. */
  pmtilesUrl: string;
  /** A MapLibre style URL of the user's own ('' = none): a preference like pmtilesUrl. */
  basemapStyleUrl: string;
  /** The service's daily call quota for the user's plan, when they entered it; null = unknown. */
  dailyQuota: number | null;
  /** A coordinate system of the user's own for the workbench: its EPSG code and proj4 definition. */
  customSystem: { code: string; proj4: string } | null;
  /** The side panel's width in CSS pixels per page path, where the user resized it. */
  panelWidths: Record<string, number>;
  /** The zone times are shown in: Korea's (the service's, the default), the browser's, or UTC. */
  timeZone: TimeZoneChoice;
}

const KEY = 'locus.preferences';

const DEFAULTS: Preferences = { language: 'ko', cursorSystem: 'WGS84GEO', pmtilesUrl: '', basemapStyleUrl: '', dailyQuota: null, customSystem: null, panelWidths: {}, timeZone: 'korea' };

function parseCustomSystem(v: unknown): Preferences['customSystem'] {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  return typeof o.code === 'string' && typeof o.proj4 === 'string' ? { code: o.code, proj4: o.proj4 } : null;
}

export function loadPreferences(): Preferences {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (!raw) return { ...DEFAULTS, language: guessLanguage() };
    const o = JSON.parse(raw) as Partial<Record<keyof Preferences, unknown>>;
    return {
      language: o.language === 'en' || o.language === 'ko' ? o.language : DEFAULTS.language,
      cursorSystem: typeof o.cursorSystem === 'string' ? o.cursorSystem : DEFAULTS.cursorSystem,
      pmtilesUrl: typeof o.pmtilesUrl === 'string' ? o.pmtilesUrl : DEFAULTS.pmtilesUrl,
      basemapStyleUrl: typeof o.basemapStyleUrl === 'string' ? o.basemapStyleUrl : DEFAULTS.basemapStyleUrl,
      dailyQuota: typeof o.dailyQuota === 'number' && Number.isInteger(o.dailyQuota) && o.dailyQuota > 0 ? o.dailyQuota : null,
      customSystem: parseCustomSystem(o.customSystem),
      panelWidths: parsePanelWidths(o.panelWidths),
      timeZone: isTimeZoneChoice(o.timeZone) ? o.timeZone : DEFAULTS.timeZone,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

const listeners = new Set<() => void>();
let snapshot: Preferences | undefined;

export function savePreferences(p: Preferences): void {
  try {
    // eslint-disable-next-line no-restricted-properties -- the one sanctioned writer of localStorage
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // Storage may be full or disabled; preferences are a convenience only.
  }
  snapshot = p;
  for (const l of listeners) l();
}

/** Changes one preference, keeping the others. */
export function updatePreferences(patch: Partial<Preferences>): void {
  savePreferences({ ...loadPreferences(), ...patch });
}

/** The preferences, re-rendering when this tab saves them. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (snapshot ??= loadPreferences()),
  );
}

function guessLanguage(): 'ko' | 'en' {
  if (typeof navigator === 'undefined') return 'ko';
  return navigator.language.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}
