import { describe, expect, it } from 'vitest';
import { roundLonLat } from '../../shared/geometry/round.ts';
import { prepareShapeTest } from './prepared-polygon.ts';
import { decodeRegionShape, encodeRegionShape } from './region-shape-blob.ts';
import { expectSameAsPointInPolygon, jaggedRing } from '../testing/point-test-check.ts';
import { geometryOf, shapeOf } from './region-shape.ts';
import type { MultiPolygonCoords, Ring } from './world-types.ts';

/** Rounded to 1e-7° as imports round. */
const jagged = (n: number, cx: number, cy: number, radius: number, seed: number, clockwise = false): Ring => jaggedRing(n, cx, cy, radius, seed, clockwise, roundLonLat);

/** A province-like geometry: a large ring with a large hole, a small part, an islet. */
const imported: MultiPolygonCoords = [
  [jagged(3_000, 127, 36, 1, 1), jagged(400, 127, 36, 0.2, 2, true)],
  [jagged(20, 129, 36, 0.1, 3)],
  [[[126.1, 33.2], [126.1000001, 33.2], [126.1000001, 33.2000001], [126.1, 33.2]]],
];

/** What the JSON column gave back: the reference the stored form must equal. */
const throughJson = (geometry: MultiPolygonCoords): unknown => JSON.parse(JSON.stringify(geometry));
const roundTrip = (geometry: MultiPolygonCoords) => decodeRegionShape(encodeRegionShape(shapeOf(geometry)));

describe('the stored form of a region shape', () => {
  it('gives back the geometry number for number, as whole 1e-7 degrees in half the bytes of doubles', () => {
    const blob = encodeRegionShape(shapeOf(imported));
    const shape = decodeRegionShape(blob);
    expect(geometryOf(shape)).toEqual(throughJson(imported));
    expect(shape.coords).toBeInstanceOf(Int32Array);
    expect(JSON.stringify(geometryOf(shape))).toBe(JSON.stringify(imported));
    // A ring of 21 vertices (no band index): 4 header words, a part end, a ring end and its band count, 2 words a vertex, 4 for the box.
    expect(encodeRegionShape(shapeOf([[jagged(20, 127, 37, 0.01, 4)]])).byteLength).toBe(4 * (4 + 1 + 2 + 2 * 21 + 4));
  });

  it('keeps coordinates that are not whole 1e-7 degrees as doubles, -0 as 0 as JSON wrote it', () => {
    const cells: MultiPolygonCoords = [[[[126.97801234567891, 37.566], [-0, 37.5660000000001], [126.9781, 1 / 3], [126.97801234567891, 37.566]]], []];
    const shape = roundTrip(cells);
    expect(shape.coords).toBeInstanceOf(Float64Array);
    expect(geometryOf(shape)).toEqual(throughJson(cells));
    expect(Object.is(geometryOf(shape)[0]![0]![1]![0], 0)).toBe(true);
  });

  it('gives back empty geometry, empty parts and empty rings', () => {
    for (const geometry of [[], [[]], [[[]], [[[1, 2], [3, 4], [5, 6], [1, 2]], []]]] as MultiPolygonCoords[]) {
      expect(geometryOf(roundTrip(geometry))).toEqual(throughJson(geometry));
    }
  });

  it('reads a blob that does not start on an 8-byte boundary the same', () => {
    for (const geometry of [imported, [[[[0.123456789, 1], [2, 1], [2, 2.5], [0.123456789, 1]]]]] as MultiPolygonCoords[]) {
      const blob = encodeRegionShape(shapeOf(geometry));
      const shifted = new Uint8Array(blob.byteLength + 4);
      shifted.set(blob, 4);
      expect(geometryOf(decodeRegionShape(shifted.subarray(4)))).toEqual(throughJson(geometry));
    }
  });

  it('answers point tests from the stored boxes and band indexes exactly as pointInMultiPolygon, in either format', () => {
    // The same shapes moved by a fraction of 1e-7 degrees: stored as doubles.
    const doubles: MultiPolygonCoords = imported.map((polygon) => polygon.map((ring) => ring.map(([lon, lat]): [number, number] => [lon + 1e-9 * Math.PI, lat])));
    for (const geometry of [imported, doubles]) {
      const shape = roundTrip(geometry);
      expect(shape.coords).toBeInstanceOf(geometry === imported ? Int32Array : Float64Array);
      expect(shape.prepared?.bandCounts.filter((count) => count > 0)).toHaveLength(2);
      expectSameAsPointInPolygon(prepareShapeTest(shape), geometry);
    }
    expect(prepareShapeTest(roundTrip(imported))(126.10000005, 33.20000002)).toBe(true);
  });

  it('refuses a damaged value: cut short, an unknown format, ends out of order, band tables that do not add up, a stray word', () => {
    const blob = encodeRegionShape(shapeOf(imported));
    const words = () => new Int32Array(blob.slice().buffer);
    const damaged = (change: (w: Int32Array) => void): Uint8Array => {
      const w = words();
      change(w);
      return new Uint8Array(w.buffer);
    };
    // Header: format, parts, rings, table length; then part ends (3), ring ends (4), band counts (4), tables.
    const firstTableEnd = 4 + 3 + 4 + 4 + words()[4 + 3 + 4]!;
    for (const bad of [
      blob.subarray(0, 10),
      blob.subarray(0, blob.byteLength - 8),
      damaged((w) => (w[0] = 7)),
      damaged((w) => (w[4] = 5)),
      damaged((w) => (w[4 + 3] = 1_000_000)),
      damaged((w) => (w[firstTableEnd] = w[firstTableEnd]! + 1)),
      damaged((w) => (w[4 + 3 + 4] = -1)),
      damaged((w) => (w[3] = w[3]! - 1)),
      new Uint8Array([...blob, 0, 0, 0, 0]),
    ]) {
      expect(() => decodeRegionShape(bad)).toThrow(/^region shape: /);
    }
  });
});
