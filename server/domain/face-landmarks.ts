/**
 * Geometry of one detected face, pure: the face box and the service's 5-point landmark in the
 * original image's pixels, and the profile (side view) heuristic.
 *
 * face-api works on a copy of the image scaled to fit DETECTION_MAX_SIDE (face-image.ts); its
 * boxes and 68 landmark points are in that copy's pixels. `scale` (original px per detection px)
 * takes them back to the original (post EXIF-rotation) image, where the service's numbers live.
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
 * Indices in the 68-point (iBUG 300-W) layout face-api's faceLandmark68Net predicts. Eyes are
 * the mean of their six contour points (the eye centre); the nose tip is point 30; the mouth
 * corners are 48 and 54.
 */
export const EYE_A_POINTS = [36, 37, 38, 39, 40, 41] as const;
export const EYE_B_POINTS = [42, 43, 44, 45, 46, 47] as const;
export const NOSE_TIP_POINT = 30;
export const MOUTH_CORNER_POINTS = [48, 54] as const;

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

function mean(points: readonly Point[]): Point {
  const n = Math.max(points.length, 1);
  return {
    x: points.reduce((s, p) => s + p.x, 0) / n,
    y: points.reduce((s, p) => s + p.y, 0) / n,
  };
}

function at(points: readonly Point[], index: number): Point {
  const p = points[index];
  if (!p) throw new RangeError(`68-point landmark expected; point ${index} is missing (got ${points.length})`);
  return p;
}

/**
 * The service's 5 points from face-api's 68: [first eye, second eye, nose tip, first mouth
 * corner, second mouth corner], each pair in the order seen in the image (smaller x first), in
 * the units of the input (detection pixels).
 */
export function fivePoints(points68: readonly Point[]): [Point, Point, Point, Point, Point] {
  const eyeA = mean(EYE_A_POINTS.map((i) => at(points68, i)));
  const eyeB = mean(EYE_B_POINTS.map((i) => at(points68, i)));
  const mouthA = at(points68, MOUTH_CORNER_POINTS[0]);
  const mouthB = at(points68, MOUTH_CORNER_POINTS[1]);
  const [eye1, eye2] = eyeA.x <= eyeB.x ? [eyeA, eyeB] : [eyeB, eyeA];
  const [mouth1, mouth2] = mouthA.x <= mouthB.x ? [mouthA, mouthB] : [mouthB, mouthA];
  return [eye1, eye2, at(points68, NOSE_TIP_POINT), mouth1, mouth2];
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
