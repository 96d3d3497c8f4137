import { describe, expect, it } from 'vitest';
import { writeTile } from './mvt-writer';
import { decodeTile } from './tile-testing';

describe('vector tile writer', () => {
  it('writes points, lines and rings with their values by type, read back by a standard reader', () => {
    const bytes = writeTile(
      new Map([
        [
          'things',
          [
            { type: 1 as const, geometry: [[10, 20], [30, 40]], tags: { name: '서울역', rank: 3, height: 12.5, below: -4, open: true, id: '1' } },
            { type: 2 as const, geometry: [[0, 0, 100, 0, 100, 50], [200, 200, 300, 300]], tags: { name: '세종대로', rank: 3, id: 1 } },
          ],
        ],
        ['areas', [{ type: 3 as const, geometry: [[0, 0, 100, 0, 100, 100, 0, 100, 0, 0]], tags: {} }]],
      ]),
    );
    const tile = decodeTile(bytes);
    expect(Object.keys(tile)).toEqual(['things', 'areas']);
    const [point, line] = tile.things ?? [];
    expect(point?.properties).toEqual({ name: '서울역', rank: 3, height: 12.5, below: -4, open: true, id: '1' });
    expect(point?.type).toBe(1);
    expect(point?.rings.flat()).toEqual([{ x: 10, y: 20 }, { x: 30, y: 40 }]);
    // The number 1 and the string '1' stay two values.
    expect(line?.properties).toEqual({ name: '세종대로', rank: 3, id: 1 });
    expect(line?.rings).toEqual([
      [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 50 }],
      [{ x: 200, y: 200 }, { x: 300, y: 300 }],
    ]);
    const [ring] = tile.areas ?? [];
    expect(ring?.type).toBe(3);
    // Closed by the ClosePath command: the reader repeats the first point.
    expect(ring?.rings[0]).toEqual([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }, { x: 0, y: 100 }, { x: 0, y: 0 }]);
  });

  it('writes an empty layer list as an empty tile', () => {
    expect(writeTile(new Map()).byteLength).toBe(0);
  });
});
