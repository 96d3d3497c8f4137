import { describe, expect, it } from 'vitest';
import { MAX_LINK_M } from './road-network';
import { segmentMetres, splitRoadLine } from './road-split';

// 0.001° of longitude at 35.18°N is about 90.9 m.
const LAT = 35.18;
const line = (lons: number[]): number[] => lons.flatMap((lon) => [lon, LAT]);

describe('splitRoadLine', () => {
  it('keeps a short line without junctions as one link', () => {
    const pieces = splitRoadLine(line([129, 129.001, 129.002]), () => false);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]?.points).toEqual(line([129, 129.001, 129.002]));
    expect(pieces[0]?.lengthM).toBeCloseTo(segmentMetres(129, LAT, 129.002, LAT), 6);
  });

  it('cuts at junction vertices, the junction ending one link and starting the next', () => {
    const pieces = splitRoadLine(line([129, 129.001, 129.002, 129.003]), (i) => i === 1 || i === 2);
    expect(pieces.map((p) => p.points)).toEqual([line([129, 129.001]), line([129.001, 129.002]), line([129.002, 129.003])]);
  });

  it('does not cut at the ends even when they are junctions', () => {
    expect(splitRoadLine(line([129, 129.001, 129.002]), (i) => i !== 1)).toHaveLength(1);
  });

  it('cuts a long piece into equal links of at most MAX_LINK_M', () => {
    // About 909 m: three links of about 303 m.
    const pieces = splitRoadLine(line([129, 129.004, 129.01]), () => false);
    expect(pieces).toHaveLength(Math.ceil(909 / MAX_LINK_M));
    for (const piece of pieces) {
      expect(piece.lengthM).toBeLessThanOrEqual(MAX_LINK_M);
      expect(piece.lengthM).toBeCloseTo(pieces[0]?.lengthM ?? 0, 6);
    }
    // Consecutive links meet, and the original vertex stays in the link that holds it.
    expect(pieces[0]?.points.slice(-2)).toEqual(pieces[1]?.points.slice(0, 2));
    expect(pieces[1]?.points).toContain(129.004);
    expect(pieces.at(-1)?.points.slice(-2)).toEqual([129.01, LAT]);
  });

  it('drops repeated vertices and gives nothing for a line of one distinct point', () => {
    expect(splitRoadLine(line([129, 129, 129.001]), () => false)[0]?.points).toEqual(line([129, 129.001]));
    expect(splitRoadLine(line([129, 129]), () => false)).toEqual([]);
  });
});
