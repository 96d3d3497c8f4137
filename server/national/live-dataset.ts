import type { Db } from '../db/open-database';
import { datasetGeneration, forgetGeneration, StaleIndexError, type DatasetKind } from './datasets';
import type { WarmUp, WarmUpRank } from './warm-up';

/**
 * What the emulator holds in memory of one imported dataset (its loaded indexes, or for regions
 * the combined region index), reloaded when the dataset's generation moved: an import or clear
 * finished by another process (`npm run emulator:import` while the emulator runs) is served from
 * the next request on, without a restart. Every kind, regions included, is served through one of
 * these per view of the world (server/world-services.ts).
 *
 * Every call reads the generation (one prepared one-row SELECT, a few microseconds) and reloads
 * only when it moved; the reload happens in the call that notices it, and is logged.
 */
export interface LiveDataset<T> {
  /** The loaded dataset, or null while nothing is imported (or without a database). */
  current(): T | null;
  /**
   * `use` of the current value; when it finds the value's lazily read parts changed under it
   * (StaleIndexError: an import committed in between), once more with the new generation loaded.
   */
  use<R>(use: (value: T | null) => R): R;
  /** The generation the current value was loaded from (0: nothing imported, or no database). */
  generation(): number;
}

export interface LiveDatasetOptions {
  /** Told about each load after the first, and a first load that found data (time, generation). */
  log?: (message: string) => void;
  /**
   * Load in the background, after the server listens (warm-up.ts), instead of when created; a
   * call before that loads what it needs itself.
   */
  warmUp?: WarmUp;
}

export function createLiveDataset<T>(
  db: Db | undefined,
  kind: DatasetKind,
  load: (db: Db) => T | null,
  options: LiveDatasetOptions & {
    /** What a loaded value holds, for the log line (e.g. counts). */
    describe?: (value: T) => string;
    /** When it loads in a warm-up (default 2: after the regions and the addresses). */
    rank?: WarmUpRank;
  } = {},
): LiveDataset<T> {
  if (!db) return { current: () => null, use: (use) => use(null), generation: () => 0 };
  let loaded = -1;
  let value: T | null = null;
  function current(): T | null {
    const generation = datasetGeneration(db!, kind);
    if (generation === loaded) return value;
    const first = loaded === -1;
    // Whatever happens, this generation is handled: a broken one is not retried on every call.
    loaded = generation;
    const started = performance.now();
    try {
      value = generation === 0 ? null : load(db!);
      if (!first || value !== null) {
        const what = value !== null && options.describe ? `: ${options.describe(value)}` : '';
        options.log?.(`${kind}: import generation ${generation} loaded in ${Math.round(performance.now() - started)} ms${what}`);
      }
    } catch (error) {
      options.log?.(`${kind}: could not load import generation ${generation}, still serving the previous data: ${String(error)}`);
    }
    return value;
  }
  if (options.warmUp) {
    options.warmUp.add(options.rank ?? 2, () => {
      current();
    });
  } else {
    current();
  }
  return {
    current,
    use(use) {
      try {
        return use(current());
      } catch (error) {
        if (!(error instanceof StaleIndexError)) throw error;
        forgetGeneration(db, kind);
        return use(current());
      }
    },
    generation: () => (loaded === -1 ? 0 : loaded),
  };
}
