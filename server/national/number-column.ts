/**
 * A column of numbers, one per record, stored as an index part in the narrowest typed array that
 * holds every value exactly: Uint8Array, Uint16Array or Uint32Array when all are whole numbers
 * in its range, else Float64Array (any number, as SQLite hands an INTEGER or REAL over). The
 * loader tells which from the part's length (1, 2, 4 or 8 bytes a record) and views it in place.
 */
export type NumberColumn = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** The values in the narrowest array that holds each exactly. */
export function numberColumn(values: ArrayLike<number>): NumberColumn {
  let max = 0;
  let whole = true;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? 0;
    if (!Number.isInteger(value) || value < 0 || Object.is(value, -0)) {
      whole = false;
      break;
    }
    if (value > max) max = value;
  }
  const { length } = values;
  const column = !whole || max > 0xffff_ffff ? new Float64Array(length) : max > 0xffff ? new Uint32Array(length) : max > 0xff ? new Uint16Array(length) : new Uint8Array(length);
  column.set(values);
  return column;
}

/** The column of `count` records viewed over a stored part, or null when it is missing or its length fits no width. */
export function numberColumnFrom(part: ArrayBuffer | undefined, count: number): NumberColumn | null {
  if (!part) return null;
  if (count === 0) return part.byteLength === 0 ? new Uint8Array(0) : null;
  switch (part.byteLength / count) {
    case 1:
      return new Uint8Array(part);
    case 2:
      return new Uint16Array(part);
    case 4:
      return new Uint32Array(part);
    case 8:
      return new Float64Array(part);
    default:
      return null;
  }
}
