import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueDeviations, issueKind, repairedDeviation } from './deviations';
import { reverseGeocodingResponseSchema } from './geo';
import { nearToRoadResponseSchema } from './road';
import { zoneListResponseSchema } from './zones';

function deviationsOf(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : issueDeviations(parsed.error.issues, body);
}

describe('issueDeviations', () => {
  it('names a required field that is absent as missing, with what was expected and "nothing" got', () => {
    expect(deviationsOf(zoneListResponseSchema, { resultCode: '200', resultCount: 0, resultData: [] })).toEqual([
      { kind: 'contract', category: 'missing', field: 'resultMessage', expected: 'Invalid input: expected string, received undefined', got: 'nothing' },
    ]);
  });

  it('names a required field of a union type (a number or a numeric string) that is absent as missing', () => {
    const header = { totalDistance: 1, idxName: 'a', linkId: 'b', tollLink: 0, lane: 2, laneType: 1, roadCategory: 6 };
    const found = deviationsOf(nearToRoadResponseSchema, { resultData: { header, linkPoints: [] } });
    expect(found.map((d) => [d.field, d.category])).toEqual([['resultData.header.speed', 'missing']]);
  });

  it('names a value of the wrong type as type: a number for a string, a word for a number, a number for an object', () => {
    const found = deviationsOf(reverseGeocodingResponseSchema, { addressInfo: { fullAddress: 12, mappingDistance: 'far', adminDongCoord: 5 } });
    expect(found.map((d) => [d.field, d.category, d.got])).toEqual([
      ['addressInfo.fullAddress', 'type', '12'],
      ['addressInfo.mappingDistance', 'type', '"far"'],
      ['addressInfo.adminDongCoord', 'type', '5'],
    ]);
  });

  it('names a body that is not an object at all as type of the body', () => {
    expect(deviationsOf(reverseGeocodingResponseSchema, 'hello')).toMatchObject([{ field: '(body)', category: 'type', got: '"hello"' }]);
  });

  it('names anything else (a bound, a format) as other', () => {
    const parsed = z.string().max(0).safeParse('x');
    expect(parsed.error?.issues.map((issue) => issueKind(issue, 'x'))).toEqual(['other']);
  });
});

describe('repairedDeviation', () => {
  it('says where the escaped quotes were, as repairedJson', () => {
    expect(repairedDeviation([{ line: 1, column: 5, byteOffset: 4 }])).toEqual({
      kind: 'repaired-json',
      category: 'repairedJson',
      field: '(body)',
      expected: 'valid JSON',
      got: 'unescaped quotes at 1:5 (byte 4)',
      positions: [{ line: 1, column: 5, byteOffset: 4 }],
    });
  });
});
