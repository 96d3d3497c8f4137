import { describe, expect, it } from 'vitest';
import { rowActions, zoneRowId } from './zone-row';

describe('a zone row of the table', () => {
  it('offers Edit and Delete only with a code to name the zone by, and no write in flight', () => {
    expect(rowActions({ code: '0001' })).toEqual({ offered: true, enabled: true });
    expect(rowActions({ code: '0001', pending: 'update' })).toEqual({ offered: true, enabled: false });
    // The service sent a zone without a code: nothing could name it in zoneUpdate or zoneDelete.
    expect(rowActions({ code: '' })).toEqual({ offered: false, enabled: false });
    expect(rowActions({ code: '   ' })).toEqual({ offered: false, enabled: false });
  });

  it('has an id of its own even without a code (by seq, else by its place in the answer)', () => {
    expect(zoneRowId({ code: '0001', seq: 3 }, 0)).toBe('code:0001');
    expect(zoneRowId({ code: '', seq: 3 }, 0)).toBe('seq:3');
    expect(zoneRowId({ code: '', seq: Number.NaN }, 7)).toBe('row:7');
    expect(new Set([zoneRowId({ code: '', seq: 1 }, 0), zoneRowId({ code: '', seq: 2 }, 1)]).size).toBe(2);
  });
});
