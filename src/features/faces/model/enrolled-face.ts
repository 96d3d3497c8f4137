import type { Face } from '../../../../shared/contract/faces';

/**
 * Which listed face is the one just enrolled. Create answers 200 with `{}` and no face_id, so
 * the page lists the subject's faces before and after the create and looks at what is new.
 * Enrolments from this page run one at a time, so normally exactly one face is new; if another
 * client added faces meanwhile, the one with the same face-name and image size is taken, and
 * when that still leaves a choice the answer is undefined rather than a guess.
 */
export function findEnrolledFace(
  before: readonly Pick<Face, 'face_id'>[],
  after: readonly Face[],
  /** The size of the image sent, when this browser could decode it. */
  sent: { faceName: string; width: number | undefined; height: number | undefined },
): Face | undefined {
  const known = new Set(before.map((f) => f.face_id));
  const fresh = after.filter((f) => !known.has(f.face_id));
  if (fresh.length <= 1) return fresh[0];
  const alike = fresh.filter(
    (f) => f.face_name === sent.faceName && (f.image_width === undefined || sent.width === undefined || f.image_width === sent.width) &&
      (f.image_height === undefined || sent.height === undefined || f.image_height === sent.height),
  );
  return alike.length === 1 ? alike[0] : undefined;
}
