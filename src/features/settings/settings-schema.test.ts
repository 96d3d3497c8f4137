import { describe, expect, it } from 'vitest';
import { settingsSchema, settingsSchemaFor } from './settings-schema';

const base = { profileId: 'local', customBaseUrl: '', appKey: 'k', appId: '', groupId: '', subjectId: '' } as const;

describe('settings form rules', () => {
  it('accepts the local profile with a key', () => {
    expect(settingsSchema.safeParse(base).success).toBe(true);
  });

  it('requires a key without spaces', () => {
    const empty = settingsSchema.safeParse({ ...base, appKey: '  ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('keyRequired');
    const spaced = settingsSchema.safeParse({ ...base, appKey: 'a b' });
    expect(spaced.error?.issues[0]?.message).toBe('keySpaces');
  });

  it('accepts the profile through this server, with a key of one’s own', () => {
    expect(settingsSchema.safeParse({ ...base, profileId: 'proxy', appKey: 'my-key' }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...base, profileId: 'proxy', appKey: '' }).error?.issues[0]?.message).toBe('keyRequired');
  });

  it('needs no key for the profile through this server while it replays recordings, and only there', () => {
    const replay = settingsSchemaFor({ kind: 'replay' });
    expect(replay.safeParse({ ...base, profileId: 'proxy', appKey: '' }).success).toBe(true);
    expect(replay.safeParse({ ...base, profileId: 'proxy', appKey: 'a b' }).error?.issues[0]?.message).toBe('keySpaces');
    expect(replay.safeParse({ ...base, profileId: 'sk', appKey: '' }).error?.issues[0]?.message).toBe('keyRequired');
    const proxy = settingsSchemaFor({ kind: 'proxy', upstream: 'https://apis.openapi.sk.com', recording: false });
    expect(proxy.safeParse({ ...base, profileId: 'proxy', appKey: '' }).error?.issues[0]?.message).toBe('keyRequired');
  });

  it('checks the custom base URL only for the custom profile', () => {
    expect(settingsSchema.safeParse({ ...base, profileId: 'custom', customBaseUrl: '' }).error?.issues[0]?.message).toBe('required');
    expect(settingsSchema.safeParse({ ...base, profileId: 'custom', customBaseUrl: 'ftp://x' }).error?.issues[0]?.message).toBe('scheme');
    expect(
      settingsSchema.safeParse({ ...base, profileId: 'custom', customBaseUrl: 'https://u:p@example.com' }).error?.issues[0]?.message,
    ).toBe('invalid');
    expect(settingsSchema.safeParse({ ...base, profileId: 'custom', customBaseUrl: 'https://gw.example.com/' }).success).toBe(true);
  });
});
