import { describe, expect, it } from 'vitest';
import { partsAsLoaded } from './datasets';
import { createLinkHeaderTable, linkHeadersFrom, type LinkHeader } from './road-header-parts';
import { createStringTableBuilder } from './string-table';

const HEADERS: LinkHeader[] = [
  { idxName: '05480267', roadName: '세종대로', roadCategory: 3, speed: 60, lane: 4, laneType: 2, tollLink: 0, linkFacil: 0, totalDistance: 312 },
  { idxName: '05480268', roadName: '세종대로', roadCategory: 3, speed: 60, lane: 4, laneType: 2, tollLink: 0, linkFacil: 0, totalDistance: 70_000 },
  { idxName: '05480267', roadName: '', roadCategory: 7, speed: 30, lane: 1, laneType: 1, tollLink: 0, linkFacil: 2, totalDistance: 0 },
  // Values no import writes, held as they are: past a byte, negative, past 32 bits.
  { idxName: '', roadName: '중앙로 🚚', roadCategory: -1, speed: 70_000, lane: 300, laneType: 9, tollLink: 256, linkFacil: 12, totalDistance: 5_000_000_001 },
  { idxName: '02610456', roadName: 'Main St', roadCategory: 0, speed: 100, lane: 2, laneType: 1, tollLink: 1, linkFacil: 4, totalDistance: 400 },
];

/** The headers' parts with the map's road names beside them (road-map-parts.ts), link i being headers[order[i]]. */
function stored(headers: readonly LinkHeader[], order: readonly number[]): Map<string, ArrayBuffer> {
  const table = createLinkHeaderTable();
  for (const header of headers) table.add(header);
  const names = createStringTableBuilder();
  const nameIds = Uint32Array.from(order, (from) => names.id(headers[from]?.roadName ?? ''));
  return partsAsLoaded({ ...table.parts(order), nameIds, ...names.parts('name') });
}

describe('link header parts', () => {
  it('gives back every link’s header exactly, in the index’s order', () => {
    const order = [3, 0, 4, 2, 1];
    const headers = linkHeadersFrom(stored(HEADERS, order), order.length);
    expect(headers).not.toBeNull();
    expect(order.map((_, k) => headers?.(k))).toStrictEqual(order.map((from) => HEADERS[from]));
  });

  it('shares one tuple among links of the same fields, and stores distances narrow while they fit', () => {
    const parts = stored(HEADERS.slice(0, 3), [0, 1, 2]);
    expect(parts.get('headerKinds')?.byteLength).toBe(2 * 6 * 8);
    expect(parts.get('headerKind')?.byteLength).toBe(3);
    expect(parts.get('totalDistance')?.byteLength).toBe(3 * 4);
    expect(stored(HEADERS.slice(3), [0, 1]).get('totalDistance')?.byteLength).toBe(2 * 8);
    // Fields past the widths imports give them are told apart and shared the same way.
    const wide = HEADERS[3]!;
    const wider = stored([wide, { ...wide, idxName: 'x' }, { ...wide, speed: 70_001 }, { ...wide, roadCategory: -0 }, { ...wide, roadCategory: 0 }], [0, 1, 2, 3, 4]);
    expect(wider.get('headerKinds')?.byteLength).toBe(4 * 6 * 8);
    expect(Object.is(linkHeadersFrom(wider, 5)?.(3).roadCategory, -0)).toBe(true);
    expect(Object.is(linkHeadersFrom(wider, 5)?.(4).roadCategory, 0)).toBe(true);
  });

  it('is null when a part is missing or does not fit the links (roads published before the parts were stored)', () => {
    const parts = stored(HEADERS, [0, 1, 2, 3, 4]);
    expect(linkHeadersFrom(parts, 4)).toBeNull();
    for (const part of ['headerKinds', 'headerKind', 'totalDistance', 'idxNameIds', 'idxNameBytes', 'nameIds', 'nameOffsets']) {
      const without = new Map(parts);
      without.delete(part);
      expect(linkHeadersFrom(without, 5), part).toBeNull();
    }
  });

  it('refuses an order that does not hold every link', () => {
    const table = createLinkHeaderTable();
    for (const header of HEADERS) table.add(header);
    expect(() => table.parts([0, 1])).toThrow(/5 links' headers for 2 links/);
  });
});
