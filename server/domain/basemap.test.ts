import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { basemapLayers } from './basemap.ts';
import { pointInMultiPolygon } from './geometry.ts';
import { buildDemoWorld } from './world-builder.ts';
import type { MultiPolygonCoords } from './world-types.ts';

const asLonLat = (mp: Position[][][]): MultiPolygonCoords => mp.map((p) => p.map((r) => r.map(([x, y]) => [x ?? 0, y ?? 0])));

const world = buildDemoWorld();
const layers = basemapLayers(world);

describe('basemapLayers', () => {
  it('returns GeoJSON feature collections for every layer', () => {
    for (const layer of Object.values(layers)) {
      expect(layer.type).toBe('FeatureCollection');
      expect(layer.features.length).toBeGreaterThan(0);
    }
    expect(layers.districts.features).toHaveLength(25);
    expect(layers.dongs.features).toHaveLength(world.regions.filter((r) => r.category === 'adminDong').length);
    expect(layers.labels.features).toHaveLength(world.regions.length);
  });

  it('uses plain string properties only', () => {
    for (const layer of Object.values(layers)) {
      for (const feature of layer.features) {
        for (const value of Object.values(feature.properties)) expect(typeof value).toBe('string');
      }
    }
    expect(layers.districts.features.map((f) => f.properties.name)).toContain('중구');
    expect(layers.dongs.features.map((f) => f.properties.name)).toContain('명동');
    expect(layers.labels.features.find((f) => f.properties.name === '태평로1가')?.properties.category).toBe('legalDong');
  });

  it('puts Seoul on land and the Han River in water', () => {
    const land = asLonLat(layers.land.features[0]?.geometry.coordinates ?? []);
    const water = asLonLat(layers.water.features[0]?.geometry.coordinates ?? []);
    expect(pointInMultiPolygon(126.978, 37.5665, land)).toBe(true); // City Hall
    expect(pointInMultiPolygon(129.075, 35.1798, land)).toBe(true); // Busan
    expect(pointInMultiPolygon(126.53, 33.36, land)).toBe(true); // Jeju
    expect(pointInMultiPolygon(125.0, 36.5, land)).toBe(false); // Yellow Sea
    expect(pointInMultiPolygon(126.959, 37.517, water)).toBe(true); // Hangang Bridge
    expect(pointInMultiPolygon(126.978, 37.5665, water)).toBe(false);
  });

  it('puts each label at its region centre', () => {
    for (const feature of layers.labels.features) {
      const region = world.index.byId(feature.properties.regionId);
      expect(feature.geometry.coordinates).toEqual(region?.center);
    }
  });
});
