import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { groupCreateResponseSchema, groupListResponseSchema, subjectCreateResponseSchema, subjectListResponseSchema } from '../shared/contract/faces';
import type { FaceAnalyser } from './domain/face-engine';
import { FACE_SERVICE_ID } from './domain/face-store';
import { asHeaderBytes, createGroup, createSubject, jsonImage, multipartImage, ok, OTHER_APP_ID, refused, send, TWO_APPS } from './testing/face-requests';
import { makeTestApp, TEST_KEY, type TestApp } from './testing/test-app';

/**
 * The face service's groups, subjects, scope headers and request checks over HTTP. Nothing here
 * needs a face or the models: refused images are refused while decoding, before the engine loads
 * them (face-engine.ts), and the engine failure is a stand-in engine. Real faces are in
 * app-faces-images.test.ts.
 */

let t: TestApp | undefined;
let expectedErrors = 0;
afterEach(() => {
  // Bad input never reaches the 500 handler or the route's error log.
  expect(t?.errors.length ?? 0).toBe(expectedErrors);
  t?.close();
  t = undefined;
  expectedErrors = 0;
});

function app(engine?: FaceAnalyser): TestApp {
  t = makeTestApp(TWO_APPS, engine ? { faceEngine: engine } : {});
  return t;
}

describe('/nugufacecan groups', () => {
  it('creates, lists and deletes groups with the vendor’s shapes', async () => {
    const a = app();
    expect(await ok(await send(a, 'GET', '/group'))).toEqual([]);
    const created = await ok<{ group_id: string; group_name: string; transaction_id: string }>(await send(a, 'POST', '/group', { 'group-name': 'staff' }));
    expect(groupCreateResponseSchema.safeParse(created).success).toBe(true);
    expect(created).toEqual({ group_id: expect.stringMatching(FACE_SERVICE_ID) as string, group_name: 'staff', transaction_id: expect.stringMatching(/^F[A-Z0-9]{11}$/) as string });
    const second = await createGroup(a, 'visitors');
    const listed = await ok(await send(a, 'GET', '/group'));
    expect(groupListResponseSchema.safeParse(listed).success).toBe(true);
    expect(listed).toEqual([
      { group_id: created.group_id, group_name: 'staff' },
      { group_id: second, group_name: 'visitors' },
    ]);
    expect(await ok(await send(a, 'DELETE', `/group/${created.group_id}`))).toEqual({});
    expect(await ok(await send(a, 'GET', '/group'))).toEqual([{ group_id: second, group_name: 'visitors' }]);
  });

  it('refuses a missing, blank or Korean group-name (1001) and a name used twice (1011)', async () => {
    const a = app();
    await refused(await send(a, 'POST', '/group'), 1001);
    await refused(await send(a, 'POST', '/group', { 'group-name': '  ' }), 1001);
    expect(await refused(await send(a, 'POST', '/group', { 'group-name': asHeaderBytes('직원') }), 1001)).toMatch(/^group-name error \(.*한글 미지원\)/);
    await createGroup(a, 'staff');
    await refused(await send(a, 'POST', '/group', { 'group-name': ' staff ' }), 1011);
    expect(await ok(await send(a, 'GET', '/group'))).toHaveLength(1);
  });

  it('deletes only known groups: malformed id 1002, unknown 1003', async () => {
    const a = app();
    await refused(await send(a, 'DELETE', '/group/abc'), 1002);
    await refused(await send(a, 'DELETE', '/group/AAAAA00000'), 1003);
  });

  it('keeps each app-id’s groups to itself', async () => {
    const a = app();
    const mine = await createGroup(a, 'staff');
    expect(await ok(await send(a, 'GET', '/group', {}, undefined, OTHER_APP_ID))).toEqual([]);
    // The same name in another app is another group.
    const theirs = await createGroup(a, 'staff', OTHER_APP_ID);
    expect(theirs).not.toBe(mine);
    await refused(await send(a, 'DELETE', `/group/${mine}`, {}, undefined, OTHER_APP_ID), 1003);
    await refused(await send(a, 'GET', '/subject', { 'group-id': mine }, undefined, OTHER_APP_ID), 1003);
    expect(await ok(await send(a, 'GET', '/group'))).toEqual([{ group_id: mine, group_name: 'staff' }]);
  });

  it('leaves keys and unknown app-ids to the gateway', async () => {
    const a = app();
    expect((await a.get('/nugufacecan/v1/group', { headers: { 'app-id': 'test-app' } })).status).toBe(401);
    expect((await a.get('/nugufacecan/v1/group', { headers: { appKey: 'nope', 'app-id': 'test-app' } })).status).toBe(403);
    expect(await (await a.get('/nugufacecan/v1/group', { headers: { appKey: TEST_KEY, 'app-id': 'nobody' } })).json()).toEqual({ code: 1000, message: 'apps do not exist' });
  });
});

