import { describe, expect, it } from 'vitest';
import type { AnalysedFace, ImageAnalysis } from './face-engine';
import { ENROL_MIN_FACE_SCORE, enrolmentVerdict, MIN_FACE_SIZE } from './face-enrolment';

function face(width: number, height: number, score: number): AnalysedFace {
  return {
    box: { topLeftX: 10, topLeftY: 10, faceWidth: width, faceHeight: height, landmark: [] },
    face_score: score,
    expression: 'neutral',
    expression_score: 0.9,
    expression_raw: {},
    age: 30,
    gender: 'male',
    attribute: 'normal',
    descriptor: new Float32Array(128),
    measures: { sharpness: 500, noseOffset: 0 },
  };
}

const analysis = (...faces: AnalysedFace[]): ImageAnalysis => ({ image_width: 640, image_height: 480, engine_version: 1715, faces });

describe('enrolmentVerdict', () => {
  it('enrols the first (largest) face', () => {
    const big = face(120, 130, 0.97);
    expect(enrolmentVerdict(analysis(big, face(90, 90, 0.99)), false)).toEqual({ ok: true, face: big });
  });

  it('refuses no face (3004), a small face (3041) and a doubtful one (3007) unless allow-mask', () => {
    expect(enrolmentVerdict(analysis(), false)).toMatchObject({ ok: false, code: 3004 });
    expect(enrolmentVerdict(analysis(face(MIN_FACE_SIZE - 1, 120, 0.99)), true)).toMatchObject({ ok: false, code: 3041, en: expect.stringContaining('79x120') as string });
    expect(enrolmentVerdict(analysis(face(120, MIN_FACE_SIZE - 1, 0.99)), false)).toMatchObject({ ok: false, code: 3041 });
    expect(enrolmentVerdict(analysis(face(MIN_FACE_SIZE, MIN_FACE_SIZE, ENROL_MIN_FACE_SCORE)), false)).toMatchObject({ ok: true });
    expect(enrolmentVerdict(analysis(face(100, 100, ENROL_MIN_FACE_SCORE - 0.01)), false)).toMatchObject({ ok: false, code: 3007 });
    expect(enrolmentVerdict(analysis(face(100, 100, ENROL_MIN_FACE_SCORE - 0.01)), true)).toMatchObject({ ok: true });
  });
});
