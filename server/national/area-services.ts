import type { MapArea, WorldServices } from '../world-services-types';
import type { Db } from '../db/open-database';
import { loadAreaIndex, type AreaKind, type LoadedAreas } from './area-index';
import { datasetGeneration } from './datasets';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';

/**
 * The water and buildings for the map (area-index.ts): the imported ones, and the demo world's
 * water while none is imported (demo-water.ts), from one index per kind, loaded from its stored
 * parts (never rebuilt at start) and reloaded when an import or clear moved its generation. A
 * water feature is handed out as the same object while its generation is served, so the tiles
 * cache its simplified shapes (a river relation has thousands of vertices); buildings, small and
 * millions, are made afresh per call.
 */
export function areaServices(db: Db, options: LiveDatasetOptions = {}): Pick<WorldServices, 'mapWater' | 'mapBuildings'> & { generations(): string } {
  const water = liveAreas(db, 'water', options, true);
  const buildings = liveAreas(db, 'buildings', options, false);
  return {
    mapWater: (query) => water(query.box, query.minSize),
    mapBuildings: (query) => buildings(query.box, query.minSize),
    generations() {
      water([0, 0, 0, 0]);
      buildings([0, 0, 0, 0]);
      return `water ${datasetGeneration(db, 'water')} buildings ${datasetGeneration(db, 'buildings')}`;
    },
  };
}

/** The areas of a kind crossing a box. */
type LiveAreas = (box: [number, number, number, number], minSize?: number) => MapArea[];

function liveAreas(db: Db, kind: AreaKind, options: LiveDatasetOptions, keep: boolean): LiveAreas {
  let cache = new Map<number, MapArea>();
  let cachedFor: LoadedAreas | null = null;
  const live = createLiveDataset(db, kind, (d) => loadAreaIndex(d, kind), options);
  const areasIn = (box: [number, number, number, number], minSize?: number): MapArea[] => {
    const areas = live.current();
    if (!areas) return [];
    if (cachedFor !== areas) {
      cache = new Map();
      cachedFor = areas;
    }
    const out: MapArea[] = [];
    for (const i of areas.search(box, minSize)) {
      let area = keep ? cache.get(i) : undefined;
      if (!area) {
        area = areas.item(i);
        if (keep) cache.set(i, area);
      }
      out.push(area);
    }
    return out;
  };
  return areasIn;
}
