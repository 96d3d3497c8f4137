import { describe, expect, it } from 'vitest';
import { diffValues } from '../../../../shared/compare/field-diff';
import { compareOverlay, firstPoint, formatMetres, overlayBounds } from './answer-points';
import { initialParams, missingRequired, paramsToSend } from './compare-operations';
import { formParams, isRequest, parseCompare, writeCompare } from './compare-state';
import { jsonLines, markedPaths, markOf } from './json-lines';

describe('the operations’ forms', () => {
  it('sends the filled fields, trimmed, in the form’s order, and keeps a link’s other parameters but never a credential', () => {
    expect(paramsToSend('reverseLabel', { reqLevel: ' 15 ', centerLon: '127', centerLat: '37', resCoordType: '', extra: 'x', appKey: 'k' })).toEqual({
      centerLat: '37',
      centerLon: '127',
      reqLevel: '15',
      extra: 'x',
    });
    expect(Object.keys(paramsToSend('reverseLabel', { extra: 'x', centerLon: '1', centerLat: '2' }))).toEqual(['centerLat', 'centerLon', 'extra']);
  });

  it('names the required fields left empty', () => {
    expect(missingRequired('fullAddrGeo', { fullAddr: '  ' })).toEqual(['fullAddr']);
    expect(missingRequired('reverseLabel', initialParams('reverseLabel'))).toEqual([]);
  });
});

describe('the page’s state', () => {
  it('is a request once the URL names an operation with its required parameters', () => {
    const state = parseCompare(new URLSearchParams('op=reverseLabel&p.centerLat=37&p.centerLon=127&left=local&right=proxy'));
    expect(isRequest(state)).toBe(true);
    expect(isRequest(parseCompare(new URLSearchParams('op=reverseLabel&p.centerLat=37')))).toBe(false);
    expect(isRequest(parseCompare(new URLSearchParams('op=reverseLabel')))).toBe(false);
  });

  it('an unknown operation is the default one, with its initial form and no request', () => {
    const state = parseCompare(new URLSearchParams('op=zoneDelete&p.zoneId=1'));
    expect(state.operation).toBe('reverseGeocoding');
    expect(state.params).toEqual({});
    expect(formParams(state)).toEqual(initialParams('reverseGeocoding'));
  });

  it('round-trips through the URL', () => {
    const search = 'op=nearToRoad&p.lat=37.5&p.lon=127&left=sk&right=custom&rightBase=http%3A%2F%2F127.0.0.1%3A9&mtol=2';
    const state = parseCompare(new URLSearchParams(search));
    expect(writeCompare(state, new URLSearchParams()).toString()).toBe(search);
  });
});

describe('the answers’ points on the map', () => {
  it('finds the first coordinate pair of an answer, in numbers or numeric strings', () => {
    expect(firstPoint({ poiInfo: { id: '1', poiLat: 37.49, poiLon: 127.02 } })).toEqual([127.02, 37.49]);
    expect(firstPoint({ coordinateInfo: { coordinate: [{ lat: '', lon: '', newLat: '37.5', newLon: '127.1' }] } })).toEqual([127.1, 37.5]);
    expect(firstPoint({ coordinate: { lat: 4500000, lon: 950000 } })).toBeUndefined();
    expect(firstPoint({ error: { code: '9404' } })).toBeUndefined();
  });

  it('draws two labelled pins and a line carrying the distance in metres', () => {
    const fc = compareOverlay([127.0276, 37.4979], [127.024948, 37.492069], { left: 'L', right: 'R' });
    expect(fc.features.map((f) => f.properties?.role)).toEqual(['link', 'left', 'right']);
    const link = fc.features[0]?.properties;
    expect(link?.metres).toBeGreaterThan(650);
    expect(link?.metres).toBeLessThan(750);
    expect(link?.label).toMatch(/^\d{3} m$/);
    expect(compareOverlay(undefined, [1, 2], { left: 'L', right: 'R' }).features).toHaveLength(1);
    expect(overlayBounds([[1, 2], undefined, [3, 0]])).toEqual([
      [1, 0],
      [3, 2],
    ]);
  });

  it('writes distances in metres', () => {
    expect(formatMetres(3.14159)).toBe('3.1 m');
    expect(formatMetres(688.4)).toBe('688 m');
    expect(formatMetres(12345.6)).toBe('12,346 m');
  });
});

describe('the JSON views’ marks', () => {
  const left = { poiInfo: { id: '40271', name: '강남역', poiLat: 37.4979, poiLon: 127.0276 }, gone: 1 };
  const right = { poiInfo: { id: 900, name: '서초2동주민센터', poiLat: 37.492069, poiLon: 127.024948 }, extra: { a: 1 } };
  const diff = diffValues(left, right);

  it('writes each field on its own line with its path', () => {
    const { lines } = jsonLines(left);
    expect(lines.map((l) => [l.path, l.text])).toEqual([
      ['', '{'],
      ['poiInfo', '"poiInfo": {'],
      ['poiInfo.id', '"id": "40271",'],
      ['poiInfo.name', '"name": "강남역",'],
      ['poiInfo.poiLat', '"poiLat": 37.4979,'],
      ['poiInfo.poiLon', '"poiLon": 127.0276'],
      ['poiInfo', '},'],
      ['gone', '"gone": 1'],
      ['', '}'],
    ]);
    expect(jsonLines({ a: [1, 2, 3] }, 3).truncated).toBe(true);
  });

  it('marks the differing fields on each side: a coordinate’s both fields, an added field only on the right, a missing one only on the left', () => {
    const l = markedPaths(diff.diffs, 'left');
    const r = markedPaths(diff.diffs, 'right');
    expect(l.get('poiInfo.id')).toBe('type');
    expect(l.get('poiInfo.name')).toBe('changed');
    expect(l.get('poiInfo.poiLat')).toBe('changed');
    expect(l.get('poiInfo.poiLon')).toBe('changed');
    expect(l.get('gone')).toBe('missing');
    expect(l.has('extra')).toBe(false);
    expect(r.get('extra')).toBe('added');
    expect(r.has('gone')).toBe(false);
    // A field inside an added object is marked with it; an unchanged one is not.
    expect(markOf('extra.a', r)).toBe('added');
    expect(markOf('poiInfo', r)).toBeUndefined();
    expect(markOf('', new Map([['', 'type' as const]]))).toBe('type');
  });
});
