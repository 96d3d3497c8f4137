/**
 * GeoJSON layers for the console's offline basemap, built from the demo world.
 * Every property value is a plain string.
 */
import type { Feature, FeatureCollection, MultiPolygon, Point } from 'geojson';
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

export interface BasemapLayers {
  /** The Korean peninsula and Jeju. */
  land: FeatureCollection<MultiPolygon, AreaProperties>;
  /** The Han River through Seoul. */
  water: FeatureCollection<MultiPolygon, AreaProperties>;
  /** Districts (gu_gun). */
  districts: FeatureCollection<MultiPolygon, AreaProperties>;
  /** Administrative dongs. */
  dongs: FeatureCollection<MultiPolygon, AreaProperties>;
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
