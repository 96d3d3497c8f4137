import type { Point } from '../model/landmarks';
import { fivePointsFrom68 } from '../model/landmarks';

/**
 * The in-browser face detector: @vladmandic/face-api on tfjs's wasm backend. It is loaded by a
 * dynamic import, so only the Faces page pays for its ~1.3 MB bundle and model files, and only
 * once per page load. The detector settings are the emulator's (TinyFaceDetector, inputSize 416,
 * scoreThreshold 0.5), so what the gate and the live overlay see is what the service will see.
 * (SSD MobileNet would be more sensitive but takes a cat for a face; TinyFaceDetector does not.)
 *
 * The wasm backend, not WebGL: on machines without a GPU (SwiftShader) WebGL takes ~2 s per
 * frame, wasm ~100 ms. The model and wasm files are served by the console itself under
 * face-assets/ (see the plugin in vite.config.ts), so the page works offline.
 */
const DETECTOR_SETTINGS = { inputSize: 416, scoreThreshold: 0.5 } as const;

const ASSETS = `${import.meta.env.BASE_URL}face-assets/`;

export interface DetectedFace {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  /** The 5 service points (eyes, nose tip, mouth corners), when landmarks were asked for. */
  points?: Point[];
}

type DetectorInput = HTMLCanvasElement | HTMLVideoElement | HTMLImageElement;

export interface FaceDetector {
  /** The tfjs backend in use (always 'wasm' once loaded). */
  backend: string;
  detect(input: DetectorInput, options?: { landmarks?: boolean }): Promise<DetectedFace[]>;
}

/**
 * The part of tfjs the loader needs. face-api's type declarations list only a subset of the
 * tfjs namespace it exports; these functions are there at run time (checked below).
 */
interface TfRuntime {
  setWasmPaths(prefix: string): void;
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  getBackend(): string;
}

function isTfRuntime(tf: unknown): tf is TfRuntime {
  const o = tf as Partial<Record<keyof TfRuntime, unknown>>;
  return typeof o.setWasmPaths === 'function' && typeof o.setBackend === 'function' && typeof o.ready === 'function' && typeof o.getBackend === 'function';
}

async function load(): Promise<FaceDetector> {
  const faceapi = await import('@vladmandic/face-api');
  const tf: unknown = faceapi.tf;
  if (!isTfRuntime(tf)) throw new Error('face-api was built without the tfjs wasm backend');
  tf.setWasmPaths(`${ASSETS}wasm/`);
  const ok = await tf.setBackend('wasm');
  await tf.ready();
  const backend = tf.getBackend();
  if (!ok || backend !== 'wasm') throw new Error(`The wasm backend did not start (backend: ${backend || 'none'})`);
  await Promise.all([faceapi.nets.tinyFaceDetector.loadFromUri(`${ASSETS}models`), faceapi.nets.faceLandmark68TinyNet.loadFromUri(`${ASSETS}models`)]);
  const options = new faceapi.TinyFaceDetectorOptions(DETECTOR_SETTINGS);

  return {
    backend,
    async detect(input, { landmarks = false } = {}) {
      if (!landmarks) {
        const found = await faceapi.detectAllFaces(input, options);
        return found.map((d) => ({ x: d.box.x, y: d.box.y, width: d.box.width, height: d.box.height, score: d.score }));
      }
      const found = await faceapi.detectAllFaces(input, options).withFaceLandmarks(true);
      return found.map(({ detection: d, landmarks: l }) => {
        const points = fivePointsFrom68(l.positions.map((p) => ({ x: p.x, y: p.y })));
        const face: DetectedFace = { x: d.box.x, y: d.box.y, width: d.box.width, height: d.box.height, score: d.score };
        if (points) face.points = points;
        return face;
      });
    },
  };
}

let loading: Promise<FaceDetector> | undefined;

/** The detector, loaded on first use; a failed load is tried again on the next call. */
export function loadFaceDetector(): Promise<FaceDetector> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
