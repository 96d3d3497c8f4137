/**
 * Counts kept in localStorage (calls per day, per operation or per key fingerprint): not secrets,
 * and they should outlive the tab as a quota does. Stored as two levels of whole numbers,
 * `{outer: {inner: n}}`; what does not read as that is dropped.
 */
export type NestedCounts = Record<string, Record<string, number>>;

/** Reads what localStorage held, keeping the entries whose keys pass the checks. */
export function parseNestedCounts(text: string | null, outerOk: (key: string) => boolean, innerOk: (key: string) => boolean): NestedCounts {
  if (!text) return {};
  try {
    const o: unknown = JSON.parse(text);
    if (typeof o !== 'object' || o === null) return {};
    const out: NestedCounts = {};
    for (const [outer, inner] of Object.entries(o)) {
      if (!outerOk(outer) || typeof inner !== 'object' || inner === null) continue;
      const clean: Record<string, number> = {};
      for (const [key, n] of Object.entries(inner as Record<string, unknown>)) {
        if (innerOk(key) && typeof n === 'number' && Number.isInteger(n) && n >= 0) clean[key] = n;
      }
      out[outer] = clean;
    }
    return out;
  } catch {
    return {};
  }
}

/** A store of such counts under one localStorage key, for useSyncExternalStore. */
export class StoredCounts<T> {
  private counts: T;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storageKey: string,
    private readonly parse: (text: string | null) => T,
  ) {
    this.counts = this.read();
  }

  get = (): T => this.counts;

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  /** Changes the counts, starting from what is stored (another tab may have counted too). */
  update(change: (stored: T) => T): void {
    this.counts = change(this.read());
    try {
      // eslint-disable-next-line no-restricted-properties -- call counts are not secret; per-key counts are under a one-way fingerprint
      localStorage.setItem(this.storageKey, JSON.stringify(this.counts));
    } catch {
      // Storage full or disabled: the count lives in memory.
    }
    for (const l of this.listeners) l();
  }

  private read(): T {
    try {
      return this.parse(typeof localStorage === 'undefined' ? null : localStorage.getItem(this.storageKey));
    } catch {
      return this.parse(null);
    }
  }
}
