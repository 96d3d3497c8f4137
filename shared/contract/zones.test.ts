import { describe, expect, it } from 'vitest';
import {
  zoneDeleteParamsSchema,
  zoneInsertParamsSchema,
  zoneInsertResponseSchema,
  zoneListInsertParamsSchema,
  zoneListInsertResponseSchema,
  zoneListResponseSchema,
  zoneUpdateParamsSchema,
} from './zones';

describe('zoneList response', () => {
  it('parses the TMS list envelope (resultCode string, resultCount and seq numbers)', () => {
    const body = {
      resultCode: '200',
      resultCount: 2,
      resultMessage: 'success',
      resultData: [
        {
          seq: 18700,
          code: '0001',
          name: '강남권역',
          updateDate: '2019-08-23 15:49:50',
          zipcodeData: '',
          adminData: '',
        },
        { seq: '18701', code: '0002', name: '중구권역', updateDate: '2019-08-23 15:50:02', zipcodeData: '', adminData: '' },
      ],
    };
    const parsed = zoneListResponseSchema.parse(body);
    expect(parsed.resultCount).toBe(2);
    expect(parsed.resultData[0]?.seq).toBe(18700);
    expect(parsed.resultData[1]?.seq).toBe(18701);
    expect(parsed.resultData[0]?.code).toBe('0001');
  });

  it('requires resultData and the zone fields', () => {
    expect(zoneListResponseSchema.safeParse({ resultCode: '200', resultCount: 0, resultMessage: 'success' }).success).toBe(
      false,
    );
    const missingName = {
      resultCode: '200',
      resultCount: 1,
      resultMessage: 'success',
      resultData: [{ seq: 1, code: '0001', updateDate: '2019-08-23 15:49:50' }],
    };
    expect(zoneListResponseSchema.safeParse(missingName).success).toBe(false);
  });
});

describe('zone writes', () => {
  it('parses the documented write answer, with or without resultCount', () => {
    expect(zoneInsertResponseSchema.parse({ resultCode: '200', resultMessage: 'success' }).resultCode).toBe('200');
    expect(zoneInsertResponseSchema.parse({ resultCode: '200', resultCount: 0, resultMessage: 'success' }).resultCount).toBe(
      0,
    );
  });

  it('parses the add-many envelope whose members are all optional strings', () => {
    expect(zoneListInsertResponseSchema.parse({ resultCode: '200', resultCount: '3', resultMessage: 'success' })).toEqual({
      resultCode: '200',
      resultCount: 3,
      resultMessage: 'success',
    });
    expect(zoneListInsertResponseSchema.parse({})).toEqual({});
  });
});

describe('zone params', () => {
  it('requires code and name for insert and update, code for delete', () => {
    expect(zoneInsertParamsSchema.parse({ code: '0001', name: '강남권역', appKey: 'ignored' })).toEqual({
      code: '0001',
      name: '강남권역',
    });
    expect(zoneInsertParamsSchema.safeParse({ code: '0001' }).success).toBe(false);
    expect(zoneInsertParamsSchema.safeParse({ name: '강남권역' }).success).toBe(false);
    expect(zoneUpdateParamsSchema.safeParse({ code: '0001', name: '' }).success).toBe(false);
    expect(zoneDeleteParamsSchema.parse({ code: '0001' })).toEqual({ code: '0001' });
    expect(zoneDeleteParamsSchema.safeParse({}).success).toBe(false);
  });

  it('wants digit-string codes', () => {
    expect(zoneDeleteParamsSchema.safeParse({ code: 'A1' }).success).toBe(false);
  });

  it('validates the add-many body', () => {
    const body = { reqDatas: [{ code: '0001', name: '%EA%B0%95%EB%82%A8' }, { code: '0002', name: 'north' }] };
    expect(zoneListInsertParamsSchema.parse(body).reqDatas).toHaveLength(2);
    expect(zoneListInsertParamsSchema.safeParse({ reqDatas: [] }).success).toBe(false);
    expect(zoneListInsertParamsSchema.safeParse({}).success).toBe(false);
    expect(zoneListInsertParamsSchema.safeParse({ reqDatas: [{ code: '0001' }] }).success).toBe(false);
  });
});