describe('/nugufacecan subjects', () => {
  it('creates, lists, filters and deletes subjects of a group', async () => {
    const a = app();
    const group = await createGroup(a, 'staff');
    const created = await ok(await send(a, 'POST', '/subject', { 'group-id': group, 'subject-name': 'kim' }));
    expect(subjectCreateResponseSchema.safeParse(created).success).toBe(true);
    expect(created).toEqual({ subject_id: expect.stringMatching(FACE_SERVICE_ID) as string, subject_name: 'kim', group_name: 'staff', transaction_id: expect.stringMatching(/^F/) as string });
    const lee = await createSubject(a, group, 'lee');
    const listed = await ok(await send(a, 'GET', '/subject', { 'group-id': group }));
    expect(subjectListResponseSchema.safeParse(listed).success).toBe(true);
    expect(listed).toEqual([
      { subject_id: (created as { subject_id: string }).subject_id, subject_name: 'kim', group_name: 'staff' },
      { subject_id: lee, subject_name: 'lee', group_name: 'staff' },
    ]);
    // Header names are case-insensitive.
    expect(await ok(await send(a, 'GET', '/subject', { 'Group-ID': group, 'SUBJECT-NAME': 'lee' }))).toEqual([{ subject_id: lee, subject_name: 'lee', group_name: 'staff' }]);
    expect(await ok(await send(a, 'GET', '/subject', { 'group-id': group, 'subject-name': 'park' }))).toEqual([]);
    expect(await ok(await send(a, 'DELETE', `/subject/${lee}`, { 'group-id': group }))).toEqual({});
    expect(await ok(await send(a, 'GET', '/subject', { 'group-id': group }))).toHaveLength(1);
  });

  it('checks group-id (1002 missing or malformed, 1003 unknown) and subject names (2000, 2004)', async () => {
    const a = app();
    const group = await createGroup(a, 'staff');
    await refused(await send(a, 'GET', '/subject'), 1002);
    await refused(await send(a, 'POST', '/subject', { 'group-id': 'staff', 'subject-name': 'kim' }), 1002);
    await refused(await send(a, 'POST', '/subject', { 'group-id': 'ZZZZZ99999', 'subject-name': 'kim' }), 1003);
    await refused(await send(a, 'POST', '/subject', { 'group-id': group }), 2000);
    await refused(await send(a, 'POST', '/subject', { 'group-id': group, 'subject-name': asHeaderBytes('김철수') }), 2000);
    await createSubject(a, group, 'kim');
    await refused(await send(a, 'POST', '/subject', { 'group-id': group, 'subject-name': 'kim' }), 2004);
    // Another group may use the name.
    await createSubject(a, await createGroup(a, 'visitors'), 'kim');
  });

  it('deletes only known subjects of the group (2001 malformed, 2002 unknown or in another group)', async () => {
    const a = app();
    const staff = await createGroup(a, 'staff');
    const visitors = await createGroup(a, 'visitors');
    const kim = await createSubject(a, staff, 'kim');
    await refused(await send(a, 'DELETE', '/subject/kim', { 'group-id': staff }), 2001);
    await refused(await send(a, 'DELETE', '/subject/AAAAA00000', { 'group-id': staff }), 2002);
    await refused(await send(a, 'DELETE', `/subject/${kim}`, { 'group-id': visitors }), 2002);
    await refused(await send(a, 'DELETE', `/subject/${kim}`), 1002);
    expect(await ok(await send(a, 'DELETE', `/subject/${kim}`, { 'group-id': staff }))).toEqual({});
  });

  it('deletes a group with its subjects', async () => {
    const a = app();
    const staff = await createGroup(a, 'staff');
    const kim = await createSubject(a, staff, 'kim');
    await ok(await send(a, 'DELETE', `/group/${staff}`));
    await refused(await send(a, 'GET', '/face', { 'group-id': staff, 'subject-id': kim }), 1003);
    expect((a.db.prepare('SELECT COUNT(*) AS n FROM face_subjects').get() as { n: number }).n).toBe(0);
  });
});

