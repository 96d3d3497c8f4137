import { describe, expect, it } from 'vitest';
import { errorOf, expectPoint, LAT, LON, parsed } from './parse-expectations';

describe('parseCoordinate: degrees, minutes, seconds', () => {
  it('turns 37°33\'59.4"N into 37.56650', () => {
    const p = parsed(`37°33'59.4"N 126°58'40.8"E`);
    expect(p.kind).toBe('dms');
    expect(p.first).toBeCloseTo(37.5665, 6);
    expect(p.second).toBeCloseTo(126.978, 6);
    expect(p).toMatchObject({ order: 'latlon', orderBasis: 'label', label: '' });
  });

  it.each([
    [`37°33'59.4"N 126°58'40.8"E`],
    ['37°33′59.4″N 126°58′40.8″E'],
    ['37°33’59.4”N 126°58’40.8”E'],
    [`37° 33' 59.4" N, 126° 58' 40.8" E`],
    [`37°33'59.4''N 126°58'40.8''E`],
    ['37 33 59.4 N 126 58 40.8 E'],
    ['N 37 33 59.4 E 126 58 40.8'],
    [`37°33.99'N 126°58.68'E`],
    ['북위 37도 33분 59.4초 동경 126도 58분 40.8초'],
    ['북위37도33분59.4초, 동경126도58분40.8초'],
    ['N 37도 33분 59.4초 E 126도 58분 40.8초'],
    [`37°33'59.4" 126°58'40.8"`],
  ])('reads %j', (text) => {
    const p = parsed(text);
    expect(p.kind).toBe('dms');
    expectPoint(p, LAT, LON);
  });

  it('puts lon first when the hemispheres say so', () => {
    const p = parsed(`126°58'40.8"E 37°33'59.4"N`);
    expect(p).toMatchObject({ kind: 'dms', order: 'lonlat', orderBasis: 'label' });
    expectPoint(p, LAT, LON);
  });

  it('signs by hemisphere: 남위, 서경, S, W and a written minus', () => {
    const korean = parsed('남위 33도 52분 서경 151도 12분');
    expectPoint(korean, -(33 + 52 / 60), -(151 + 12 / 60));
    expectPoint(parsed(`33°52'S 151°12'W`), -(33 + 52 / 60), -(151 + 12 / 60));
    expect(parsed(`-37°30', 127°`).first).toBeCloseTo(-37.5, 9);
  });

  it('reads degrees with a mark but no minutes as degrees', () => {
    const p = parsed('37.5665° N, 126.978° E');
    expect(p.kind).toBe('degrees');
    expect(p.point).toEqual({ lat: LAT, lon: LON });
  });

  it.each([
    [`37°75'00"N 126°58'E`],
    [`37°33'60"N 126°58'E`],
    ['북위 37도 60분 동경 126도 58분'],
    ['37 75 00 N 126 58 00 E'],
    [`37.5°30'N 126°58'E`],
    [`37°33'N 126°-58'E`],
    [`33' 126°`],
    [`200°10'N 126°58'E`],
  ])('refuses %j as badDms', (text) => {
    expect(errorOf(text)).toBe('badDms');
  });

  it('does not take CSV quotes for minute and second marks', () => {
    const p = parsed('"서울시청","37.5665","126.978"');
    expect(p).toMatchObject({ kind: 'degrees', first: LAT, second: LON, label: '서울시청' });
  });
});
