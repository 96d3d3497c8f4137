import { describe, expect, it } from 'vitest';
import { flagMeaning, MATCH_FLAGS } from './match-flags';

describe('match flags', () => {
  it('covers every flag of the code tables in both languages', () => {
    const flags = ['M11', 'M12', 'M13', 'M21', 'M22', 'M23', 'M31', 'M32', 'M33', 'M41', 'M42', 'N51', 'N52', 'N53', 'N54', 'N55', 'N61', 'N62'];
    expect(Object.keys(MATCH_FLAGS).sort()).toEqual(flags.sort());
    for (const f of flags) {
      expect(flagMeaning(f)?.ko).toBeTruthy();
      expect(flagMeaning(f)?.en).toBeTruthy();
      expect(flagMeaning(f)?.kind).toBe(f.startsWith('M') ? 'lot' : 'road');
    }
  });

  it('knows nothing of unknown flags', () => {
    expect(flagMeaning('M01')).toBeUndefined();
    expect(flagMeaning(undefined)).toBeUndefined();
  });
});
