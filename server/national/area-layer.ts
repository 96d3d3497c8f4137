import type { MapArea, WorldServices } from '../world-services-types';
import type { Db } from '../db/open-database';
import { loadAreaIndex, type AreaKind, type LoadedAreas } from './area-index';
import { datasetGeneration } from './datasets';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';

/**
 * The routes' services with the imported water and buildings (area-index.ts) for the map: each
 * kind's index is loaded from its stored parts (never rebuilt at start) and reloaded when an
 * import or clear moved its generation. A water feature is handed out as the same object while
 * its generation is served, so the tiles cache its simplified shapes (a river relation has
 * thousands of vertices); buildings, small and millions, are made afresh per call.
 */
export function withImportedAreas(base: WorldServices, db: Db | undefined, options: LiveDatasetOptions = {}): WorldServices {
  if (!db) return base;
  const water = liveAreas(db, 'water', options, true);
  const buildings = liveAreas(db, 'buildings', options, false);
  return {
    ...base,
    // Imported water replaces the demo world's river: with any imported, only it is drawn.
    mapWater: (query) => {
      const imported = water(query.box, query.minSize);
      return water.loaded() ? imported : base.mapWater(query);
    },
    mapBuildings: (query) => [...base.mapBuildings(query), ...buildings(query.box, query.minSize)],
    dataVersion() {
      water([0, 0, 0, 0]);
      buildings([0, 0, 0, 0]);
      return `${base.dataVersion()} water ${datasetGeneration(db, 'water')} buildings ${datasetGeneration(db, 'buildings')}`;
    },
  };
}

/** The areas of a kind crossing a box, and whether any of that kind are imported now. */
type LiveAreas = ((box: [number, number, number, number], minSize?: number) => MapArea[]) & { loaded(): boolean };

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
  return Object.assign(areasIn, { loaded: () => live.current() !== null });
}
