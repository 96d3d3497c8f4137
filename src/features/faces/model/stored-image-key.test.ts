import { describe, expect, it } from 'vitest';
import { isStoredImageKey, keyWithin, storedImageKey } from './stored-image-key';

describe('stored image keys', () => {
  const scope = { appId: 'app', groupId: 'G1', subjectId: 'S1' };
  it('are arrays of app, group, subject and face', () => {
    expect(storedImageKey(scope, 'F1')).toEqual(['app', 'G1', 'S1', 'F1']);
    expect(isStoredImageKey(['a', 'b', 'c', 'd'])).toBe(true);
    expect(isStoredImageKey('a/b/c/d')).toBe(false);
    expect(isStoredImageKey(['a', 'b', 'c', 4])).toBe(false);
  });

  it('are found within a group or a subject', () => {
    const key = storedImageKey(scope, 'F1');
    expect(keyWithin(key, { appId: 'app', groupId: 'G1' })).toBe(true);
    expect(keyWithin(key, { appId: 'app', groupId: 'G1', subjectId: 'S1' })).toBe(true);
    expect(keyWithin(key, { appId: 'app', groupId: 'G1', subjectId: 'S2' })).toBe(false);
    expect(keyWithin(key, { appId: 'other', groupId: 'G1' })).toBe(false);
    expect(keyWithin('x', { appId: 'app', groupId: 'G1' })).toBe(false);
  });
});
