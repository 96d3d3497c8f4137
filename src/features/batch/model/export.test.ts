import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportHeader, runCsv, runGeoJson } from './export';
import { createJob, type BatchRowState } from './job';
import { readTable } from './input-table';
import { prepareRows } from './mapping';
import { runPins } from './pins';
import { DEFAULT_SETTINGS } from './runner';
import type { RowError } from './row-state';

function geocodeJob() {
  const table = readTable('id,address\n1,서울특별시 중구 세종대로 110\n2,=HYPERLINK("http://x")\n3,\n4,없는 주소');
  const mapping = { mode: 'address', address: 1 } as const;
  return createJob({ id: 'j', now: 0, source: 'a.csv', config: { operation: 'geocode', fromCoord: 'WGS84GEO', toCoord: 'WGS84GEO' }, mapping, settings: DEFAULT_SETTINGS, table, prepared: prepareRows(table, mapping, 'WGS84GEO') });
}

const rows: BatchRowState[] = [
  { status: 'done', attempts: 2, result: { kind: 'road', point: [126.978404, 37.5667], fields: { lat: '37.5667', lon: '126.978404', match: 'N51', address: '서울특별시 중구 세종대로 110', postcode: '04510' } } },
  { status: 'done', attempts: 1, result: { kind: 'lot', point: [126.98, 37.57], fields: { lat: '37.57', lon: '126.98', match: 'M11', address: '-1+1', postcode: '' } } },
  { status: 'failed', attempts: 0, error: { key: 'emptyAddress', scope: 'batch' } },
  { status: 'failed', attempts: 1, error: { key: 'noMatch', scope: 'batch' } },
];

/** The page words an error by its catalogue key; here the key stands for the words. */
const wordsOf = (e: RowError) => `${e.scope}:${e.key}`;

describe('exports', () => {
  it('CSV: every row in input order with its input cells, status, attempts, fields and error; formula cells defused', () => {
    const { job } = geocodeJob();
    const text = runCsv(job, rows, wordsOf);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['row', 'id', 'input_address', 'status', 'attempts', 'lat', 'lon', 'match', 'address', 'postcode', 'confidence', 'error_code', 'error_message']);
    expect(new Set(parsed[0]).size).toBe(parsed[0]?.length);
    expect(parsed).toHaveLength(5);
    expect(parsed[1]).toEqual(['1', '1', '서울특별시 중구 세종대로 110', 'done', '2', '37.5667', '126.978404', 'N51', '서울특별시 중구 세종대로 110', '04510', 'exact', '', '']);
    expect(parsed[2]?.[2]).toBe(`'=HYPERLINK("http://x")`);
    expect(parsed[2]?.[8]).toBe(`'-1+1`);
    expect(parsed[3]?.slice(3, 5)).toEqual(['failed', '0']);
    expect(parsed[3]?.[11]).toBe('emptyAddress');
    expect(parsed[4]?.[11]).toBe('noMatch');
  });

  it('CSV: a failed row says why in error_message, in the page’s words, whether or not the service sent a message of its own', () => {
    const { job } = geocodeJob();
    const failures: BatchRowState[] = [
      { status: 'failed', attempts: 1, error: { key: 'noMatch', scope: 'batch' } },
      { status: 'failed', attempts: 1, error: { key: '9404', scope: 'errors', code: '9404', status: 400, message: '검색 결과가 없습니다.(no road link within 100 m)' } },
      { status: 'failed', attempts: 0, error: { key: 'emptyAddress', scope: 'batch' } },
      { status: 'done', attempts: 1, error: { key: 'network', scope: 'errors' }, result: { kind: 'road', point: [127, 37.5], fields: {} } },
    ];
    const parsed = Papa.parse<Record<string, string>>(runCsv(job, failures, wordsOf), { header: true, skipEmptyLines: true }).data;
    expect(parsed.map((r) => [r.error_code, r.error_message])).toEqual([
      ['noMatch', 'batch:noMatch'],
      ['9404', 'errors:9404 — 검색 결과가 없습니다.(no road link within 100 m)'],
      ['emptyAddress', 'batch:emptyAddress'],
      // A done row has no error, whatever its last failed attempt was.
      ['', ''],
    ]);
  });

  it('CSV header: no column name twice, whatever the input columns are called', () => {
    expect(exportHeader(['id', 'lat', 'lon'], ['lat', 'lon'])).toEqual(['row', 'id', 'input_lat', 'input_lon', 'status', 'attempts', 'lat', 'lon', 'error_code', 'error_message']);
    expect(exportHeader(['0', '', 'status', 'name', 'name', 'name_2'], ['address'])).toEqual([
      'row',
      'input_0',
      'input_',
      'input_status',
      'name',
      'name_3',
      'name_2',
      'status',
      'attempts',
      'address',
      'error_code',
      'error_message',
    ]);
    for (const columns of [['row', 'row', 'input_row'], ['error_code', 'input_error_code', 'x']]) {
      const header = exportHeader(columns, ['lat']);
      expect(new Set(header).size, header.join(',')).toBe(header.length);
    }
  });

  it('GeoJSON: a point per done row with its facts', () => {
    const { job } = geocodeJob();
    const fc = runGeoJson(job, rows);
    expect(fc.features).toHaveLength(2);
    expect(fc.features[0]).toMatchObject({ geometry: { type: 'Point', coordinates: [126.978404, 37.5667] }, properties: { row: 1, status: 'done', kind: 'road', match: 'N51', postcode: '04510' } });
  });

  it('pins: numbered done pins with a kind suffix, failed rings with "!" where the input had a point, the active one last', () => {
    const { job } = geocodeJob();
    const fc = runPins(job, rows, 1);
    expect(fc.features.map((f) => [f.properties.role, f.properties.label, f.properties.active])).toEqual([
      ['done', '2 L', false],
      ['done', '1 R', true],
    ]);
    const table = readTable('lat,lon\n37.56,126.97\n37.57,126.98');
    const mapping = { mode: 'latlon', lat: 0, lon: 1 } as const;
    const { job: rev } = createJob({ id: 'r', now: 0, source: '', config: { operation: 'reverse', fromCoord: 'WGS84GEO', toCoord: 'WGS84GEO' }, mapping, settings: DEFAULT_SETTINGS, table, prepared: prepareRows(table, mapping, 'WGS84GEO') });
    const failed = runPins(rev, [{ status: 'failed', attempts: 1, error: { key: '3102', scope: 'errors' } }, { status: 'pending', attempts: 0 }]);
    expect(failed.features).toHaveLength(1);
    expect(failed.features[0]?.properties).toMatchObject({ role: 'failed', label: '1!' });
    expect(failed.features[0]?.geometry.coordinates[0]).toBeCloseTo(126.97);
  });
});
