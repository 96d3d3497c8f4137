import type { FaceBox } from '../../../../shared/contract/faces';
import type { RecognitionResult } from './recognition';
import { similarityPercent } from './similarity';

/** An enrolled face of the group, with its subject: what a recognition's face_id points to. */
export interface GalleryFace {
  faceId: string;
  faceName: string;
  subjectId: string;
  subjectName: string;
}

/** One face found in the photo, as it would be judged at a threshold of the user's. */
export interface PreviewRow {
  /** 1-based, in the answer's order. */
  number: number;
  box: FaceBox | undefined;
  /** The enrolled face nearest to it, as the service named it (face_id) and the gallery knows it. */
  nearest: { faceId: string; faceName: string; subjectId: string; subjectName: string } | undefined;
  distance: number | undefined;
  /** Similarity read against the preview's threshold (50 % is the line at it). */
  similarity: number | undefined;
  /** Matches at the preview's threshold: its nearest enrolled face is within it. */
  wouldMatch: boolean;
}

/**
 * What a recognition answer would say at another threshold, worked out without asking again.
 * The service answers, for each face it finds, the nearest enrolled face of the group (face_id)
 * and its distance, even when that face is too far to count (then with no subject); a face
 * matches at threshold T exactly when that distance is at or below T — every other enrolled face
 * is further away, so the nearest is the only one that can. A face whose nearest enrolled face is
 * unknown (an empty group) or whose distance is missing matches at no threshold the page can
 * tell. The face_id is looked up in the group's gallery to name the subject a no-match answer
 * leaves out.
 */
export function previewAt(results: readonly RecognitionResult[], threshold: number, gallery: readonly GalleryFace[]): PreviewRow[] {
  const byId = new Map(gallery.map((g) => [g.faceId, g]));
  return results.map((r, i) => {
    const known = r.faceId === undefined ? undefined : byId.get(r.faceId);
    const nearest =
      known ?? (r.faceId !== undefined || r.subjectId !== '' ? { faceId: r.faceId ?? '', faceName: '', subjectId: r.subjectId, subjectName: r.subjectName } : undefined);
    const distance = r.distance;
    return {
      number: i + 1,
      box: r.box,
      nearest,
      distance,
      similarity: similarityPercent(distance, threshold),
      wouldMatch: nearest !== undefined && distance !== undefined && Number.isFinite(distance) && distance <= threshold,
    };
  });
}
