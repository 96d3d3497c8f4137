/**
 * Face service benchmark (figures and ratios, no pass/fail), in-process through the emulator's
 * HTTP app (app.fetch, no socket) with the real engine:
 * - cold start: loading face-api's models on the wasm backend, and the first analysis;
 * - enrolment (POST /face, JSON data URI) per image, after warm-up, against the engine's
 *   analysis alone on the same bytes (the rest is base64, JSON, decoding checks and SQLite);
 * - recognize (POST /recognize) against a group of BENCH_FACES (1,000) enrolled faces: a few
 *   dozen real enrolments, the rest stored directly through the store as jittered copies of the
 *   real descriptors (as many subjects as faces / 10), so the bench runs in seconds. Printed:
 *   recognize end to end, the descriptor search alone (the group's descriptors read from SQLite
 *   and compared), and its parts: the read, and the brute-force comparison over descriptors
 *   already in memory.
 *
 * Needs the test images (npm run test:media); without them it says so and exits 0.
 *
 * Usage: npm run bench:faces   (also part of npm run bench)
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { FACE_ENGINE_VERSION, faceEngine, loadFaceEngine } from '../server/domain/face-engine';
import { nearestFace } from '../server/domain/face-match';
import { createFaceStore, DESCRIPTOR_LENGTH, type FaceGroup, type NewFace } from '../server/domain/face-store';
import { mulberry32 } from '../server/domain/hash';
import { makeTestApp, TEST_APP_ID, TEST_KEY } from '../server/testing/test-app';
import { testImage, testMediaReady } from '../server/testing/test-media';
import { fmt, timeAsync, type Timing } from './timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FACES = Number(process.env.BENCH_FACES ?? 1000);
const WARMUP = 3;
/** Per-component jitter of the synthetic descriptors: about 0.03·√128 ≈ 0.34 from their source. */
const JITTER = 0.03;

const line = (label: string, t: Timing) => `${label}: p50 ${fmt(t.p50)}, mean ${fmt(t.mean)}, p99 ${fmt(t.p99)}`;

async function main(): Promise<void> {
  if (!testMediaReady()) {
    console.log('bench:faces skipped: the test images are missing (run npm run test:media)');
    return;
  }
  const astronaut = readFileSync(testImage('astronaut.png'));
  // camera.png's face is 68 px (too small to enrol): the cropped shot a user would take.
  const camera = await sharp(readFileSync(testImage('camera.png'))).extract({ left: 96, top: 72, width: 320, height: 240 }).resize(640, 480).png().toBuffer();
  const images = { 'astronaut.png 512x512': astronaut, 'camera.png face crop 640x480': camera };

  let t0 = performance.now();
  await loadFaceEngine();
  const load = performance.now() - t0;
  t0 = performance.now();
  await faceEngine.analyse(astronaut);
  const first = performance.now() - t0;
  console.log(`face engine (face-api, TinyFaceDetector, wasm backend; engine_version ${FACE_ENGINE_VERSION}):`);
  console.log(`  cold start: models loaded in ${load.toFixed(0)} ms, first analysis ${first.toFixed(0)} ms`);

  const a = makeTestApp();
  const headers = (extra: Record<string, string>) => ({ appKey: TEST_KEY, 'app-id': TEST_APP_ID, 'Content-Type': 'application/json', ...extra });
  const post = async (path: string, extra: Record<string, string>, body?: string) => {
    const res = await a.get(`/nugufacecan/v1${path}`, { method: 'POST', headers: headers(extra), ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, string>;
  };
  const json = (bytes: Uint8Array) => JSON.stringify({ image: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}` });

  try {
    const group = (await post('/group', { 'group-name': 'bench' })).group_id ?? '';
    console.log(`enrolment, POST /face end to end (${RUNS} runs after ${WARMUP} warm-up) vs the engine's analysis alone:`);
    for (const [label, bytes] of Object.entries(images)) {
      const subject = (await post('/subject', { 'group-id': group, 'subject-name': label.split('.')[0] ?? label })).subject_id ?? '';
      const body = json(bytes);
      const enrol = await timeAsync(RUNS, () => post('/face', { 'group-id': group, 'subject-id': subject, 'face-name': 'front' }, body), WARMUP);
      const engine = await timeAsync(RUNS, () => faceEngine.analyse(bytes), WARMUP);
      // Two runs of the same work a few seconds apart: the difference is within the noise, so it is not printed as a share.
      console.log(`  ${label}: enrol p50 ${fmt(enrol.p50)} (p99 ${fmt(enrol.p99)}), analysis alone p50 ${fmt(engine.p50)} (p99 ${fmt(engine.p99)})`);
    }

    // Fill the group up to FACES with jittered copies of the real descriptors.
    const store = createFaceStore(a.db);
    const g: FaceGroup = store.findGroup(TEST_APP_ID, group) ?? { group_id: group, group_name: 'bench' };
    const real = store.gallery(g);
    const random = mulberry32(42);
    const gauss = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
    const template = store.listFaces(store.listSubjects(g)[0] ?? { subject_id: '', subject_name: '', group_id: group, group_name: 'bench' })[0];
    if (!template) throw new Error('no enrolled face to copy');
    const synthetic = Math.max(0, FACES - real.length);
    a.db.transaction(() => {
      let subject = store.listSubjects(g)[0];
      for (let i = 0; i < synthetic; i++) {
        if (i % 10 === 0) {
          const made = store.createSubject(g, `synthetic-${i / 10}`);
          if (typeof made === 'string') throw new Error(`synthetic subject refused: ${made}`);
          subject = made;
        }
        const source = real[i % real.length]?.descriptor ?? new Float32Array(DESCRIPTOR_LENGTH);
        const descriptor = Float32Array.from(source, (v) => v + JITTER * gauss());
        const { face_id: _id, face_name: _name, ...fields } = template;
        const face: NewFace = { ...fields, descriptor };
        if (subject) store.addFace(subject, `synthetic`, face);
      }
    })();
    const gallery = store.gallery(g);
    const query = (await faceEngine.analyse(astronaut)).faces[0]?.descriptor ?? new Float32Array(DESCRIPTOR_LENGTH);

    const astronautBody = json(astronaut);
    let answer = '';
    const recognize = await timeAsync(RUNS, async () => (answer = (await post('/recognize', { 'group-id': group }, astronautBody)).subject_name ?? ''), WARMUP);
    const search = await timeAsync(RUNS * 10, async () => nearestFace(query, store.gallery(g)), WARMUP);
    const read = await timeAsync(RUNS * 10, async () => store.gallery(g), WARMUP);
    const brute = await timeAsync(RUNS * 10, async () => nearestFace(query, gallery), WARMUP);
    console.log(`recognize against ${gallery.length.toLocaleString()} faces (${real.length} enrolled, ${synthetic.toLocaleString()} jittered copies in ${store.listSubjects(g).length} subjects; answer: "${answer}"):`);
    console.log(`  ${line('POST /recognize end to end', recognize)}`);
    console.log(`  ${line('descriptor search alone (read from SQLite + compare)', search)}: ${((search.p50 / recognize.p50) * 100).toFixed(1)}% of a recognize`);
    console.log(`    ${line('reading the group’s descriptors', read)}`);
    console.log(`    ${line(`brute-force comparison, ${gallery.length.toLocaleString()} descriptors in memory`, brute)}: ${fmt(brute.p50 / gallery.length)} per face`);
  } finally {
    a.close();
  }
}

await main();
