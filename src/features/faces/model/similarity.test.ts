import { describe, expect, it } from 'vitest';
import { formatPercent, serviceDefaultThreshold, similarityPercent } from './similarity';

describe('similarity from a recognition distance', () => {
  it('is 100 % at distance 0 and 50 % exactly at the threshold', () => {
    expect(similarityPercent(0, 0.5)).toBe(100);
    expect(similarityPercent(0.5, 0.5)).toBe(50);
    expect(similarityPercent(0.32, 0.32)).toBe(50);
  });

  it('falls linearly, is above 50 % for a match and below for a distance past the threshold', () => {
    expect(similarityPercent(0.1, 0.5)).toBeCloseTo(90, 10);
    expect(similarityPercent(0.4, 0.5)).toBeCloseTo(60, 10);
    expect(similarityPercent(0.6, 0.5)).toBeCloseTo(40, 10);
  });

  it('is 0 % at twice the threshold and never negative beyond it', () => {
    expect(similarityPercent(1, 0.5)).toBe(0);
    expect(similarityPercent(1.4, 0.5)).toBe(0);
  });

  it('gives no percentage for a missing, non-finite or negative distance, or a threshold that is not > 0', () => {
    expect(similarityPercent(undefined, 0.5)).toBeUndefined();
    expect(similarityPercent(Number.NaN, 0.5)).toBeUndefined();
    expect(similarityPercent(Number.POSITIVE_INFINITY, 0.5)).toBeUndefined();
    expect(similarityPercent(-0.1, 0.5)).toBeUndefined();
    expect(similarityPercent(0.1, 0)).toBeUndefined();
    expect(similarityPercent(0.1, Number.NaN)).toBeUndefined();
  });

  it('is shown in one format wherever it is: one decimal and the sign', () => {
    expect(formatPercent(87.6)).toBe('87.6%');
    expect(formatPercent(79)).toBe('79.0%');
    expect(formatPercent(50)).toBe('50.0%');
    expect(formatPercent(99.44)).toBe('99.4%');
    expect(formatPercent(99.96)).toBe('100.0%');
    expect(formatPercent(4.26)).toBe('4.3%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('reads against the emulator’s default on the local emulator, the vendor’s elsewhere', () => {
    expect(serviceDefaultThreshold('local')).toEqual({ threshold: 0.5, source: 'emulator' });
    expect(serviceDefaultThreshold('sk')).toEqual({ threshold: 0.32, source: 'vendor' });
    expect(serviceDefaultThreshold('proxy').source).toBe('vendor');
  });
});
