/** What changed between two readings of the zone list (by code): to explain another client's edits. */
export interface ZoneChanges {
  added: string[];
  removed: string[];
  renamed: { code: string; from: string; to: string }[];
}

export function diffZones(before: readonly { code: string; name: string }[], after: readonly { code: string; name: string }[]): ZoneChanges {
  const old = new Map(before.map((z) => [z.code, z.name]));
  const now = new Map(after.map((z) => [z.code, z.name]));
  const added = [...now.keys()].filter((c) => !old.has(c));
  const removed = [...old.keys()].filter((c) => !now.has(c));
  const renamed = [...now].flatMap(([code, to]) => {
    const from = old.get(code);
    return from !== undefined && from !== to ? [{ code, from, to }] : [];
  });
  return { added, removed, renamed };
}

export const hasChanges = (c: ZoneChanges): boolean => c.added.length + c.removed.length + c.renamed.length > 0;
