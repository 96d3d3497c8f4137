import { afterEach, describe, expect, it } from 'vitest';
import type { FaceAnalyser } from './domain/face-engine';
import { createFaceStore, DESCRIPTOR_LENGTH } from './domain/face-store';
import { createGroup, createSubject, jsonImage, ok, refused, send } from './testing/face-requests';
import { makeTestApp, TEST_APP_ID, type TestApp } from './testing/test-app';

/**
 * Caps per scope (LOCUS_FACE_MAX_GROUPS / _SUBJECTS / _FACES): one more is refused in the face
 * envelope naming the limit and its setting, and nothing is added. Long lists arrive in chunks.
 */

let t: TestApp | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

/** An engine that must not run: a full subject is refused before its image is analysed. */
const unusedEngine: FaceAnalyser = { analyse: () => Promise.reject(new Error('the engine ran for a refused enrolment')) };

const storedFace = (seed: number) => ({
  box: { topLeftX: 1, topLeftY: 2, faceWidth: 100, faceHeight: 120, landmark: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  face_score: 0.9, expression: 'neutral', expression_score: 0.8, age: 30, gender: 'male', attribute: 'normal',
  image_width: 640, image_height: 480, engine_version: 1715, descriptor: new Float32Array(DESCRIPTOR_LENGTH).fill(seed),
});

describe('/nugufacecan caps per scope', () => {
  it('refuses a group past LOCUS_FACE_MAX_GROUPS with 1012 naming the limit', async () => {
    const a = (t = makeTestApp({ LOCUS_FACE_MAX_GROUPS: '2' }));
    await createGroup(a, 'g1');
    await createGroup(a, 'g2');
    const message = await refused(await send(a, 'POST', '/group', { 'group-name': 'g3' }), 1012);
    expect(message).toMatch(/^too many groups \(.*2개까지.*\) \[the app has the most groups allowed: 2 \(LOCUS_FACE_MAX_GROUPS\)\]$/);
    expect(await ok<unknown[]>(await send(a, 'GET', '/group'))).toHaveLength(2);
  });

  it('refuses a subject past LOCUS_FACE_MAX_SUBJECTS with 2005 naming the limit', async () => {
    const a = (t = makeTestApp({ LOCUS_FACE_MAX_SUBJECTS: '1' }));
    const g = await createGroup(a, 'g');
    await createSubject(a, g, 'kim');
    const message = await refused(await send(a, 'POST', '/subject', { 'group-id': g, 'subject-name': 'lee' }), 2005);
    expect(message).toContain('the most subjects allowed: 1 (LOCUS_FACE_MAX_SUBJECTS)');
    expect(await ok<unknown[]>(await send(a, 'GET', '/subject', { 'group-id': g }))).toHaveLength(1);
  });

  it('refuses a face past LOCUS_FACE_MAX_FACES with 3005 naming the limit, before analysing the image', async () => {
    const a = (t = makeTestApp({ LOCUS_FACE_MAX_FACES: '2' }, { faceEngine: unusedEngine }));
    const g = await createGroup(a, 'g');
    const s = await createSubject(a, g, 'kim');
    const store = createFaceStore(a.db);
    const subject = store.findSubject({ group_id: g, group_name: 'g' }, s);
    if (!subject) throw new Error('no subject');
    store.addFace(subject, 'front', storedFace(1));
    store.addFace(subject, 'front', storedFace(2));
    const image = jsonImage(new Uint8Array([1, 2, 3]));
    const res = await send(a, 'POST', '/face', { 'group-id': g, 'subject-id': s, 'face-name': 'third', ...image.headers }, image.body);
    expect(await refused(res, 3005)).toContain('the most faces allowed: 2 (LOCUS_FACE_MAX_FACES)');
    expect(await ok<unknown[]>(await send(a, 'GET', '/face', { 'group-id': g, 'subject-id': s }))).toHaveLength(2);
    expect(a.errors).toEqual([]);
  });

  it('writes a long subject list in several chunks that read as the whole list', async () => {
    const a = (t = makeTestApp());
    const g = await createGroup(a, 'g');
    const store = createFaceStore(a.db);
    const group = store.findGroup(TEST_APP_ID, g);
    if (!group) throw new Error('no group');
    for (let i = 0; i < 300; i++) store.createSubject(group, `s${i}`);
    const res = await send(a, 'GET', '/subject', { 'group-id': g });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const parts: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    expect(parts.length).toBeGreaterThan(1);
    const list = JSON.parse(Buffer.concat(parts).toString('utf8')) as { subject_name: string }[];
    expect(list.map((x) => x.subject_name)).toEqual(Array.from({ length: 300 }, (_, i) => `s${i}`));
  });
});
