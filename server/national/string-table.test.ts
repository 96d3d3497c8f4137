import { describe, expect, it } from 'vitest';
import type { IndexPart } from './datasets';
import { compareCodePoints, createStringTableBuilder, createTupleTableBuilder, sortedStringTable, stringTableFrom, tupleTableFrom } from './string-table';

/** The parts as a restart reads them back: each an ArrayBuffer of its own. */
function stored(parts: Record<string, IndexPart>): Map<string, ArrayBuffer> {
  return new Map(
    Object.entries(parts).map(([name, part]) => {
      const view = part instanceof ArrayBuffer ? new Uint8Array(part) : new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
      return [name, view.slice().buffer];
    }),
  );
}

describe('string tables', () => {
  it('gives one id per distinct string and reads every string back after storing', () => {
    const builder = createStringTableBuilder();
    // A name may begin with U+FEFF (a zero-width no-break space in the data): kept as the row holds it.
    const words = ['세종대로', '', 'Main St', '세종대로', '중앙로 🚚', 'x'.repeat(70_000), '\uFEFF빌딩'];
    const ids = words.map((w) => builder.id(w));
    expect(ids).toEqual([0, 1, 2, 0, 3, 4, 5]);
    expect(builder.size).toBe(6);
    const table = stringTableFrom(stored(builder.parts('names')), 'names');
    expect(table?.size).toBe(6);
    expect(ids.map((id) => table?.get(id))).toEqual(words);
    expect(table?.get(6)).toBe('');
    expect(table?.get(-1)).toBe('');
  });

  it('keeps every string as added when not distinct', () => {
    const builder = createStringTableBuilder({ distinct: false });
    expect(['a', 'a', 'b'].map((w) => builder.id(w))).toEqual([0, 1, 2]);
    const table = stringTableFrom(stored(builder.parts('keys')), 'keys');
    expect([0, 1, 2].map((id) => table?.get(id))).toEqual(['a', 'a', 'b']);
  });

  it('finds strings of a sorted table by binary search, ids in the strings’ order', () => {
    const { ids, builder } = sortedStringTable(['중앙로', '가로', '세종대로', '가로', 'A']);
    expect([...ids.keys()]).toEqual(['A', '가로', '세종대로', '중앙로']);
    const table = stringTableFrom(stored(builder.parts('keys')), 'keys', { sorted: true });
    for (const [text, id] of ids) expect(table?.find(text)).toBe(id);
    expect(table?.find('나로')).toBe(-1);
    expect(table?.find('')).toBe(-1);
    const unsorted = stringTableFrom(stored(builder.parts('keys')), 'keys');
    expect(() => unsorted?.find('가로')).toThrow(/not sorted/);
  });

  it('orders strings as their UTF-8 bytes do (SQLite’s order), not as UTF-16 units do', () => {
    const words = ['\uffe0', '😀', '가', 'a', '', 'ab', '\ud7a3'];
    const byBytes = [...words].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect([...words].sort(compareCodePoints)).toEqual(byBytes);
    expect('😀' < '\uffe0').toBe(true);
    expect(compareCodePoints('😀', '\uffe0')).toBeGreaterThan(0);
  });

  it('gives one id per distinct tuple and reads every tuple back, empty strings included', () => {
    const builder = createTupleTableBuilder(3);
    const tuples = [['서울특별시', '중구', '태평로1가'], ['', '', ''], ['서울특별시', '중구', '태평로1가'], ['a', 'b', '']];
    const ids = tuples.map((t) => builder.id(t));
    expect(ids).toEqual([0, 1, 0, 2]);
    const table = tupleTableFrom(stored(builder.parts('areas')), 'areas', 3);
    expect(ids.map((id) => table?.get(id))).toEqual(tuples);
    expect(table?.get(7)).toEqual(['', '', '']);
    expect(() => builder.id(['a', 'b'])).toThrow(/2 strings in a table of 3/);
    expect(() => builder.id(['a\u0000b', 'c', 'd'])).toThrow(/NUL/);
  });

  it('refuses parts that are missing or do not fit together', () => {
    const builder = createStringTableBuilder();
    builder.id('세종대로');
    const parts = stored(builder.parts('names'));
    expect(stringTableFrom(parts, 'other')).toBeNull();
    const cut = new Map(parts);
    cut.set('namesBytes', new ArrayBuffer(3));
    expect(stringTableFrom(cut, 'names')).toBeNull();
  });
});

describe('tuples given joined', () => {
  it('takes the id of the tuple its strings make, and refuses a name holding a NUL', () => {
    const builder = createTupleTableBuilder(3);
    const a = builder.id(['서울특별시', '종로구', '']);
    expect(builder.idOfJoined('부산광역시\u0000해운대구\u0000우동')).toBe(a + 1);
    expect(builder.idOfJoined('서울특별시\u0000종로구\u0000')).toBe(a);
    expect(builder.id(['부산광역시', '해운대구', '우동'])).toBe(a + 1);
    expect(() => builder.idOfJoined('서울\u0000특별시\u0000종로구\u0000')).toThrow(/NUL/);
    expect(() => builder.idOfJoined('서울특별시\u0000종로구')).toThrow(/NUL/);
  });
});
