import { afterEach, describe, expect, it } from 'vitest';
import type { FaceAnalyser } from './domain/face-engine';
import { createFaceStore, DESCRIPTOR_LENGTH } from './domain/face-store';
import { createGroup, createSubject, ok, OTHER_APP_ID, type HeaderMap } from './testing/face-requests';
import { makeTestApp, TEST_APP_ID, TEST_KEY, type TestApp } from './testing/test-app';

/**
 * Face scope belongs to the key: each app-id is usable only with the appKeys LOCUS_FACE_APPS
 * binds to it. Another accepted key naming that app-id is refused on every face route with the
 * face envelope (1000, the same answer as an unknown app-id), and nothing is read, changed or
 * analysed.
 */

const OTHER_KEY = 'other-key';
const BOUND = {
  LOCUS_API_KEYS: `${TEST_KEY},${OTHER_KEY}`,
  LOCUS_FACE_APPS: `${TEST_APP_ID}:${TEST_KEY},${OTHER_APP_ID}:${OTHER_KEY}`,
};

let t: TestApp | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

/** An engine that must never run: a refused request is refused before any image work. */
function countingEngine(): FaceAnalyser & { calls: number } {
  const engine = {
    calls: 0,
    analyse() {
      engine.calls++;
      return Promise.reject(new Error('the engine ran for a refused request'));
    },
  };
  return engine;
}

function call(a: TestApp, key: string, appId: string, method: string, path: string, headers: HeaderMap = {}, body?: string): Promise<Response> {
  const init: RequestInit = { method, headers: { appKey: key, 'app-id': appId, ...headers } };
  if (body !== undefined) init.body = body;
  return a.get(`/nugufacecan/v1${path}`, init);
}

/** Everything the test app holds for TEST_APP_ID, as its own key sees it. */
async function snapshot(a: TestApp, groupId: string, subjectId: string): Promise<unknown> {
  return {
    groups: await ok(await call(a, TEST_KEY, TEST_APP_ID, 'GET', '/group')),
    subjects: await ok(await call(a, TEST_KEY, TEST_APP_ID, 'GET', '/subject', { 'group-id': groupId })),
    faces: await ok(await call(a, TEST_KEY, TEST_APP_ID, 'GET', '/face', { 'group-id': groupId, 'subject-id': subjectId })),
  };
}

describe('/nugufacecan app-id bound to its keys', () => {
  it('refuses another key’s app-id on every face route, in the face envelope, and changes nothing', async () => {
    const engine = countingEngine();
    const a = (t = makeTestApp(BOUND, { faceEngine: engine }));
    const groupId = await createGroup(a, 'staff');
    const subjectId = await createSubject(a, groupId, 'kim');
    const store = createFaceStore(a.db);
    const subject = store.findSubject({ group_id: groupId, group_name: 'staff' }, subjectId);
    if (!subject) throw new Error('subject not stored');
    const box = { topLeftX: 1, topLeftY: 2, faceWidth: 100, faceHeight: 120, landmark: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
    const face = store.addFace(subject, 'front', {
      box, face_score: 0.9, expression: 'neutral', expression_score: 0.8, age: 30, gender: 'male', attribute: 'normal',
      image_width: 640, image_height: 480, engine_version: 1715, descriptor: new Float32Array(DESCRIPTOR_LENGTH),
    });
    if (face === 'full') throw new Error('face not stored');
    const before = await snapshot(a, groupId, subjectId);

    const scope = { 'group-id': groupId, 'subject-id': subjectId };
    const image = JSON.stringify({ image: 'data:image/png;base64,iVBORw0KGgo=' });
    const json = { 'Content-Type': 'application/json' };
    // Every route faces.ts serves.
    const routes: [string, string, HeaderMap, string?][] = [
      ['GET', '/group', {}],
      ['POST', '/group', { 'group-name': 'intruders' }],
      ['DELETE', `/group/${groupId}`, {}],
      ['GET', '/subject', { 'group-id': groupId }],
      ['POST', '/subject', { 'group-id': groupId, 'subject-name': 'mallory' }],
      ['DELETE', `/subject/${subjectId}`, { 'group-id': groupId }],
      ['GET', '/face', scope],
      ['POST', '/face', { ...scope, 'face-name': 'fake', ...json }, image],
      ['DELETE', `/face/${face.face_id}`, scope],
      ['POST', '/detect', json, image],
      ['POST', '/recognize', { 'group-id': groupId, ...json }, image],
    ];
    for (const [method, path, headers, body] of routes) {
      const res = await call(a, OTHER_KEY, TEST_APP_ID, method, path, headers, body);
      const answer = await res.json();
      expect({ route: `${method} ${path}`, status: res.status, answer }).toEqual({
        route: `${method} ${path}`,
        status: 400,
        answer: { code: 1000, message: 'apps do not exist' },
      });
    }
    expect(engine.calls).toBe(0);
    expect(await snapshot(a, groupId, subjectId)).toEqual(before);
    // The other key still has its own app: the refusal is about the pairing, not the key.
    expect(await ok(await call(a, OTHER_KEY, OTHER_APP_ID, 'GET', '/group'))).toEqual([]);
    // And the owner's key is refused on the other key's app.
    expect((await call(a, TEST_KEY, OTHER_APP_ID, 'GET', '/group')).status).toBe(400);
  });

  it('answers a cross pairing exactly as an unknown app-id (no hint that the app exists)', async () => {
    const a = (t = makeTestApp(BOUND));
    const crossed = await call(a, OTHER_KEY, TEST_APP_ID, 'GET', '/group');
    const unknown = await call(a, OTHER_KEY, 'nobody', 'GET', '/group');
    expect([crossed.status, await crossed.json()]).toEqual([unknown.status, await unknown.json()]);
  });
});
