/**
 * Non-secret preferences (language, last view) in localStorage.
 * Credentials never pass through here: they live in the session store.
 */
export interface Preferences {
  language: 'ko' | 'en';
  cursorSystem: string;
  /** A PMTiles basemap's URL ('' = none): not a secret, the map's own data. */
  pmtilesUrl: string;
}

const KEY = 'locus.preferences';

const DEFAULTS: Preferences = { language: 'ko', cursorSystem: 'WGS84GEO', pmtilesUrl: '' };

export function loadPreferences(): Preferences {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (!raw) return { ...DEFAULTS, language: guessLanguage() };
    const o = JSON.parse(raw) as Partial<Preferences>;
    return {
      language: o.language === 'en' || o.language === 'ko' ? o.language : DEFAULTS.language,
      cursorSystem: typeof o.cursorSystem === 'string' ? o.cursorSystem : DEFAULTS.cursorSystem,
      pmtilesUrl: typeof o.pmtilesUrl === 'string' ? o.pmtilesUrl : DEFAULTS.pmtilesUrl,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export function savePreferences(p: Preferences): void {
  try {
    // eslint-disable-next-line no-restricted-properties -- the one sanctioned writer of localStorage
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // Storage may be full or disabled; preferences are a convenience only.
  }
}

function guessLanguage(): 'ko' | 'en' {
  if (typeof navigator === 'undefined') return 'ko';
  return navigator.language.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}
