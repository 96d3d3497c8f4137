import type { ServerMode } from '../api/server-mode';
import { DEMO_CREDENTIALS, PROFILE_IDS, type ProfileId } from './profiles';
import type { SessionState } from './session-store';

/**
 * How the console's own server decides the connection profile (pure; the server's mode comes
 * from /_locus/info, null when the page's host is not this emulator, e.g. a static host):
 *
 * - a proxy or a replayer cannot be the local emulator: a session on the local profile (a fresh
 *   tab's default, or a link naming it) moves to "SK open API via this server"; a profile the user
 *   chose elsewhere (SK direct, a custom base URL) is kept;
 * - the local profile's demo key stays only where this server accepts it: an emulator started
 *   without it (LOCUS_API_KEYS of one's own) gets the key asked for instead;
 * - replaying needs no key (the replayer accepts any, the recordings hold none).
 */
export function settleProfile(session: SessionState, mode: ServerMode | null): SessionState {
  if (mode === null) return session;
  if (mode.kind !== 'emulator') return session.profileId === 'local' ? { ...session, profileId: 'proxy' } : session;
  const local = session.credentials.local;
  const refusedKey = mode.demo.appKey === null && local.appKey === DEMO_CREDENTIALS.appKey;
  const refusedApp = mode.demo.appId === null && local.appId === DEMO_CREDENTIALS.appId;
  if (!refusedKey && !refusedApp) return session;
  return {
    ...session,
    credentials: {
      ...session.credentials,
      local: { ...local, ...(refusedKey ? { appKey: '' } : {}), ...(refusedApp ? { appId: '' } : {}) },
    },
  };
}

/** The profiles Settings offers: not the local emulator where this server is a proxy or a replayer. */
export function offeredProfiles(mode: ServerMode | null | undefined): readonly ProfileId[] {
  return isProxyOrReplay(mode) ? NOT_LOCAL : PROFILE_IDS;
}

const NOT_LOCAL: readonly ProfileId[] = PROFILE_IDS.filter((p) => p !== 'local');

/** The demo credentials to offer with the local profile, or null where this server refuses the demo key. */
export function offeredDemo(mode: ServerMode | null | undefined): { appKey: string; appId: string | null } | null {
  if (mode === undefined || mode === null) return DEMO_CREDENTIALS;
  if (mode.kind !== 'emulator' || mode.demo.appKey === null) return null;
  return { appKey: mode.demo.appKey, appId: mode.demo.appId };
}

/** Whether the profile must have a key of the user's: not the proxy profile while this server replays. */
export function keyRequired(profileId: ProfileId, mode: ServerMode | null | undefined): boolean {
  return !(profileId === 'proxy' && mode?.kind === 'replay');
}

/** Whether a profile talks to the console's own server, whose mode then matters. */
export function isSameOrigin(profileId: ProfileId): boolean {
  return profileId === 'local' || profileId === 'proxy';
}

function isProxyOrReplay(mode: ServerMode | null | undefined): boolean {
  return mode?.kind === 'proxy' || mode?.kind === 'replay';
}
