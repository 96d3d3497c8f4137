import { describe, expect, it } from 'vitest';
import type { ServerMode } from '../api/server-mode';
import { PROFILE_IDS } from './profiles';
import { keyRequired, offeredDemo, offeredProfiles, settleProfile } from './server-profile';
import { initialSession } from './session-store';
import { needsKey } from './share-link';

const EMULATOR: ServerMode = { kind: 'emulator', demo: { appKey: 'locus-demo-key', appId: 'locus-demo-app' } };
const OWN_KEYS: ServerMode = { kind: 'emulator', demo: { appKey: null, appId: null } };
const PROXY: ServerMode = { kind: 'proxy', upstream: 'https://apis.openapi.sk.com', recording: false };
const REPLAY: ServerMode = { kind: 'replay' };

describe('the profile follows what this server is', () => {
  it('a fresh tab on a proxy or a replayer opens on the profile through this server, with no key of the demo', () => {
    for (const mode of [PROXY, REPLAY]) {
      const settled = settleProfile(initialSession(), mode);
      expect(settled.profileId).toBe('proxy');
      expect(settled.credentials.proxy.appKey).toBe('');
    }
  });

  it('the proxy asks for the user’s key; the replayer needs none', () => {
    expect(needsKey(settleProfile(initialSession(), PROXY), PROXY)).toBe(true);
    expect(needsKey(settleProfile(initialSession(), REPLAY), REPLAY)).toBe(false);
    expect(keyRequired('sk', REPLAY)).toBe(true);
    expect(keyRequired('proxy', undefined)).toBe(true);
  });

  it('a session that chose SK direct or a custom base URL keeps it; one on the local profile moves', () => {
    const sk = { ...initialSession(), profileId: 'sk' as const };
    const custom = { ...initialSession(), profileId: 'custom' as const, customBaseUrl: 'https://gw.example.com' };
    expect(settleProfile(sk, PROXY)).toBe(sk);
    expect(settleProfile(custom, REPLAY)).toBe(custom);
    expect(settleProfile({ ...initialSession(), profileId: 'local' }, REPLAY).profileId).toBe('proxy');
  });

  it('an emulator keeps the local profile and its demo key; one started with keys of its own drops the demo key', () => {
    const fresh = initialSession();
    expect(settleProfile(fresh, EMULATOR)).toBe(fresh);
    expect(settleProfile(fresh, null)).toBe(fresh);
    const own = settleProfile(fresh, OWN_KEYS);
    expect(own.profileId).toBe('local');
    expect(own.credentials.local).toMatchObject({ appKey: '', appId: '' });
    expect(needsKey(own, OWN_KEYS)).toBe(true);
    // A key of one's own typed in is kept.
    const typed = { ...own, credentials: { ...own.credentials, local: { ...own.credentials.local, appKey: 'mine' } } };
    expect(settleProfile(typed, OWN_KEYS)).toBe(typed);
  });

  it('Settings offers the local profile and the demo key only where this server accepts it', () => {
    expect(offeredProfiles(PROXY)).not.toContain('local');
    expect(offeredProfiles(REPLAY)).toEqual(['sk', 'proxy', 'custom']);
    expect(offeredProfiles(EMULATOR)).toEqual(PROFILE_IDS);
    expect(offeredProfiles(undefined)).toEqual(PROFILE_IDS);
    expect(offeredDemo(EMULATOR)).toEqual({ appKey: 'locus-demo-key', appId: 'locus-demo-app' });
    expect(offeredDemo(OWN_KEYS)).toBeNull();
    expect(offeredDemo(PROXY)).toBeNull();
    expect(offeredDemo(REPLAY)).toBeNull();
  });
});
