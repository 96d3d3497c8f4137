import { describe, expect, it } from 'vitest';
import {
  attributeFor,
  BLUR_LAPLACIAN_VARIANCE,
  CHILD_AGE_LIMIT,
  expressionFields,
  FACE_API_EXPRESSIONS,
  genderFor,
  laplacianVariance,
  roundTo,
  type FaceApiExpression,
} from './face-attributes';

const probs = (top: FaceApiExpression, score = 0.9): Record<FaceApiExpression, number> => {
  const rest = (1 - score) / (FACE_API_EXPRESSIONS.length - 1);
  return Object.fromEntries(FACE_API_EXPRESSIONS.map((n) => [n, n === top ? score : rest])) as Record<FaceApiExpression, number>;
};

describe('expressionFields', () => {
  it.each([
    ['happy', 'smile'],
    ['surprised', 'surprise'],
    ['fearful', 'fear'],
    ['disgusted', 'etc'],
    ['neutral', 'neutral'],
    ['sad', 'sad'],
    ['angry', 'angry'],
  ] as const)('maps face-api %s to %s', (from, to) => {
    const out = expressionFields(probs(from, 0.91234));
    expect(out.expression).toBe(to);
    expect(out.expression_score).toBe(0.9123);
  });

  it('gives every score under recognize’s expression_raw keys', () => {
    const out = expressionFields(probs('surprised', 0.5));
    expect(Object.keys(out.expression_raw).sort()).toEqual(['angry', 'etc', 'fear', 'neutral', 'sad', 'smile', 'surprised']);
    expect(out.expression_raw.surprised).toBe(0.5);
    expect(Object.values(out.expression_raw).reduce((s, v) => s + v, 0)).toBeCloseTo(1, 3);
  });

  it('says none when face-api gives nothing', () => {
    const zero = Object.fromEntries(FACE_API_EXPRESSIONS.map((n) => [n, 0])) as Record<FaceApiExpression, number>;
    expect(expressionFields(zero)).toMatchObject({ expression: 'none', expression_score: 0 });
  });
});

describe('genderFor', () => {
  it('keeps male and female from 13 years and says unknown for children', () => {
    expect(genderFor(CHILD_AGE_LIMIT, 'female')).toBe('female');
    expect(genderFor(40, 'male')).toBe('male');
    expect(genderFor(12.9, 'male')).toBe('unknown');
    expect(genderFor(30, 'other')).toBe('unknown');
  });
});

describe('roundTo', () => {
  it('rounds to the given places', () => {
    expect(roundTo(28.354, 1)).toBe(28.4);
    expect(roundTo(0.123456, 4)).toBe(0.1235);
  });
});

describe('laplacianVariance and attributeFor', () => {
  const size = 32;
  const image = (f: (x: number, y: number) => number) => {
    const g = new Uint8Array(size * size);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) g[y * size + x] = f(x, y);
    return g;
  };

  it('is zero for flat and linear images and large for fine detail', () => {
    expect(laplacianVariance(image(() => 128), size, size)).toBe(0);
    expect(laplacianVariance(image((x) => x * 4), size, size)).toBe(0);
    const checker = laplacianVariance(image((x, y) => ((x + y) % 2 ? 255 : 0)), size, size);
    expect(checker).toBeGreaterThan(100_000);
    const soft = laplacianVariance(image((x) => 128 + 100 * Math.sin(x / 6)), size, size);
    expect(soft).toBeLessThan(BLUR_LAPLACIAN_VARIANCE);
    expect(laplacianVariance(new Uint8Array(4), 2, 2)).toBe(0);
  });

  it('calls soft faces blur before looking at the pose', () => {
    expect(attributeFor(BLUR_LAPLACIAN_VARIANCE - 1, true)).toBe('blur');
    expect(attributeFor(BLUR_LAPLACIAN_VARIANCE, true)).toBe('profile-face');
    expect(attributeFor(500, false)).toBe('normal');
  });
});
