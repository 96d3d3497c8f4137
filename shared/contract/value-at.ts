/** The value at a path (as zod reports issue paths) inside a decoded body; undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const p of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}
