import { describe, expect, it } from 'vitest';
import { zoneListResponseSchema } from '../../shared/contract/zones';
import { fillMissing } from './fill-missing';

describe('fillMissing', () => {
  it('gives a /tms list answer without resultData an empty list', () => {
    const body = { resultCode: '200', resultCount: 0, resultMessage: 'success' };
    const parsed = zoneListResponseSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const filled = fillMissing(body, parsed.error?.issues ?? []) as { resultData: unknown[] };
    expect(filled.resultData).toEqual([]);
    expect(zoneListResponseSchema.safeParse(filled).success).toBe(true);
    // The answer as it arrived is not changed.
    expect(body).not.toHaveProperty('resultData');
  });

  it('fills nested objects and lists, and null ones', () => {
    const body = { a: { list: null } };
    const out = fillMissing(body, [
      { code: 'invalid_type', expected: 'array', path: ['a', 'list'] },
      { code: 'invalid_type', expected: 'object', path: ['b'] },
    ]);
    expect(out).toEqual({ a: { list: [] }, b: {} });
  });

  it('leaves a value of the wrong kind as it arrived', () => {
    const body = { resultData: 'none' };
    expect(fillMissing(body, [{ code: 'invalid_type', expected: 'array', path: ['resultData'] }])).toBe(body);
  });

  it('does not fill strings or numbers', () => {
    const body = { a: 1 };
    expect(fillMissing(body, [{ code: 'invalid_type', expected: 'string', path: ['name'] }])).toBe(body);
  });

  it('reads a whole list answer that came as an object (a face list as {}) as an empty list', () => {
    expect(fillMissing({}, [{ code: 'invalid_type', expected: 'array', path: [] }])).toEqual([]);
    expect(fillMissing('', [{ code: 'invalid_type', expected: 'object', path: [] }])).toEqual({});
  });
});
