import { describe, expect, it } from 'vitest';
import type { Position } from 'geojson';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon';
import { landOutlineStyle, LAND_OUTLINE_SOURCE } from './land-outline-basemap';

describe('the land outline basemap', () => {
  const style = landOutlineStyle();
  const source = style.sources[LAND_OUTLINE_SOURCE];
  const land = source?.type === 'geojson' && typeof source.data === 'object' && 'features' in source.data ? source.data.features : [];
  const onLand = (lon: number, lat: number) =>
    land.some((f) => {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [];
      return pointInMultiPolygon(lon, lat, polygons.map((rings) => rings.map((ring) => ring.map((p: Position): [number, number] => [p[0] ?? 0, p[1] ?? 0]))));
    });

  it('draws Seoul on land and the Yellow Sea as sea, from data shipped with the console', () => {
    expect(onLand(127.0, 37.55)).toBe(true);
    expect(onLand(124.0, 36.0)).toBe(false);
  });

  it('starts land-coloured: the sea is shown only once the land can be drawn above it', () => {
    expect(style.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': '#f3f1ec' } });
  });

  it('asks no host for anything: no tile URL, no glyphs, no sprite', () => {
    expect(JSON.stringify(style)).not.toMatch(/https?:|\/_locus\//);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });
});
