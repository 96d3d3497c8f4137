/**
 * The emulator's face engine: real detection and analysis with @vladmandic/face-api in Node
 * (its `dist/face-api.node-wasm.js` build on the tfjs wasm backend; `@tensorflow/tfjs-node`
 * does not install on these machines because it downloads a binary).
 *
 * Detector: TinyFaceDetector, input size 416, score threshold 0.5. Not SSD MobileNet v1: on the
 * test images SSD "finds" a face in the cat photo (chelsea.png, score 0.93, a 373x374 box in a
 * 451x300 image), which would let a cat be enrolled; TinyFaceDetector finds nothing in the cat
 * and one face in astronaut.png (score 0.98) and camera.png (0.67).
 * It is also the detector the console runs in the browser for its live camera overlay, with the
 * same options, so the console's quality gate ("a face is in frame") predicts this engine's
 * verdict on the shot it uploads.
 *
 * Per face, on the detection copy of the image (face-image.ts: EXIF-rotated, sRGB, ≤ 1024 px):
 * faceLandmark68Net (68 points → the service's 5, face-landmarks.ts), faceRecognitionNet (the
 * 128-d descriptor used by recognize: same person typically < 0.5 euclidean, different > 0.6),
 * ageGenderNet and faceExpressionNet (face-attributes.ts maps them to the interface's values).
 * Boxes and landmarks are scaled back to the original image's pixels.
 *
 * The engine is one per thread (face-api keeps its models in module state); the emulator runs it
 * in worker threads (face-pool.ts), each loading its own models, so inference never holds up the
 * thread answering requests. Within a thread, models load on the
 * first analysis (about 0.6 s including the module itself, see bench:faces; concurrent first
 * calls share that one load; a failed load is retried by the next call), and analyses run one at
 * a time, since the wasm backend is single-threaded and interleaving two inferences only makes
 * both slower and their tensors harder to account for. Image decoding (sharp, on libuv's pool)
 * happens outside that queue. The first analysis also pays the backend's warm-up (~0.6 s more);
 * later ones take about 0.25 s for a 512 px image.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApi from '@vladmandic/face-api';
import sharp from 'sharp';
import {
  attributeFor,
  BLUR_CROP_SIZE,
  expressionFields,
  genderFor,
  laplacianVariance,
  roundTo,
  type FaceAttribute,
  type FaceExpression,
  type FaceGender,
} from './face-attributes';
import { decodeFaceImage, type DecodedFaceImage } from './face-image';
import { faceBoxInOriginal, fivePoints, isProfileFace, noseOffsetRatio, type FaceBoxInts, type Rect } from './face-landmarks';

/**
 * engine_version of every result: 1715 for @vladmandic/face-api 1.7.15 with TinyFaceDetector.
 * Deliberately unlike the real engine's 340 / 390, so nobody mistakes emulator output for it.
 */
export const FACE_ENGINE_VERSION = 1715;

/** TinyFaceDetector input size (multiple of 32): 416 is face-api's default balance of speed and small-face recall. */
const DETECTOR_INPUT_SIZE = 416;

/** Detections scoring below this are not faces (the same threshold as the console's overlay). */
const DETECTOR_SCORE_THRESHOLD = 0.5;

export interface AnalysedFace {
  /** Integers in the original (upright) image's pixels, with the 5-point landmark. */
  box: FaceBoxInts;
  /** Detection score, 4 decimals. */
  face_score: number;
  expression: FaceExpression;
  expression_score: number;
  expression_raw: Record<string, number>;
  /** Apparent age in years, 1 decimal. */
  age: number;
  gender: FaceGender;
  attribute: FaceAttribute;
  /** faceRecognitionNet's 128-d descriptor. */
  descriptor: Float32Array;
  /** The figures behind `attribute` (calibration, tests). */
  measures: { sharpness: number; noseOffset: number };
}

export interface ImageAnalysis {
  image_width: number;
  image_height: number;
  engine_version: number;
  /** Every face found, largest box first (the "most prominent" face is faces[0]). */
  faces: AnalysedFace[];
}

/** What the routes need of an engine; tests substitute failing ones. */
export interface FaceAnalyser {
  /** Throws FaceImageError for refused images; any other throw is an engine failure. */
  analyse(bytes: Uint8Array): Promise<ImageAnalysis>;
}

/**
 * face-api's CommonJS build, typed with its own declarations. Their `tf` namespace leaves out
 * the backend functions of the tfjs it re-exports; those are added here.
 */
type FaceApiModule = Omit<typeof FaceApi, 'tf'> & {
  tf: typeof FaceApi.tf & {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    getBackend(): string;
    memory(): { numTensors: number; numBytes: number };
  };
};

const requireHere = createRequire(import.meta.url);

