import type { IndexPart } from './datasets';

/**
 * Strings held in memory as two stored parts, for the fields an answer reads without a row
 * (national hot fields: a building's road name, a link's name, a POI's name): the UTF-8 bytes of
 * every string, one after the other (`{prefix}Bytes`), and where each starts (`{prefix}Offsets`,
 * Uint32Array of size + 1). A column of records then holds ids into the table (Uint32Array).
 *
 * Loading views the two parts in place (no copy, nothing decoded); a string is decoded when first
 * asked for and kept (only the strings answers use are ever decoded). A table built `sorted` holds
 * its strings in ascending code-point order (compareCodePoints: the order of their UTF-8 bytes, which
 * is SQLite's BINARY collation, so a table can be filled from an index scan), so ids compare as the
 * strings do and `find` is a binary search.
 */
export interface StringTable {
  readonly size: number;
  /** The string of an id ('' for an id outside the table). */
  get(id: number): string;
  /** The id of a string in a sorted table, or -1 (a table not built sorted throws). */
  find(text: string): number;
}

export interface StringTableBuilder {
  /** The id of a string, added when new (in a table built with `distinct: false`, always new). */
  id(text: string): number;
  readonly size: number;
  /** The parts to store. */
  parts(prefix: string): Record<string, IndexPart>;
}

const encoder = new TextEncoder();

/**
 * A builder in the order strings are added. `distinct: false` keeps every string as added (a
 * column of mostly unique strings, e.g. building keys: no map of millions of keys at import).
 */
export function createStringTableBuilder(options: { distinct?: boolean } = {}): StringTableBuilder {
  const distinct = options.distinct ?? true;
  const ids = new Map<string, number>();
  let bytes = new Uint8Array(1 << 16);
  let offsets = new Uint32Array(1 << 12);
  let size = 0;
  let end = 0;
  return {
    id(text) {
      if (distinct) {
        const known = ids.get(text);
        if (known !== undefined) return known;
      }
      // A UTF-16 code unit is at most 3 UTF-8 bytes.
      if (end + text.length * 3 > bytes.length) bytes = grown(bytes, Math.max(bytes.length * 2, end + text.length * 3));
      end += encoder.encodeInto(text, bytes.subarray(end)).written;
      if (size + 2 > offsets.length) offsets = grown(offsets, offsets.length * 2);
      offsets[++size] = end;
      if (distinct) ids.set(text, size - 1);
      return size - 1;
    },
    get size() {
      return size;
    },
    parts(prefix) {
      return { [`${prefix}Bytes`]: bytes.slice(0, end), [`${prefix}Offsets`]: offsets.slice(0, size + 1) };
    },
  };
}

/** A sorted table of the distinct strings given, and each string's id. */
export function sortedStringTable(strings: Iterable<string>): { ids: Map<string, number>; builder: StringTableBuilder } {
  const sorted = [...new Set(strings)].sort(compareCodePoints);
  const builder = createStringTableBuilder();
  const ids = new Map<string, number>();
  for (const text of sorted) ids.set(text, builder.id(text));
  return { ids, builder };
}

/** The table over stored parts, or null when they are missing or do not fit together. */
export function stringTableFrom(parts: ReadonlyMap<string, ArrayBuffer>, prefix: string, options: { sorted?: boolean } = {}): StringTable | null {
  const bytesPart = parts.get(`${prefix}Bytes`);
  const offsetsPart = parts.get(`${prefix}Offsets`);
  if (!bytesPart || !offsetsPart || offsetsPart.byteLength % 4 !== 0 || offsetsPart.byteLength === 0) return null;
  // A Buffer view decodes a short string in about half the time of a TextDecoder, and keeps a
  // leading U+FEFF as the row holds it (a TextDecoder drops it as a byte-order mark).
  const bytes = Buffer.from(bytesPart);
  const offsets = new Uint32Array(offsetsPart);
  const size = offsets.length - 1;
  if (offsets[size] !== bytes.length) return null;
  const decoded: (string | undefined)[] = [];
  const get = (id: number): string => {
    if (!(id >= 0 && id < size)) return '';
    let text = decoded[id];
    if (text === undefined) {
      text = bytes.toString('utf8', offsets[id], offsets[id + 1]);
      decoded[id] = text;
    }
    return text;
  };
  return {
    size,
    get,
    find(text) {
      if (!options.sorted) throw new Error(`the string table ${prefix} is not sorted`);
      let low = 0;
      let high = size - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const order = compareCodePoints(get(middle), text);
        if (order === 0) return middle;
        if (order < 0) low = middle + 1;
        else high = middle - 1;
      }
      return -1;
    },
  };
}

