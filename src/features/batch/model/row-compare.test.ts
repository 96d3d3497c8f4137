import { describe, expect, it } from 'vitest';
import type { BatchJob, BatchRowState } from './job';
import { runCsv } from './export';
import { compareRows, differencesText } from './row-compare';

const done = (fields: Record<string, string>): BatchRowState => ({ status: 'done', attempts: 1, result: { fields, kind: 'point' } });

describe('a run against two profiles', () => {
  it('compares two ended rows field by field, a point as metres apart', () => {
    const diff = compareRows(done({ lat: '37.5', lon: '127', match: 'M11', address: 'A' }), done({ lat: '37.5009', lon: '127', match: 'M11', address: 'B' }));
    expect(diff?.equal).toBe(false);
    expect(diff?.counts).toEqual({ added: 0, missing: 0, type: 0, changed: 2 });
    expect(differencesText(diff)).toBe('lat+lon: [37.5,127] → [37.5009,127] (100 m); address: A → B');
  });

  it('a row failed on one side differs from its result on the other; a row not ended yet is not compared', () => {
    const failed: BatchRowState = { status: 'failed', attempts: 1, error: { key: 'http', scope: 'errors', code: '9404' } };
    const diff = compareRows(done({ address: 'A' }), failed);
    expect(diff?.counts.changed).toBe(1);
    expect(diff?.counts.added).toBe(1);
    expect(diff?.counts.missing).toBe(1);
    expect(compareRows(done({ address: 'A' }), { status: 'running', attempts: 1 })).toBeUndefined();
    expect(compareRows(done({ address: 'A' }), done({ address: 'A' }))?.equal).toBe(true);
  });

  it('the export gains the second profile’s status and the differences as its last columns', () => {
    const job = { config: { operation: 'geocode', fromCoord: 'WGS84GEO', toCoord: 'KATECH' }, columns: ['addr'], cells: [['x'], ['y']], labels: ['x', 'y'] } as unknown as BatchJob;
    const rows = [done({ lat: '1', lon: '2', match: 'M11', address: 'A', postcode: '' }), done({ lat: '1', lon: '2', match: 'M11', address: 'A', postcode: '' })];
    const other = [done({ lat: '1', lon: '2', match: 'M11', address: 'B', postcode: '' }), rows[1]!];
    const lines = runCsv(job, rows, () => '', other).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/,compare_status,differences$/);
    expect(lines[1]).toMatch(/,done,address: A → B$/);
    expect(lines[2]).toMatch(/,done,$/);
    // Without a second profile the export is as before.
    expect(runCsv(job, rows, () => '').split(/\r?\n/)[0]).not.toMatch(/differences/);
  });
});
