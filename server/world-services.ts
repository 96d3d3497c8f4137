import type { MapArea, MapBox, WorldServices } from './world-services-types';
import { lotAt } from './domain/lots';
import { reverseLabelAt } from './domain/poi-index';
import { linkHeader, linkPoints } from './domain/road-network';
import { buildDemoMapWorld, buildDemoWorld, type MapWorld } from './domain/world-builder';
import { computedFiles } from './computed-files';
import { roadLinksOf, type MapRoad } from './domain/road-links';
import { MEMORY_DB, openDatabase, type Db } from './db/open-database';
import { addressServices } from './national/address-services';
import { writeDemoAddresses } from './national/demo-addresses';
import { createLiveRegions, type LiveRegions, type LiveRegionsOptions } from './live-regions';
import { withImportedAreas } from './national/area-layer';
import { withImportedPois } from './national/poi-layer';
import { withImportedRoads } from './national/road-layer';

/**
 * The routes' view of the world, built once per process: the demo world and every dataset
 * imported into the database, as one set of services.
 *
 * - Addresses: one engine over the address rows, the demo world's written among them
 *   (national/address-services.ts, demo-addresses.ts).
 * - Regions: the demo world's combined with imported ones (imported replace demo regions of the
 *   same regionId), picked up at the next call after an import (live-regions.ts).
 * - Roads, POIs, water and buildings: imported data where it covers the point, the demo world's
 *   elsewhere (national/road-layer.ts, poi-layer.ts, area-layer.ts).
 */
export function createWorldServices(given?: Db, options: LiveRegionsOptions = {}): WorldServices {
  // Without a database of its own (tests, tools), the world is written into a private one.
  const db = given ?? openDatabase(MEMORY_DB);
  // Imported national datasets are served over the demo world's (server/national).
  return withImportedAreas(withImportedPois(withImportedRoads(createBaseServices(db, options), db, options), db, options), db, options);
}

/**
 * The view of the world vector tiles read (tiles/tile-worker.ts): regions, roads, POIs, water and
 * buildings, demo and imported, from the same builders and live datasets as createWorldServices,
 * without what only the address services read (the demo world's buildings and address indexes,
 * imported addresses). Its dataVersion is the routes' own. The other services are not in it:
 * calling one throws.
 */
export function createTileServices(db?: Db, options: LiveRegionsOptions = {}): WorldServices {
  const world = buildDemoMapWorld(computedFiles);
  const notForTiles = (name: string) => () => {
    throw new Error(`${name} is not served by the tiles' view of the world`);
  };
  const base: WorldServices = {
    ...mapServices(world, createLiveRegions(db, world.index, options)),
    reverseGeocode: notForTiles('reverseGeocode'),
    nearestRoad: notForTiles('nearestRoad'),
    reverseLabel: notForTiles('reverseLabel'),
    geocode: notForTiles('geocode'),
    fullAddrGeo: notForTiles('fullAddrGeo'),
    postcode: notForTiles('postcode'),
    convertAddress: notForTiles('convertAddress'),
  };
  return withImportedAreas(withImportedPois(withImportedRoads(base, db, options), db, options), db, options);
}

/** What the map reads of the demo world with the served regions (both views share it). */
function mapServices(
  world: MapWorld,
  regions: LiveRegions,
): Pick<WorldServices, 'mapRoads' | 'mapPois' | 'mapWater' | 'mapBuildings' | 'isDemoRegion' | 'dataVersion' | 'regions'> {
  const demoRegions: ReadonlySet<object> = new Set(world.index.regions);
  const demoWater = demoWaterOf(world);
  return {
    mapRoads: ({ box, maxCategory }) => roadLinksOf(demoRoadsIn(world, box, maxCategory)),
    mapPois: ({ box }) =>
      world.pois.pois
        .filter((p) => p.lon >= box[0] && p.lon <= box[2] && p.lat >= box[1] && p.lat <= box[3])
        .map(({ id, name, category, lon, lat }) => ({ id, name, category, lon, lat, demo: true })),
    // The demo world's Han River (authored, approximate); no buildings of its own (the sea is the basemap's).
    mapWater: ({ box }) => demoWater.in(box),
    mapBuildings: () => [],
    isDemoRegion: (region) => demoRegions.has(region),
    dataVersion: () => {
      regions.current();
      return `regions ${regions.generation()}`;
    },
    regions: () => regions.current(),
  };
}

