import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('byteRange', () => {
  it('reads the three forms of one range', () => {
    expect(byteRange('bytes=0-126', 1000)).toEqual({ kind: 'range', start: 0, end: 126 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ kind: 'range', start: 900, end: 999 });
    expect(byteRange('bytes=-10', 1000)).toEqual({ kind: 'range', start: 990, end: 999 });
  });

  it('clips an end past the file and a suffix longer than it', () => {
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ kind: 'range', start: 990, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ kind: 'range', start: 0, end: 999 });
  });

  it('says unsatisfiable for a start at or past the end, or an empty suffix', () => {
    expect(byteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=2000-3000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not handle: no header, other units, several ranges, bad syntax', () => {
    for (const h of [undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=a-b', 'bytes=-', 'bytes=5-2']) {
      expect(byteRange(h, 1000)).toEqual({ kind: 'whole' });
    }
  });
});
