/**
 * Named points on the way from a user's action to what it shows (a map click on Explore to its
 * address card, for one), as User Timing marks: `performance.getEntriesByName('locus:…')` reads
 * them, and the browser's performance panel shows them. The Explore click benchmark reads its
 * breakdown from them.
 *
 * A mark's name is a fixed label (an operation id, a query's name, a layer's id): never a URL, a
 * parameter or a credential. Each name holds its latest mark only (the previous one is cleared),
 * so a long session keeps no growing list of them.
 */
export function timingMark(name: string): void {
  const perf = globalThis.performance as Performance | undefined;
  if (perf?.mark === undefined) return;
  const full = `locus:${name}`;
  perf.clearMarks(full);
  perf.mark(full);
}
