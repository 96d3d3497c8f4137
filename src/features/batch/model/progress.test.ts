import { describe, expect, it } from 'vitest';
import { formatDuration, ProgressMeter } from './progress';

describe('ProgressMeter', () => {
  it('gives the rate over the last seconds and the time left', () => {
    const m = new ProgressMeter();
    m.record(0, 0);
    expect(m.rate()).toBeUndefined();
    for (let t = 1; t <= 10; t++) m.record(t * 1000, t * 20);
    expect(m.rate()).toBeCloseTo(20);
    expect(m.secondsLeft(100)).toBeCloseTo(5);
    expect(m.secondsLeft(0)).toBe(0);
    m.reset();
    expect(m.rate()).toBeUndefined();
  });

  it('formats durations', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-1)).toBe('0:00');
  });
});
