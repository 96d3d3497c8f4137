import { describe, expect, it } from 'vitest';
import { diffValues, longitudeKey } from './field-diff';

describe('longitudeKey', () => {
  it('pairs the latitudes the service writes with their longitudes', () => {
    expect(['lat', 'newLat', 'latEntr', 'newLatEntr', 'noorLat', 'frontLat', 'latitude', 'centerLatitude', 'LAT', 'lat_wgs84'].map(longitudeKey)).toEqual([
      'lon',
      'newLon',
      'lonEntr',
      'newLonEntr',
      'noorLon',
      'frontLon',
      'longitude',
      'centerLongitude',
      'LON',
      'lon_wgs84',
    ]);
  });
  it('does not take a word that only contains the letters for a latitude', () => {
    expect(['plate', 'relation', 'translate', 'name'].map(longitudeKey)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('diffValues', () => {
  it('finds nothing in equal bodies, whatever the order of their keys', () => {
    const r = diffValues({ a: 1, b: { c: ['x', null] } }, { b: { c: ['x', null] }, a: 1 });
    expect(r).toEqual({ equal: true, diffs: [], counts: { added: 0, missing: 0, type: 0, changed: 0 }, truncated: false });
  });

  it('names each difference by its path and kind', () => {
    const r = diffValues({ keep: 1, gone: 'x', kind: '12', value: 'a', list: [1, 2] }, { keep: 1, kind: 12, value: 'b', list: [1], extra: true });
    expect(r.diffs).toEqual([
      { path: 'gone', kind: 'missing', left: 'x' },
      { path: 'kind', kind: 'type', left: '12', right: 12 },
      { path: 'value', kind: 'changed', left: 'a', right: 'b' },
      { path: 'list.1', kind: 'missing', left: 2 },
      { path: 'extra', kind: 'added', right: true },
    ]);
    expect(r.counts).toEqual({ added: 1, missing: 2, type: 1, changed: 1 });
    expect(r.equal).toBe(false);
  });

  it('compares numbers, and numeric strings, within the tolerance', () => {
    expect(diffValues({ d: '10.0' }, { d: '10.004' }, { tolerance: 0.01 }).equal).toBe(true);
    expect(diffValues({ d: '10.0' }, { d: '10.04' }, { tolerance: 0.01 }).diffs).toEqual([{ path: 'd', kind: 'changed', left: '10.0', right: '10.04', delta: expect.closeTo(0.04, 9) as unknown }]);
    expect(diffValues({ d: '10.0' }, { d: '10' }).equal).toBe(true);
  });

  it('compares a coordinate as metres on the ground', () => {
    const left = { coordinate: [{ newLat: '37.566300', newLon: '126.977900', name: 'x' }] };
    // 0.00027° of latitude is about 30 m.
    const right = { coordinate: [{ newLat: '37.566570', newLon: '126.977900', name: 'x' }] };
    const r = diffValues(left, right);
    expect(r.diffs).toHaveLength(1);
    expect(r.diffs[0]).toMatchObject({ path: 'coordinate.0.newLat+newLon', kind: 'changed', left: [37.5663, 126.9779], right: [37.56657, 126.9779] });
    expect(r.diffs[0]?.metres).toBeCloseTo(30.02, 1);
    expect(diffValues(left, right, { metresTolerance: 31 }).equal).toBe(true);
    expect(diffValues(left, right, { metresTolerance: 29 }).equal).toBe(false);
  });

  it('still reports a coordinate one side writes as numbers and the other as strings as a type change', () => {
    const r = diffValues({ lat: '37.5', lon: '127.0' }, { lat: 37.5, lon: 127 });
    expect(r.counts.type).toBe(2);
  });

  it('lists at most the limit, counts everything, and survives deep nesting', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    const r = diffValues(many, {}, { limit: 10 });
    expect(r.diffs).toHaveLength(10);
    expect(r.counts.missing).toBe(50);
    expect(r.truncated).toBe(true);
    let deepA: unknown = 1;
    let deepB: unknown = 2;
    for (let i = 0; i < 10_000; i++) {
      deepA = { x: deepA };
      deepB = { x: deepB };
    }
    // Past the depth limit the rest is compared whole; JSON.stringify of 10,000 levels would
    // overflow, so the limit must cut in before it.
    expect(() => diffValues(deepA, deepB)).not.toThrow();
  });
});
