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

/** What another client changed between two readings, leaving out the codes this page changed itself. */
export function foreignChanges(before: readonly { code: string; name: string }[], after: readonly { code: string; name: string }[], own: ReadonlySet<string>): ZoneChanges {
  const d = diffZones(before, after);
  return { added: d.added.filter((c) => !own.has(c)), removed: d.removed.filter((c) => !own.has(c)), renamed: d.renamed.filter((r) => !own.has(r.code)) };
}

/**
 * The page's own zone writes, so a reading of the list never reports them as another client's.
 * A code counts as own while a write of it is in flight and until a reading that began after the
 * write settled has been judged: that reading is the first certain to show it. A write the service
 * refused with an answer changed nothing there, so it is forgotten when it settles; a write whose
 * fate is unknown (no answer) is kept like an applied one. Time is a counter of events, not a clock.
 */
export class OwnZoneChanges {
  private tick = 0;
  private readonly inFlight = new Map<string, number>();
  private readonly settled = new Map<string, number>();

  begin(codes: Iterable<string>): void {
    for (const c of codes) this.inFlight.set(c, (this.inFlight.get(c) ?? 0) + 1);
  }

  /** `applied: false` only when the service answered with a refusal (nothing changed there). */
  settle(codes: Iterable<string>, applied: boolean): void {
    const at = ++this.tick;
    for (const c of codes) {
      const n = (this.inFlight.get(c) ?? 0) - 1;
      if (n > 0) this.inFlight.set(c, n);
      else this.inFlight.delete(c);
      if (applied) this.settled.set(c, at);
    }
  }

  /** Marks the start of a reading of the list; pass the returned mark to `judge` when it lands. */
  readingStarted(): number {
    return ++this.tick;
  }

  /** The codes a reading begun at `startedAt` must not count as foreign; forgets the writes it was certain to show. */
  judge(startedAt: number): Set<string> {
    const own = new Set([...this.inFlight.keys(), ...this.settled.keys()]);
    for (const [code, at] of this.settled) if (at < startedAt) this.settled.delete(code);
    return own;
  }
}
