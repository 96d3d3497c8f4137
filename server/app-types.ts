import type { Context } from 'hono';
import type { AddressType } from '../shared/contract/common';
import type { OperationId } from '../shared/contract/routes';
import type { LocusConfig } from './config';
import type { Recorder } from './proxy/recorder';
import type { ReplayStore } from './proxy/replay-store';
import type { Db } from './db/open-database';
import type { RegionIndex } from './domain/region-index';
import type { RoadLinks } from './domain/road-links';
import type { Region } from './domain/world-types';
import type { ConvertAdd, ConvertQuery } from './domain/address-convert';
import type { AddressFlag } from './domain/address-match';
import type { FaceAnalyser } from './domain/face-engine';
import type { TileBuilder } from './tiles/tile-builder';
import type { FormatPoint, FullAddrItem, GeocodingInfo, PostcodeItem, SearchPage, StructuredQuery } from './domain/address-search';

/** Hono environment of the emulator: what the gateway middleware leaves for handlers. */
export interface LocusEnv {
  Variables: {
    /** The caller's accepted appKey (per-key data such as zones is scoped by it). */
    appKey: string;
    /** The face app-id, on /nugufacecan routes only. */
    appId: string | undefined;
  };
}

export type LocusContext = Context<LocusEnv>;

/** What the reverse-geocoding route asks of the world; WGS84 degrees. */
export interface ReverseGeocodeQuery {
  lon: number;
  lat: number;
  addressType: AddressType;
  newAddressExtend: 'Y' | 'N';
}

/** The nearest-road answer's `resultData`, numbers as numbers (api-facts §0). */
export interface NearestRoadBody {
  header: {
    totalDistance: number;
    idxName: string;
    linkId: string;
    speed: number;
    tollLink: number;
    roadName: string;
    lane: number;
    laneType: number;
    roadCategory: number;
    linkFacil: number;
  };
  linkPoints: { location: { latitude: number; longitude: number } }[];
}

