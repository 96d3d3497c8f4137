import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseLines } from '../../../lib/coords/parse-lines';
import { batchCsv, convertLines, summarise } from './batch';

const PASTE = ['name,lat,lon', '서울시청,37.5665,126.978', '', 'hello', '309911.68, 552074.35', '=HYPERLINK("x"),37.5,127.0', '0, 0'].join('\n');

describe('convertLines', () => {
  it('converts each line from its own plausible system, keeps bad lines with their reason', () => {
    const rows = convertLines(parseLines(PASTE), 'auto');
    expect(rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'ok'],
      [4, 'error'],
      [5, 'ok'],
      [6, 'ok'],
      [7, 'implausible'],
    ]);
    const katech = rows.find((r) => r.line === 5);
    expect(katech?.status === 'ok' && katech.system).toBe('KATECH');
    expect(katech?.status === 'ok' && katech.wgs84.lat).toBeCloseTo(37.5665, 4);
    expect(summarise(rows)).toEqual({ lines: 5, ok: 3, failed: 2 });
  });

  it('reads every line in a chosen system, refusing values that do not fit it', () => {
    const rows = convertLines(parseLines(PASTE), 'KATECH');
    expect(rows.find((r) => r.line === 2)?.status).toBe('implausible');
    expect(rows.find((r) => r.line === 5)?.status).toBe('ok');
  });
});

describe('batchCsv', () => {
  it('writes a header and one row per line with all seven systems; formulas are defused', () => {
    const csv = batchCsv(convertLines(parseLines(PASTE), 'auto'));
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed).toHaveLength(6);
    expect(parsed[0]).toEqual(expect.arrayContaining(['line', 'input', 'status', 'WGS84GEO_lat', 'KATECH_lon', 'GRS80TM_lat']));
    const cityHall = parsed[1] ?? [];
    expect(cityHall.slice(0, 5)).toEqual(['2', '서울시청,37.5665,126.978', '서울시청', 'ok', 'WGS84GEO']);
    expect(cityHall[6]).toBe('37.5665000');
    expect(parsed[2]?.[3]).toBe('error');
    expect(parsed[2]?.[5]).toBe('noNumbers');
    // A pasted formula is written as text, not run by a spreadsheet.
    expect(parsed[4]?.[1]?.startsWith("'=")).toBe(true);
  });
});
