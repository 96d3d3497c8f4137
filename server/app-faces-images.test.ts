import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { faceDetectResponseSchema, faceListResponseSchema, faceRecognizeResponseSchema } from '../shared/contract/faces';
import { createApp } from './app';
import { openDatabase } from './db/open-database';
import { loadFaceEngine } from './domain/face-engine';
import { createGroup, createSubject, jsonImage, multipartImage, ok, OTHER_APP_ID, refused, send, TWO_APPS, type HeaderMap } from './testing/face-requests';
import { BASE, makeTestApp, stubWorld, testConfig, type TestApp } from './testing/test-app';
import { testImage, testMediaReady } from './testing/test-media';

/**
 * The face service with the real engine on the test images (npm run test:media): enrolment in
 * both body forms, the image rules that need a face (EXIF, small face, low score), detect,
 * recognize, per-app isolation and persistence. Without the images the suite is skipped and says
 * so. The models load once for the file (beforeAll).
 */
const ready = testMediaReady();
if (!ready) console.warn('app-faces-images: skipped: test images missing (run npm run test:media)');

const EXPRESSIONS = ['neutral', 'smile', 'sad', 'surprise', 'fear', 'angry', 'etc', 'none'];
const FACE_KEYS = ['age', 'attribute', 'box', 'engine_version', 'expression', 'expression_score', 'face_id', 'face_name', 'face_score', 'gender', 'image_height', 'image_width'];

interface ListedFace {
  face_id: string;
  face_name: string;
  box: { topLeftX: number; topLeftY: number; faceWidth: number; faceHeight: number; landmark: number[] };
  face_score: number;
  expression: string;
  gender: string;
  attribute: string;
  image_width: number;
  image_height: number;
  engine_version: number;
}

interface Recognised {
  subject_id: string;
  subject_name: string;
  distance: number | '';
  face_id: string;
  face_box: ListedFace['box'];
  gender: string;
  expression_raw: Record<string, number>;
  request_id: string;
}

const media: Record<string, Buffer> = {};

let t: TestApp | undefined;
afterEach(() => {
  expect(t?.errors ?? []).toEqual([]);
  t?.close();
  t = undefined;
});

function app(): TestApp {
  t = makeTestApp(TWO_APPS);
  return t;
}

async function subject(a: TestApp, name = 'kim', groupName = 'staff', appId?: string): Promise<HeaderMap> {
  const group = await createGroup(a, groupName, appId);
  return { 'group-id': group, 'subject-id': await createSubject(a, group, name, appId) };
}

function enrol(a: TestApp, scope: HeaderMap, bytes: Uint8Array, extra: HeaderMap = {}, form: 'json' | 'multipart' = 'json', appId?: string): Promise<Response> {
  const image = form === 'json' ? jsonImage(bytes) : multipartImage(bytes);
  return send(a, 'POST', '/face', { ...scope, 'face-name': 'front', ...extra, ...image.headers }, image.body, appId);
}

async function faces(a: TestApp, scope: HeaderMap, appId?: string): Promise<ListedFace[]> {
  const body = await ok<ListedFace[]>(await send(a, 'GET', '/face', scope, undefined, appId));
  expect(faceListResponseSchema.safeParse(body).success).toBe(true);
  return body;
}

function recognize(a: TestApp, group: string, bytes: Uint8Array, extra: HeaderMap = {}, appId?: string): Promise<Response> {
  const image = jsonImage(bytes);
  return send(a, 'POST', '/recognize', { 'group-id': group, ...extra, ...image.headers }, image.body, appId);
}

/** The face lies in the image, is at least 80 px, and its 5 points lie in the box. */
function expectPlausible(face: ListedFace, width: number, height: number): void {
  const { topLeftX: x, topLeftY: y, faceWidth: w, faceHeight: h, landmark } = face.box;
  expect([x, y, w, h, ...landmark].every(Number.isInteger)).toBe(true);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + w).toBeLessThanOrEqual(width);
  expect(y + h).toBeLessThanOrEqual(height);
  expect(Math.min(w, h)).toBeGreaterThanOrEqual(80);
  expect(landmark).toHaveLength(10);
  for (let i = 0; i < 10; i += 2) {
    expect(landmark[i]).toBeGreaterThanOrEqual(x);
    expect(landmark[i]).toBeLessThanOrEqual(x + w);
    expect(landmark[i + 1]).toBeGreaterThanOrEqual(y);
    expect(landmark[i + 1]).toBeLessThanOrEqual(y + h);
  }
  expect(EXPRESSIONS).toContain(face.expression);
}

