import type { DiffKind, FieldDiff } from '../../../../shared/compare/field-diff';

/**
 * A JSON value as the lines of its indented text, each with the path of the field it writes
 * (the field diff's dotted paths: `poiInfo.poiLat`, `coordinateInfo.coordinate.0.newLat`), so
 * that a difference can be marked on the line of its field. Rendered as text, never as HTML.
 */
export interface JsonLine {
  path: string;
  depth: number;
  text: string;
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** At most `limit` lines (a last line says how many more there were not drawn). */
export function jsonLines(value: unknown, limit = 2_000): { lines: JsonLine[]; truncated: boolean } {
  const lines: JsonLine[] = [];
  let truncated = false;
  const push = (line: JsonLine) => {
    if (lines.length < limit) lines.push(line);
    else truncated = true;
  };
  const walk = (v: unknown, path: string, depth: number, prefix: string, comma: string): void => {
    if (lines.length >= limit) {
      truncated = true;
      return;
    }
    if (Array.isArray(v) || (typeof v === 'object' && v !== null)) {
      const isArray = Array.isArray(v);
      const entries: [string | number, unknown][] = isArray ? v.map((x, i) => [i, x]) : Object.entries(v as Record<string, unknown>);
      const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
      if (entries.length === 0) {
        push({ path, depth, text: `${prefix}${open}${close}${comma}` });
        return;
      }
      push({ path, depth, text: `${prefix}${open}` });
      entries.forEach(([k, x], i) => {
        const childPrefix = isArray ? '' : `${JSON.stringify(k)}: `;
        walk(x, join(path, k), depth + 1, childPrefix, i < entries.length - 1 ? ',' : '');
      });
      push({ path, depth, text: `${close}${comma}` });
      return;
    }
    push({ path, depth, text: `${prefix}${v === undefined ? 'undefined' : JSON.stringify(v)}${comma}` });
  };
  walk(value, '', 0, '', '');
  return { lines, truncated };
}

/**
 * The fields to mark on one side and the kind of their difference: an added field only on the
 * right, a missing one only on the left, the others on both; a coordinate's difference
 * (`…newLat+newLon`) marks both its fields.
 */
export function markedPaths(diffs: readonly FieldDiff[], side: 'left' | 'right'): Map<string, DiffKind> {
  const out = new Map<string, DiffKind>();
  for (const d of diffs) {
    if ((d.kind === 'added' && side === 'left') || (d.kind === 'missing' && side === 'right')) continue;
    const dot = d.path.lastIndexOf('.');
    const head = dot < 0 ? '' : d.path.slice(0, dot + 1);
    const last = d.path.slice(dot + 1);
    const parts = last.includes('+') ? last.split('+') : [last];
    for (const p of parts) out.set(head + p, d.kind);
  }
  return out;
}

/** The kind a line is marked with: its own field's, or that of a field it lies inside (a whole object added). */
export function markOf(path: string, marks: ReadonlyMap<string, DiffKind>): DiffKind | undefined {
  if (marks.size === 0) return undefined;
  for (let p = path; ; ) {
    const kind = marks.get(p);
    if (kind !== undefined) return kind;
    if (p === '') return undefined;
    const dot = p.lastIndexOf('.');
    p = dot < 0 ? '' : p.slice(0, dot);
  }
}
