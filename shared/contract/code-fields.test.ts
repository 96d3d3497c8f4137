import { describe, expect, it } from 'vitest';
import { codeDeviations } from './code-fields';

describe('codeDeviations', () => {
  it('finds a code outside its table, and not one inside it, an empty one or an absent one', () => {
    expect(codeDeviations('reverseGeocoding', { addressInfo: { addressType: 'A99' } })).toEqual([
      { kind: 'contract', category: 'unknownCode', field: 'addressInfo.addressType', expected: 'one of A00, A01, A02, A03, A04, A10', got: '"A99"' },
    ]);
    expect(codeDeviations('reverseGeocoding', { addressInfo: { addressType: 'A10' } })).toEqual([]);
    expect(codeDeviations('reverseGeocoding', { addressInfo: { addressType: '' } })).toEqual([]);
    expect(codeDeviations('reverseGeocoding', { addressInfo: {} })).toEqual([]);
  });

  it('reads numeric road codes as numbers or strings', () => {
    const header = (roadCategory: unknown) => ({ resultData: { header: { laneType: 1, tollLink: '0', roadCategory, linkFacil: 2 } } });
    expect(codeDeviations('nearToRoad', header(6))).toEqual([]);
    expect(codeDeviations('nearToRoad', header('9')).map((d) => [d.field, d.got])).toEqual([['resultData.header.roadCategory', '"9"']]);
  });

  it('looks into each item of a list, and into a single item given as an object', () => {
    const list = { coordinateInfo: { coordType: 'WGS84GEO', coordinate: [{ matchFlag: 'M11' }, { newMatchFlag: 'NM01' }] } };
    expect(codeDeviations('fullAddrGeo', list).map((d) => d.field)).toEqual(['coordinateInfo.coordinate.1.newMatchFlag']);
    const single = { coordinateInfo: { coordinate: { matchFlag: 'M01' } } };
    expect(codeDeviations('fullAddrGeo', single).map((d) => d.field)).toEqual(['coordinateInfo.coordinate.matchFlag']);
  });

  it('has nothing to say about an operation without code fields, or a body of another shape', () => {
    expect(codeDeviations('zoneList', { resultData: [] })).toEqual([]);
    expect(codeDeviations('nearToRoad', 'text')).toEqual([]);
    expect(codeDeviations('nearToRoad', { resultData: null })).toEqual([]);
  });
});
