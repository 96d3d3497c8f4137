import { importGeneration, loadImportedRegions } from './db/imported-regions';
import type { Db } from './db/open-database';
import { combineRegions } from './domain/combined-regions';
import { createRegionIndex, type RegionIndex } from './domain/region-index';

/**
 * The region index the emulator serves: the base (demo) world's regions combined with the
 * imported ones (domain/combined-regions.ts), rebuilt whenever an import changed them.
 *
 * Every call reads the import generation (one prepared one-row SELECT, a few microseconds) and
 * reloads only when it moved, so an import finished by another process (`npm run
 * emulator:import` while the emulator runs) is served from the next request on, without a
 * restart. The reload itself (JSON geometry of every imported region and a new index) takes
 * about a second for the whole country and happens in the request that notices it.
 */
export interface LiveRegions {
  /** The current index (the base index itself while nothing is imported). */
  current(): RegionIndex;
  /** The import generation the current index was built from. */
  generation(): number;
}

export interface LiveRegionsOptions {
  /** Told about each reload (counts and time). */
  log?: (message: string) => void;
}

export function createLiveRegions(db: Db | undefined, base: RegionIndex, options: LiveRegionsOptions = {}): LiveRegions {
  if (!db) return { current: () => base, generation: () => 0 };
  let loaded = -1;
  let index = base;

  function refresh(): RegionIndex {
    const generation = importGeneration(db!);
    if (generation === loaded) return index;
    const started = performance.now();
    const first = loaded === -1;
    // Whatever happens, this generation is handled: a broken one is not retried on every call.
    loaded = generation;
    try {
      const imported = loadImportedRegions(db!, (message) => options.log?.(message));
      index = imported.length === 0 ? base : createRegionIndex(combineRegions(base.regions, imported));
      // Announce the first load only when it found imported regions, and every later reload.
      if (!first || imported.length > 0) {
        options.log?.(
          `regions: ${imported.length.toLocaleString('en')} imported regions loaded (import generation ${generation}), ` +
            `${index.regions.length.toLocaleString('en')} served, in ${Math.round(performance.now() - started)} ms`,
        );
      }
    } catch (error) {
      options.log?.(`regions: could not load the imported regions of generation ${generation}, still serving the previous ones: ${String(error)}`);
    }
    return index;
  }

  refresh();
  return { current: refresh, generation: () => loaded };
}
