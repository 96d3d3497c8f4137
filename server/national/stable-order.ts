import { compareCodePoints } from './string-table';

/**
 * Orders computed in memory that equal the order an SQLite index gives its rows, so a build can
 * read the rows once and sort them itself instead of scanning each index (address-hot-build.ts):
 * - `stableOrder` sorts items by numeric keys, ties keeping the order the items came in (an
 *   index's last column is the row's key: items given in key order come out as the index has them);
 * - `createInterner` numbers strings as they come and then ranks them in the order of their UTF-8
 *   bytes (compareCodePoints: SQLite's BINARY collation), so a string column sorts as its ranks.
 */

/**
 * The items sorted by keys[0], then keys[1]… (keys[k][item] is the item's k-th key), stable.
 * Keys that are all whole numbers in 0..2^32-1 are sorted by radix (16 bits a pass, linear);
 * any other number falls back to a comparison sort of the same order.
 */
export function stableOrder(items: Uint32Array, keys: readonly ArrayLike<number>[]): Uint32Array {
  const radix = keys.every((key) => fitsUint32(items, key));
  if (!radix) {
    const sorted = Array.from(items);
    sorted.sort((a, b) => {
      for (const key of keys) {
        const x = key[a] ?? 0;
        const y = key[b] ?? 0;
        if (x !== y) return x < y ? -1 : 1;
      }
      return 0;
    });
    return Uint32Array.from(sorted);
  }
  let from = Uint32Array.from(items);
  let to = new Uint32Array(items.length);
  const counts = new Uint32Array(0x10001);
  for (let k = keys.length - 1; k >= 0; k--) {
    const key = keys[k]!;
    let max = 0;
    for (let i = 0; i < from.length; i++) {
      const value = key[from[i]!]!;
      if (value > max) max = value;
    }
    for (let shift = 0; shift < 32; shift += 16) {
      if (shift > 0 && max <= 0xffff) break;
      if (max === 0) break;
      counts.fill(0);
      for (let i = 0; i < from.length; i++) counts[((key[from[i]!]! >>> shift) & 0xffff) + 1]! += 1;
      for (let d = 1; d <= 0x10000; d++) counts[d]! += counts[d - 1]!;
      for (let i = 0; i < from.length; i++) {
        const item = from[i]!;
        const digit = (key[item]! >>> shift) & 0xffff;
        to[counts[digit]!++] = item;
      }
      [from, to] = [to, from];
    }
  }
  return from;
}

function fitsUint32(items: Uint32Array, key: ArrayLike<number>): boolean {
  for (let i = 0; i < items.length; i++) {
    const value = key[items[i]!];
    if (value === undefined || !Number.isInteger(value) || value < 0 || value > 0xffff_ffff) return false;
  }
  return true;
}

/** Strings numbered as they come (ids 0, 1, …), then ranked in byte order. */
export interface Interner {
  /** The string's id (new strings take the next one). */
  id(text: string): number;
  readonly size: number;
  /** The strings in byte order, and each id's rank in it. */
  ranked(): { sorted: string[]; rank: Uint32Array };
}

export function createInterner(): Interner {
  const ids = new Map<string, number>();
  const strings: string[] = [];
  let last: string | null = null;
  let lastId = -1;
  return {
    id(text) {
      // Neighbouring rows mostly share their value: the last one spares the map.
      if (text === last) return lastId;
      let id = ids.get(text);
      if (id === undefined) {
        id = strings.length;
        strings.push(text);
        ids.set(text, id);
      }
      last = text;
      lastId = id;
      return id;
    },
    get size() {
      return strings.length;
    },
    ranked() {
      const order = Array.from(strings.keys()).sort((a, b) => compareCodePoints(strings[a]!, strings[b]!));
      const rank = new Uint32Array(strings.length);
      order.forEach((id, position) => {
        rank[id] = position;
      });
      return { sorted: order.map((id) => strings[id]!), rank };
    },
  };
}
