/**
 * Loading the served data after the server listens (what `npm start` does), so that a restart
 * answers within seconds instead of after every dataset is in memory.
 *
 * Services made with a WarmUp in their options (live-dataset.ts) load nothing when they are
 * created: each registers the steps that load it, and `run` takes the steps one after the other
 * in the background, one per turn of the event loop, so that a request waits for at most one step.
 * A request that needs a dataset before its step came loads it itself (the live dataset loads on
 * first use). Steps run by rank: what the first map click needs first (regions, then the
 * addresses over their rows), then the rest, then the addresses' hot fields, a part at a time
 * (address-store-load.ts).
 */
export interface WarmUp {
  /**
   * A step: loads something, or a piece of it. Returns false while there is more of it to load
   * (it is called again), anything else when it is done.
   */
  add(rank: WarmUpRank, step: () => boolean | void): void;
  /** Runs the steps; resolves when all are done or `stopped` says so. A step that throws is logged and left. */
  run(stopped?: () => boolean): Promise<void>;
}

/** 0: the regions; 1: the addresses over their rows; 2: roads, POIs, water and buildings; 3: the addresses' hot fields. */
export type WarmUpRank = 0 | 1 | 2 | 3;

export function createWarmUp(log: (message: string) => void = () => undefined): WarmUp {
  const steps: { rank: WarmUpRank; step: () => boolean | void }[] = [];
  return {
    add(rank, step) {
      steps.push({ rank, step });
    },
    async run(stopped = () => false) {
      const started = performance.now();
      const ordered = [...steps].sort((a, b) => a.rank - b.rank);
      for (const { step } of ordered) {
        for (;;) {
          await new Promise((next) => setImmediate(next));
          if (stopped()) return;
          let done: boolean | void = true;
          try {
            done = step();
          } catch (error) {
            log(`loading data in the background stopped at a step: ${error instanceof Error ? error.message : String(error)}`);
          }
          if (done !== false) break;
        }
      }
      log(`all data loaded ${Math.round(performance.now() - started)} ms after the server started listening`);
    },
  };
}
