import { describe, expect, it } from 'vitest';
import { KATECH_X, KATECH_Y, parsed } from './parse-expectations';

describe('parseCoordinate: named systems', () => {
  it.each([
    ['KATECH 309911.68 552074.35', 'KATECH'],
    ['katec: 309911.68, 552074.35', 'KATECH'],
    ['TM128 309911.68, 552074.35', 'KATECH'],
    ['EPSG:5186 200000 550000', 'GRS80TM'],
    ['200000 550000 GRS80TM', 'GRS80TM'],
    ['EPSG:2097 200000 500000', 'BESSELTM'],
    ['BesselTM 200000 500000', 'BESSELTM'],
    ['EPSG:3857 14135066.57 4518490.22', 'EPSG3857'],
    ['EPSG3857 14135066.57 4518490.22', 'EPSG3857'],
    ['EPSG:4326 37.5665 126.978', 'WGS84GEO'],
    ['37.5665, 126.978 (WGS84)', 'WGS84GEO'],
    ['WGS 84 37.5665 126.978', 'WGS84GEO'],
    ['epsg:4737 37.5665 126.978', 'GRS80GEO'],
    ['GRS80GEO 37.5665 126.978', 'GRS80GEO'],
    ['EPSG:4162 37.5665 126.978', 'BESSELGEO'],
    ['BESSELGEO 37.5665 126.978', 'BESSELGEO'],
    ['urn:ogc:def:crs:EPSG::4326 37.5665 126.978', 'WGS84GEO'],
  ] as const)('%j names %s', (text, system) => {
    const p = parsed(text);
    expect(p.system).toBe(system);
    expect(p.label).toBe('');
  });

  it('does not take the token’s digits as coordinates', () => {
    const p = parsed('EPSG:5186 200000 550000');
    expect(p).toMatchObject({ first: 200000, second: 550000 });
    expect(parsed('TM128, 309911.68, 552074.35')).toMatchObject({ first: KATECH_X, second: KATECH_Y });
  });

  it('masks an unknown EPSG code without naming a system', () => {
    const p = parsed('EPSG:5179 953901 1952043');
    expect(p).toMatchObject({ first: 953901, second: 1952043 });
    expect(p.system).toBeUndefined();
  });

  it('takes the first of two named systems', () => {
    expect(parsed('KATECH 309911.68 552074.35 WGS84').system).toBe('KATECH');
  });
});
