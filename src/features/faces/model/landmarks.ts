import type { FaceBox } from '../../../api/contract/faces';

/**
 * Geometry of a face as the service gives it: a box (top-left corner, width, height) and
 * 5 landmarks as 10 numbers, (x, y) pairs in the order: left eye, right eye, nose tip, left
 * mouth corner, right mouth corner. All in pixels of the image that was sent.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The landmark pairs as points; a trailing odd number or non-finite pair is dropped. */
export function landmarkPoints(landmark: readonly number[] | undefined): Point[] {
  const points: Point[] = [];
  if (!landmark) return points;
  for (let i = 0; i + 1 < landmark.length; i += 2) {
    const x = landmark[i];
    const y = landmark[i + 1];
    if (x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y)) points.push({ x, y });
  }
  return points;
}

export function boxRect(box: FaceBox): Rect {
  return { x: box.topLeftX, y: box.topLeftY, width: box.faceWidth, height: box.faceHeight };
}

const mean = (points: readonly Point[]): Point => {
  const n = points.length || 1;
  return { x: points.reduce((a, p) => a + p.x, 0) / n, y: points.reduce((a, p) => a + p.y, 0) / n };
};

/**
 * The service's 5 points from a 68-point landmark set (iBUG 300-W numbering, as face-api
 * gives it): each eye's centre (points 36-41 and 42-47; the subject's right eye is on the
 * image's left), the nose tip (30) and the mouth corners (48, 54). Undefined if points are missing.
 */
export function fivePointsFrom68(points: readonly Point[]): Point[] | undefined {
  if (points.length < 68) return undefined;
  const pick = (i: number): Point => points[i] ?? { x: 0, y: 0 };
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => pick(from + k));
  return [mean(range(36, 41)), mean(range(42, 47)), pick(30), pick(48), pick(54)];
}

/**
 * A square around a face, `factor` times its larger side, moved (not cut) to stay inside the
 * image and never larger than the image's shorter side: the gallery shows the face, not the room.
 */
export function cropAround(face: Rect, image: { width: number; height: number }, factor = 2): Rect {
  const side = Math.min(Math.max(face.width, face.height) * factor, image.width, image.height);
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), Math.max(0, max));
  const x = clamp(face.x + face.width / 2 - side / 2, image.width - side);
  const y = clamp(face.y + face.height / 2 - side / 2, image.height - side);
  return { x, y, width: side, height: side };
}
