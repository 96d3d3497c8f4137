import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, profileBaseUrl } from './profiles';
import { initialSession, parseSession } from './session-store';
import { readLinkProfile } from './share-link';
import { proxyModeLabel } from './use-emulator-info';

describe('the profile "SK open API via this server"', () => {
  it('talks to the page’s own origin and is offered in Settings', () => {
    expect(profileBaseUrl('proxy', 'https://ignored.example')).toBe('');
    expect(PROFILE_IDS).toContain('proxy');
  });

  it('starts with no key (never the demo one) and keeps its own key in the session', () => {
    expect(initialSession().credentials.proxy.appKey).toBe('');
    const saved = parseSession(JSON.stringify({ profileId: 'proxy', credentials: { proxy: { appKey: 'my-real-key' } } }));
    expect(saved.profileId).toBe('proxy');
    expect(saved.credentials.proxy.appKey).toBe('my-real-key');
    expect(saved.credentials.local.appKey).toBe('locus-demo-key');
  });

  it('can be named by a shared link', () => {
    expect(readLinkProfile(new URLSearchParams('profile=proxy'))).toEqual({ profileId: 'proxy' });
  });

  it('is labelled by what the server does: forwarding to a host, replaying, or nothing to say', () => {
    expect(proxyModeLabel({ kind: 'proxy', upstream: 'https://apis.openapi.sk.com', recording: false })).toEqual({
      key: 'status.viaServer',
      host: 'apis.openapi.sk.com',
    });
    expect(proxyModeLabel({ kind: 'replay' })).toEqual({ key: 'status.replaying' });
    expect(proxyModeLabel({ kind: 'emulator', demo: { appKey: 'locus-demo-key', appId: null } })).toBeUndefined();
    expect(proxyModeLabel(null)).toBeUndefined();
  });
});
