import { describe, expect, it } from 'vitest';
import type { CoordType } from '../../../shared/contract/common';
import { KATECH_X, KATECH_Y, LAT, LON, parsed } from './parse-expectations';
import { suggestSystems, swapOrder } from './reading';

describe('swapOrder', () => {
  it('reads the same numbers the other way and marks the choice as the user’s', () => {
    const p = parsed('37.5665, 126.978');
    const swapped = swapOrder(p);
    expect(swapped).toMatchObject({ first: LAT, second: LON, order: 'lonlat', orderBasis: 'label' });
    expect(swapped.point).toEqual({ lat: LON, lon: LAT });
  });

  it('restores the point when applied twice', () => {
    const p = parsed('37.5665, 126.978');
    const back = swapOrder(swapOrder(p));
    expect(back.point).toEqual(p.point);
    expect(back.order).toBe(p.order);
    expect(back.orderBasis).toBe('label');
  });

  it('keeps kind, system and label', () => {
    const p = swapOrder(parsed('KATECH 서울시청 309911.68 552074.35'));
    expect(p).toMatchObject({ kind: 'metres', system: 'KATECH', label: '서울시청', point: { lat: KATECH_X, lon: KATECH_Y } });
  });
});

describe('suggestSystems', () => {
  const suggest = (text: string): CoordType[] => suggestSystems(parsed(text));

  it('offers the degree systems for degrees', () => {
    expect(suggest('37.5665, 126.978')).toEqual(['WGS84GEO', 'GRS80GEO', 'BESSELGEO']);
    expect(suggest(`37°33'59.4"N 126°58'40.8"E`)).toEqual(['WGS84GEO', 'GRS80GEO', 'BESSELGEO']);
  });

  it('offers KATECH first for metres, then the other plausible TM systems', () => {
    const systems = suggest('309911.68, 552074.35');
    expect(systems[0]).toBe('KATECH');
    expect(systems).toContain('GRS80TM');
    expect(systems).not.toContain('EPSG3857');
  });

  it('puts the named system first', () => {
    expect(suggest('EPSG:5186 200000 550000')[0]).toBe('GRS80TM');
    expect(suggest('BESSELGEO 37.5665 126.978')).toEqual(['BESSELGEO', 'WGS84GEO', 'GRS80GEO']);
  });

  it('offers EPSG3857 for Web Mercator values', () => {
    expect(suggest('https://map.naver.com/p?c=14135066.57,4518490.22,15,0,0,0,dh')).toEqual(['EPSG3857']);
  });

  it('offers nothing when the point is plausible nowhere', () => {
    expect(suggest('0, 0')).toEqual([]);
    expect(suggest('48.8566, 2.3522')).toEqual([]);
    // A named system that does not fit is left out too.
    expect(suggest('KATECH 37.5665 126.978')).toEqual(['WGS84GEO', 'GRS80GEO', 'BESSELGEO']);
  });

  it('follows the order the user chose', () => {
    expect(suggestSystems(swapOrder(parsed('37.5665, 126.978')))).toEqual([]);
  });
});
