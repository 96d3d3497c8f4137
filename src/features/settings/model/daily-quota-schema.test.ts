import { describe, expect, it } from 'vitest';
import { dailyQuotaSchema } from './daily-quota-schema';

const parse = (quota: string) => dailyQuotaSchema.safeParse({ quota });

describe('daily quota field', () => {
  it('reads a number with thousands separators, and empty as unknown', () => {
    expect(parse('1000').data).toEqual({ quota: 1000 });
    expect(parse('1,000,000').data).toEqual({ quota: 1_000_000 });
    expect(parse(' 20 000 ').data).toEqual({ quota: 20_000 });
    expect(parse('').data).toEqual({ quota: null });
  });

  it('refuses what is not a whole positive count, saying why', () => {
    expect(parse('abc').error?.issues[0]?.message).toBe('digits');
    expect(parse('-5').error?.issues[0]?.message).toBe('digits');
    expect(parse('0').error?.issues[0]?.message).toBe('range');
    expect(parse('99999999999').error?.issues[0]?.message).toBe('range');
  });
});