/**
 * The demo world with imported regions, and the addresses of both: the demo world's buildings
 * are written into the address tables (national/demo-addresses.ts) and every address service
 * answers from those rows (national/address-services.ts).
 */
function createBaseServices(db: Db, options: LiveRegionsOptions): WorldServices {
  const world = buildDemoWorld(computedFiles);
  writeDemoAddresses(db, world.buildings.buildings);
  const regions = createLiveRegions(db, world.index, options);
  return {
    ...mapServices(world, regions),
    // Dong entrances: where the demo world's road network comes nearest to the dong's centre.
    ...addressServices(
      db,
      () => regions.current(),
      (lon, lat, radiusM) => world.roads.index.nearest(lon, lat, radiusM)?.point ?? null,
      // The lattice is the demo world's own legal dongs' (lotAt answers null for any other region).
      (hit, lon, lat) => (hit.legalDong ? lotAt(world, hit.legalDong, lon, lat) : null),
      options,
    ),
    nearestRoad({ lon, lat, radiusM }) {
      const match = world.roads.index.nearest(lon, lat, radiusM);
      if (!match) return null;
      // The header as the service sends it: `oneway` is the emulator's own and stays out.
      const { oneway: _oneway, ...header } = linkHeader(match.link);
      return { header, linkPoints: linkPoints(match.link) };
    },
    reverseLabel({ lon, lat, reqLevel }) {
      const poi = reverseLabelAt(world.pois, { lon, lat, reqLevel });
      return poi && { id: poi.id, name: poi.name, lat: poi.lat, lon: poi.lon };
    },
  };
}

/** The demo world's links crossing a box (a few thousand links: a scan is enough). */
function demoRoadsIn(world: MapWorld, box: MapBox, maxCategory: number): MapRoad[] {
  const out: MapRoad[] = [];
  for (const link of world.roads.links) {
    if (link.roadCategory > maxCategory) continue;
    let minLon = Infinity;
    let minLat = Infinity;
    let maxLon = -Infinity;
    let maxLat = -Infinity;
    for (const [lon, lat] of link.points) {
      minLon = Math.min(minLon, lon);
      maxLon = Math.max(maxLon, lon);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
    }
    if (minLon > box[2] || maxLon < box[0] || minLat > box[3] || maxLat < box[1]) continue;
    out.push({
      name: link.roadName,
      roadCategory: link.roadCategory,
      lanes: link.lanes,
      oneway: link.oneway,
      coordinates: link.points.map(([lon, lat]) => [lon, lat]),
      meshCell: Number(link.idxName),
      demo: true,
    });
  }
  return out;
}

/**
 * The demo world's water (the Han River band) for the map, one object for the process so the
 * tiles keep its simplified shapes; handed out when its box meets the asked box.
 */
function demoWaterOf(world: Pick<MapWorld, 'water'>): { in(box: MapBox): MapArea[] } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const polygon of world.water)
    for (const ring of polygon)
      for (const [x, y] of ring) {
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
      }
  const polygons = world.water.map((polygon) => polygon.map((ring) => ring.map(([x, y]) => [x, y] as [number, number])));
  const river: MapArea = { kind: 'river', polygons, size: Math.max(maxX - minX, maxY - minY), demo: true };
  return { in: (box) => (polygons.length === 0 || maxX < box[0] || minX > box[2] || maxY < box[1] || minY > box[3] ? [] : [river]) };
}
