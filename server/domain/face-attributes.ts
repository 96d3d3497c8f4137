/**
 * face-api's per-face predictions turned into the service's fields, pure: expression names and
 * scores, gender with the "unknown for children" rule, rounding, and the `attribute` verdict
 * (blur from the sharpness of the face crop, profile-face from the landmarks).
 */

/** The seven classes of face-api's faceExpressionNet. */
export const FACE_API_EXPRESSIONS = ['neutral', 'happy', 'sad', 'angry', 'fearful', 'disgusted', 'surprised'] as const;
export type FaceApiExpression = (typeof FACE_API_EXPRESSIONS)[number];

/** Top-1 `expression` values of the interface (neutral, smile, sad, surprise, fear, angry, etc, none). */
export type FaceExpression = 'neutral' | 'smile' | 'sad' | 'surprise' | 'fear' | 'angry' | 'etc' | 'none';

/**
 * face-api class → the interface's top-1 expression. The service has no "disgusted": it falls
 * into its catch-all "etc".
 */
const EXPRESSION_NAMES: Readonly<Record<FaceApiExpression, FaceExpression>> = {
  neutral: 'neutral',
  happy: 'smile',
  sad: 'sad',
  angry: 'angry',
  fearful: 'fear',
  disgusted: 'etc',
  surprised: 'surprise',
};

/**
 * face-api class → key of recognize's `expression_raw`. api-facts §12 lists those keys as
 * neutral, smile, sad, surprised, fear, angry, etc: note "surprised" here but "surprise" as the
 * top-1 value, as the vendor documents them.
 */
const EXPRESSION_RAW_KEYS: Readonly<Record<FaceApiExpression, string>> = {
  neutral: 'neutral',
  happy: 'smile',
  sad: 'sad',
  surprised: 'surprised',
  fearful: 'fear',
  angry: 'angry',
  disgusted: 'etc',
};

/** Below this apparent age the gender is "unknown" (the interface: unknown for children). */
export const CHILD_AGE_LIMIT = 13;

export type FaceGender = 'male' | 'female' | 'unknown';

/** Attribute values the emulator can tell; glasses, sunglasses, mask, occlusion, not-face are never produced. */
export type FaceAttribute = 'normal' | 'blur' | 'profile-face';

/**
 * Sharpness below which a face is called "blur": the variance of a 4-neighbour Laplacian over
 * the face crop in grey levels, after the crop is scaled to BLUR_CROP_SIZE² so that the figure
 * does not depend on the face's pixel size. Calibrated on the test images (face-engine.test.ts
 * checks both sides): sharp faces measure 130–730 (astronaut.png 725, as JPEG ≈ 700, upscaled
 * 2x ≈ 525; camera.png ≈ 165, upscaled with Lanczos 130–150, its face cropped ≈ 290); blurred
 * astronaut faces measure 106 with sharp's blur(1) (σ = 1 px on a 116 px face, barely visible),
 * 37 with blur(1.5), 20 with blur(2), 12 for astronaut upscaled to 1536 px then blur(8). (blur(8)
 * on the 512 px original smears the face beyond detection: no face at all, 3004.) 60 sits
 * between "visibly soft" and the softest sharp face with a margin of 2x on that side.
 */
export const BLUR_LAPLACIAN_VARIANCE = 60;

/** Side of the square grey crop the sharpness is measured on. */
export const BLUR_CROP_SIZE = 112;

export function roundTo(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

export interface ExpressionFields {
  expression: FaceExpression;
  expression_score: number;
  /** Every class's probability under the service's keys, 4 decimals. */
  expression_raw: Record<string, number>;
}

/** Top-1 expression (ties: the first in FACE_API_EXPRESSIONS order), its score and the raw scores. */
export function expressionFields(probabilities: Readonly<Record<FaceApiExpression, number>>): ExpressionFields {
  let best: FaceApiExpression | undefined;
  const raw: Record<string, number> = {};
  for (const name of FACE_API_EXPRESSIONS) {
    const p = probabilities[name];
    raw[EXPRESSION_RAW_KEYS[name]] = roundTo(p, 4);
    if (best === undefined || p > probabilities[best]) best = name;
  }
  if (best === undefined || !(probabilities[best] > 0)) return { expression: 'none', expression_score: 0, expression_raw: raw };
  return { expression: EXPRESSION_NAMES[best], expression_score: roundTo(probabilities[best], 4), expression_raw: raw };
}

/** face-api's male/female, or "unknown" below CHILD_AGE_LIMIT years. */
export function genderFor(age: number, gender: string): FaceGender {
  if (age < CHILD_AGE_LIMIT) return 'unknown';
  return gender === 'male' || gender === 'female' ? gender : 'unknown';
}

/**
 * Variance of the 4-neighbour Laplacian of a grey image (row-major, one byte per pixel) over
 * its interior pixels: low when the image has no edges (out of focus or motion blurred).
 */
export function laplacianVariance(gray: Uint8Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v = (gray[i - 1] ?? 0) + (gray[i + 1] ?? 0) + (gray[i - width] ?? 0) + (gray[i + width] ?? 0) - 4 * (gray[i] ?? 0);
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  const m = sum / n;
  return sumSq / n - m * m;
}

/** Blur wins over profile-face: on a smeared face the landmarks behind the pose verdict are themselves unreliable. */
export function attributeFor(sharpness: number, profile: boolean): FaceAttribute {
  if (sharpness < BLUR_LAPLACIAN_VARIANCE) return 'blur';
  return profile ? 'profile-face' : 'normal';
}
