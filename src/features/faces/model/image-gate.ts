import { FACE_IMAGE_LIMITS } from '../../../../shared/contract/faces';

/**
 * The quality gate an image passes before it is sent for enrolment: the service's own limits,
 * checked in the browser so that a bad image is refused here with a reason instead of costing
 * a call (the user may still send it anyway, to see the service's own answer). The face checks use the same detector and settings as the emulator (TinyFaceDetector,
 * inputSize 416, scoreThreshold 0.5), so a refusal here predicts the service's.
 */
export const GATE_LIMITS = {
  ...FACE_IMAGE_LIMITS,
  // The published limits name JPEG only; the emulator also takes PNG (and so do the test images).
  mediaTypes: [...new Set<string>([...FACE_IMAGE_LIMITS.mediaTypes, 'image/png'])],
  /** The service refuses smaller faces with 3041; the vendor recommends at least 80x80. */
  minFacePx: 80,
} as const;

export type Refusal =
  | { kind: 'type'; got: string }
  | { kind: 'bytes'; bytes: number }
  | { kind: 'dimensions'; width: number; height: number }
  | { kind: 'undecodable' }
  | { kind: 'noFace' }
  | { kind: 'manyFaces'; count: number }
  | { kind: 'smallFace'; size: number }
  | { kind: 'detectorUnavailable' };

/** Type and size: checked on the bytes, before decoding anything. */
export function checkFile(file: { mediaType: string | undefined; bytes: number }): Refusal[] {
  const refusals: Refusal[] = [];
  if (!file.mediaType || !GATE_LIMITS.mediaTypes.includes(file.mediaType)) refusals.push({ kind: 'type', got: file.mediaType ?? '' });
  if (file.bytes > GATE_LIMITS.maxBytes) refusals.push({ kind: 'bytes', bytes: file.bytes });
  return refusals;
}

/**
 * Size of the upright image within 320x240 to 3840x2160 in either orientation (the long side
 * 320-3840, the short side 240-2160), as the emulator reads the limit: a portrait phone photo
 * is as good as its landscape twin.
 */
export function checkDimensions(width: number, height: number): Refusal[] {
  const { minWidth, minHeight, maxWidth, maxHeight } = GATE_LIMITS;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const ok = long >= minWidth && short >= minHeight && long <= maxWidth && short <= maxHeight;
  return ok ? [] : [{ kind: 'dimensions', width, height }];
}

/** Exactly one face, at least minFacePx on its shorter side. */
export function checkFaces(faces: readonly { width: number; height: number }[]): Refusal[] {
  const [face, ...others] = faces;
  if (!face) return [{ kind: 'noFace' }];
  if (others.length > 0) return [{ kind: 'manyFaces', count: faces.length }];
  const size = Math.round(Math.min(face.width, face.height));
  return size < GATE_LIMITS.minFacePx ? [{ kind: 'smallFace', size }] : [];
}

/**
 * Whether a refusal is of the service's own limits (type, size, dimensions, a file that is not
 * an image), as opposed to a verdict of the in-browser detector (faces). Either kind can be sent
 * anyway on the user's say-so — the service's own answer is what a tester wants to see — but a
 * recognition test sends an image that breaks the limits only then, never by itself.
 */
export function breaksServiceLimits(refusals: readonly Refusal[]): boolean {
  return refusals.some((r) => r.kind === 'type' || r.kind === 'bytes' || r.kind === 'dimensions' || r.kind === 'undecodable');
}

/** What the live camera overlay says about the current frame. */
export type LiveVerdict = 'none' | 'one' | 'many' | 'small';

export function liveVerdict(faces: readonly { width: number; height: number }[]): LiveVerdict {
  const [refusal] = checkFaces(faces);
  if (!refusal) return 'one';
  return refusal.kind === 'noFace' ? 'none' : refusal.kind === 'manyFaces' ? 'many' : 'small';
}

/**
 * What of the gate's verdict matters for a recognition test: the hard limits, and whether the
 * detector saw a face at all. Several faces or a small one are fine there (recognize takes the
 * most prominent face, or every face with multi).
 */
export function forRecognition(refusals: readonly Refusal[]): Refusal[] {
  return refusals.filter((r) => r.kind !== 'manyFaces' && r.kind !== 'smallFace');
}
