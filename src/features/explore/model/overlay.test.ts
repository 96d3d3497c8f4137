import { describe, expect, it } from 'vitest';
import { offsetOverlay, referencePoints, roadOverlay, symbolRoom } from './overlay';

const CLICK = { lat: 37.5665, lon: 126.978 };

describe('reference points of an answer', () => {
  it('takes centres and entrances that are present, skipping empty and zero nodes', () => {
    const refs = referencePoints({
      adminDong: { lat: 37.5635, lon: 126.9855 },
      legalDong: { lat: 37.5668, lon: 126.9782, latEntr: undefined, lonEntr: undefined },
      road: { lat: 37.5663, lon: 126.9779, latEntr: 37.5664, lonEntr: 126.9781 },
    });
    expect(refs.map((r) => `${r.kind}${r.entrance ? '+entr' : ''}`)).toEqual(['adminDong', 'legalDong', 'road', 'road+entr']);
    expect(referencePoints({ road: { lat: 0, lon: 0 } })).toEqual([]);
    expect(referencePoints({})).toEqual([]);
  });
});

describe('offset overlay', () => {
  it('draws each reference point and a labelled line from the clicked point', () => {
    const fc = offsetOverlay(CLICK, [{ kind: 'adminDong', entrance: false, lat: 37.5675, lon: 126.978 }], (k) => `label:${k}`);
    expect(fc.features).toHaveLength(2);
    const [pt, line] = fc.features;
    expect(pt?.geometry.type).toBe('Point');
    expect(line?.geometry.type).toBe('LineString');
    expect(line?.properties.label).toBe('label:adminDong');
    expect(line?.properties.offset).toMatch(/^111 m · 0° N$/);
  });

  it('draws no line to a point that coincides with the click', () => {
    const fc = offsetOverlay(CLICK, [{ kind: 'road', entrance: true, ...CLICK }], () => '');
    expect(fc.features.map((f) => f.geometry.type)).toEqual(['Point']);
  });
});

describe('road overlay', () => {
  it('draws the radius, the link and the perpendicular', () => {
    const fc = roadOverlay(CLICK, 100, [
      [126.97, 37.567],
      [126.99, 37.567],
    ]);
    expect(fc.features.map((f) => f.properties.role)).toEqual(['radius', 'road', 'foot']);
    const ring = (fc.features[0]?.geometry as { coordinates: number[][][] }).coordinates[0] ?? [];
    expect(ring.length).toBe(73);
    expect(fc.features[2]?.properties.offset).toMatch(/^56 m · 0° N$/);
  });

  it('draws only the radius when no link came back', () => {
    expect(roadOverlay(CLICK, 50, []).features.map((f) => f.properties.role)).toEqual(['radius']);
  });
});

describe('symbol room', () => {
  it('keeps room at the clicked point, every reference point (a ring for an entrance) and the POI', () => {
    const refs = [
      { kind: 'road' as const, entrance: false, lat: 37.5663, lon: 126.9779 },
      { kind: 'road' as const, entrance: true, lat: 37.5663, lon: 126.97795 },
    ];
    const room = symbolRoom(CLICK, offsetOverlay(CLICK, refs, (k) => k), { lat: 37.5664, lon: 126.9781 });
    expect(room.features.map((f) => `${f.properties.symbol}@${f.geometry.coordinates.join(',')}`)).toEqual([
      'clicked@126.978,37.5665',
      'dot@126.9779,37.5663',
      'ring@126.97795,37.5663',
      'poi@126.9781,37.5664',
    ]);
    expect(symbolRoom(CLICK, offsetOverlay(CLICK, [], (k) => k), undefined).features).toHaveLength(1);
  });
});