describe.skipIf(!ready)(ready ? 'face service with real images' : 'face service with real images — skipped: run npm run test:media', () => {
  beforeAll(async () => {
    await loadFaceEngine();
    const astronaut = readFileSync(testImage('astronaut.png'));
    const camera = readFileSync(testImage('camera.png'));
    media.astronaut = astronaut;
    media.camera = camera;
    media.cat = readFileSync(testImage('chelsea.png'));
    // The cameraman's face is 68 px in camera.png (too small to enrol): a user would crop it.
    media.cameraCrop = await sharp(camera).extract({ left: 96, top: 72, width: 320, height: 240 }).resize(640, 480).png().toBuffer();
    // The whole photo scaled up: his three-quarter view scores 0.56 there.
    media.camera1024 = await sharp(camera).resize(1024, 1024).png().toBuffer();
    // The astronaut shrunk into a 640x480 frame: a face of about 62x51 px.
    media.smallFace = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
      .composite([{ input: await sharp(astronaut).resize(300, 300).toBuffer(), left: 170, top: 90 }])
      .png()
      .toBuffer();
    // Both people side by side.
    media.pair = await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#808080' } })
      .composite([
        { input: astronaut, left: 0, top: 0 },
        { input: await sharp(media.cameraCrop).resize(512, 384).toBuffer(), left: 512, top: 64 },
      ])
      .jpeg()
      .toBuffer();
  }, 60_000);

  afterAll(() => {
    for (const key of Object.keys(media)) delete media[key];
  });

  it('enrols the astronaut from JSON and from multipart, and lists the face as the interface shows it', async () => {
    const a = app();
    for (const form of ['json', 'multipart'] as const) {
      const scope = await subject(a, 'astronaut', `staff-${form}`);
      const res = await enrol(a, scope, media.astronaut!, {}, form);
      expect(await ok(res)).toEqual({});
      const listed = await faces(a, scope);
      expect(listed).toHaveLength(1);
      const [face] = listed;
      if (!face) throw new Error('no face');
      expect(Object.keys(face).sort()).toEqual(FACE_KEYS);
      expect(face).toMatchObject({ face_id: expect.stringMatching(/^[A-Z0-9]{10}$/) as string, face_name: 'front', gender: 'female', attribute: 'normal', image_width: 512, image_height: 512, engine_version: 1715 });
      expectPlausible(face, 512, 512);
    }
  });

  it('enrols several shots of one subject and deletes one (3003 after)', async () => {
    const a = app();
    const scope = await subject(a);
    await ok(await enrol(a, scope, media.astronaut!));
    await ok(await enrol(a, scope, await sharp(media.astronaut!).jpeg().toBuffer(), { 'face-name': 'false_negative' }));
    const listed = await faces(a, scope);
    expect(listed.map((f) => f.face_name)).toEqual(['front', 'false_negative']);
    const first = listed[0]!.face_id;
    expect(await ok(await send(a, 'DELETE', `/face/${first}`, scope))).toEqual({});
    expect((await faces(a, scope)).map((f) => f.face_id)).toEqual([listed[1]!.face_id]);
    await refused(await send(a, 'DELETE', `/face/${first}`, scope), 3003);
    // Another subject cannot delete it either.
    const other = await subject(a, 'lee', 'visitors');
    await refused(await send(a, 'DELETE', `/face/${listed[1]!.face_id}`, other), 3003);
  });

  it('refuses the cat: no faces in image (3004), for enrolment, detect and recognize', async () => {
    const a = app();
    const scope = await subject(a);
    expect(await refused(await enrol(a, scope, media.cat!), 3004)).toMatch(/^no faces in image/);
    const image = jsonImage(media.cat!);
    await refused(await send(a, 'POST', '/detect', image.headers, image.body), 3004);
    await refused(await recognize(a, scope['group-id']!, media.cat!), 3004);
    expect(await faces(a, scope)).toEqual([]);
  });

  it('applies EXIF orientation: a rotated JPEG tagged orientation 6 gives the upright box and size', async () => {
    const a = app();
    // Landscape 512x384 so that width and height tell the orientations apart.
    const upright = sharp(media.astronaut!).extract({ left: 0, top: 0, width: 512, height: 384 });
    const plain = await upright.clone().jpeg({ quality: 92 }).toBuffer();
    const tagged = await sharp(await upright.clone().rotate(-90).toBuffer()).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({ width: 384, height: 512, orientation: 6 });
    const one = await subject(a, 'upright', 'g1');
    const two = await subject(a, 'tagged', 'g2');
    await ok(await enrol(a, one, plain));
    await ok(await enrol(a, two, tagged));
    const [p] = await faces(a, one);
    const [r] = await faces(a, two);
    if (!p || !r) throw new Error('no face');
    expect([r.image_width, r.image_height]).toEqual([512, 384]);
    expect([p.image_width, p.image_height]).toEqual([512, 384]);
    const pb = [p.box.topLeftX, p.box.topLeftY, p.box.faceWidth, p.box.faceHeight, ...p.box.landmark];
    const rb = [r.box.topLeftX, r.box.topLeftY, r.box.faceWidth, r.box.faceHeight, ...r.box.landmark];
    rb.forEach((v, i) => expect(Math.abs(v - (pb[i] ?? 0)), `box value ${i}: ${v} vs ${pb[i]}`).toBeLessThanOrEqual(4));
  });

  it('refuses a face under 80 px (3041), and a doubtful face (3007) unless allow-mask', async () => {
    const a = app();
    const scope = await subject(a);
    expect(await refused(await enrol(a, scope, media.smallFace!), 3041)).toMatch(/at least 80x80/);
    expect(await refused(await enrol(a, scope, media.camera1024!), 3007)).toMatch(/allow-mask/);
    // allow-mask is a presence flag: any value, even an empty one.
    await ok(await enrol(a, scope, media.camera1024!, { 'allow-mask': '' }));
    const [face] = await faces(a, scope);
    expect(face?.face_score).toBeLessThan(0.6);
    expect(face?.gender).toBe('male');
  });

  it('detects every face, largest first, without descriptors', async () => {
    const a = app();
    const image = jsonImage(media.pair!);
    const body = await ok<(ListedFace & { expression_raw: Record<string, number> })[]>(await send(a, 'POST', '/detect', image.headers, image.body));
    expect(faceDetectResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toHaveLength(2);
    const [first, second] = body;
    if (!first || !second) throw new Error('two faces expected');
    expect(first.box.faceWidth * first.box.faceHeight).toBeGreaterThanOrEqual(second.box.faceWidth * second.box.faceHeight);
    expect(Object.keys(first).sort()).toEqual(['age', 'attribute', 'box', 'engine_version', 'expression', 'expression_raw', 'expression_score', 'face_score', 'gender', 'image_height', 'image_width']);
    expect(body.map((f) => f.gender).sort()).toEqual(['female', 'male']);
    expect(first).toMatchObject({ image_width: 1024, image_height: 512 });
    expect(Object.keys(first.expression_raw).sort()).toEqual(['angry', 'etc', 'fear', 'neutral', 'sad', 'smile', 'surprised']);
    // Enrolment takes the largest of several faces.
    const scope = await subject(a);
    await ok(await enrol(a, scope, media.pair!));
    expect((await faces(a, scope))[0]?.box).toEqual(first.box);
  });

  it('recognizes each person as their subject, and says "" when nobody is near enough', async () => {
    const a = app();
    const group = await createGroup(a, 'staff');
    const astronaut = await createSubject(a, group, 'astronaut');
    const camera = await createSubject(a, group, 'camera');
    await ok(await enrol(a, { 'group-id': group, 'subject-id': astronaut }, media.astronaut!));
    await ok(await enrol(a, { 'group-id': group, 'subject-id': camera }, media.cameraCrop!));
    const [astronautFace] = await faces(a, { 'group-id': group, 'subject-id': astronaut });

    const seen = await ok<Recognised>(await recognize(a, group, media.astronaut!, { 'request-id': 'req-1' }));
    expect(faceRecognizeResponseSchema.safeParse(seen).success).toBe(true);
    expect(seen).toMatchObject({ subject_id: astronaut, subject_name: 'astronaut', face_id: astronautFace?.face_id, request_id: 'req-1', gender: 'female' });
    expect(seen.distance).toBeLessThan(0.32);
    expect(Object.keys(seen.expression_raw)).toHaveLength(7);

    // camera.png as it is (a 68 px face: too small to enrol, fine to recognize).
    const cameraman = await ok<Recognised>(await recognize(a, group, media.camera!));
    expect(cameraman).toMatchObject({ subject_id: camera, subject_name: 'camera', gender: 'male', request_id: '' });
    expect(cameraman.distance).toBeLessThan(0.5);

    // A threshold below the distance: no subject, but the nearest distance is still told.
    const strict = await ok<Recognised>(await recognize(a, group, media.camera!, { threshold: '0.01' }));
    expect(strict).toMatchObject({ subject_id: '', subject_name: '', distance: cameraman.distance });

    // multi=1: every face, as an array; multi=0: the most prominent one.
    const both = await ok<Recognised[]>(await recognize(a, group, media.pair!, { multi: '1' }));
    expect(Array.isArray(both)).toBe(true);
    expect(both.map((r) => r.subject_name).sort()).toEqual(['astronaut', 'camera']);
    const one = await ok<Recognised>(await recognize(a, group, media.pair!, { multi: '0' }));
    expect(Array.isArray(one)).toBe(false);
    expect(one.subject_id).toBe(both[0]?.subject_id);
  });

  it('answers an empty group with subject_id ""', async () => {
    const a = app();
    const group = await createGroup(a, 'empty');
    expect(await ok(await recognize(a, group, media.astronaut!))).toMatchObject({ subject_id: '', subject_name: '', distance: '', face_id: '' });
  });

  it('keeps each app-id’s faces to itself', async () => {
    const a = app();
    const mine = await subject(a);
    await ok(await enrol(a, mine, media.astronaut!));
    // The other app cannot list, add to or recognize against this app's group.
    await refused(await send(a, 'GET', '/face', mine, undefined, OTHER_APP_ID), 1003);
    await refused(await enrol(a, mine, media.astronaut!, {}, 'json', OTHER_APP_ID), 1003);
    await refused(await recognize(a, mine['group-id']!, media.astronaut!, {}, OTHER_APP_ID), 1003);
    // Its own group of the same name knows nobody.
    const theirs = await subject(a, 'kim', 'staff', OTHER_APP_ID);
    expect(await faces(a, theirs, OTHER_APP_ID)).toEqual([]);
    expect(await ok(await recognize(a, theirs['group-id']!, media.astronaut!, {}, OTHER_APP_ID))).toMatchObject({ subject_id: '' });
    expect(await faces(a, mine)).toHaveLength(1);
  });

  it('keeps faces across closing and reopening a file database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locus-faces-'));
    const file = join(dir, 'locus.db');
    const errors: unknown[] = [];
    const start = () => {
      const db = openDatabase(file);
      const served = createApp({ config: testConfig(TWO_APPS), db, world: stubWorld(), consoleDir: null, logError: (e) => errors.push(e) });
      const handle = { db, app: served, calls: [], errors, close: () => db.close(), get: (path: string, init?: RequestInit) => served.fetch(new Request(`${BASE}${path}`, init)) };
      return handle as TestApp;
    };
    try {
      const first = start();
      const scope = await subject(first);
      await ok(await enrol(first, scope, media.astronaut!));
      const before = await faces(first, scope);
      first.close();

      const second = start();
      expect(await faces(second, scope)).toEqual(before);
      expect(await ok(await recognize(second, scope['group-id']!, media.astronaut!))).toMatchObject({ subject_id: scope['subject-id'], face_id: before[0]?.face_id });
      second.close();
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
