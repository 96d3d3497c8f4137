import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { flagMeaning, MATCH_FLAGS } from './match-flags';

describe('match flags', () => {
  it('covers every flag of the code tables, with words in both languages', () => {
    const flags = ['M11', 'M12', 'M13', 'M21', 'M22', 'M23', 'M31', 'M32', 'M33', 'M41', 'M42', 'N51', 'N52', 'N53', 'N54', 'N55', 'N61', 'N62'];
    expect(Object.keys(MATCH_FLAGS).sort()).toEqual(flags.sort());
    expect(Object.keys(ko.search.matchFlags).sort()).toEqual(flags);
    expect(Object.keys(en.search.matchFlags).sort()).toEqual(flags);
    for (const f of flags) {
      expect(flagMeaning(f)?.flag).toBe(f);
      expect(flagMeaning(f)?.kind).toBe(f.startsWith('M') ? 'lot' : 'road');
    }
    expect(ko.search.matchFlags.N51).toBe('도로명과 건물 번호(본번·부번)가 모두 일치');
    expect(en.search.matchFlags.M32).toBe('Centre of the administrative dong');
  });

  it('knows nothing of unknown flags', () => {
    expect(flagMeaning('M01')).toBeUndefined();
    expect(flagMeaning('toString')).toBeUndefined();
    expect(flagMeaning(undefined)).toBeUndefined();
  });
});
