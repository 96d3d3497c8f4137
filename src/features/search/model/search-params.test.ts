import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, hasQuery, pageCount, parseSearch, switchTab, writeSearch } from './search-params';

describe('search state in the URL', () => {
  it('round-trips a full-text search with paging and a selection', () => {
    const s = { ...DEFAULT_SEARCH, q: '세종대로 110', flag: 'F02' as const, page: 3, sel: 4 };
    const url = writeSearch(s);
    expect(url.toString()).toBe('q=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C+110&flag=F02&page=3&sel=4');
    expect(parseSearch(url)).toEqual(s);
  });

  it('keeps only the structured fields on the structured tab', () => {
    const s = { ...DEFAULT_SEARCH, tab: 'structured' as const, q: 'ignored', city: '서울특별시', gu: '중구', dong: '태평로1가', bunji: '31', page: 5 };
    const url = writeSearch(s);
    expect([...url.keys()]).toEqual(['tab', 'city', 'gu', 'dong', 'bunji']);
    expect(parseSearch(url)).toEqual({ ...s, q: '', page: 1 });
  });

  it('keeps the conversion direction on the convert tab', () => {
    const url = writeSearch({ ...DEFAULT_SEARCH, tab: 'convert', q: '서울 중구 세종대로 110', dir: 'NtoO', multi: 'M' });
    expect(url.get('dir')).toBe('NtoO');
    expect(url.get('multi')).toBe('M');
    expect(url.has('flag')).toBe(false);
  });

  it('falls back to defaults on malformed values and caps text', () => {
    const s = parseSearch(new URLSearchParams(`tab=maps&flag=F9&page=-2&sel=x&dir=sideways&q=${'가'.repeat(300)}`));
    expect(s).toMatchObject({ tab: 'full', flag: 'F00', page: 1, sel: undefined, dir: 'OtoN' });
    expect(s.q.length).toBe(200);
  });

  it('knows when there is something to search and how many pages there are', () => {
    expect(hasQuery({ ...DEFAULT_SEARCH, q: '  ' })).toBe(false);
    expect(hasQuery({ ...DEFAULT_SEARCH, tab: 'structured', city: '서울', gu: '중구', dong: '' })).toBe(false);
    expect(hasQuery({ ...DEFAULT_SEARCH, tab: 'structured', city: '서울', gu: '중구', dong: '명동' })).toBe(true);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});

describe('switchTab', () => {
  const postcode = { ...DEFAULT_SEARCH, tab: 'postcode' as const, q: '04524', page: 3, sel: 2 };

  it('never carries one tab’s query to another: postcode 04524 then Old↔new has no query', () => {
    const { patch } = switchTab(postcode, 'convert', {});
    const next = { ...postcode, ...patch };
    expect(next.tab).toBe('convert');
    expect(next.q).toBe('');
    expect(hasQuery(next)).toBe(false);
    expect(writeSearch(next).toString()).toBe('tab=convert');
  });

  it('brings back each tab’s own text when the user returns to it', () => {
    const toConvert = switchTab(postcode, 'convert', {});
    const convert = { ...postcode, ...toConvert.patch, q: '서울특별시 중구 세종대로 110' };
    const back = switchTab(convert, 'postcode', toConvert.typed);
    expect({ ...convert, ...back.patch }).toMatchObject({ tab: 'postcode', q: '04524', page: 1, sel: undefined });
    const again = switchTab({ ...convert, ...back.patch }, 'convert', back.typed);
    expect(again.patch.q).toBe('서울특별시 중구 세종대로 110');
  });

  it('the structured tab keeps its own fields and does not take the text of the others', () => {
    const toStructured = switchTab({ ...postcode, city: '서울특별시' }, 'structured', {});
    const structured = { ...postcode, city: '서울특별시', ...toStructured.patch };
    expect(structured.city).toBe('서울특별시');
    const toFull = switchTab(structured, 'full', toStructured.typed);
    expect(toFull.patch.q).toBe('');
  });
});
