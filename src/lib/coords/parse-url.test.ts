import { describe, expect, it } from 'vitest';
import { errorOf, KATECH_X, KATECH_Y, LAT, LON, parsed } from './parse-expectations';

describe('parseCoordinate: URLs', () => {
  it.each([
    ['https://www.google.com/maps/@37.5665,126.978,17z'],
    ['https://www.google.com/maps?q=37.5665,126.978'],
    ['https://maps.google.com/?q=37.5665%2C126.978'],
    ['https://www.google.com/maps/search/?api=1&query=37.5665,126.978'],
    ['ll=37.5665,126.978'],
    ['https://www.openstreetmap.org/#map=17/37.5665/126.978'],
    ['https://www.openstreetmap.org/?mlat=37.5665&mlon=126.978'],
    ['https://www.openstreetmap.org/?mlat=37.5665&mlon=126.978#map=12/37.1/126.1'],
    ['http://localhost:8080/explore?at=37.566500,126.978000#map=16.50/37.56650/126.97800'],
    ['http://localhost:8080/explore#map=16.50/37.56650/126.97800'],
    ['https://example.com/place?lat=37.5665&lng=126.978'],
    ['lat=37.5665&lon=126.978'],
    ['https://example.com/?lng=126.978&lat=37.5665'],
    ['geo:37.5665,126.978'],
  ])('reads %j', (text) => {
    const p = parsed(text);
    expect(p).toMatchObject({ kind: 'url', orderBasis: 'label' });
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it('prefers the console link’s at= over its #map= viewport', () => {
    const p = parsed('http://localhost:8080/explore?at=37.1,127.1#map=16.50/37.56650/126.97800');
    expect(p.point).toEqual({ lat: 37.1, lon: 127.1 });
  });

  it('prefers a Google place pin over the viewport and keeps the place name', () => {
    const p = parsed('https://www.google.com/maps/place/Seoul+City+Hall/@37.56,126.97,17z/data=!3m1!4b1!4m6!3m5!3d37.5665!4d126.978');
    expect(p.point).toEqual({ lat: LAT, lon: LON });
    expect(p.label).toBe('Seoul City Hall');
  });

  it('reads a Naver c= as EPSG:3857 x, y', () => {
    const p = parsed('https://map.naver.com/p?c=14135066.57,4518490.22,15,0,0,0,dh');
    expect(p).toMatchObject({ kind: 'url', first: 14135066.57, second: 4518490.22, order: 'lonlat', orderBasis: 'label', system: 'EPSG3857' });
    expect(p.point).toEqual({ lat: 4518490.22, lon: 14135066.57 });
  });

  it('reads a Naver c= in degrees as lon, lat without a system', () => {
    const p = parsed('https://map.naver.com/v5/search?c=126.978,37.5665,15,0,0,0,dh');
    expect(p).toMatchObject({ order: 'lonlat', point: { lat: LAT, lon: LON } });
    expect(p.system).toBeUndefined();
  });

  it('reads a Kakao link with its place name', () => {
    const p = parsed('https://map.kakao.com/link/map/서울시청,37.5665,126.978');
    expect(p).toMatchObject({ kind: 'url', first: LAT, second: LON, order: 'latlon', label: '서울시청' });
    const encoded = parsed(`https://map.kakao.com/link/map/${encodeURIComponent('서울 시청')},37.5665,126.978`);
    expect(encoded.label).toBe('서울 시청');
  });

  it('reads y=&x= query parameters as metres', () => {
    const p = parsed('https://example.com/?y=552074.35&x=309911.68');
    expect(p).toMatchObject({ kind: 'url', first: KATECH_Y, order: 'latlon', orderBasis: 'label' });
    expect(p.point).toEqual({ lat: KATECH_Y, lon: KATECH_X });
  });

  it('keeps text around the link as the label', () => {
    expect(parsed('서울시청 https://www.google.com/maps/@37.5665,126.978,17z').label).toBe('서울시청');
  });

  it('keeps a link without a coordinate in the label and reads the rest', () => {
    const p = parsed('서울시청,37.5665,126.978,https://www.seoul.go.kr');
    expect(p).toMatchObject({ kind: 'degrees', point: { lat: LAT, lon: LON }, label: '서울시청 https://www.seoul.go.kr' });
    expect(errorOf('https://example.com/item?id=12&v=3')).toBe('noNumbers');
  });
});
