/**
 * The moment the first page is up: its map has drawn everything it was given for the first time
 * (the map's first `idle`), or, for a map that never gets there (no WebGL, a stage hidden by a
 * table view), a while after the start. What the first page does not need to show itself (the
 * inspector's recorder) is fetched then, not before.
 */
const AT_THE_LATEST_MS = 10_000;

let reached: () => void = () => undefined;
const firstIdle = new Promise<void>((resolve) => {
  reached = resolve;
});

/** Called by the map stage at its map's first `idle`. */
export function markFirstMapIdle(): void {
  reached();
}

/** Resolves once the browser has a quiet moment after the first map idle (or after 10 s when no map is idle by then). */
export function afterFirstMapIdle(): Promise<void> {
  const idle = Promise.race([firstIdle, new Promise<void>((resolve) => setTimeout(resolve, AT_THE_LATEST_MS))]);
  return idle.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 0);
      }),
  );
}
