import { describe, expect, it } from 'vitest';
import { applyLinkProfile, buildShareLink, containsCredential, CredentialInLinkError, needsKey, readLinkProfile, withoutLinkParams } from './share-link';
import { initialSession } from './session-store';

describe('share links', () => {
  it('name the profile and keep the page state and camera, never the key', () => {
    const s = initialSession();
    const link = buildShareLink('http://h/search?tab=full&q=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C#15/37.5/127', s);
    expect(link).toBe('http://h/search?tab=full&q=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C&profile=local#15/37.5/127');
    expect(link).not.toContain('locus-demo-key');
    const custom = { ...s, profileId: 'custom' as const, customBaseUrl: 'https://gw.example.com' };
    expect(new URL(buildShareLink('http://h/explore?profile=sk', custom)).searchParams.getAll('profile')).toEqual(['custom']);
    expect(buildShareLink('http://h/explore', custom)).toContain('base=https%3A%2F%2Fgw.example.com');
  });

  it('refuse to build a link that carries a credential, raw or encoded', () => {
    const s = initialSession();
    s.credentials.sk.appKey = 'sk key/with+chars';
    expect(() => buildShareLink('http://h/explore?x=locus-demo-key', s)).toThrow(CredentialInLinkError);
    expect(() => buildShareLink(`http://h/explore?x=${encodeURIComponent('sk key/with+chars')}`, s)).toThrow(CredentialInLinkError);
    expect(containsCredential('http://h/?q=locus-demo-app', s)).toBe(true);
  });

  it('are read back into the session, and ask for a key only when that profile has none', () => {
    const link = readLinkProfile(new URLSearchParams('profile=custom&base=http://127.0.0.1:8799/'));
    expect(link).toEqual({ profileId: 'custom', base: 'http://127.0.0.1:8799' });
    expect(readLinkProfile(new URLSearchParams('profile=custom&base=javascript:alert(1)'))).toBeUndefined();
    expect(readLinkProfile(new URLSearchParams('profile=other'))).toBeUndefined();
    const fresh = initialSession();
    expect(needsKey(fresh)).toBe(false); // the local profile has the demo key
    if (!link) return;
    const switched = applyLinkProfile(fresh, link);
    expect(switched.profileId).toBe('custom');
    expect(switched.customBaseUrl).toBe('http://127.0.0.1:8799');
    expect(needsKey(switched)).toBe(true);
    expect(needsKey(applyLinkProfile(fresh, { profileId: 'local' }))).toBe(false);
    expect(withoutLinkParams('?q=1&profile=custom&base=x')).toBe('?q=1');
    expect(withoutLinkParams('?profile=sk')).toBe('');
  });
});
