import { describe, expect, it } from 'vitest';
import { characterCount } from './characters';

describe('characterCount', () => {
  it('counts what a person sees as one character once, whatever its UTF-16 length or code points', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('강남 권역')).toBe(5);
    expect(characterCount('🚚')).toBe(1);
    expect('🚚'.length).toBe(2);
    expect(characterCount('🚚'.repeat(51))).toBe(51);
    // A family: five code points joined into one picture.
    expect(characterCount('👨‍👩‍👧')).toBe(1);
    // A flag (two regional indicators), a skin tone, an accent added to a letter.
    expect(characterCount('🇰🇷')).toBe(1);
    expect(characterCount('👍🏽')).toBe(1);
    expect(characterCount('e\u0301')).toBe(1);
    // A Hangul syllable written as its three jamo.
    expect(characterCount('\u1112\u1161\u11ab')).toBe(1);
  });
});
