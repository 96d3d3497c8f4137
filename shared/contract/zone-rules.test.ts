import { describe, expect, it } from 'vitest';
import { firstRule } from './rules';
import { ZONE_CODE_MAX, ZONE_NAME_MAX, ZONE_RULES, zoneCodeSchema, zoneNameSchema, zoneRowSchema } from './zone-rules';
import { zoneInsertParamsSchema, zoneListInsertParamsSchema } from './zones';

const codeRule = (code: string) => firstRule(zoneCodeSchema.safeParse(code).error);
const nameRule = (name: string) => firstRule(zoneNameSchema.safeParse(name).error);

describe('the documented limits (README: codes of 1–20 digits, names of 1–100 characters)', () => {
  it('take a 20-digit code and a 100-character name, and refuse one more of each', () => {
    expect(codeRule('9'.repeat(20))).toBeUndefined();
    expect(codeRule('9'.repeat(21))?.id).toBe('zone.code.tooLong');
    expect(nameRule('n'.repeat(100))).toBeUndefined();
    expect(nameRule('n'.repeat(101))?.id).toBe('zone.name.tooLong');
  });
});

describe('zone code rule', () => {
  it('takes 1 to ZONE_CODE_MAX ASCII digits once trimmed, keeping leading zeros', () => {
    expect(zoneCodeSchema.parse(' 0001 ')).toBe('0001');
    expect(zoneCodeSchema.parse('1'.repeat(ZONE_CODE_MAX))).toBe('1'.repeat(ZONE_CODE_MAX));
    expect(codeRule('1'.repeat(ZONE_CODE_MAX + 1))).toEqual({ id: 'zone.code.tooLong', max: ZONE_CODE_MAX });
    expect(codeRule(` ${'2'.repeat(ZONE_CODE_MAX)} `)).toBeUndefined();
  });

  it('reports one rule at a time: required, then digits, then length', () => {
    expect(codeRule('  ')).toEqual(ZONE_RULES.codeRequired);
    expect(codeRule('12a')).toEqual(ZONE_RULES.codeDigits);
    expect(codeRule('１２')).toEqual(ZONE_RULES.codeDigits);
    expect(codeRule('a'.repeat(ZONE_CODE_MAX + 5))).toEqual(ZONE_RULES.codeDigits);
    expect(zoneCodeSchema.safeParse('1'.repeat(ZONE_CODE_MAX + 5)).error?.issues).toHaveLength(1);
  });
});

describe('zone name rule', () => {
  it('takes 1 to ZONE_NAME_MAX characters once trimmed', () => {
    expect(zoneNameSchema.parse(` ${'가'.repeat(ZONE_NAME_MAX)} `)).toBe('가'.repeat(ZONE_NAME_MAX));
    expect(nameRule('가'.repeat(ZONE_NAME_MAX + 1))).toEqual({ id: 'zone.name.tooLong', max: ZONE_NAME_MAX });
    expect(nameRule(' \t')).toEqual(ZONE_RULES.nameRequired);
  });
  it('counts characters as a person does, not UTF-16 units: 100 trucks or families go in, 101 do not', () => {
    expect(zoneNameSchema.parse('🚚'.repeat(51))).toBe('🚚'.repeat(51));
    expect(zoneNameSchema.parse('🚚'.repeat(ZONE_NAME_MAX))).toBe('🚚'.repeat(ZONE_NAME_MAX));
    expect(nameRule('🚚'.repeat(ZONE_NAME_MAX + 1))).toEqual({ id: 'zone.name.tooLong', max: ZONE_NAME_MAX });
    expect(zoneNameSchema.safeParse('👨‍👩‍👧'.repeat(ZONE_NAME_MAX)).success).toBe(true);
  });
});

describe('operations use the same rules', () => {
  it('holds single writes and every bulk row to them', () => {
    expect(firstRule(zoneInsertParamsSchema.safeParse({ code: '1'.repeat(ZONE_CODE_MAX + 1), name: 'x' }).error)).toEqual(ZONE_RULES.codeTooLong);
    const bulk = zoneListInsertParamsSchema.safeParse({ reqDatas: [{ code: '1', name: 'ok' }, { code: '2', name: 'y'.repeat(ZONE_NAME_MAX + 1) }] });
    expect(bulk.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reqDatas.1.name', 'zone.name.tooLong']]);
    expect(zoneRowSchema.parse({ code: ' 7 ', name: ' 강남 ' })).toEqual({ code: '7', name: '강남' });
  });
});
