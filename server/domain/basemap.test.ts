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

  it('uses plain string properties, numbers for the road attributes', () => {
    for (const [name, layer] of Object.entries(layers)) {
      for (const feature of layer.features) {
        for (const [key, value] of Object.entries(feature.properties)) {
          const numeric = name === 'roads' && key !== 'name';
          expect(typeof value, `${name}.${key}`).toBe(numeric ? 'number' : 'string');
        }
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

describe('roads and POIs', () => {
  it('draws every road carriageway as a line with name, category, lanes and oneway', () => {
    const roadNames = new Set(layers.roads.features.map((f) => f.properties.name));
    for (const name of ['세종대로', '종로', '을지로', '테헤란로', '강남대로', '남부순환로']) expect(roadNames.has(name), name).toBe(true);
    expect(layers.roads.features).toHaveLength(world.roads.roads.reduce((n, r) => n + r.carriageways.length, 0));
    const cheonggye = layers.roads.features.filter((f) => f.properties.name === '청계천로');
    expect(cheonggye.map((f) => f.properties.oneway)).toEqual([1, 1]);
    const sejong = layers.roads.features.find((f) => f.properties.name === '세종대로');
    expect(sejong?.properties).toMatchObject({ roadCategory: 5, lanes: 10, oneway: 0 });
    for (const f of layers.roads.features) {
      expect(f.geometry.type).toBe('LineString');
      expect(f.geometry.coordinates.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(layers.roads.features.map((f) => f.id)).size).toBe(layers.roads.features.length);
  });

  it('draws every POI as a point with name, category and id', () => {
    expect(layers.pois.features).toHaveLength(world.pois.pois.length);
    const hall = layers.pois.features.find((f) => f.properties.name === '서울특별시청');
    expect(hall?.properties).toEqual({ name: '서울특별시청', category: 'government', id: '40189' });
    expect(hall?.geometry.coordinates).toEqual([126.9784039, 37.5667002]);
  });
});
