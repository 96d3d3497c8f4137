import { describe, expect, it } from 'vitest';
import { parseZoneParams, writeZoneParams } from './zone-params';

describe('zones URL state', () => {
  it('reads search and sort, refusing an unknown sort column', () => {
    expect(parseZoneParams(new URLSearchParams('q=%EA%B0%95%EB%82%A8&sort=-name'))).toEqual({ q: '강남', sort: '-name' });
    expect(parseZoneParams(new URLSearchParams('sort=secret')).sort).toBe('seq');
  });

  it('keeps the table view when the search or sort changes, and drops defaults', () => {
    expect(writeZoneParams({ q: '12', sort: 'code' }, new URLSearchParams('view=table&q=1')).toString()).toBe('q=12&sort=code&view=table');
    expect(writeZoneParams({ q: '', sort: 'seq' }, new URLSearchParams('q=1')).toString()).toBe('');
    expect(writeZoneParams({ q: '', sort: 'seq' }, new URLSearchParams('view=map')).toString()).toBe('');
  });
});