/** Directory of face-api's bundled model weights, wherever node_modules is. */
const FACE_MODEL_DIR = path.join(path.dirname(requireHere.resolve('@vladmandic/face-api/package.json')), 'model');

async function loadModels(): Promise<FaceApiModule> {
  const api = requireHere('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApiModule;
  const wasm = requireHere('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  // A directory path with a trailing slash; no second (usePlatformFetch) argument: Node's fetch
  // cannot read a file path, the backend's own file reader can.
  const wasmDir = path.dirname(requireHere.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  wasm.setWasmPaths(`${wasmDir}/`);
  if (!(await api.tf.setBackend('wasm'))) throw new Error('the tfjs wasm backend did not initialise');
  await api.tf.ready();
  await Promise.all([
    api.nets.tinyFaceDetector.loadFromDisk(FACE_MODEL_DIR),
    api.nets.faceLandmark68Net.loadFromDisk(FACE_MODEL_DIR),
    api.nets.faceRecognitionNet.loadFromDisk(FACE_MODEL_DIR),
    api.nets.ageGenderNet.loadFromDisk(FACE_MODEL_DIR),
    api.nets.faceExpressionNet.loadFromDisk(FACE_MODEL_DIR),
  ]);
  return api;
}

let loading: Promise<FaceApiModule> | undefined;

/** Loads the models once; concurrent callers share the load; a failed load is forgotten so the next call retries. */
export function loadFaceEngine(): Promise<FaceApiModule> {
  loading ??= loadModels().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

let queueTail: Promise<unknown> = Promise.resolve();

/** Runs inference tasks one after another, whatever each one's outcome. */
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queueTail.then(task, task);
  queueTail = run.catch(() => undefined);
  return run;
}

type Detection = FaceApi.WithFaceDescriptor<
  FaceApi.WithAge<FaceApi.WithGender<FaceApi.WithFaceExpressions<FaceApi.WithFaceLandmarks<{ detection: FaceApi.FaceDetection }, FaceApi.FaceLandmarks68>>>>
>;

async function detect(api: FaceApiModule, image: DecodedFaceImage): Promise<Detection[]> {
  return serialised(async () => {
    const input = api.tf.tensor3d(image.rgb, [image.detectionHeight, image.detectionWidth, 3], 'int32');
    try {
      const options = new api.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT_SIZE, scoreThreshold: DETECTOR_SCORE_THRESHOLD });
      return await api.detectAllFaces(input, options).withFaceLandmarks().withFaceExpressions().withAgeAndGender().withFaceDescriptors();
    } finally {
      input.dispose();
    }
  });
}

/** Laplacian variance of the face crop (detection pixels), greyed and scaled to BLUR_CROP_SIZE². */
async function faceSharpness(image: DecodedFaceImage, box: Rect): Promise<number> {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.min(image.detectionWidth, Math.ceil(box.x + box.width)) - left;
  const height = Math.min(image.detectionHeight, Math.ceil(box.y + box.height)) - top;
  if (width < 3 || height < 3) return 0;
  const gray = await sharp(image.rgb, { raw: { width: image.detectionWidth, height: image.detectionHeight, channels: 3 } })
    .extract({ left, top, width, height })
    .greyscale()
    .resize(BLUR_CROP_SIZE, BLUR_CROP_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return laplacianVariance(new Uint8Array(gray.buffer, gray.byteOffset, gray.byteLength), BLUR_CROP_SIZE, BLUR_CROP_SIZE);
}

async function describe(image: DecodedFaceImage, found: Detection): Promise<AnalysedFace> {
  const five = fivePoints(found.landmarks.positions);
  const rect: Rect = { x: found.detection.box.x, y: found.detection.box.y, width: found.detection.box.width, height: found.detection.box.height };
  const sharpness = await faceSharpness(image, rect);
  const noseOffset = noseOffsetRatio(five);
  return {
    box: faceBoxInOriginal(rect, five, image.scale, image.width, image.height),
    face_score: roundTo(found.detection.score, 4),
    ...expressionFields(found.expressions),
    age: roundTo(found.age, 1),
    gender: genderFor(found.age, found.gender),
    attribute: attributeFor(sharpness, isProfileFace(five)),
    descriptor: found.descriptor,
    measures: { sharpness: roundTo(sharpness, 1), noseOffset: roundTo(noseOffset, 3) },
  };
}

const area = (f: AnalysedFace) => f.box.faceWidth * f.box.faceHeight;

/** The shared engine. */
export const faceEngine: FaceAnalyser = {
  async analyse(bytes) {
    const image = await decodeFaceImage(bytes);
    const api = await loadFaceEngine();
    const found = await detect(api, image);
    const faces = await Promise.all(found.map((f) => describe(image, f)));
    faces.sort((a, b) => area(b) - area(a));
    return { image_width: image.width, image_height: image.height, engine_version: FACE_ENGINE_VERSION, faces };
  },
};
