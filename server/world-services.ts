import type { WorldServices } from './world-services-types';
import { lotAt } from './domain/lots';
import { buildDemoMapWorld, buildDemoWorld, withDemoBuildings, type MapWorld, type World } from './domain/world-builder';
import { computedFiles } from './computed-files';
import { MEMORY_DB, openDatabase, type Db } from './db/open-database';
import { addressServices } from './national/address-services';
import { areaServices } from './national/area-services';
import { withGenerationSnapshot } from './national/datasets';
import { writeDemoAddresses } from './national/demo-addresses';
import { demoDatasetStored } from './national/demo-dataset';
import { writeDemoPois } from './national/demo-pois';
import { writeDemoRegions } from './national/demo-regions';
import { writeDemoRoads } from './national/demo-roads';
import { writeDemoWater } from './national/demo-water';
import { poiServices } from './national/poi-services';
import { roadServices } from './national/road-services';
import { createLiveRegions, type LiveRegions, type LiveRegionsOptions } from './live-regions';

/**
 * The routes' view of the world, built once per process: one engine per kind of data over the
 * database's tables, where the demo world is written as datasets at first start, through the
 * importers' own path (national/demo-*.ts), and imported data replaces it where it covers it.
 *
 * - Addresses: the address rows (national/address-services.ts); imports replace the demo world
 *   per 시군구 (demo-shelf.ts).
 * - Roads and POIs: the road links and POI rows (road-services.ts, poi-services.ts); imports
 *   replace the demo world per mesh cell (road-write.ts) and per 0.01° cell (poi-publish.ts).
 * - Water and buildings for the map (area-services.ts): imported water replaces the demo river.
 * - Regions: the rows of imported_regions in one index (live-regions.ts); imported regions
 *   replace the demo world's of the same regionId (db/imported-regions.ts).
 */
export function createWorldServices(given?: Db, options: LiveRegionsOptions = {}): WorldServices {
  // Without a database of its own (tests, tools), the world is written into a private one.
  const db = given ?? openDatabase(MEMORY_DB);
  const world = buildDemoMapWorld(computedFiles);
  writeDemoWorld(db, world);
  // The demo buildings (half a second to generate) are compared with those stored in a warm-up
  // step when a start before wrote some: until then, those answer.
  const writeBuildings = () => void writeDemoAddresses(db, withDemoBuildings(world).buildings.buildings);
  if (options.warmUp && demoDatasetStored(db, 'addresses')) options.warmUp.add(2, writeBuildings);
  else writeBuildings();
  const regions = createLiveRegions(db, world.index, options);
  return eachInSnapshot({
    ...servedData(db, world, regions, options),
    // Dong entrances: where the demo world's road network comes nearest to the dong's centre.
    ...addressServices(
      db,
      () => regions.current(),
      (lon, lat, radiusM) => world.roads.index.nearest(lon, lat, radiusM)?.point ?? null,
      // The lattice is the demo world's own legal dongs' (an imported one of the same regionId has none).
      (hit, lon, lat) => {
        const dong = hit.legalDong && regions.isDemo(hit.legalDong) ? world.index.byId(hit.legalDong.regionId) : undefined;
        return dong ? lotAt(world, dong, lon, lat) : null;
      },
      options,
    ),
  });
}

/**
 * The view of the world vector tiles read (tiles/tile-worker.ts): regions, roads, POIs, water and
 * buildings, from the same engines over the same tables as createWorldServices (it writes the
 * demo world there; this view only reads), without the address services. Its dataVersion is the
 * routes' own. The other services are not in it: calling one throws.
 */
export function createTileServices(given?: Db, options: LiveRegionsOptions = {}): WorldServices {
  const world = buildDemoMapWorld(computedFiles);
  let db = given;
  if (!db) {
    db = openDatabase(MEMORY_DB);
    writeDemoWorld(db, world);
  }
  const notForTiles = (name: string) => () => {
    throw new Error(`${name} is not served by the tiles' view of the world`);
  };
  return eachInSnapshot({
    ...servedData(db, world, createLiveRegions(db, world.index, options), options),
    reverseGeocode: notForTiles('reverseGeocode'),
    geocode: notForTiles('geocode'),
    fullAddrGeo: notForTiles('fullAddrGeo'),
    postcode: notForTiles('postcode'),
    convertAddress: notForTiles('convertAddress'),
  });
}

/** Each service call reads each dataset's generation once (datasets.ts withGenerationSnapshot). */
function eachInSnapshot(services: WorldServices): WorldServices {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(services)) {
    wrapped[name] = typeof value === 'function' ? (...args: unknown[]) => withGenerationSnapshot(() => (value as (...a: unknown[]) => unknown)(...args)) : value;
  }
  return wrapped as unknown as WorldServices;
}

/**
 * Writes the demo world as datasets where it is not yet (or changed): what a first start does,
 * for the import command to do first on a new data directory, so that a start after a national
 * import does not rewrite the demo world (and rebuild every index) over millions of rows.
 */
export function writeDemoWorldInto(db: Db): void {
  writeDemoWorld(db, buildDemoWorld(computedFiles));
}

/** The demo world's roads, POIs and water written as datasets (addresses need the full world's buildings). */
function writeDemoWorld(db: Db, world: MapWorld & Partial<Pick<World, 'buildings'>>): void {
  if (world.buildings) writeDemoAddresses(db, world.buildings.buildings);
  writeDemoRoads(db, world.roads.links);
  writeDemoPois(db, world.pois.pois);
  writeDemoWater(db, world.water);
  writeDemoRegions(db, world.index.regions);
}

/** What both views serve from the tables besides addresses: roads, POIs, water, buildings and regions. */
function servedData(
  db: Db,
  world: MapWorld,
  regions: LiveRegions,
  options: LiveRegionsOptions,
): Pick<WorldServices, 'nearestRoad' | 'reverseLabel' | 'mapRoads' | 'mapPois' | 'mapWater' | 'mapBuildings' | 'isDemoRegion' | 'dataVersion' | 'regions'> {
  const roads = roadServices(db, options);
  const pois = poiServices(db, options);
  const areas = areaServices(db, options);
  return {
    nearestRoad: roads.nearestRoad,
    mapRoads: roads.mapRoads,
    reverseLabel: pois.reverseLabel,
    mapPois: pois.mapPois,
    mapWater: areas.mapWater,
    mapBuildings: areas.mapBuildings,
    isDemoRegion: (region) => regions.isDemo(region),
    dataVersion: () => {
      regions.current();
      return `regions ${regions.generation()} roads ${roads.generation()} pois ${pois.generation()} ${areas.generations()}`;
    },
    regions: () => regions.current(),
  };
}
