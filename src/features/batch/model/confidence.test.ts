import { describe, expect, it } from 'vitest';
import { countConfidence, distanceConfidence, flagConfidence, passesConfidence, rowConfidence } from './confidence';
import type { BatchRowState } from './job';

const geocoded = (match: string): BatchRowState => ({ status: 'done', attempts: 1, result: { kind: 'road', point: [127, 37.5], fields: { match } } });

describe('confidence of a done row', () => {
  it('numbers and named buildings are exact; neighbouring numbers and centres are approximate', () => {
    expect(['M11', 'M21', 'N51', 'M41', 'M42', 'N61', 'N62'].map(flagConfidence)).toEqual(Array(7).fill('exact'));
    expect(['M12', 'M13', 'M22', 'M23', 'M31', 'M32', 'M33', 'N52', 'N53', 'N54', 'N55'].map(flagConfidence)).toEqual(Array(11).fill('approximate'));
  });

  it('an empty or unknown flag is unrated, not exact', () => {
    expect(flagConfidence('')).toBe('unrated');
    expect(flagConfidence(undefined)).toBe('unrated');
    expect(flagConfidence('M00')).toBe('unrated');
    expect(flagConfidence(' n55 ')).toBe('approximate');
  });

  it('a reverse-geocoded address beyond 100 m of the point is approximate', () => {
    expect(distanceConfidence('12.5')).toBe('exact');
    expect(distanceConfidence('100')).toBe('exact');
    expect(distanceConfidence('148.192442')).toBe('approximate');
    expect(distanceConfidence('')).toBe('unrated');
    expect(distanceConfidence('far')).toBe('unrated');
  });

  it('only done rows are rated; each operation by its own evidence', () => {
    expect(rowConfidence('geocode', geocoded('N54'))).toBe('approximate');
    expect(rowConfidence('geocode', { status: 'failed', attempts: 1 })).toBeUndefined();
    expect(rowConfidence('geocode', { status: 'pending', attempts: 0 })).toBeUndefined();
    expect(rowConfidence('reverse', { status: 'done', attempts: 1, result: { kind: 'point', fields: { address: 'x', distance: '300' } } })).toBe('approximate');
    expect(rowConfidence('convert', { status: 'done', attempts: 1, result: { kind: 'point', fields: { lat: '1', lon: '2' } } })).toBe('unrated');
  });

  it('counts done rows by confidence, and the filter keeps only the chosen level', () => {
    const rows = [geocoded('N51'), geocoded('N55'), geocoded('M33'), geocoded(''), { status: 'failed', attempts: 1 } as BatchRowState];
    expect(countConfidence('geocode', rows)).toEqual({ exact: 1, approximate: 2, unrated: 1 });
    const levels = rows.map((r) => rowConfidence('geocode', r));
    expect(levels.filter((l) => passesConfidence('approximate', l))).toEqual(['approximate', 'approximate']);
    expect(levels.filter((l) => passesConfidence('exact', l))).toEqual(['exact']);
    expect(levels.filter((l) => passesConfidence('all', l))).toHaveLength(5);
  });
});
