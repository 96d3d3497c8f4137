import { describe, expect, it } from 'vitest';
import { parseZoneParams, writeZoneParams } from './zone-params';

describe('zones URL state', () => {
  it('reads search and sort, refusing an unknown sort column', () => {
    expect(parseZoneParams(new URLSearchParams('q=%EA%B0%95%EB%82%A8&sort=-name'))).toEqual({ q: '강남', sort: '-name' });
    expect(parseZoneParams(new URLSearchParams('sort=secret')).sort).toBe('seq');
  });

  it('writes search and sort, dropping defaults', () => {
    expect(writeZoneParams({ q: '12', sort: 'code' }).toString()).toBe('q=12&sort=code');
    expect(writeZoneParams({ q: '', sort: 'seq' }).toString()).toBe('');
  });
});
