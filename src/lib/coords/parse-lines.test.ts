import { describe, expect, it } from 'vitest';
import { parseLines } from './parse-lines';

describe('parseLines', () => {
  it('parses a 100-line paste into 100 entries numbered by line', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `지점${i + 1},${(37 + i / 1000).toFixed(4)},${(127 + i / 1000).toFixed(4)}`);
    const out = parseLines(lines.join('\n'));
    expect(out).toHaveLength(100);
    out.forEach((entry, i) => {
      expect(entry.line).toBe(i + 1);
      expect(entry.text).toBe(lines[i]);
      expect(entry.result).toMatchObject({ ok: true, value: { point: { lat: 37 + i / 1000, lon: 127 + i / 1000 }, label: `지점${i + 1}` } });
    });
  });

  it('skips blank lines but counts them, with any line ending', () => {
    const out = parseLines('37.5,127\r\n\r\n   \n35.1,129\r36.3,127.4\n');
    expect(out.map((e) => e.line)).toEqual([1, 4, 5]);
  });

  it.each([['name,lat,lon'], ['x,y'], ['위도,경도'], ['"이름";"경도";"위도"'], ['lat lon']])('takes %j as a header', (header) => {
    const out = parseLines(`${header}\n37.5665,126.978`);
    expect(out[0]).toEqual({ line: 1, text: header, result: { header: true } });
    expect(out[1]?.result).toMatchObject({ ok: true });
  });

  it('takes only the first non-blank line as a header, and not one with digits', () => {
    expect(parseLines('\nname,lat,lon\nname,lat,lon')[1]?.result).toEqual({ ok: false, error: 'noNumbers' });
    expect(parseLines('\nname,lat,lon')[0]).toMatchObject({ line: 2, result: { header: true } });
    expect(parseLines('x1,y1\n37.5,127')[0]?.result).not.toEqual({ header: true });
    expect(parseLines('hello\n37.5,127')[0]?.result).toEqual({ ok: false, error: 'noNumbers' });
  });

  it('keeps a bad line in the middle as an error entry', () => {
    const out = parseLines('37.5665,126.978\n37.5\n35.1796,129.0756');
    expect(out.map((e) => e.result)).toMatchObject([{ ok: true }, { ok: false, error: 'oneNumber' }, { ok: true }]);
    expect(out[1]).toMatchObject({ line: 2, text: '37.5' });
  });
});
