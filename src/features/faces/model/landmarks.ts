import type { FaceBox } from '../../../../shared/contract/faces';
import type { Point, Rect } from '../../../../shared/face-points';

export type { Point, Rect };
export { fivePointsFrom68 } from '../../../../shared/face-points';

/*
 * Geometry of a face as the service gives it: a box (top-left corner, width, height) and
 * 5 landmarks as 10 numbers, (x, y) pairs in the order: left eye, right eye, nose tip, left
 * mouth corner, right mouth corner. All in pixels of the image that was sent.
 */

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
