import { describe, expect, it } from 'vitest';
import { MAX_Q, parseCoordsParams, writeCoordsParams } from './coords-params';

describe('coords params', () => {
  it('round-trips through the URL, leaving defaults out', () => {
    const p = { q: '309911.68, 552074.35', from: 'KATECH' as const, swap: true, src: 'auto' as const, out: 'GRS80TM' as const };
    const written = writeCoordsParams(p);
    expect(written.toString()).toBe('q=309911.68%2C+552074.35&from=KATECH&swap=1&out=GRS80TM');
    expect(parseCoordsParams(written)).toEqual(p);
  });

  it('keeps a local-only input system in the link', () => {
    expect(parseCoordsParams(new URLSearchParams('from=EPSG%3A5179')).from).toBe('EPSG:5179');
    expect(parseCoordsParams(new URLSearchParams('from=custom')).from).toBe('custom');
    expect(parseCoordsParams(new URLSearchParams('from=EPSG%3A9999')).from).toBeUndefined();
  });

  it('ignores unknown systems and keeps batches and long text out of the link', () => {
    expect(parseCoordsParams(new URLSearchParams('from=TM999&out=nope'))).toMatchObject({ from: undefined, out: 'KATECH', src: 'auto' });
    expect(writeCoordsParams({ q: '1 2\n3 4', from: undefined, swap: false, src: 'auto', out: 'KATECH' }).has('q')).toBe(false);
    expect(parseCoordsParams(new URLSearchParams({ q: 'x'.repeat(MAX_Q + 1) })).q).toBe('');
  });
});
