/**
 * The task a face worker thread runs (face-pool.ts): decode, detect and analyse one image with
 * this thread's own engine (face-engine.ts; each worker loads the models once, on its first
 * image). A refused image comes back as data, not as a thrown error: errors crossing threads
 * lose their class, and the route must tell a refused image (4002) from an engine failure (3009).
 */
import sharp from 'sharp';
import { faceEngine, type ImageAnalysis } from './face-engine';
import { FaceImageError } from './face-image';

// One libvips thread: parallelism comes from the pool's workers, and the request thread keeps a core.
sharp.concurrency(1);

export type FaceWorkerAnswer =
  | { ok: true; analysis: ImageAnalysis }
  | { ok: false; refused: { code: FaceImageError['code']; detail: string; detailKo: string } };

export async function analyseInWorker(bytes: Uint8Array): Promise<FaceWorkerAnswer> {
  try {
    return { ok: true, analysis: await faceEngine.analyse(bytes) };
  } catch (error) {
    if (error instanceof FaceImageError) return { ok: false, refused: { code: error.code, detail: error.detail, detailKo: error.detailKo } };
    throw error;
  }
}
