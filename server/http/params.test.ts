import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { addressTypeSchema, coordTypeSchema, numberParam, optionalParam } from '../../shared/contract/common';
import { ApiFailure } from './api-failure';
import { parseParams, queryParams, versionSchema, type QueryParams } from './params';

const schema = z.object({
  lat: numberParam({ min: -90, max: 90 }),
  count: optionalParam(numberParam({ int: true, min: 1, max: 10 })),
  coordType: optionalParam(coordTypeSchema),
  addressType: optionalParam(addressTypeSchema),
});

function failureOf(fn: () => unknown): ApiFailure {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiFailure) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('queryParams', () => {
  it('keeps the first value and drops blank ones', () => {
    expect(queryParams('http://h/p?a=1&a=2&b=&c=%20x%20')).toEqual({ a: '1', c: 'x' });
  });
});

describe('parseParams', () => {
  it('returns the merged output of the schemas', () => {
    expect(parseParams(versionSchema, schema, { version: '1', lat: '37.5', extra: 'ignored' })).toEqual({
      version: 1,
      lat: 37.5,
    });
  });

  it('answers 9401 with the exact message for a missing parameter', () => {
    const queries: QueryParams[] = [{ version: '1' }, { lat: '1' }];
    for (const query of queries) {
      const f = failureOf(() => parseParams(versionSchema, schema, query));
      expect(f.status).toBe(400);
      expect(f.body).toEqual({ error: { id: '400', category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' } });
    }
  });

  it('reports missing before bad values', () => {
    const f = failureOf(() => parseParams(versionSchema, schema, { version: '2' }));
    expect(f.body).toMatchObject({ error: { code: '9401' } });
  });

  it('answers 9402 naming the parameter for a bad enum, number or range', () => {
    for (const [query, param] of [
      [{ version: '1', lat: '1', addressType: 'A99' }, 'addressType'],
      [{ version: '1', lat: 'north' }, 'lat'],
      [{ version: '1', lat: '91' }, 'lat'],
      [{ version: '1', lat: '1', count: '2.5' }, 'count'],
      [{ version: '2', lat: '1' }, 'version'],
    ] as const) {
      const f = failureOf(() => parseParams(versionSchema, schema, query));
      expect(f.status).toBe(400);
      expect(f.body).toMatchObject({ error: { category: 'tmap', code: '9402' } });
      expect(f.message).toContain(`([BadRequest]${param}: `);
      expect(f.message).not.toContain(`${param}: ${param}:`);
    }
  });

  it('answers 1007 for a bad coordinate system', () => {
    const f = failureOf(() => parseParams(schema, { lat: '1', coordType: 'KATEC' }));
    expect(f.body).toMatchObject({ error: { code: '1007' } });
    expect(f.message).toMatch(/^사용할 수 없는 좌표계입니다\. 사용 가능한 좌표계를 확인해주세요\.\(\[BadRequest\]coordType: /);
  });
});
