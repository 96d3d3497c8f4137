import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../domain/hash';
import { buildPoiParts, cellOf, poiSpatialIndexFrom } from './poi-spatial';

const toBuffers = (parts: ReturnType<typeof buildPoiParts>) =>
  new Map(Object.entries(parts).map(([k, v]) => [k, v instanceof ArrayBuffer ? v : (v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength) as ArrayBuffer)]));

describe('poi spatial index', () => {
  it('answers the same nearest POI as a scan of every point, from the south coast to the DMZ', () => {
    const random = mulberry32(7);
    const count = 4000;
    const ids = new Float64Array(count);
    const coords = new Float64Array(2 * count);
    for (let i = 0; i < count; i++) {
      ids[i] = 1000 + i;
      coords[2 * i] = 126 + random() * 0.2 + (i % 2) * 3; // west and east coasts
      coords[2 * i + 1] = 33.2 + random() * 0.05 + (i % 3) * 2.5; // Jeju, the middle, the north
    }
    const index = poiSpatialIndexFrom(toBuffers(buildPoiParts(ids, coords)));
    expect(index).not.toBeNull();
    const metres = (i: number, lon: number, lat: number) =>
      Math.hypot((coords[2 * i]! - lon) * Math.cos((lat * Math.PI) / 180), coords[2 * i + 1]! - lat) * 110_946;
    let answered = 0;
    for (let q = 0; q < 500; q++) {
      const i = Math.floor(random() * count);
      const lon = coords[2 * i]! + (random() - 0.5) * 0.01;
      const lat = coords[2 * i + 1]! + (random() - 0.5) * 0.01;
      const radius = [50, 200, 800][q % 3]!;
      let best = -1;
      for (let j = 0; j < count; j++) if (metres(j, lon, lat) <= radius && (best === -1 || metres(j, lon, lat) < metres(best, lon, lat))) best = j;
      const found = index!.nearest(lon, lat, radius);
      expect(found?.id ?? null).toBe(best === -1 ? null : ids[best]);
      if (found) answered++;
    }
    expect(answered).toBeGreaterThan(100);
  });

  it('files points by 0.01° cells: the same cell inside one square, another across its edge', () => {
    const cell = cellOf(129.0755, 35.1795);
    expect(cellOf(129.0701, 35.1701)).toBe(cell);
    expect(cellOf(129.0799, 35.1799)).toBe(cell);
    expect(cellOf(129.0801, 35.1795)).not.toBe(cell);
    expect(cellOf(129.0755, 35.1699)).not.toBe(cell);
  });
});
