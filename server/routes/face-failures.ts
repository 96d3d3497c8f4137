import { FACE_MESSAGES, type FaceCode } from '../../shared/contract/envelopes';
import { ApiFailure } from '../http/api-failure';

/**
 * The face service's product errors the emulator answers, with the vendor's message texts (the
 * shared table in shared/contract/envelopes.ts). Every body is the face envelope `{message, code}`;
 * the message is the vendor text first (clients that compare it with startsWith keep working),
 * then what and why in Korean in parentheses, then a short English detail in brackets, as the
 * zone routes write theirs. HTTP 400, except 3009 (an engine failure: 500) and 3050 (queue full: 503).
 */
export function faceFailure(code: FaceCode, ko: string, en: string): ApiFailure {
  return ApiFailure.face(code, `${FACE_MESSAGES[code]} (${ko}) [${en}]`);
}
