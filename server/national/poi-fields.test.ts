import { describe, expect, it } from 'vitest';
import { partsAsLoaded } from './datasets';
import { createPoiFieldTable, poiFieldsFrom } from './poi-fields';

const POIS: [name: string, category: string, demo: boolean][] = [
  ['서울특별시청', '공공기관', true],
  ['GS25 시청점', '편의점', false],
  ['GS25 시청점', '편의점', false],
  ['Pier 7, "old"\nquay', '', false],
  ['덕수궁 🏯', '공공기관', false],
  ['시청광장', '공공기관', true],
];

describe('POI field parts', () => {
  it('gives back every POI’s name, category and demo flag', () => {
    const table = createPoiFieldTable();
    for (const [name, category, demo] of POIS) table.add(name, category, demo);
    const parts = partsAsLoaded(table.parts());
    const fields = poiFieldsFrom(parts, POIS.length);
    expect(POIS.map((_, i) => [fields?.name(i), fields?.category(i), fields?.demo(i)])).toStrictEqual(POIS);
    // One byte a POI for its kind: (공공기관, demo), (편의점), (''), (공공기관).
    expect(parts.get('kind')?.byteLength).toBe(POIS.length);
    expect(parts.get('kindDemo')?.byteLength).toBe(4);
  });

  it('is null when a part is missing or does not fit the POIs', () => {
    const table = createPoiFieldTable();
    for (const [name, category, demo] of POIS) table.add(name, category, demo);
    const parts = partsAsLoaded(table.parts());
    expect(poiFieldsFrom(parts, POIS.length + 1)).toBeNull();
    for (const part of ['nameIds', 'kind', 'kindDemo', 'nameBytes', 'kindCategoryOffsets']) {
      const without = new Map(parts);
      without.delete(part);
      expect(poiFieldsFrom(without, POIS.length), part).toBeNull();
    }
  });
});
