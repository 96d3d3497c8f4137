import { loadRegions } from './db/imported-regions';
import type { Db } from './db/open-database';
import { createRegionIndex, type RegionIndex } from './domain/region-index';
import type { Region } from './domain/world-types';
import { createLiveDataset, type LiveDatasetOptions } from './national/live-dataset';

/**
 * The region index the emulator serves: every row of imported_regions — the imported regions and
 * the demo world's (national/demo-regions.ts; those an imported region of the same regionId
 * replaces wait on a shelf) — in one index, reloaded when the regions' generation moved, as every
 * dataset is (national/live-dataset.ts, generation in dataset_state): an import finished by
 * another process is served from the next request on. The reload (the names and boxes of every
 * region, and a new index; a region's shape is read in place when first needed) takes about a second for the
 * whole country and happens in the request that notices it. Before the demo world's rows are
 * written (a tile worker that starts first), the demo world's own index is served.
 */
export interface LiveRegions {
  /** The current index. */
  current(): RegionIndex;
  /** The import generation the current index was built from. */
  generation(): number;
  /** Whether a region of the current index is the demo world's (not imported). */
  isDemo(region: Region): boolean;
}

export type LiveRegionsOptions = LiveDatasetOptions;

/** Region shapes a warm-up step reads (a few milliseconds). */
const SHAPES_PER_STEP = 200;

interface ServedRegions {
  index: RegionIndex;
  demo: ReadonlySet<Region>;
  readShapes: (count: number) => boolean;
}

export function createLiveRegions(db: Db, demoIndex: RegionIndex, options: LiveRegionsOptions = {}): LiveRegions {
  const demoRegions: ReadonlySet<Region> = new Set(demoIndex.regions);
  const live = createLiveDataset<ServedRegions>(
    db,
    'regions',
    (d) => {
      const { regions, demo, readShapes } = loadRegions(d, (message) => options.log?.(message));
      // Without a warm-up the shapes are read with the rest; in one, a step at a time after it.
      if (!options.warmUp) readShapes(Infinity);
      return regions.length === 0 ? null : { index: createRegionIndex(regions), demo, readShapes };
    },
    {
      ...options,
      rank: 0,
      describe: ({ index, demo }) => `${(index.regions.length - demo.size).toLocaleString('en')} imported regions, ${index.regions.length.toLocaleString('en')} served`,
    },
  );
  options.warmUp?.add(2, () => live.current()?.readShapes(SHAPES_PER_STEP) ?? true);
  return {
    current: () => live.current()?.index ?? demoIndex,
    generation: () => live.generation(),
    isDemo: (region) => {
      const served = live.current();
      return served ? served.demo.has(region) : demoRegions.has(region);
    },
  };
}
