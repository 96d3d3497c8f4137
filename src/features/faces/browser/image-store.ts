import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import { isStoredImageKey, keyWithin, type StoredImageKey } from '../model/stored-image-key';

/**
 * Face images this browser enrolled, kept in IndexedDB so that the gallery can draw them with
 * their box and landmarks (the service never gives an image back). They are photos of people:
 * they stay on this device, are removed with their face, and the page shows how many there are
 * with a control to clear them all.
 */
export interface StoredFaceImage {
  blob: Blob;
  width: number;
  height: number;
  storedAt: number;
}

const store = createStore('locus-faces', 'images');

export const saveFaceImage = (key: StoredImageKey, image: StoredFaceImage): Promise<void> => set(key, image, store);

export async function loadFaceImage(key: StoredImageKey): Promise<StoredFaceImage | undefined> {
  const value: unknown = await get(key, store);
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Partial<StoredFaceImage>;
  return v.blob instanceof Blob && typeof v.width === 'number' && typeof v.height === 'number'
    ? { blob: v.blob, width: v.width, height: v.height, storedAt: typeof v.storedAt === 'number' ? v.storedAt : 0 }
    : undefined;
}

export const deleteFaceImage = (key: StoredImageKey): Promise<void> => del(key, store);

/** Removes the images of a deleted group or subject. */
export async function deleteFaceImagesWithin(within: { appId: string; groupId: string; subjectId?: string }): Promise<void> {
  const all = await keys(store);
  await Promise.all(all.filter((k) => keyWithin(k, within)).map((k) => del(k, store)));
}

export async function countFaceImages(): Promise<number> {
  return (await keys(store)).filter(isStoredImageKey).length;
}

export const clearFaceImages = (): Promise<void> => clear(store);
