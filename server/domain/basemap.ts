/**
 * GeoJSON layers for the console's offline basemap, built from the demo world.
 * Property values are plain strings, except the road attributes roadCategory, lanes and oneway,
 * which are numbers so that map styles can compute with them.
 */
import type { Feature, FeatureCollection, LineString, MultiPolygon, Point } from 'geojson';
import type { PoiCategory } from './poi-index.ts';
import type { World } from './world-builder.ts';
import type { Region, RegionCategory } from './world-types.ts';

export interface AreaProperties {
  name: string;
  /** Official 10-digit code ('' for land and water). */
  code: string;
  /** regionId ('' for land and water). */
  regionId: string;
}

export interface LabelProperties {
  name: string;
  category: RegionCategory;
  code: string;
  regionId: string;
}

export interface RoadProperties {
  name: string;
  /** Code table in server/data/road-seeds.ts (5 major road, 6 local road, 7 side street ...). */
  roadCategory: number;
  /** Lanes of the carriageway. */
  lanes: number;
  /** 1 one-way in the direction of the line, 0 two-way. */
  oneway: number;
}

export interface PoiProperties {
  name: string;
  category: PoiCategory;
  /** The POI id (numeric string). */
  id: string;
}

export interface BasemapLayers {
  /** The Korean peninsula and Jeju. */
  land: FeatureCollection<MultiPolygon, AreaProperties>;
  /** The Han River through Seoul. */
  water: FeatureCollection<MultiPolygon, AreaProperties>;
  /** Districts (gu_gun). */
  districts: FeatureCollection<MultiPolygon, AreaProperties>;
  /** Administrative dongs. */
  dongs: FeatureCollection<MultiPolygon, AreaProperties>;
  /** One line per road carriageway. */
  roads: FeatureCollection<LineString, RoadProperties>;
  /** Points of interest. */
  pois: FeatureCollection<Point, PoiProperties>;
  /** One point per region at its representative point (city, districts, admin and legal dongs). */
  labels: FeatureCollection<Point, LabelProperties>;
}

export function basemapLayers(world: World): BasemapLayers {
  const areas = (category: RegionCategory): FeatureCollection<MultiPolygon, AreaProperties> => ({
    type: 'FeatureCollection',
    features: world.regions.filter((r) => r.category === category).map(regionFeature),
  });
  return {
    land: {
      type: 'FeatureCollection',
      features: [plainArea('land', 'Korea', world.land)],
    },
    water: {
      type: 'FeatureCollection',
      features: [plainArea('water', '한강', world.water)],
    },
    districts: areas('gu_gun'),
    dongs: areas('adminDong'),
    roads: {
      type: 'FeatureCollection',
      features: world.roads.roads.flatMap((road) =>
        road.carriageways.map(
          (cw, i): Feature<LineString, RoadProperties> => ({
            type: 'Feature',
            id: road.carriageways.length > 1 ? `${road.name}#${i}` : road.name,
            geometry: { type: 'LineString', coordinates: cw.points.map(([lon, lat]) => [lon, lat]) },
            properties: { name: road.name, roadCategory: road.seed.category, lanes: cw.lanes, oneway: cw.oneway ? 1 : 0 },
          }),
        ),
      ),
    },
    pois: {
      type: 'FeatureCollection',
      features: world.pois.pois.map(
        (poi): Feature<Point, PoiProperties> => ({
          type: 'Feature',
          id: poi.id,
          geometry: { type: 'Point', coordinates: [poi.lon, poi.lat] },
          properties: { name: poi.name, category: poi.category, id: poi.id },
        }),
      ),
    },
    labels: {
      type: 'FeatureCollection',
      features: world.regions.map(
        (r): Feature<Point, LabelProperties> => ({
          type: 'Feature',
          id: r.regionId,
          geometry: { type: 'Point', coordinates: [r.center[0], r.center[1]] },
          properties: { name: r.name, category: r.category, code: r.code, regionId: r.regionId },
        }),
      ),
    },
  };
}

function regionFeature(region: Region): Feature<MultiPolygon, AreaProperties> {
  return {
    type: 'Feature',
    id: region.regionId,
    geometry: { type: 'MultiPolygon', coordinates: region.geometry },
    properties: { name: region.name, code: region.code, regionId: region.regionId },
  };
}

function plainArea(id: string, name: string, coordinates: World['land']): Feature<MultiPolygon, AreaProperties> {
  return {
    type: 'Feature',
    id,
    geometry: { type: 'MultiPolygon', coordinates },
    properties: { name, code: '', regionId: '' },
  };
}
