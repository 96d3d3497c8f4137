import { EMULATOR_RECOGNIZE_THRESHOLD } from '../../shared/face-thresholds';

/**
 * Recognition by nearest neighbour, pure: the distance between two face-api descriptors is their
 * euclidean distance (0 = identical; face-api's faceRecognitionNet is trained so that the same
 * person is typically below 0.5 and different people above 0.6), and a face is recognised as the
 * subject owning the nearest enrolled face, when that face is within the threshold.
 *
 * Brute force over the group's faces: 128 multiply-adds per enrolled face, well under a
 * millisecond for a thousand faces (bench/face-engine.ts prints the figure), so an index would
 * buy nothing at the sizes a console user enrols by hand.
 */

/**
 * Default of recognize's `threshold` header. The vendor documents 0.32 for its own engine's
 * distance; face-api's euclidean distances are on another scale: two photos of one person
 * typically measure 0.3–0.5, different people 0.6 and more. Measured on the test images:
 * astronaut.png against its own JPEG, re-scaled or cropped copies 0.07–0.11, mirrored 0.22,
 * blurred (σ = 2 px) 0.40; camera.png against its crop and its 2x upscale 0.18–0.20;
 * astronaut.png against camera.png 0.88. 0.32 would reject many genuine matches between two
 * camera shots; face-api's own FaceMatcher uses 0.6, which lets lookalikes through. 0.5 keeps the
 * service's meaning ("same person below the threshold") for this engine. A threshold header
 * always wins.
 */
export const RECOGNIZE_DEFAULT_THRESHOLD = EMULATOR_RECOGNIZE_THRESHOLD;

export function euclideanDistance(a: Float32Array, b: Float32Array): number {
  const n = Math.min(a.length, b.length);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

export interface Nearest<T> {
  entry: T;
  distance: number;
}

/** The gallery entry nearest to `query` (the first of equals), or undefined for an empty gallery. */
export function nearestFace<T extends { descriptor: Float32Array }>(query: Float32Array, gallery: readonly T[]): Nearest<T> | undefined {
  let best: Nearest<T> | undefined;
  for (const entry of gallery) {
    const distance = euclideanDistance(query, entry.descriptor);
    if (best === undefined || distance < best.distance) best = { entry, distance };
  }
  return best;
}
