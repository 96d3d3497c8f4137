import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  arrayOrSingle,
  coordTypeSchema,
  lenientNumber,
  lenientNumberOrEmpty,
  optionalNumber,
  optionalParam,
  tmapCommonParamsSchema,
  tmapFormatQuery,
} from './common';

describe('lenient numbers', () => {
  it('accepts numbers and numeric strings and outputs numbers', () => {
    expect(lenientNumber.parse(37.5)).toBe(37.5);
    expect(lenientNumber.parse('37.497256')).toBe(37.497256);
    expect(lenientNumber.parse(' 148.192442 ')).toBe(148.192442);
    expect(lenientNumber.parse('-0.5')).toBe(-0.5);
    expect(lenientNumber.parse('552074.351684')).toBe(552074.351684);
  });

  it('rejects text, blanks and non-finite values', () => {
    expect(lenientNumber.safeParse('').success).toBe(false);
    expect(lenientNumber.safeParse('abc').success).toBe(false);
    expect(lenientNumber.safeParse('12abc').success).toBe(false);
    expect(lenientNumber.safeParse(Number.NaN).success).toBe(false);
    expect(lenientNumber.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(lenientNumber.safeParse(null).success).toBe(false);
  });

  it('turns the empty strings of unmatched fields into undefined', () => {
    expect(lenientNumberOrEmpty.parse('')).toBeUndefined();
    expect(lenientNumberOrEmpty.parse('1.5')).toBe(1.5);
    expect(optionalNumber.parse(undefined)).toBeUndefined();
    expect(optionalNumber.safeParse('x').success).toBe(false);
  });
});

describe('arrayOrSingle', () => {
  const schema = arrayOrSingle(z.looseObject({ a: z.string() }));
  it('keeps arrays and wraps a single object', () => {
    expect(schema.parse([{ a: 'x' }, { a: 'y' }])).toHaveLength(2);
    expect(schema.parse({ a: 'x' })).toEqual([{ a: 'x' }]);
  });
});

describe('code tables', () => {
  it('accepts every coordinate system and rejects others', () => {
    for (const c of ['WGS84GEO', 'EPSG3857', 'KATECH', 'BESSELGEO', 'BESSELTM', 'GRS80GEO', 'GRS80TM']) {
      expect(coordTypeSchema.safeParse(c).success).toBe(true);
    }
    expect(coordTypeSchema.safeParse('KATEC').success).toBe(false);
    expect(coordTypeSchema.safeParse('wgs84geo').success).toBe(false);
    expect(coordTypeSchema.safeParse('GRS80').success).toBe(false);
  });
});

describe('optional params', () => {
  const schema = z.object({ bunji: optionalParam(z.string().regex(/^\d/)) });
  it('treats an empty value like an absent one', () => {
    expect(schema.parse({ bunji: '' })).toEqual({ bunji: undefined });
    expect(schema.parse({})).toEqual({});
    expect(schema.safeParse({ bunji: 'x' }).success).toBe(false);
  });
});

describe('tmap common params', () => {
  it('accepts version 1, formats in any case and a callback name', () => {
    expect(tmapCommonParamsSchema.parse({ version: '1', format: 'JSON', callback: 'result' })).toEqual({
      version: 1,
      format: 'json',
      callback: 'result',
    });
    expect(tmapCommonParamsSchema.parse({ version: '1', format: 'javascript' }).format).toBe('javascript');
  });

  it('rejects another version, a missing version, an unknown format and a bad callback', () => {
    expect(tmapCommonParamsSchema.safeParse({ version: '2' }).success).toBe(false);
    expect(tmapCommonParamsSchema.safeParse({}).success).toBe(false);
    expect(tmapCommonParamsSchema.safeParse({ version: '1', format: 'csv' }).success).toBe(false);
    expect(tmapCommonParamsSchema.safeParse({ version: '1', callback: 'alert(1)' }).success).toBe(false);
  });

  it('builds the format query', () => {
    expect(tmapFormatQuery()).toEqual({ format: 'json' });
    expect(tmapFormatQuery('json', 'result')).toEqual({ format: 'json' });
    expect(tmapFormatQuery('javascript', 'result')).toEqual({ format: 'javascript', callback: 'result' });
    expect(tmapFormatQuery('xml')).toEqual({ format: 'xml' });
  });
});
