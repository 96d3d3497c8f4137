import { describe, expect, it } from 'vitest';
import type { RecognitionResult } from './recognition';
import { previewAt, type GalleryFace } from './threshold-preview';

const gallery: GalleryFace[] = [
  { faceId: 'F-EILEEN', faceName: 'front', subjectId: 'S-EILEEN', subjectName: 'eileen' },
  { faceId: 'F-BOB', faceName: 'left', subjectId: 'S-BOB', subjectName: 'bob' },
];

const box = { topLeftX: 10, topLeftY: 20, faceWidth: 100, faceHeight: 120 };

// As the service answers at its default threshold 0.5: one face matched, one too far (no subject, but its nearest face_id).
const answer: RecognitionResult[] = [
  { matched: true, subjectId: 'S-EILEEN', subjectName: 'eileen', distance: 0.12, faceId: 'F-EILEEN', box },
  { matched: false, subjectId: '', subjectName: '', distance: 0.88, faceId: 'F-BOB', box: undefined },
];

describe('a threshold preview', () => {
  it('judges each face found by its distance to the nearest enrolled face, at the threshold the user slides to', () => {
    expect(previewAt(answer, 0.5, gallery).map((r) => r.wouldMatch)).toEqual([true, false]);
    expect(previewAt(answer, 0.1, gallery).map((r) => r.wouldMatch)).toEqual([false, false]);
    expect(previewAt(answer, 0.88, gallery).map((r) => r.wouldMatch)).toEqual([true, true]);
    expect(previewAt(answer, 1, gallery).map((r) => r.wouldMatch)).toEqual([true, true]);
  });

  it('names the enrolled face and its subject, the one a no-match answer leaves out too', () => {
    const [first, second] = previewAt(answer, 0.5, gallery);
    expect(first).toMatchObject({ number: 1, box, distance: 0.12, nearest: { subjectName: 'eileen', faceName: 'front' } });
    expect(second).toMatchObject({ number: 2, box: undefined, nearest: { subjectId: 'S-BOB', subjectName: 'bob', faceName: 'left', faceId: 'F-BOB' } });
    // A face_id the gallery does not list (another client enrolled it meanwhile) is kept as the service gave it.
    expect(previewAt([{ ...answer[1]!, faceId: 'F-NEW' }], 0.5, gallery)[0]?.nearest).toEqual({ faceId: 'F-NEW', faceName: '', subjectId: '', subjectName: '' });
  });

  it('reads the similarity against the preview’s threshold: 50 % exactly at it', () => {
    expect(previewAt(answer, 0.88, gallery)[1]?.similarity).toBeCloseTo(50, 10);
    expect(previewAt(answer, 0.5, gallery)[0]?.similarity).toBeCloseTo(88, 10);
  });

  it('matches at no threshold when the group has no face or the distance is missing', () => {
    const empty: RecognitionResult[] = [{ matched: false, subjectId: '', subjectName: '', distance: undefined, faceId: undefined, box }];
    expect(previewAt(empty, 1, gallery)).toEqual([{ number: 1, box, nearest: undefined, distance: undefined, similarity: undefined, wouldMatch: false }]);
    const noDistance: RecognitionResult[] = [{ matched: true, subjectId: 'S-EILEEN', subjectName: 'eileen', distance: undefined, faceId: 'F-EILEEN', box }];
    expect(previewAt(noDistance, 1, gallery)[0]?.wouldMatch).toBe(false);
  });
});
