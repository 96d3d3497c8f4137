/**
 * Which face of an analysed image gets enrolled, and the refusals of an enrolment, pure.
 *
 * - No face → 3004 (no faces in image).
 * - Several faces → the largest box is enrolled (the person in front of the camera; the others
 *   are passers-by). The service does not document this case; taking the largest is what its
 *   recognize does for multi=0 ("the most prominent face").
 * - That face smaller than MIN_FACE_SIZE on either side, in original pixels → 3041 (small face
 *   detected).
 * - Its detection score below ENROL_MIN_FACE_SCORE → 3007 (inappropriate face in image), unless
 *   the request carries allow-mask, which the service documents as letting "masked or low
 *   face_score faces" be enrolled. Mask detection itself is not emulated (3010 is never answered):
 *   a masked face simply scores low, or is not found at all.
 * - blur and profile-face are reported in `attribute` but do not refuse (3030 is never answered):
 *   the service documents no rule for them at enrolment.
 */
import type { AnalysedFace, ImageAnalysis } from './face-engine';

/** The service's documented minimum face size (api-facts §12: "face ≥ 80×80"), original pixels. */
export const MIN_FACE_SIZE = 80;

/**
 * Minimum TinyFaceDetector score to enrol without allow-mask. Detection itself stops at 0.5;
 * clear frontal faces score 0.9 and more (astronaut.png 0.98, camera.png's face cropped 0.93),
 * turned, dim or partly covered ones 0.5–0.7 (camera.png's three-quarter view 0.56–0.67 depending
 * on scale; a sharply blurred face 0.52). 0.6 refuses the doubtful half of that band, the faces
 * that make poor references for recognition, and leaves them to allow-mask.
 */
export const ENROL_MIN_FACE_SCORE = 0.6;

export type EnrolmentVerdict =
  | { ok: true; face: AnalysedFace }
  | { ok: false; code: 3004 | 3041 | 3007; en: string; ko: string };

export function enrolmentVerdict(analysis: ImageAnalysis, allowMask: boolean): EnrolmentVerdict {
  const face = analysis.faces[0];
  if (!face) {
    return { ok: false, code: 3004, en: 'no face was found in the image', ko: '이미지에서 얼굴을 찾지 못했습니다' };
  }
  const { faceWidth: w, faceHeight: h } = face.box;
  if (w < MIN_FACE_SIZE || h < MIN_FACE_SIZE) {
    return {
      ok: false,
      code: 3041,
      en: `the largest face is ${w}x${h} px; at least ${MIN_FACE_SIZE}x${MIN_FACE_SIZE} is needed`,
      ko: `가장 큰 얼굴이 ${w}x${h} 픽셀입니다. ${MIN_FACE_SIZE}x${MIN_FACE_SIZE} 픽셀 이상이어야 합니다`,
    };
  }
  if (face.face_score < ENROL_MIN_FACE_SCORE && !allowMask) {
    return {
      ok: false,
      code: 3007,
      en: `face_score ${face.face_score} is below ${ENROL_MIN_FACE_SCORE}; send allow-mask to enrol it anyway`,
      ko: `얼굴 점수 ${face.face_score}가 ${ENROL_MIN_FACE_SCORE}보다 낮습니다. 그래도 등록하려면 allow-mask 헤더를 보내세요`,
    };
  }
  return { ok: true, face };
}
