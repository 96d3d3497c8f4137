import { expect } from 'vitest';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { mulberry32 } from '../domain/hash.ts';
import type { LonLat, MultiPolygonCoords, Ring } from '../domain/world-types.ts';

/**
 * Expects a prepared point test to answer exactly as pointInMultiPolygon over a geometry whose
 * first ring spans southern Korea (34.8–37.2°N, 125.8–129.3°E): 4,000 points, every fourth at one
 * of the ring's vertex latitudes, where band edges matter most; at least 200 of them inside.
 */
export function expectSameAsPointInPolygon(test: (lon: number, lat: number) => boolean, geometry: MultiPolygonCoords): void {
  const r = mulberry32(7);
  const ring = geometry[0]?.[0] ?? [];
  let inside = 0;
  for (let i = 0; i < 4_000; i++) {
    const lat = i % 4 === 0 && ring.length > 0 ? ring[i % ring.length]![1] : 34.8 + r() * 2.4;
    const lon = 125.8 + r() * 3.5;
    const expected = pointInMultiPolygon(lon, lat, geometry);
    expect(test(lon, lat)).toBe(expected);
    if (expected) inside++;
  }
  expect(inside).toBeGreaterThan(200);
}

/** A jagged star-like closed ring of `n` vertices around (cx, cy); `place` may round each vertex. */
export function jaggedRing(n: number, cx: number, cy: number, radius: number, seed: number, clockwise = false, place: (p: LonLat) => LonLat = (p) => p): Ring {
  const r = mulberry32(seed);
  const ring: Ring = [];
  for (let i = 0; i < n; i++) {
    const a = ((clockwise ? -i : i) / n) * 2 * Math.PI;
    const d = radius * (0.5 + 0.5 * r());
    ring.push(place([cx + d * Math.cos(a), cy + d * Math.sin(a)]));
  }
  ring.push(ring[0]!);
  return ring;
}
