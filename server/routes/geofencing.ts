import type { CoordType } from '../../shared/contract/common';
import { COORD_SYSTEMS } from '../../shared/crs/definitions';
import type { RouteModule } from './route-module';
import type { RegionIndex } from '../domain/region-index';
import type { LonLat, MultiPolygonCoords, Region } from '../domain/world-types';
import { ApiFailure } from '../http/api-failure';
import { fromWgs84, toWgs84 } from './input-coordinates';
import { defineRoute } from '../http/define-route';

/** page / count when the request names none (api-facts §9). */
const DEFAULT_REGION_PAGE = 1;
const DEFAULT_REGION_COUNT = 20;

/** The enclosing district's and province's names, as the service's properties carry them. */
function names(index: RegionIndex, r: Region): { guName: string; doName: string } {
  const parent = r.parentId ? index.byId(r.parentId) : undefined;
  const grandparent = parent?.parentId ? index.byId(parent.parentId) : undefined;
  switch (r.category) {
    case 'city_do':
      return { guName: '', doName: r.name };
    case 'gu_gun':
      return { guName: r.name, doName: parent?.name ?? '' };
    default:
      return { guName: parent?.name ?? '', doName: grandparent?.name ?? '' };
  }
}

/** The regionInfo of a search answer; every value a string (parentId '' for a province). */
function regionInfo(index: RegionIndex, r: Region) {
  return {
    regionId: r.regionId,
    regionName: r.name,
    category: r.category,
    parentId: r.parentId ?? '',
    description: r.fullName,
    properties: { ...names(index, r), viewName: '' },
  };
}

/** Polygon rings in the response's system: [lon, lat] degrees, or [x, y] metres to the centimetre. */
function writeGeometry(geometry: MultiPolygonCoords, system: CoordType) {
  const projected = COORD_SYSTEMS[system].kind === 'projected';
  const point = ([lon, lat]: LonLat): [number, number] => {
    if (system === 'WGS84GEO') return [lon, lat];
    const p = fromWgs84(system, { lat, lon });
    return projected ? [Math.round(p.lon * 100) / 100, Math.round(p.lat * 100) / 100] : [p.lon, p.lat];
  };
  const coordinates = geometry.map((polygon) => polygon.map((ring) => ring.map(point)));
  const [only] = coordinates;
  return coordinates.length === 1 && only ? { type: 'Polygon' as const, coordinates: only } : { type: 'MultiPolygon' as const, coordinates };
}

/**
 * GET /tmap/geofencing/regions → `{"searchRegionsInfo":[{"regionInfo":{…}}]}`: regions of one
 * category found by name (searchType KEYWORD, exact names first, then prefixes, then any part)
 * or containing a point (COORDINATES, reqLat/reqLon in reqCoordType), one page of `count`
 * (default 20, at most 200). Nothing found answers an empty list.
 *
 * GET /tmap/geofencing/regions/{regionId} → a GeoJSON FeatureCollection of the one region: a
 * Polygon (or a MultiPolygon for a region in several parts: islands), outer ring first, in
 * resCoordType ([lon, lat] for degrees, [x, y] for metres), with the search's properties;
 * `format=xml` answers KML. An unknown regionId answers 400 tmap 9404 naming it.
 */
export const geofencingRoutes: RouteModule = ({ world }) => [
  defineRoute('regionSearch', (params) => {
    const index = world.regions();
    const page = params.page ?? DEFAULT_REGION_PAGE;
    const count = params.count ?? DEFAULT_REGION_COUNT;
    let found: Region[];
    if (params.searchType === 'KEYWORD') {
      found = index.search(params.searchKeyword, { category: params.categories, limit: Number.MAX_SAFE_INTEGER });
    } else {
      const p = toWgs84(params.reqCoordType ?? 'WGS84GEO', params.reqLat, params.reqLon, { lat: 'reqLat', lon: 'reqLon' });
      found = index.regionsAt(p.lon, p.lat).filter((r) => r.category === params.categories);
    }
    const from = (page - 1) * count;
    return { searchRegionsInfo: found.slice(from, from + count).map((r) => ({ regionInfo: regionInfo(index, r) })) };
  }),
  defineRoute('regionLookup', (params) => {
    const index = world.regions();
    const region = index.byId(params.regionId);
    if (!region) throw ApiFailure.notFound(`no region with regionId ${params.regionId}`);
    const { properties, ...info } = regionInfo(index, region);
    return {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: writeGeometry(region.geometry, params.resCoordType ?? 'WGS84GEO'), properties: { ...info, ...properties } }],
    };
  }),
];
