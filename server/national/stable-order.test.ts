import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../domain/hash';
import { createInterner, stableOrder } from './stable-order';
import { compareCodePoints } from './string-table';

/** The order a comparison sort gives (Array.prototype.sort is stable). */
function reference(items: readonly number[], keys: readonly ArrayLike<number>[]): number[] {
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const x = key[a] ?? 0;
      const y = key[b] ?? 0;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  });
}

describe('stableOrder', () => {
  it('sorts by each key in turn and keeps the given order of ties', () => {
    const random = mulberry32(7);
    const n = 5000;
    // Small keys (one pass), keys above 65,535 (two passes), all-zero keys and many ties.
    const small = Float64Array.from({ length: n }, () => Math.floor(random() * 5));
    const large = Float64Array.from({ length: n }, () => Math.floor(random() * 3) * 70_000 + Math.floor(random() * 2));
    const zero = new Float64Array(n);
    const items = Uint32Array.from({ length: n }, (_, i) => (i * 7919) % n);
    for (const keys of [[small], [small, large], [zero, large, small], [large, zero]]) {
      expect(Array.from(stableOrder(items, keys))).toEqual(reference(Array.from(items), keys));
    }
  });

  it('sorts a subset of items, by keys indexed by item', () => {
    const key = Float64Array.from([9, 1, 5, 1, 0, 5]);
    expect(Array.from(stableOrder(Uint32Array.from([5, 3, 2, 1]), [key]))).toEqual([3, 1, 5, 2]);
    expect(Array.from(stableOrder(new Uint32Array(0), [key]))).toEqual([]);
  });

  it('gives the same order for keys a radix sort cannot take (negative, fractional, over 2^32)', () => {
    const random = mulberry32(11);
    const n = 2000;
    const odd = Float64Array.from({ length: n }, () => [-3, 0.5, 2 ** 33, 7, 7][Math.floor(random() * 5)]!);
    const small = Float64Array.from({ length: n }, () => Math.floor(random() * 3));
    const items = Uint32Array.from({ length: n }, (_, i) => n - 1 - i);
    expect(Array.from(stableOrder(items, [small, odd]))).toEqual(reference(Array.from(items), [small, odd]));
    expect(Array.from(stableOrder(items, [odd, small]))).toEqual(reference(Array.from(items), [odd, small]));
  });
});

describe('createInterner', () => {
  it('numbers strings as they come and ranks them in code-point order (SQLite BINARY)', () => {
    const interner = createInterner();
    const words = ['중앙로', '', 'b', '중앙로', '\uffef', '😀', 'a', 'b', 'ab'];
    expect(words.map((w) => interner.id(w))).toEqual([0, 1, 2, 0, 3, 4, 5, 2, 6]);
    expect(interner.size).toBe(7);
    const { sorted, rank } = interner.ranked();
    // An astral character (two surrogates in UTF-16) sorts after U+FFEF, as its UTF-8 bytes do.
    expect(sorted).toEqual(['', 'a', 'ab', 'b', '중앙로', '\uffef', '😀']);
    expect([...sorted].sort(compareCodePoints)).toEqual(sorted);
    expect(Array.from(rank)).toEqual([4, 0, 3, 5, 6, 1, 2]);
  });
});
