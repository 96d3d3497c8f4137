import { describe, expect, it } from 'vitest';
import { diffZones, hasChanges } from './zone-diff';

describe('diffZones', () => {
  it('names what another client added, removed and renamed', () => {
    const c = diffZones(
      [
        { code: '1', name: 'a' },
        { code: '2', name: 'b' },
      ],
      [
        { code: '2', name: 'B' },
        { code: '3', name: 'c' },
      ],
    );
    expect(c).toEqual({ added: ['3'], removed: ['1'], renamed: [{ code: '2', from: 'b', to: 'B' }] });
    expect(hasChanges(c)).toBe(true);
    expect(hasChanges(diffZones([{ code: '1', name: 'a' }], [{ code: '1', name: 'a' }]))).toBe(false);
  });
});
