import { ApiFailure } from '../http/envelopes';

/**
 * The face service's product errors the emulator answers, with the vendor's message texts (its
 * error-code table, api-facts §12 / S6). Every body is the face envelope `{message, code}`; the
 * message is the vendor text first (clients that compare it with startsWith keep working), then
 * what and why in Korean in parentheses, then a short English detail in brackets, as the zone
 * routes write theirs.
 */
export const FACE_MESSAGES = {
  1001: 'group-name error',
  1002: 'group-id error',
  1003: 'groups do not exist',
  1011: 'group already exists',
  2000: 'subject-name error',
  2001: 'subject-id error',
  2002: 'subjects do not exist',
  2004: 'subject-name must be unique',
  3000: 'face-name error',
  3002: 'face-id error',
  3003: 'faces do not exist',
  3004: 'no faces in image',
  3007: 'inappropriate face in image',
  3009: 'face detection error in image',
  3020: 'multi face matching error',
  3041: 'small face detected',
  4000: 'images do not exist',
  4002: 'unsupported images',
  3050: 'queue full',
  // Emulator codes for its caps per scope (the vendor's list has none): next to each family's own.
  1012: 'too many groups',
  2005: 'too many subjects',
  3005: 'too many faces',
} as const;

export type FaceCode = keyof typeof FACE_MESSAGES;

/** HTTP 400, except 3009 (an engine failure: 500) and 3050 (queue full: 503), as the vendor lists them. */
export function faceFailure(code: FaceCode, ko: string, en: string): ApiFailure {
  return ApiFailure.face(code, `${FACE_MESSAGES[code]} (${ko}) [${en}]`, code === 3009 ? 500 : code === 3050 ? 503 : 400);
}
