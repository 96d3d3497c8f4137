import { describe, expect, it } from 'vitest';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon } from 'geojson';
import { landOutlineStyle, LAND_OUTLINE_SOURCE } from './land-outline-basemap';

describe('the land outline basemap', () => {
  const style = landOutlineStyle();
  const source = style.sources[LAND_OUTLINE_SOURCE];
  const land = source?.type === 'geojson' && typeof source.data === 'object' && 'features' in source.data ? source.data.features : [];
  const onLand = (lon: number, lat: number) =>
    land.some((f) => (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon') && booleanPointInPolygon([lon, lat], f.geometry as Polygon | MultiPolygon));

  it('draws Seoul on land and the Yellow Sea as sea, from data shipped with the console', () => {
    expect(onLand(127.0, 37.55)).toBe(true);
    expect(onLand(124.0, 36.0)).toBe(false);
  });

  it('asks no host for anything: no tile URL, no glyphs, no sprite', () => {
    expect(JSON.stringify(style)).not.toMatch(/https?:|\/_locus\//);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });
});
