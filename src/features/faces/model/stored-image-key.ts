/**
 * Keys of face images kept in this browser (IndexedDB). An image belongs to one face of one
 * subject of one group of one app, so the key is the array [appId, groupId, subjectId, faceId]:
 * IndexedDB takes arrays as keys, so no separator can ever be ambiguous.
 */
export interface FaceScope {
  appId: string;
  groupId: string;
  subjectId: string;
}

export type StoredImageKey = [appId: string, groupId: string, subjectId: string, faceId: string];

export const storedImageKey = (scope: FaceScope, faceId: string): StoredImageKey => [scope.appId, scope.groupId, scope.subjectId, faceId];

export function isStoredImageKey(key: unknown): key is StoredImageKey {
  return Array.isArray(key) && key.length === 4 && key.every((part) => typeof part === 'string');
}

/** Whether a stored key lies within a group (and subject, when given): for clean-up after deletes. */
export function keyWithin(key: unknown, within: { appId: string; groupId: string; subjectId?: string }): boolean {
  if (!isStoredImageKey(key)) return false;
  const [appId, groupId, subjectId] = key;
  return appId === within.appId && groupId === within.groupId && (within.subjectId === undefined || subjectId === within.subjectId);
}
