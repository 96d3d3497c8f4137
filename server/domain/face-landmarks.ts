/**
 * Geometry of one detected face, pure: the face box and the service's 5-point landmark in the
 * original image's pixels, and the profile (side view) heuristic.
 *
 * face-api works on a copy of the image scaled to fit DETECTION_MAX_SIDE (face-image.ts); its
 * boxes and 68 landmark points are in that copy's pixels. `scale` (original px per detection px)
 * takes them back to the original (post EXIF-rotation) image, where the service's numbers live.
 */

import { fivePointsFrom68, type Point, type Rect } from '../../shared/face-points';

export type { Point, Rect };

/** The interface's FaceBox: integers in the original image's pixels. */
export interface FaceBoxInts {
  topLeftX: number;
  topLeftY: number;
  faceWidth: number;
  faceHeight: number;
  /** 10 integers: 5 (x, y) points, see fivePointLandmark. */
  landmark: number[];
}

/**
 * A face is called a profile (side view) when the nose tip is horizontally further from the
 * midpoint of the eyes than this fraction of the distance between the eyes. Seen from above, the
 * eye centres sit about half an eye distance behind the nose tip, so turning the head by a yaw
 * angle θ gives a ratio of about 0.5·tan θ: ≈ 0 frontal, 0.29 at 30°, 0.5 at 45°, 0.7 at 55°,
 * growing without bound towards 90°. Past about 55° the far eye starts to hide behind the nose,
 * the 68-point model guesses the hidden side and recognition degrades, so 0.7 marks a profile.
 * Measured: astronaut.png 0.03–0.05 (frontal); camera.png's cameraman, a three-quarter view,
 * 0.47–0.59 depending on scale and crop: "normal", as a person would call it.
 */
export const PROFILE_NOSE_OFFSET_RATIO = 0.7;

/**
 * The service's 5 points from face-api's 68 (the shared rule in shared/face-points), in the
 * units of the input (detection pixels). Throws when the detector gave fewer than 68.
 */
export function fivePoints(points68: readonly Point[]): [Point, Point, Point, Point, Point] {
  const five = fivePointsFrom68(points68);
  if (!five) throw new RangeError(`68-point landmark expected; got ${points68.length} points`);
  return five;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The face box and landmark in original pixels, as integers. The box is clipped to the image
 * (TinyFaceDetector's box may overhang the border for a face at the edge) and always at least
 * 1 px wide and high; landmark points are rounded and clamped into the image.
 */
export function faceBoxInOriginal(box: Rect, five: readonly Point[], scale: number, imageWidth: number, imageHeight: number): FaceBoxInts {
  const x0 = clamp(Math.round(box.x * scale), 0, imageWidth - 1);
  const y0 = clamp(Math.round(box.y * scale), 0, imageHeight - 1);
  const x1 = clamp(Math.round((box.x + box.width) * scale), x0 + 1, imageWidth);
  const y1 = clamp(Math.round((box.y + box.height) * scale), y0 + 1, imageHeight);
  const landmark = five.flatMap((p) => [clamp(Math.round(p.x * scale), 0, imageWidth - 1), clamp(Math.round(p.y * scale), 0, imageHeight - 1)]);
  return { topLeftX: x0, topLeftY: y0, faceWidth: x1 - x0, faceHeight: y1 - y0, landmark };
}

/** |nose.x − eye midpoint.x| / eye distance, from the 5 points (any consistent units). */
export function noseOffsetRatio(five: readonly Point[]): number {
  const [eye1, eye2, nose] = five;
  if (!eye1 || !eye2 || !nose) return 0;
  const eyeDistance = Math.hypot(eye2.x - eye1.x, eye2.y - eye1.y);
  if (eyeDistance < 1e-6) return Number.POSITIVE_INFINITY;
  return Math.abs(nose.x - (eye1.x + eye2.x) / 2) / eyeDistance;
}

/** True when the face is seen more from the side than from the front (PROFILE_NOSE_OFFSET_RATIO). */
export function isProfileFace(five: readonly Point[]): boolean {
  return noseOffsetRatio(five) > PROFILE_NOSE_OFFSET_RATIO;
}
