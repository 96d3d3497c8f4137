import { describe, expect, it } from 'vitest';
import { compareAnswers, leafCount } from './compare-exchange';
import { createReportBuilder } from './verify-report';
import { operationOf } from './operation-of';
import { parseVerifyArgs } from './verify-args';

const OPTIONS = { tolerance: 0, metresTolerance: 0.5 };

function compared(file: string, operation: string, recorded: unknown, emulator: unknown, status: readonly [number, number] = [200, 200]) {
  return { kind: 'compared' as const, file, operation, ...compareAnswers({ status: status[0], value: recorded }, { status: status[1], value: emulator }, OPTIONS) };
}

describe('fields and the score', () => {
  it('counts leaves: scalars, and empty arrays and objects', () => {
    expect(leafCount({ a: 1, b: [1, 2, { c: null }], d: {}, e: [] })).toBe(6);
    expect(leafCount(undefined)).toBe(0);
  });

  it('weighs a missing subtree by its leaves, a moved coordinate as two fields and the status as one', () => {
    const recorded = { a: '1', b: { c: 1, d: 2 }, lat: '37.5', lon: '127.0' };
    const same = compareAnswers({ status: 200, value: recorded }, { status: 200, value: recorded }, OPTIONS);
    expect(same.fields).toEqual({ total: 6, agreeing: 6 });
    const differs = compareAnswers({ status: 200, value: recorded }, { status: 400, value: { a: '1', lat: '37.501', lon: '127.0', x: [1, 2] } }, OPTIONS);
    // 5 leaves + status + 2 extra leaves; missing b (2), moved point (2), extra x (2), status (1) disagree: only a agrees.
    expect(differs.fields).toEqual({ total: 8, agreeing: 1 });
  });
});

describe('the report', () => {
  it('sums outcomes per operation: equal bodies, kinds, metres, score; lists skipped and not compared files', () => {
    const builder = createReportBuilder();
    builder.add(compared('a.json', 'reverseGeocoding', { x: '1', y: '2' }, { x: '1', y: '2' }));
    builder.add(compared('b.json', 'reverseGeocoding', { x: '1', y: '2' }, { x: '5', z: '2' }));
    builder.add(compared('c.json', 'fullAddrGeo', { p: { lat: '37.5', lon: '127' } }, { p: { lat: '37.5003', lon: '127' } }));
    builder.add(compared('d.json', 'fullAddrGeo', { p: { lat: '37.5', lon: '127' } }, { p: { lat: '37.5001', lon: '127' } }));
    builder.add({ kind: 'notCompared', file: 'e.json', operation: 'reverseGeocoding', reason: 'XML' });
    builder.add({ kind: 'skipped', file: 'f.json', reason: 'not JSON' });
    const report = builder.report();

    expect(report).toMatchObject({ files: 6, checked: 5, skipped: 1, compared: 4, notCompared: 1, equal: 1, equalShare: 0.25 });
    expect(report.differences).toEqual({ missing: 1, extra: 1, type: 0, value: 3 });
    // Fields: a 3/3, b 1/4 (x changed, y missing, z extra), c 1/3, d 1/3.
    expect(report.fields).toEqual({ total: 13, agreeing: 6 });
    expect(report.score).toBeCloseTo(6 / 13);

    const [address, reverse] = report.operations;
    expect(reverse).toMatchObject({ operation: 'reverseGeocoding', checked: 3, compared: 2, notCompared: 1, equal: 1, metres: null, score: 4 / 7 });
    expect(address?.operation).toBe('fullAddrGeo');
    expect(address?.metres?.count).toBe(2);
    expect(address?.metres?.max).toBeCloseTo(33.4, 0);
    expect(address?.metres?.median).toBeCloseTo((33.4 + 11.1) / 2, 0);

    expect(report.skippedFiles).toEqual([{ file: 'f.json', reason: 'not JSON' }]);
    expect(report.notComparedFiles).toEqual([{ file: 'e.json', operation: 'reverseGeocoding', reason: 'XML' }]);
    expect(report.differing.map((d) => d.file)).toEqual(['b.json', 'c.json', 'd.json']);
    expect(report.differing[0]?.first).toEqual([
      { path: 'x', kind: 'value', recorded: '"1"', emulator: '"5"' },
      { path: 'y', kind: 'missing', recorded: '"2"' },
      { path: 'z', kind: 'extra', emulator: '"2"' },
    ]);
  });

  it('counts a status that differs as a difference, even with equal bodies', () => {
    const builder = createReportBuilder();
    builder.add(compared('a.json', 'zoneList', { r: 1 }, { r: 1 }, [200, 500]));
    const report = builder.report();
    expect(report).toMatchObject({ equal: 0, score: 0.5 });
    expect(report.operations[0]?.statusDiffers).toBe(1);
    expect(report.differing[0]?.status).toEqual({ recorded: 200, emulator: 500 });
  });

  it('has no score when nothing was compared', () => {
    const builder = createReportBuilder();
    builder.add({ kind: 'skipped', file: 'x.json', reason: 'not a recording' });
    expect(builder.report()).toMatchObject({ score: null, equalShare: null, checked: 0, skipped: 1 });
  });
});

describe('operations and arguments', () => {
  it('names a recording by its operation, or by method and path when none serves it', () => {
    expect(operationOf('get', '/tmap/geo/reversegeocoding')).toBe('reverseGeocoding');
    expect(operationOf('DELETE', '/nugufacecan/v1/group/g1')).toBe('groupDelete');
    expect(operationOf('GET', '/tmap/nothing')).toBe('GET /tmap/nothing');
  });

  it('parses the command line and refuses what it cannot use', () => {
    expect(parseVerifyArgs(['rec', '--min-score=0.9', '--json', 'r.json', '--data-dir', '.locus'])).toMatchObject({ dir: 'rec', minScore: 0.9, json: 'r.json', dataDir: '.locus' });
    expect(parseVerifyArgs(['--help'])).toBe('help');
    expect(() => parseVerifyArgs(['rec', '--min-score', '2'])).toThrow('--min-score needs a number from 0 to 1');
    expect(() => parseVerifyArgs(['rec', '--json'])).toThrow('--json needs a value');
    expect(() => parseVerifyArgs(['rec', '--fast'])).toThrow('unknown option --fast');
    expect(() => parseVerifyArgs(['a', 'b'])).toThrow('one folder of recordings, got 2');
  });
});
