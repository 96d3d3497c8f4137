import type { Db } from '../db/open-database';
import { datasetGeneration, type DatasetKind } from './datasets';

/**
 * What the emulator holds in memory of one imported dataset (its loaded indexes), reloaded when
 * the dataset's generation moved: an import or clear finished by another process (`npm run
 * emulator:import` while the emulator runs) is served from the next request on, without a
 * restart, as for regions (live-regions.ts).
 */
export interface LiveDataset<T> {
  /** The loaded dataset, or null while nothing is imported (or without a database). */
  current(): T | null;
}

export interface LiveDatasetOptions {
  log?: (message: string) => void;
}

export function createLiveDataset<T>(
  db: Db | undefined,
  kind: DatasetKind,
  load: (db: Db) => T | null,
  options: LiveDatasetOptions = {},
): LiveDataset<T> {
  if (!db) return { current: () => null };
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
        options.log?.(`${kind}: import generation ${generation} loaded in ${Math.round(performance.now() - started)} ms`);
      }
    } catch (error) {
      options.log?.(`${kind}: could not load import generation ${generation}, still serving the previous data: ${String(error)}`);
    }
    return value;
  }
  current();
  return { current };
}
