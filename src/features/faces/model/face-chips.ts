import { formatPercent } from './similarity';
import type { Face } from '../../../../shared/contract/faces';

/**
 * The facts of a face shown as chips on its card: age, gender, expression with its score,
 * attribute and face score. Values are kept as the service sent them (the card translates the
 * known ones and shows unknown ones as they are); numbers are rounded for reading.
 */
export type FaceChip =
  | { kind: 'age'; value: number }
  | { kind: 'gender'; value: string }
  | { kind: 'expression'; value: string; score: number | undefined }
  | { kind: 'attribute'; value: string }
  | { kind: 'faceScore'; value: number };

export function faceChips(face: Pick<Face, 'age' | 'gender' | 'expression' | 'expression_score' | 'attribute' | 'face_score'>): FaceChip[] {
  const chips: FaceChip[] = [];
  if (face.age !== undefined && Number.isFinite(face.age)) chips.push({ kind: 'age', value: Math.round(face.age) });
  if (face.gender) chips.push({ kind: 'gender', value: face.gender });
  if (face.expression) chips.push({ kind: 'expression', value: face.expression, score: face.expression_score });
  if (face.attribute) chips.push({ kind: 'attribute', value: face.attribute });
  if (face.face_score !== undefined && Number.isFinite(face.face_score)) chips.push({ kind: 'faceScore', value: face.face_score });
  return chips;
}

/** 0.9234 -> "92.3%" (the page's one percent format); scores above 1 are taken as already in percent. */
export function percent(score: number): string {
  return formatPercent(score > 1 ? score : score * 100);
}

/** Values with their own words in the catalogues; others are shown as sent. */
export const KNOWN_VALUES = {
  gender: ['male', 'female', 'unknown'],
  expression: ['neutral', 'smile', 'sad', 'surprise', 'surprised', 'fear', 'angry', 'etc', 'none'],
  attribute: ['normal', 'glasses', 'sunglasses', 'mask', 'occlusion', 'blur', 'not-face', 'profile-face'],
} as const;

export function isKnownValue(kind: keyof typeof KNOWN_VALUES, value: string): boolean {
  return (KNOWN_VALUES[kind] as readonly string[]).includes(value);
}
