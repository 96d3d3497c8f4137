import { useSyncExternalStore } from 'react';
import type { Credentials } from '../api/client';
import { DEMO_CREDENTIALS, isProfileId, profileBaseUrl, type ProfileId } from './profiles';

/**
 * The session: the chosen profile and its credentials. Kept in sessionStorage only —
 * never localStorage, the URL, logs or exports — so closing the tab forgets the key.
 */
export interface SessionState {
  profileId: ProfileId;
  customBaseUrl: string;
  /** Credentials per profile, so switching back and forth loses nothing. */
  credentials: Record<ProfileId, Credentials>;
}

const STORAGE_KEY = 'locus.session';

const EMPTY: Credentials = { appKey: '', appId: '', groupId: '', subjectId: '' };

export function initialSession(): SessionState {
  return {
    profileId: 'local',
    customBaseUrl: '',
    credentials: {
      // No group or subject by default: the Faces page picks real ones from the service's lists.
      local: { ...EMPTY, ...DEMO_CREDENTIALS },
      sk: { ...EMPTY },
      // The real service through this server: the user's own key, never the demo one.
      proxy: { ...EMPTY },
      custom: { ...EMPTY },
    },
  };
}

function readCredentials(v: unknown, fallback: Credentials): Credentials {
  if (typeof v !== 'object' || v === null) return fallback;
  const o = v as Record<string, unknown>;
  const s = (k: string, d = '') => (typeof o[k] === 'string' ? (o[k] as string) : d);
  return { appKey: s('appKey', fallback.appKey), appId: s('appId'), groupId: s('groupId'), subjectId: s('subjectId') };
}

/** Parses what sessionStorage held; anything malformed falls back to the defaults. */
export function parseSession(text: string | null): SessionState {
  const base = initialSession();
  if (!text) return base;
  try {
    const o = JSON.parse(text) as Record<string, unknown>;
    const creds = (typeof o.credentials === 'object' && o.credentials !== null ? o.credentials : {}) as Record<string, unknown>;
    return {
      profileId: isProfileId(o.profileId) ? o.profileId : base.profileId,
      customBaseUrl: typeof o.customBaseUrl === 'string' ? o.customBaseUrl : '',
      credentials: {
        local: readCredentials(creds.local, base.credentials.local),
        sk: readCredentials(creds.sk, base.credentials.sk),
        proxy: readCredentials(creds.proxy, base.credentials.proxy),
        custom: readCredentials(creds.custom, base.credentials.custom),
      },
    };
  } catch {
    return base;
  }
}

type Listener = () => void;

class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();

  constructor() {
    this.state = parseSession(typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY));
  }

  get = (): SessionState => this.state;

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  set(next: SessionState): void {
    this.state = next;
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    for (const l of this.listeners) l();
  }

  update(patch: (s: SessionState) => SessionState): void {
    this.set(patch(this.state));
  }

  /** Credentials of the active profile (read at request time, so changes apply at once). */
  activeCredentials = (): Credentials => this.state.credentials[this.state.profileId];

  baseUrl = (): string => profileBaseUrl(this.state.profileId, this.state.customBaseUrl);
}

export const sessionStore = new SessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
