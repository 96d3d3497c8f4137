import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { batches, readZones, zonesCsv } from './zone-import';
import { ZONE_CODE_MAX, ZONE_NAME_MAX } from '../../../../shared/contract/zone-rules';
import { checkDrafts, zoneFormSchema, zoneMessage } from './zone-rules';

describe('readZones', () => {
  it('reads CSV with a header in any column order, keeping leading zeros', () => {
    const r = readZones('이름,코드\n강남 권역,0001\n"종로, 중구",0002\n');
    expect(r).toEqual({ ok: true, drafts: [{ line: 2, code: '0001', name: '강남 권역' }, { line: 3, code: '0002', name: '종로, 중구' }] });
  });

  it('reads CSV without a header as code, name', () => {
    const r = readZones('\uFEFF10,A\n11,B');
    expect(r.ok && r.drafts.map((d) => [d.line, d.code, d.name])).toEqual([
      [1, '10', 'A'],
      [2, '11', 'B'],
    ]);
  });

  it('reads JSON arrays and the service body, and says what is wrong with bad JSON', () => {
    expect(readZones('[{"code":"1","name":"a"},{"code":2}]')).toEqual({ ok: true, drafts: [{ line: 1, code: '1', name: 'a' }, { line: 2, code: '2', name: '' }] });
    expect(readZones('{"reqDatas":[{"code":"7","name":"x"}]}')).toMatchObject({ ok: true, drafts: [{ code: '7' }] });
    expect(readZones('{"zones":[]}')).toEqual({ ok: false, error: 'badShape' });
    expect(readZones('[{"code":')).toEqual({ ok: false, error: 'badJson' });
    expect(readZones('   ')).toEqual({ ok: false, error: 'empty' });
  });
});

describe('checkDrafts', () => {
  it('applies the rules, and flags codes that exist or repeat', () => {
    const checks = checkDrafts(
      [
        { line: 1, code: ' 0001 ', name: ' 강남 ' },
        { line: 2, code: '12a', name: 'x' },
        { line: 3, code: '0002', name: '' },
        { line: 4, code: '0003', name: 'y'.repeat(ZONE_NAME_MAX + 1) },
        { line: 5, code: '0009', name: 'taken' },
        { line: 6, code: '0001', name: 'again' },
      ],
      new Set(['0009']),
    );
    expect(checks[0]).toEqual({ ok: true, code: '0001', name: '강남' });
    expect(checks.slice(1).map((c) => (c.ok ? [] : c.errors))).toEqual([
      [{ key: 'zones.errors.codeDigits', values: {} }],
      [{ key: 'zones.errors.nameRequired', values: {} }],
      [{ key: 'zones.errors.nameTooLong', values: { max: ZONE_NAME_MAX } }],
      [{ key: 'zones.errors.codeExists', values: {} }],
      [{ key: 'zones.errors.codeTwice', values: {} }],
    ]);
  });

  it('words a code one digit too long with the maximum the contract sets', () => {
    const [check] = checkDrafts([{ line: 1, code: '1'.repeat(ZONE_CODE_MAX + 1), name: 'x' }], new Set());
    expect(check).toEqual({ ok: false, errors: [{ key: 'zones.errors.codeTooLong', values: { max: ZONE_CODE_MAX } }] });
    expect(checkDrafts([{ line: 1, code: '1'.repeat(ZONE_CODE_MAX), name: 'x' }], new Set())[0]?.ok).toBe(true);
  });
});

describe('zoneMessage', () => {
  it('maps the form schema’s issues and the console’s own errors to catalogue keys, and nothing else', () => {
    const issue = zoneFormSchema.safeParse({ code: '', name: 'x' }).error?.issues[0];
    expect(zoneMessage(issue?.message ?? '')).toEqual({ key: 'zones.errors.codeRequired', values: {} });
    expect(zoneMessage('codeExists')).toEqual({ key: 'zones.errors.codeExists', values: {} });
    expect(zoneMessage('toString')).toBeUndefined();
    expect(zoneMessage('Invalid input')).toBeUndefined();
  });
});

describe('batches and zonesCsv', () => {
  it('slices in order and writes a CSV that reads back', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    const csv = zonesCsv([{ seq: 1, code: '0001', name: '=cmd|x', updateDate: '2026-11-23 12:00:00' }]);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual(['code', 'name', 'seq', 'updateDate']);
    expect(rows[1]).toEqual(['0001', "'=cmd|x", '1', '2026-11-23 12:00:00']);
  });
});
