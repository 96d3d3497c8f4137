import { describe, expect, it } from 'vitest';
import { faceNameToSend, headerNameProblem, headerNameRule, isPreset } from './header-name';

describe('header names', () => {
  it('takes ASCII, refuses empty and Korean text', () => {
    expect(headerNameProblem('front')).toBeUndefined();
    expect(headerNameProblem('  side 2 ')).toBeUndefined();
    expect(headerNameProblem('   ')).toBe('required');
    expect(headerNameProblem('정면')).toBe('ascii');
    expect(headerNameProblem('front😀')).toBe('ascii');
  });

  it('gives catalogue keys to the form', () => {
    expect(headerNameRule.safeParse('ok').success).toBe(true);
    expect(headerNameRule.safeParse('왼쪽').error?.issues[0]?.message).toBe('faces.errors.name_ascii');
    expect(headerNameRule.safeParse('').error?.issues[0]?.message).toBe('faces.errors.name_required');
  });

  it('sends a preset as it is and a custom name only when valid', () => {
    expect(isPreset('left')).toBe(true);
    expect(isPreset('custom')).toBe(false);
    expect(faceNameToSend('right', '정면')).toBe('right');
    expect(faceNameToSend('custom', ' false_negative ')).toBe('false_negative');
    expect(faceNameToSend('custom', '정면')).toBeUndefined();
    expect(faceNameToSend('custom', '')).toBeUndefined();
  });
});