describe('/nugufacecan faces: scope and request checks', () => {
  async function subject(a: TestApp) {
    const group = await createGroup(a, 'staff');
    return { group, subject: await createSubject(a, group, 'kim') };
  }

  it('lists no faces for a new subject', async () => {
    const a = app();
    const s = await subject(a);
    expect(await ok(await send(a, 'GET', '/face', { 'group-id': s.group, 'subject-id': s.subject }))).toEqual([]);
  });

  it('checks the scope first: 1002/1003 for the group, 2001/2002 for the subject', async () => {
    const a = app();
    const s = await subject(a);
    for (const method of ['GET', 'POST'] as const) {
      await refused(await send(a, method, '/face', { 'subject-id': s.subject, 'face-name': 'front' }), 1002);
      await refused(await send(a, method, '/face', { 'group-id': 'AAAAA00000', 'subject-id': s.subject, 'face-name': 'front' }), 1003);
      await refused(await send(a, method, '/face', { 'group-id': s.group, 'face-name': 'front' }), 2001);
      await refused(await send(a, method, '/face', { 'group-id': s.group, 'subject-id': 'AAAAA00000', 'face-name': 'front' }), 2002);
    }
    await refused(await send(a, 'DELETE', '/face/AAAAA00000', { 'group-id': s.group, 'subject-id': 'nope' }), 2001);
  });

  it('deletes only known faces: 3002 for a malformed id, 3003 for an unknown one', async () => {
    const a = app();
    const s = await subject(a);
    const scope = { 'group-id': s.group, 'subject-id': s.subject };
    await refused(await send(a, 'DELETE', '/face/abc123', scope), 3002);
    await refused(await send(a, 'DELETE', '/face/ABCDE123456', scope), 3002);
    await refused(await send(a, 'DELETE', '/face/ABCDE12345', scope), 3003);
  });

  it('refuses a missing or non-ASCII face-name (3000) before reading the image', async () => {
    const a = app();
    const s = await subject(a);
    const scope = { 'group-id': s.group, 'subject-id': s.subject };
    await refused(await send(a, 'POST', '/face', scope, '{}'), 3000);
    expect(await refused(await send(a, 'POST', '/face', { ...scope, 'face-name': asHeaderBytes('정면') }, '{}'), 3000)).toMatch(/^face-name error/);
  });

  it('answers 4000 when the body carries no image', async () => {
    const a = app();
    const s = await subject(a);
    const h = { 'group-id': s.group, 'subject-id': s.subject, 'face-name': 'front' };
    const json = { ...h, 'Content-Type': 'application/json' };
    await refused(await send(a, 'POST', '/face', h), 4000);
    await refused(await send(a, 'POST', '/face', json, '{}'), 4000);
    await refused(await send(a, 'POST', '/face', json, '{"image":""}'), 4000);
    await refused(await send(a, 'POST', '/face', json, 'not json'), 4000);
    await refused(await send(a, 'POST', '/face', json, JSON.stringify({ image: 'data:image/jpeg;base64,' })), 4000);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(10)]), 'a.jpg');
    await refused(await send(a, 'POST', '/face', h, form), 4000);
    await refused(await send(a, 'POST', '/detect', {}, '{}'), 4000);
    await refused(await send(a, 'POST', '/recognize', { 'group-id': s.group }, '{}'), 4000);
  });

  it('answers 4002 for what is not a JPEG/PNG within the limits, whatever it claims', async () => {
    const a = app();
    const s = await subject(a);
    const h = { 'group-id': s.group, 'subject-id': s.subject, 'face-name': 'front' };
    const text = new TextEncoder().encode('hello, I am a text file');
    const asJson = jsonImage(text, 'image/jpeg');
    expect(await refused(await send(a, 'POST', '/face', { ...h, ...asJson.headers }, asJson.body), 4002)).toContain('not a JPEG or PNG');
    const asPart = multipartImage(text, 'image/jpeg', 'face.jpg');
    await refused(await send(a, 'POST', '/face', h, asPart.body), 4002);
    const tiny = jsonImage(await sharp({ create: { width: 100, height: 100, channels: 3, background: '#888' } }).png().toBuffer());
    expect(await refused(await send(a, 'POST', '/face', { ...h, ...tiny.headers }, tiny.body), 4002)).toContain('320x240 to 3840x2160');
    await refused(await send(a, 'POST', '/face', { ...h, 'Content-Type': 'application/json' }, JSON.stringify({ image: 'http://example.com/a.jpg' })), 4002);
    await refused(await send(a, 'POST', '/face', { ...h, 'Content-Type': 'application/json' }, JSON.stringify({ image: 42 })), 4002);
    await refused(await send(a, 'POST', '/detect', tiny.headers, tiny.body), 4002);
  });

  it('checks recognize’s multi and threshold headers (3020)', async () => {
    const a = app();
    const s = await subject(a);
    await refused(await send(a, 'POST', '/recognize', { 'group-id': s.group, multi: '2' }, '{}'), 3020);
    expect(await refused(await send(a, 'POST', '/recognize', { 'group-id': s.group, threshold: '-1' }, '{}'), 3020)).toContain('threshold');
    await refused(await send(a, 'POST', '/recognize', { 'group-id': s.group, threshold: 'high' }, '{}'), 3020);
    await refused(await send(a, 'POST', '/recognize', {}, '{}'), 1002);
  });

  it('answers an engine failure with 3009 and HTTP 500, logs it, and keeps serving', async () => {
    const a = app({ analyse: () => Promise.reject(new Error('wasm exploded')) });
    expectedErrors = 2;
    const s = await subject(a);
    const image = jsonImage(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#888' } }).png().toBuffer());
    await refused(await send(a, 'POST', '/face', { 'group-id': s.group, 'subject-id': s.subject, 'face-name': 'front', ...image.headers }, image.body), 3009, 500);
    await refused(await send(a, 'POST', '/detect', image.headers, image.body), 3009, 500);
    expect(String(a.errors[0])).toContain('wasm exploded');
    expect(await ok(await send(a, 'GET', '/group'))).toHaveLength(1);
  });

  it('allows the console’s face headers across origins', async () => {
    const a = app();
    const res = await a.get('/nugufacecan/v1/recognize', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'group-name, subject-name, multi, threshold, request-id, use-spoof' },
    });
    expect(res.status).toBe(204);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',').map((h) => h.trim());
    for (const h of ['group-name', 'subject-name', 'multi', 'threshold', 'request-id', 'use-spoof']) expect(allowed).toContain(h);
  });
});
