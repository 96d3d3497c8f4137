import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { testImage } from '../server/testing/test-media';
import { expect } from './fixtures';

/*
 * The face service called straight from a journey: another client, as far as the page knows.
 */

const KEY = 'locus-demo-key';
const APP_ID = 'locus-demo-app';
export const FACE_API = '/nugufacecan/v1';

const HEADERS = { appKey: KEY, 'app-id': APP_ID };

/** A group with one subject. */
export async function apiScope(request: APIRequestContext, groupName: string, subjectName: string): Promise<{ groupId: string; subjectId: string }> {
  const group = await request.post(`${FACE_API}/group`, { headers: { ...HEADERS, 'group-name': groupName } });
  expect(group.ok()).toBe(true);
  const { group_id: groupId } = (await group.json()) as { group_id: string };
  return { groupId, subjectId: await apiSubject(request, groupId, subjectName) };
}

/** One more subject in a group; its id. */
export async function apiSubject(request: APIRequestContext, groupId: string, subjectName: string): Promise<string> {
  const subject = await request.post(`${FACE_API}/subject`, { headers: { ...HEADERS, 'group-id': groupId, 'subject-name': subjectName } });
  expect(subject.ok()).toBe(true);
  return ((await subject.json()) as { subject_id: string }).subject_id;
}

export async function apiEnrol(request: APIRequestContext, scope: { groupId: string; subjectId: string }, image: 'astronaut.png' | 'camera.png', faceName = 'front'): Promise<void> {
  const res = await request.post(`${FACE_API}/face`, {
    headers: { ...HEADERS, 'group-id': scope.groupId, 'subject-id': scope.subjectId, 'face-name': faceName },
    multipart: { image: { name: image, mimeType: 'image/png', buffer: await readFile(testImage(image)) } },
    timeout: 60_000,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A photo with two faces side by side: astronaut.png and its mirror image, as a JPEG. (The
 * emulator's detector does not find camera.png's face at half its size, so both are hers: the
 * mirror image is measurably further from her enrolled photo, about 0.21 against 0.10.)
 */
export async function twoFaces(): Promise<Buffer> {
  const face = await sharp(testImage('astronaut.png')).resize(512, 512).toBuffer();
  return sharp({ create: { width: 1024, height: 512, channels: 3, background: '#ffffff' } })
    .composite([
      { input: face, left: 0, top: 0 },
      { input: await sharp(face).flop().toBuffer(), left: 512, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
