import type { AddressType } from '../shared/contract/common';
import type { ConvertAdd, ConvertQuery } from './domain/address-convert';
import type { AddressFlag } from './domain/address-match';
import type { FormatPoint, FullAddrItem, GeocodingInfo, PostcodeItem, SearchPage, StructuredQuery } from './domain/address-search';
import type { RegionIndex } from './domain/region-index';
import type { RoadLinks } from './domain/road-links';
import type { Region } from './domain/world-types';

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
