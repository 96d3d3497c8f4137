import { describe, expect, it } from 'vitest';
import { profileWhere } from './profile-where';
import { initialSession } from './session-store';

// A stand-in catalogue that shows which message was chosen and with what.
const t = (key: string, params?: Record<string, string>) => (params ? `${key}${JSON.stringify(params)}` : key);

describe('profileWhere', () => {
  it('says "emulator" for the local profile only', () => {
    expect(profileWhere(t, initialSession())).toBe('connection.where.local');
  });
  it('names the SK profile with its base URL', () => {
    const where = profileWhere(t, { ...initialSession(), profileId: 'sk' });
    expect(where).toBe('connection.where.remote{"profile":"settings.profiles.sk","base":"https://apis.openapi.sk.com"}');
  });
  it('names a custom profile with the URL the user gave, without a trailing slash', () => {
    const where = profileWhere(t, { ...initialSession(), profileId: 'custom', customBaseUrl: 'https://gw.example.com/' });
    expect(where).toContain('"base":"https://gw.example.com"');
  });
});
