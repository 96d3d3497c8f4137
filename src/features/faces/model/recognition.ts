import { VENDOR_RECOGNIZE_THRESHOLD } from '../../../../shared/face-thresholds';
import type { FaceBox, FaceRecognizeResponse, FaceSubject, Recognition } from '../../../../shared/contract/faces';

/**
 * Recognition answers, made uniform: one object (multi=0) or a list (multi=1) becomes a list of
 * results, each a match or not. The service answers an empty subject_id when no enrolled face
 * is within the threshold; a subject further than the threshold (which it should not send) is
 * shown as no match too, with its distance, so the user sees why.
 */
/**
 * Where the threshold slider starts when the user sets a threshold of their own: the vendor's
 * documented default for its engine. Unset, no threshold header is sent and the service applies
 * its own default (the emulator's is 0.5, scaled for face-api's distances).
 */
export const THRESHOLD_START = VENDOR_RECOGNIZE_THRESHOLD;

export interface RecognitionResult {
  matched: boolean;
  subjectId: string;
  /** The service's subject_name, else the name from the group's subject list, else ''. */
  subjectName: string;
  distance: number | undefined;
  faceId: string | undefined;
  box: FaceBox | undefined;
}

export function readRecognitions(data: FaceRecognizeResponse | undefined, threshold: number | undefined, subjects: readonly FaceSubject[] = []): RecognitionResult[] {
  if (data === undefined) return [];
  const list: Recognition[] = Array.isArray(data) ? data : [data];
  const names = new Map(subjects.map((s) => [s.subject_id, s.subject_name ?? '']));
  return list
    .map((r): RecognitionResult => {
      const subjectId = r.subject_id ?? '';
      const distance = r.distance;
      return {
        matched: subjectId !== '' && (distance === undefined || threshold === undefined || distance <= threshold),
        subjectId,
        subjectName: r.subject_name || names.get(subjectId) || '',
        distance,
        faceId: r.face_id || undefined,
        box: r.face_box,
      };
    })
    .sort((a, b) => Number(b.matched) - Number(a.matched) || (a.distance ?? Infinity) - (b.distance ?? Infinity));
}

/** Threshold as typed: a number from 0 to 1 (the service's distance scale), else undefined. */
export function parseThreshold(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? Math.round(n * 100) / 100 : undefined;
}