/** A POI as the reverse-label route needs it; WGS84 degrees. */
export interface LabelPoi {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/** [minLon, minLat, maxLon, maxLat], WGS84 degrees. */
export type MapBox = [number, number, number, number];

export type { MapRoad,  } from './domain/road-links';

/** One POI for the map; WGS84 degrees. */
export interface MapPoi {
  id: string;
  name: string;
  category: string;
  lon: number;
  lat: number;
  /** True for a POI of the authored demo world (absent for imported POIs). */
  demo?: boolean;
}

/**
 * One imported OpenStreetMap water feature or building footprint for the map (never the demo
 * world's: it has none). WGS84 degrees.
 */
export interface MapArea {
  /** river, lake, reservoir, water or coastline; 'building' for a building. */
  kind: string;
  /** MultiPolygon coordinates (closed rings, outer first); a coastline: one polygon holding its line, open. */
  polygons: [number, number][][][];
  /** The larger side of its box, degrees. */
  size: number;
  /** The authored demo world's (its Han River), not imported data: kept from under real answers. */
  demo?: boolean;
}

/**
 * The demo world as the routes use it. Built from the domain in world-services.ts; tests
 * inject stubs so they do not depend on the world's contents.
 */
export interface WorldServices {
  /** An addressInfo object of strings, or null outside the world. */
  reverseGeocode(query: ReverseGeocodeQuery): object | null;
  /** The link nearest to a WGS84 point within `radiusM`, or null. */
  nearestRoad(query: { lon: number; lat: number; radiusM: number }): NearestRoadBody | null;
  /** The POI nearest to a WGS84 point within the map level's radius, or null. */
  reverseLabel(query: { lon: number; lat: number; reqLevel: number }): LabelPoi | null;
  /**
   * The road links served now (as nearestRoad answers from them) crossing a box, with
   * roadCategory ≤ maxCategory: the vector tiles' roads layer. `minSize` (degrees): a layer may
   * leave out links whose box is smaller than that both ways (too small to draw at the zoom).
   * `budget`: at most that many imported links, the most important classes first (the class
   * that does not fit whole keeps its largest links).
   */
  mapRoads(query: { box: MapBox; maxCategory: number; minSize?: number; budget?: number }): RoadLinks;
  /** The POIs served now (as reverseLabel answers from them) inside a box: the tiles' pois layer. */
  mapPois(query: { box: MapBox }): MapPoi[];
  /**
   * Imported water (polygons and coastlines) crossing a box: the tiles' water layer beside the
   * sea. `minSize` (degrees): features whose box is smaller both ways may be left out. The same
   * feature is the same object from call to call while its import is served (tiles cache its
   * simplified shapes by it).
   */
  mapWater(query: { box: MapBox; minSize?: number }): MapArea[];
  /** Imported building footprints crossing a box, larger than `minSize` degrees: the tiles' buildings layer. */
  mapBuildings(query: { box: MapBox; minSize?: number }): MapArea[];
  /** Whether a region served by regions() is the authored demo world's (false: imported). */
  isDemoRegion(region: Region): boolean;
  /**
   * A value that changes whenever regions(), mapRoads, mapPois, mapWater or mapBuildings may answer differently (an
   * import or clear): the tiles' cache key and ETag.
   */
  dataVersion(): string;
  /**
   * Structured geocoding: the single best match (coordinateInfo without coordType/addressFlag),
   * or null. `format` writes a WGS84 point in the response's coordinate system.
   */
  geocode(query: StructuredQuery, format: FormatPoint): GeocodingInfo | null;
  /** Full-text geocoding: every match (best first), one page of items. */
  fullAddrGeo(query: { text: string; addressFlag: AddressFlag; page: number; count: number }, format: FormatPoint): SearchPage<FullAddrItem>;
  /** Postcode search: a 5-digit postcode or address text; one page of items with zipcode. */
  postcode(query: { text: string; page: number; count: number }, format: FormatPoint): SearchPage<PostcodeItem>;
  /** Lot ↔ road-name address conversion; null when the address or its counterpart is not found. */
  convertAddress(query: ConvertQuery, format: FormatPoint): ConvertAdd | null;
  /**
   * The administrative regions served now (geofencing search and lookup): the demo world's, with
   * imported ones (server/import) replacing those of the same regionId and adding the rest.
   */
  regions(): RegionIndex;
}

export interface AppOptions {
  config: LocusConfig;
  /** An open database with migrations applied (openDatabase). */
  db: Db;
  world: WorldServices;
  /**
   * Directory of the built console (index.html and assets/), served for non-API paths with an
   * index.html fallback. null serves no console (dev mode hands those paths to Vite).
   * Default: 'dist' under the working directory.
   */
  consoleDir?: string | null;
  /** Clock of the rate limiter (tests). Default Date.now. */
  now?: () => number;
  /** Extra API route modules (later areas, tests), registered after the built-in ones. */
  routes?: readonly RouteModule[];
  /** Receives unexpected errors (the client sees only a 500 envelope). Default: console.error. */
  logError?: (error: unknown) => void;
  /** The face engine (tests substitute failing ones). Default: the real one, loaded on first use. */
  faceEngine?: FaceAnalyser;
  /** Who makes vector tiles (the emulator's worker pool, tiles/tile-pool.ts). Default: in the request thread, from `world`. */
  tiles?: TileBuilder;
  /** Proxy mode: where exchanges are written. Default: files in LOCUS_RECORD, if set. */
  recorder?: Recorder;
  /** Replay mode: the recordings that answer. Default: those in LOCUS_REPLAY, watched. */
  replay?: ReplayStore;
  /**
   * Receives the one-line notices of proxy and replay modes (a recording that could not be
   * written, an answer cut at its deadline, recordings that could not be read). Default:
   * console.error.
   */
  log?: (message: string) => void;
}

/** Everything a route module may use. */
export interface RouteDeps {
  config: LocusConfig;
  db: Db;
  world: WorldServices;
  /** Face detection and analysis (server/domain/face-engine.ts). */
  faceEngine: FaceAnalyser;
  /** Vector tiles (server/tiles/tile-build.ts). */
  tiles: TileBuilder;
  /** Where a route reports an unexpected failure it answers itself (e.g. face 3009). */
  logError: (error: unknown) => void;
}

export type ApiArea = 'tmap' | 'tms' | 'faces';

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One served API operation; the gateway checks (key, limits, face app-id) run before `handle`. */
export interface ApiRoute {
  /**
   * The contract operation it serves: every built-in route has one (http/define-route.ts); only
   * routes a test adds may have none.
   */
  operation?: OperationId;
  method: ApiMethod;
  /** Hono pattern, e.g. '/tmap/geo/reversegeocoding' or '/nugufacecan/v1/face/:face_id'. */
  path: string;
  area: ApiArea;
  handle(c: LocusContext): Response | Promise<Response>;
}

export type RouteModule = (deps: RouteDeps) => readonly ApiRoute[];
