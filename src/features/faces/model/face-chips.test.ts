import { describe, expect, it } from 'vitest';
import { faceChips, isKnownValue, percent } from './face-chips';

describe('face chips', () => {
  it('lists what the service said, in a fixed order', () => {
    expect(faceChips({ age: 31.6, gender: 'female', expression: 'smile', expression_score: 0.93, attribute: 'normal', face_score: 0.99 })).toEqual([
      { kind: 'age', value: 32 },
      { kind: 'gender', value: 'female' },
      { kind: 'expression', value: 'smile', score: 0.93 },
      { kind: 'attribute', value: 'normal' },
      { kind: 'faceScore', value: 0.99 },
    ]);
    expect(faceChips({})).toEqual([]);
  });

  it('formats scores as percent', () => {
    expect(percent(0.926)).toBe('92.6%');
    expect(percent(87)).toBe('87.0%');
  });

  it('knows which values it can translate', () => {
    expect(isKnownValue('attribute', 'glasses')).toBe(true);
    expect(isKnownValue('attribute', '<b>x</b>')).toBe(false);
  });
});
