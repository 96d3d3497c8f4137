import { describe, expect, it } from 'vitest';
import { colourOf, regionsBounds, regionsOverlay, selectionGeoJson, vertexCount, type SelectedRegion } from './region-shapes';

/** A wiggly square of `n` points per side around (lon, lat). */
function wiggly(lon: number, lat: number, n: number): SelectedRegion['geometry'] {
  const ring: [number, number][] = [];
  const side = 0.01;
  for (let i = 0; i < n; i++) ring.push([lon + (side * i) / n, lat + (i % 2) * 1e-6]);
  for (let i = 0; i < n; i++) ring.push([lon + side + (i % 2) * 1e-6, lat + (side * i) / n]);
  for (let i = 0; i < n; i++) ring.push([lon + side - (side * i) / n, lat + side + (i % 2) * 1e-6]);
  for (let i = 0; i < n; i++) ring.push([lon + (i % 2) * 1e-6, lat + side - (side * i) / n]);
  ring.push([lon, lat]);
  return { type: 'Polygon', coordinates: [ring] };
}

const region = (id: string, lon: number): SelectedRegion => ({ regionId: id, name: id, category: 'adminDong', geometry: wiggly(lon, 37.5, 200), properties: { guName: '중구' } });

describe('regionsOverlay', () => {
  it('colours regions by selection order and draws the focused one last', () => {
    const { shapes } = regionsOverlay([region('a', 127), region('b', 127.1)], 'a', 0);
    expect(shapes.features.map((f) => f.properties.regionId)).toEqual(['b', 'a']);
    expect(shapes.features.find((f) => f.properties.regionId === 'b')?.properties.colour).toBe(colourOf(1));
    expect(colourOf(0)).not.toBe(colourOf(1));
  });

  it('simplifies for display only, and says how many vertices it saved', () => {
    const r = region('a', 127);
    const { shapes, vertices } = regionsOverlay([r], undefined, 20);
    expect(vertices.before).toBe(801);
    expect(vertices.after).toBeLessThan(20);
    expect(vertexCount(shapes.features[0]!.geometry)).toBe(vertices.after);
    // The selection itself is untouched: export writes the service's geometry.
    expect(vertexCount(selectionGeoJson([r]).features[0]!.geometry)).toBe(801);
    expect(regionsOverlay([r], undefined, 0).vertices.after).toBe(801);
  });
});

describe('regionsBounds and selectionGeoJson', () => {
  it('fits every selected polygon and exports them with their properties', () => {
    const [[w, s] = [], [e, n] = []] = regionsBounds([region('a', 127), region('b', 127.1)]) ?? [];
    expect([w, s]).toEqual([127, 37.5]);
    expect(e).toBeCloseTo(127.11, 5);
    expect(n).toBeCloseTo(37.51, 5);
    expect(regionsBounds([])).toBeUndefined();
    const fc = selectionGeoJson([region('a', 127)]);
    expect(fc.features[0]?.properties).toEqual({ guName: '중구', regionId: 'a', regionName: 'a', category: 'adminDong' });
  });
});
