import { loadImportedRegions } from './db/imported-regions';
import type { Db } from './db/open-database';
import { combineRegions } from './domain/combined-regions';
import { createRegionIndex, type RegionIndex } from './domain/region-index';
import { createLiveDataset, type LiveDatasetOptions } from './national/live-dataset';

/**
 * The region index the emulator serves: the base (demo) world's regions combined with the
 * imported ones (domain/combined-regions.ts), reloaded when the regions' generation moved, as
 * every imported dataset is (national/live-dataset.ts, generation in dataset_state): an import
 * finished by another process is served from the next request on. The reload (the names and
 * boxes of every imported region, and a new index; shapes are parsed when first needed) takes
 * about a second for the whole country and happens in the request that notices it.
 */
export interface LiveRegions {
  /** The current index (the base index itself while nothing is imported). */
  current(): RegionIndex;
  /** The import generation the current index was built from. */
  generation(): number;
}

export type LiveRegionsOptions = LiveDatasetOptions;

interface ServedRegions {
  index: RegionIndex;
  imported: number;
}

export function createLiveRegions(db: Db | undefined, base: RegionIndex, options: LiveRegionsOptions = {}): LiveRegions {
  const live = createLiveDataset<ServedRegions>(
    db,
    'regions',
    (d) => {
      const imported = loadImportedRegions(d, (message) => options.log?.(message));
      return imported.length === 0 ? null : { index: createRegionIndex(combineRegions(base.regions, imported)), imported: imported.length };
    },
    {
      ...options,
      describe: ({ index, imported }) => `${imported.toLocaleString('en')} imported regions, ${index.regions.length.toLocaleString('en')} served`,
    },
  );
  return { current: () => live.current()?.index ?? base, generation: () => live.generation() };
}