/**
 * Tuples of `width` strings (e.g. a building's 시도, 시군구, 읍·면·동 … names, which repeat together
 * across thousands of rows) as one id each: a string table of the tuples, each written as its
 * strings joined by NUL (a name holds no NUL: building one that does throws).
 */
export interface TupleTableBuilder {
  id(values: readonly string[]): number;
  /**
   * The id of a tuple given as its strings already joined by NUL (e.g. concatenated by the SQL
   * that read them): the same id as `id` of its strings; a joined text of another number of
   * strings (a name holding a NUL) throws as `id` does.
   */
  idOfJoined(joined: string): number;
  parts(prefix: string): Record<string, IndexPart>;
}

export function createTupleTableBuilder(width: number): TupleTableBuilder {
  const table = createStringTableBuilder();
  const known = new Map<string, number>();
  return {
    id(values) {
      if (values.length !== width) throw new Error(`a tuple of ${values.length} strings in a table of ${width}`);
      const joined = values.join('\u0000');
      let id = known.get(joined);
      if (id === undefined) {
        if (values.some((v) => v.includes('\u0000'))) throw new Error('a name holds a NUL character');
        id = table.id(joined);
        known.set(joined, id);
      }
      return id;
    },
    idOfJoined(joined) {
      let id = known.get(joined);
      if (id === undefined) {
        let separators = 0;
        for (let at = joined.indexOf('\u0000'); at !== -1; at = joined.indexOf('\u0000', at + 1)) separators++;
        if (separators !== width - 1) throw new Error('a name holds a NUL character');
        id = table.id(joined);
        known.set(joined, id);
      }
      return id;
    },
    parts: (prefix) => table.parts(prefix),
  };
}

export interface TupleTable {
  readonly size: number;
  /** The tuple of an id (`width` empty strings for an id outside the table). */
  get(id: number): readonly string[];
}

/** The tuples over stored parts (each split when first asked for, and kept), or null. */
export function tupleTableFrom(parts: ReadonlyMap<string, ArrayBuffer>, prefix: string, width: number): TupleTable | null {
  const table = stringTableFrom(parts, prefix);
  if (!table) return null;
  const empty: readonly string[] = new Array<string>(width).fill('');
  const split: (readonly string[] | undefined)[] = [];
  return {
    size: table.size,
    get(id) {
      if (!(id >= 0 && id < table.size)) return empty;
      let tuple = split[id];
      if (tuple === undefined) {
        tuple = table.get(id).split('\u0000');
        split[id] = tuple;
      }
      return tuple;
    },
  };
}

/**
 * Strings compared by code point (= by their UTF-8 bytes, as SQLite's BINARY collation does).
 * JavaScript's own `<` compares UTF-16 code units, which puts a character above U+FFFF (two
 * surrogate units, U+D800–DFFF) below one of U+E000–FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    if (xSurrogate !== (y >= 0xd800 && y <= 0xdfff)) return xSurrogate ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

function grown<T extends Uint8Array | Uint32Array>(from: T, length: number): T {
  const to = new (from.constructor as new (length: number) => T)(length);
  to.set(from);
  return to;
}
