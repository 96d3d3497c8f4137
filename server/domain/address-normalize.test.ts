import { describe, expect, it } from 'vitest';
import { canonicalCity, normaliseNumbers, parseAddress } from './address-normalize';

describe('canonicalCity', () => {
  it('maps short forms to the canonical 시도 name', () => {
    for (const form of ['서울', '서울시', '서울특별시', ' 서울 특별시 ']) expect(canonicalCity(form)).toBe('서울특별시');
    expect(canonicalCity('부산')).toBe('부산광역시');
    expect(canonicalCity('경기')).toBe('경기도');
    expect(canonicalCity('제주도')).toBe('제주특별자치도');
    expect(canonicalCity('중구')).toBeUndefined();
  });

  it('maps the old and short names of the renamed provinces to their new names', () => {
    for (const form of ['강원', '강원도', '강원특별자치도', '강원 특별자치도']) expect(canonicalCity(form), form).toBe('강원특별자치도');
    for (const form of ['전북', '전라북도', '전북특별자치도', '전북 특별자치도']) expect(canonicalCity(form), form).toBe('전북특별자치도');
  });
});

describe('normaliseNumbers', () => {
  it('unifies lot-number forms', () => {
    expect(normaliseNumbers('12번지 3호')).toBe('12-3');
    expect(normaliseNumbers('12번지의3')).toBe('12-3');
    expect(normaliseNumbers('12의 3')).toBe('12-3');
    expect(normaliseNumbers('12 - 3')).toBe('12-3');
    expect(normaliseNumbers('12번지')).toBe('12');
    expect(normaliseNumbers('산 12-3')).toBe('산12-3');
    expect(normaliseNumbers('테헤란로8번길')).toBe('테헤란로8길');
  });
});

describe('parseAddress', () => {
  it('reads a road-name address in its standard form', () => {
    expect(parseAddress('서울특별시 중구 세종대로 110')).toEqual({
      city: '서울특별시', cityText: '서울특별시', district: '중구', road: { name: '세종대로', main: 110, sub: 0 }, remainder: '',
    });
  });

  it('reads road names with odd spacing and glued numbers', () => {
    for (const text of ['서울 중구 세종 대로110', '서울시 중구 세종대로110', '서울  중구   세종대로   110', '서울 중구 세종대로 110번']) {
      expect(parseAddress(text).road).toEqual({ name: '세종대로', main: 110, sub: 0 });
    }
    expect(parseAddress('테헤란로 152').road).toEqual({ name: '테헤란로', main: 152, sub: 0 });
    expect(parseAddress('인사동길 12-1').road).toEqual({ name: '인사동길', main: 12, sub: 1 });
    expect(parseAddress('종로1길 5').road).toEqual({ name: '종로1길', main: 5, sub: 0 });
    expect(parseAddress('테헤란로8길 5').road).toEqual({ name: '테헤란로8길', main: 5, sub: 0 });
    expect(parseAddress('테헤란로 8길 5').road).toEqual({ name: '테헤란로8길', main: 5, sub: 0 });
    expect(parseAddress('테헤란로8번길 5').road).toEqual({ name: '테헤란로8길', main: 5, sub: 0 });
    expect(parseAddress('테헤란로8길5').road).toEqual({ name: '테헤란로8길', main: 5, sub: 0 });
  });

  it('reads lot-number addresses in their written forms', () => {
    const lot = { mountain: false, main: 12, sub: 3 };
    for (const text of ['서울 중구 태평로1가 12-3', '중구 태평로1가 12번지 3호', '태평로1가 12의3', '태평로 1가 12 - 3', '태평로1가 12번지의 3']) {
      const parsed = parseAddress(text);
      expect(parsed.dong, text).toBe('태평로1가');
      expect(parsed.lot, text).toEqual(lot);
    }
    expect(parseAddress('중구 태평로1가 31번지').lot).toEqual({ mountain: false, main: 31, sub: 0 });
    expect(parseAddress('종로구 평창동 산 12-3').lot).toEqual({ mountain: true, main: 12, sub: 3 });
    expect(parseAddress('강남구 역삼1동').dong).toBe('역삼1동');
  });

  it('reads a 읍·면 before a road or a 리, the 리 as the dong', () => {
    expect(parseAddress('강원도 평창군 미탄면 청옥산1길 3-9')).toEqual({
      city: '강원특별자치도', cityText: '강원도', district: '평창군', eupMyun: '미탄면', road: { name: '청옥산1길', main: 3, sub: 9 }, remainder: '',
    });
    expect(parseAddress('전라남도 해남군 해남읍 녹우당길 135')).toMatchObject({ eupMyun: '해남읍', road: { name: '녹우당길', main: 135, sub: 0 }, remainder: '' });
    expect(parseAddress('강원도 평창군 미탄면 창리 123-4')).toEqual({
      city: '강원특별자치도', cityText: '강원도', district: '평창군', eupMyun: '미탄면', dong: '창리', lot: { mountain: false, main: 123, sub: 4 }, remainder: '',
    });
    expect(parseAddress('울산 울주군 범서읍 구영리 산5')).toMatchObject({ eupMyun: '범서읍', dong: '구영리', lot: { mountain: true, main: 5, sub: 0 } });
    expect(parseAddress('경상남도 창원시 마산합포구 진동면 진동리 872')).toMatchObject({ district: '창원시 마산합포구', eupMyun: '진동면', dong: '진동리', lot: { main: 872 } });
    // A 읍·면 alone, and a 리 without its 읍·면.
    expect(parseAddress('평창군 미탄면')).toEqual({ district: '평창군', eupMyun: '미탄면', remainder: '' });
    expect(parseAddress('평창군 창리 617')).toMatchObject({ district: '평창군', dong: '창리', lot: { main: 617 } });
  });

  it('reads a 시 with its 구 written with or without the space', () => {
    for (const text of ['경기도 성남시 중원구 광명로 1', '경기도 성남시중원구 광명로 1']) {
      expect(parseAddress(text), text).toMatchObject({ city: '경기도', road: { name: '광명로', main: 1 }, remainder: '' });
    }
    expect(parseAddress('성남시 중원구 광명로 1').district).toBe('성남시 중원구');
    expect(parseAddress('성남시중원구 광명로 1').district).toBe('성남시중원구');
  });

  it('reads building names with or without spaces, and building dongs', () => {
    expect(parseAddress('코엑스')).toEqual({ buildingName: '코엑스', remainder: '' });
    expect(parseAddress('서울특별시청').buildingName).toBe('서울특별시청');
    expect(parseAddress('서울 특별시청')).toMatchObject({ city: '서울특별시', cityText: '서울', buildingName: '특별시청' });
    expect(parseAddress('롯데백화점 본점').buildingName).toBe('롯데백화점본점');
    expect(parseAddress('중구 태평로1가 금강오피스텔 102동')).toMatchObject({ dong: '태평로1가', buildingName: '금강오피스텔', buildingDong: '102동' });
  });

  it('keeps parenthesised extras and unused parts as the remainder', () => {
    expect(parseAddress('서울특별시 중구 세종대로 110 (태평로1가)')).toMatchObject({ road: { name: '세종대로', main: 110 }, remainder: '(태평로1가)' });
    expect(parseAddress('수원시 영통구 망포동 12 마젤란아파트 1102동 1004호')).toMatchObject({
      district: '수원시 영통구', dong: '망포동', lot: { main: 12 }, buildingName: '마젤란아파트', buildingDong: '1102동', remainder: '1004호',
    });
    expect(parseAddress('세종대로 110 12').remainder).toBe('12');
  });
});
