/**
 * A compact multiset of numbers (OSM node ids, packed coordinates): values are appended to a
 * growing Float64Array, sorted once, then counted by binary search. 8 bytes a value and no
 * per-value object, so the junctions of a national road network fit in memory.
 */
export interface NumberMultiset {
  add(value: number): void;
  /** Sorts what was added; call before repeated/distinct. */
  seal(): void;
  /** Whether the value was added more than once. */
  repeated(value: number): boolean;
  /** The sorted distinct values (after seal). */
  distinct(): Float64Array;
}

export function createNumberMultiset(initial = 1 << 16): NumberMultiset {
  let values = new Float64Array(initial);
  let size = 0;
  let sorted: Float64Array | null = null;
  const lowerBound = (value: number): number => {
    const a = sorted ?? values;
    let lo = 0;
    let hi = size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((a[mid] ?? 0) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    add(value) {
      if (size === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[size++] = value;
      sorted = null;
    },
    seal() {
      sorted = values.subarray(0, size).sort();
    },
    repeated(value) {
      if (!sorted) throw new Error('repeated before seal');
      const i = lowerBound(value);
      return i + 1 < size && sorted[i] === value && sorted[i + 1] === value;
    },
    distinct() {
      if (!sorted) throw new Error('distinct before seal');
      const out = new Float64Array(size);
      let n = 0;
      for (let i = 0; i < size; i++) {
        const v = sorted[i] ?? 0;
        if (n === 0 || out[n - 1] !== v) out[n++] = v;
      }
      return out.slice(0, n);
    },
  };
}

/** Index of value in a sorted array, or -1. */
export function sortedIndexOf(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid] ?? 0;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
