import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testImage, testMediaReady } from '../testing/test-media';
import { BLUR_LAPLACIAN_VARIANCE } from './face-attributes';
import { faceEngine, FACE_ENGINE_VERSION, loadFaceEngine, type ImageAnalysis } from './face-engine';
import { euclideanDistance } from './face-match';

/**
 * The real engine on the test images (npm run test:media). Without them the suite is skipped and
 * says so. The models load once for the file.
 */
const ready = testMediaReady();
if (!ready) console.warn('face-engine: skipped: test images missing (run npm run test:media)');

const read = (name: 'astronaut.png' | 'camera.png' | 'chelsea.png') => readFileSync(testImage(name));

describe.skipIf(!ready)(ready ? 'face engine on the test images' : 'face engine — skipped: run npm run test:media', () => {
  let astronaut: ImageAnalysis;

  beforeAll(async () => {
    // Concurrent first calls share one load.
    const [a, b] = [loadFaceEngine(), loadFaceEngine()];
    expect(a).toBe(b);
    await a;
    astronaut = await faceEngine.analyse(read('astronaut.png'));
  }, 60_000);

  it('finds the astronaut’s face with its box, landmark, age, gender, expression and descriptor', () => {
    expect(astronaut).toMatchObject({ image_width: 512, image_height: 512, engine_version: FACE_ENGINE_VERSION });
    expect(astronaut.faces).toHaveLength(1);
    const [face] = astronaut.faces;
    if (!face) throw new Error('no face');
    const { topLeftX: x, topLeftY: y, faceWidth: w, faceHeight: h, landmark } = face.box;
    expect([x, y, w, h].every(Number.isInteger)).toBe(true);
    // The face is in the upper middle of the picture, about 116x111.
    expect(x).toBeGreaterThan(140);
    expect(x + w).toBeLessThan(300);
    expect(w).toBeGreaterThanOrEqual(100);
    expect(landmark).toHaveLength(10);
    for (let i = 0; i < 10; i += 2) {
      expect(landmark[i]).toBeGreaterThanOrEqual(x);
      expect(landmark[i]).toBeLessThanOrEqual(x + w);
      expect(landmark[i + 1]).toBeGreaterThanOrEqual(y);
      expect(landmark[i + 1]).toBeLessThanOrEqual(y + h);
    }
    // Eyes above the nose above the mouth; left before right.
    const [lx = 0, ly = 0, rx = 0, ry = 0, , ny = 0, mlx = 0, mly = 0, mrx = 0] = landmark;
    expect(lx).toBeLessThan(rx);
    expect(mlx).toBeLessThan(mrx);
    expect(Math.max(ly, ry)).toBeLessThan(ny);
    expect(ny).toBeLessThan(mly);
    expect(face.face_score).toBeGreaterThan(0.9);
    expect(face).toMatchObject({ gender: 'female', expression: 'smile', attribute: 'normal' });
    expect(face.age).toBeGreaterThan(18);
    expect(face.age).toBeLessThan(50);
    expect(face.descriptor).toBeInstanceOf(Float32Array);
    expect(face.descriptor).toHaveLength(128);
  });

  it('finds no face in the cat (SSD MobileNet would: see the engine’s header)', async () => {
    expect((await faceEngine.analyse(read('chelsea.png'))).faces).toEqual([]);
  });

  it('reads the cameraman (greyscale) as a man, and tells him from the astronaut', async () => {
    const camera = await faceEngine.analyse(read('camera.png'));
    const [face] = camera.faces;
    expect(face?.gender).toBe('male');
    const distance = euclideanDistance(face?.descriptor ?? new Float32Array(128), astronaut.faces[0]?.descriptor ?? new Float32Array(128));
    expect(distance).toBeGreaterThan(0.6);
  });

  it('gives the same person a small distance across re-encoding, mirroring and scaling', async () => {
    const png = read('astronaut.png');
    const reference = astronaut.faces[0]?.descriptor ?? new Float32Array(128);
    for (const copy of [await sharp(png).jpeg({ quality: 80 }).toBuffer(), await sharp(png).flop().png().toBuffer(), await sharp(png).resize(1024, 1024).jpeg().toBuffer()]) {
      const [face] = (await faceEngine.analyse(copy)).faces;
      expect(euclideanDistance(face?.descriptor ?? new Float32Array(128), reference)).toBeLessThan(0.25);
    }
  });

  it('calls a blurred face blur and the same face sharp normal', async () => {
    // blur(8) on the 512 px original leaves nothing to detect; on a 1536 px copy the face is
    // ~350 px and the same blur leaves a detectable but smeared face.
    const large = sharp(read('astronaut.png')).resize(1536, 1536);
    const sharpFace = (await faceEngine.analyse(await large.clone().jpeg().toBuffer())).faces[0];
    const blurred = (await faceEngine.analyse(await large.clone().blur(8).jpeg().toBuffer())).faces[0];
    expect(sharpFace?.attribute).toBe('normal');
    expect(sharpFace?.measures.sharpness).toBeGreaterThan(BLUR_LAPLACIAN_VARIANCE * 2);
    expect(blurred?.attribute).toBe('blur');
    expect(blurred?.measures.sharpness).toBeLessThan(BLUR_LAPLACIAN_VARIANCE / 2);
    expect((await faceEngine.analyse(await sharp(read('astronaut.png')).blur(8).png().toBuffer())).faces).toEqual([]);
  });

  it('runs concurrent analyses one at a time with the same results and no leaked tensors', async () => {
    const api = await loadFaceEngine();
    const before = api.tf.memory().numTensors;
    const results = await Promise.all([read('astronaut.png'), read('camera.png'), read('astronaut.png')].map((b) => faceEngine.analyse(b)));
    expect(results[0]?.faces[0]?.box).toEqual(astronaut.faces[0]?.box);
    expect(results[2]?.faces[0]?.box).toEqual(astronaut.faces[0]?.box);
    expect(results[1]?.faces[0]?.gender).toBe('male');
    expect(api.tf.memory().numTensors).toBe(before);
  });
});
