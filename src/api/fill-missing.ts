/**
 * An answer that lacks a list or an object the contract requires (a /tms list without
 * `resultData`) must not crash the page that reads it: the missing container is filled with an
 * empty one, so the page shows an empty list, and the deviation still says what was missing.
 * Only absent (or null) places are filled; a value of the wrong kind is left as it arrived, except
 * a whole answer that should be a list: anything else there reads as an empty list.
 */

/** The part of a schema issue this needs (zod's issues have this shape). */
export interface MissingIssue {
  code: string;
  expected?: unknown;
  path: readonly PropertyKey[];
}

type Container = Record<PropertyKey, unknown> | unknown[];

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

/**
 * A copy of `body` with an empty array (or object) at each path where an issue says one was
 * expected and nothing arrived. Returns `body` itself when nothing was filled.
 */
export function fillMissing(body: unknown, issues: readonly MissingIssue[]): unknown {
  const containers = issues.filter((i) => i.code === 'invalid_type' && (i.expected === 'array' || i.expected === 'object'));
  // A list answer that came as something else (`{}` for an empty face list) reads as an empty list.
  const root = containers.find((i) => i.path.length === 0);
  if (root) return root.expected === 'array' ? (Array.isArray(body) ? body : []) : isContainer(body) ? body : {};
  const wanted = containers;
  if (wanted.length === 0 || !isContainer(body)) return body;
  const copy: unknown = structuredClone(body);
  let filled = false;
  for (const issue of wanted) {
    let parent: unknown = copy;
    for (const key of issue.path.slice(0, -1)) parent = isContainer(parent) ? (parent as Record<PropertyKey, unknown>)[key] : undefined;
    const last = issue.path[issue.path.length - 1];
    if (!isContainer(parent) || last === undefined) continue;
    const slot = parent as Record<PropertyKey, unknown>;
    if (slot[last] !== undefined && slot[last] !== null) continue;
    slot[last] = issue.expected === 'array' ? [] : {};
    filled = true;
  }
  return filled ? copy : body;
}
