import { describe, expect, it } from 'vitest';
import { parseThreshold, readRecognitions } from './recognition';

describe('recognition results', () => {
  it('reads one answer or a list, matches first, closest first', () => {
    expect(readRecognitions({ subject_id: 'S1', subject_name: 'astronaut', distance: 0.12, face_id: 'F1' }, 0.32)).toEqual([
      { matched: true, subjectId: 'S1', subjectName: 'astronaut', distance: 0.12, faceId: 'F1', box: undefined },
    ]);
    const many = readRecognitions([{ subject_id: '', distance: 0.6 }, { subject_id: 'S2', distance: 0.3 }, { subject_id: 'S1', distance: 0.1 }], 0.32);
    expect(many.map((r) => [r.subjectId, r.matched])).toEqual([['S1', true], ['S2', true], ['', false]]);
  });

  it('shows an empty subject, or one past the threshold, as no match', () => {
    expect(readRecognitions({ subject_id: '', subject_name: '', distance: 0.5 }, 0.32)[0]?.matched).toBe(false);
    expect(readRecognitions({ subject_id: 'S1', distance: 0.5 }, 0.32)[0]?.matched).toBe(false);
    expect(readRecognitions({ subject_id: 'S1', distance: 0.5 }, 0.6)[0]?.matched).toBe(true);
    expect(readRecognitions(undefined, 0.32)).toEqual([]);
  });

  it('names the subject from the group list when the answer does not', () => {
    expect(readRecognitions({ subject_id: 'S1', distance: 0.1 }, 0.32, [{ subject_id: 'S1', subject_name: 'eileen' }])[0]?.subjectName).toBe('eileen');
  });

  it('with no threshold of its own, trusts the service: a named subject is a match, an empty one is not', () => {
    expect(readRecognitions({ subject_id: 'S1', distance: 0.45 }, undefined)[0]?.matched).toBe(true);
    expect(readRecognitions({ subject_id: '', distance: 0.45 }, undefined)[0]?.matched).toBe(false);
  });

  it('parses a threshold between 0 and 1', () => {
    expect(parseThreshold('0.4')).toBe(0.4);
    expect(parseThreshold('0.333')).toBe(0.33);
    expect(parseThreshold('1.5')).toBeUndefined();
    expect(parseThreshold('-1')).toBeUndefined();
    expect(parseThreshold('abc')).toBeUndefined();
    expect(parseThreshold('')).toBeUndefined();
    expect(parseThreshold(null)).toBeUndefined();
  });
});
