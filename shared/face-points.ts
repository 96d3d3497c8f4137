/*
 * The service's 5-point face landmark from the 68 points face-api predicts: one rule, used by
 * the emulator (what it answers) and by the console's live camera overlay (what it draws), so
 * the overlay shows the points the service will return.
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

/**
 * Indices in the 68-point (iBUG 300-W) layout face-api's faceLandmark68Net predicts. Eyes are
 * the mean of their six contour points (the eye centre); the nose tip is point 30; the mouth
 * corners are 48 and 54.
 */
const EYE_A_POINTS = [36, 37, 38, 39, 40, 41] as const;
const EYE_B_POINTS = [42, 43, 44, 45, 46, 47] as const;
const NOSE_TIP_POINT = 30;
const MOUTH_CORNER_POINTS = [48, 54] as const;

function mean(points: readonly Point[]): Point {
  const n = Math.max(points.length, 1);
  return {
    x: points.reduce((s, p) => s + p.x, 0) / n,
    y: points.reduce((s, p) => s + p.y, 0) / n,
  };
}

/**
 * The service's 5 points from face-api's 68: [first eye, second eye, nose tip, first mouth
 * corner, second mouth corner], each pair in the order seen in the image (smaller x first), in
 * the units of the input. Undefined when a point of the 68 is missing.
 */
export function fivePointsFrom68(points68: readonly Point[]): [Point, Point, Point, Point, Point] | undefined {
  const at = (i: number) => points68[i];
  const eyeA = EYE_A_POINTS.map(at);
  const eyeB = EYE_B_POINTS.map(at);
  const nose = at(NOSE_TIP_POINT);
  const mouthA = at(MOUTH_CORNER_POINTS[0]);
  const mouthB = at(MOUTH_CORNER_POINTS[1]);
  if (!nose || !mouthA || !mouthB || !isComplete(eyeA) || !isComplete(eyeB)) return undefined;
  const [eye1, eye2] = sortByX(mean(eyeA), mean(eyeB));
  const [mouth1, mouth2] = sortByX(mouthA, mouthB);
  return [eye1, eye2, nose, mouth1, mouth2];
}

const isComplete = (points: readonly (Point | undefined)[]): points is Point[] => points.every((p) => p !== undefined);

const sortByX = (a: Point, b: Point): [Point, Point] => (a.x <= b.x ? [a, b] : [b, a]);
