import { describe, expect, it } from 'vitest';
import { readTable } from './input-table';
import { createJob, type BatchJob } from './job';
import { prepareRows, type ColumnMapping } from './mapping';
import type { OperationConfig } from './operations';
import { applyRowEdit, rowEditValue } from './row-edit';
import { DEFAULT_SETTINGS } from './runner';

function jobOf(text: string, mapping: ColumnMapping, config: OperationConfig): BatchJob {
  const table = readTable(text);
  return createJob({ id: 'j', now: 0, source: '', config, mapping, settings: DEFAULT_SETTINGS, table, prepared: prepareRows(table, mapping, config.fromCoord) }).job;
}

const geocode: OperationConfig = { operation: 'geocode', fromCoord: 'WGS84GEO', toCoord: 'WGS84GEO' };
const reverse: OperationConfig = { operation: 'reverse', fromCoord: 'WGS84GEO', toCoord: 'WGS84GEO' };

describe('editing one row', () => {
  const addresses = () => jobOf('id,address\n1,서울특별시 중구 세종대로 110\n2,아무데도 없는 주소', { mode: 'address', address: 1 }, geocode);

  it('reads the row as the mapping does and writes the edit into cells, input and label', () => {
    const job = addresses();
    expect(rowEditValue(job, 1)).toEqual({ mode: 'address', address: '아무데도 없는 주소' });
    const out = applyRowEdit(job, 1, { mode: 'address', address: '  서울특별시 중구 세종대로 124 ' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.job.cells[1]).toEqual(['2', '서울특별시 중구 세종대로 124']);
    expect(out.job.inputs[1]).toEqual({ kind: 'address', text: '서울특별시 중구 세종대로 124' });
    expect(out.job.labels[1]).toBe('서울특별시 중구 세종대로 124');
    expect(out.job.edited).toEqual([1]);
    // The other row and the original job are untouched.
    expect(out.job.cells[0]).toEqual(job.cells[0]);
    expect(job.cells[1]).toEqual(['2', '아무데도 없는 주소']);
    expect(job.edited).toBeUndefined();
  });

  it('refuses what the preview would refuse, with the same problem', () => {
    expect(applyRowEdit(addresses(), 1, { mode: 'address', address: '   ' })).toEqual({ ok: false, problem: 'emptyAddress', detail: undefined });
    expect(applyRowEdit(addresses(), 1, { mode: 'address', address: '가'.repeat(201) })).toMatchObject({ ok: false, problem: 'addressTooLong' });
  });

  it('coordinates: lat/lon columns are checked as numbers and for plausibility in the input system', () => {
    const job = jobOf('lat,lon\n37.56,126.97\n1,2', { mode: 'latlon', lat: 0, lon: 1 }, reverse);
    expect(rowEditValue(job, 0)).toEqual({ mode: 'latlon', lat: '37.56', lon: '126.97' });
    expect(applyRowEdit(job, 1, { mode: 'latlon', lat: 'north', lon: '126.9' })).toMatchObject({ ok: false, problem: 'badLat' });
    expect(applyRowEdit(job, 1, { mode: 'latlon', lat: '95', lon: '126.9' })).toMatchObject({ ok: false, problem: 'implausible' });
    const out = applyRowEdit(job, 1, { mode: 'latlon', lat: '37.5665', lon: '126.978' });
    expect(out.ok && out.job.inputs[1]).toEqual({ kind: 'point', lat: 37.5665, lon: 126.978 });
    expect(out.ok && out.job.labels[1]).toBe('37.5665, 126.978');
  });

  it('one coordinate column takes any form the parser reads', () => {
    const job = jobOf('coord\n37.56 126.97', { mode: 'single', coord: 0 }, reverse);
    expect(applyRowEdit(job, 0, { mode: 'single', coord: 'nowhere' })).toMatchObject({ ok: false, problem: 'badCoordinate' });
    const out = applyRowEdit(job, 0, { mode: 'single', coord: '37.5665, 126.978' });
    expect(out.ok && out.job.inputs[0]).toEqual({ kind: 'point', lat: 37.5665, lon: 126.978 });
  });

  it('a row edited twice is listed once', () => {
    const first = applyRowEdit(addresses(), 0, { mode: 'address', address: '서울 중구 세종대로 110' });
    if (!first.ok) throw new Error('refused');
    const second = applyRowEdit(first.job, 0, { mode: 'address', address: '서울특별시 중구 세종대로 110' });
    expect(second.ok && second.job.edited).toEqual([0]);
  });
});
