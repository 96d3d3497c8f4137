import { describe, expect, it } from 'vitest';
import { splitFullAddress } from './address-parts';

describe('fullAddress parts', () => {
  it('splits A10 into admin, lot and road, keeping commas inside building names', () => {
    // The real capture quoted in the evidence notes.
    const real = '서울특별시 노원구 중계본동,서울특별시 노원구 중계동 363-8,서울특별시 노원구 한글비석로8길 20 "대림,벽산아파트"';
    expect(splitFullAddress('A10', real)).toEqual({
      admin: '서울특별시 노원구 중계본동',
      lot: '서울특별시 노원구 중계동 363-8',
      road: '서울특별시 노원구 한글비석로8길 20 "대림,벽산아파트"',
    });
  });

  it('splits A00 into admin and lot', () => {
    expect(splitFullAddress('A00', '서울특별시 강서구 화곡3동,서울특별시 강서구 화곡동 1019-1')).toEqual({
      admin: '서울특별시 강서구 화곡3동',
      lot: '서울특별시 강서구 화곡동 1019-1',
    });
  });

  it('handles the single-part types and empty parts', () => {
    expect(splitFullAddress('A01', '서울특별시 중구 명동')).toEqual({ admin: '서울특별시 중구 명동' });
    expect(splitFullAddress('A02', '서울특별시 중구 태평로1가 31')).toEqual({ lot: '서울특별시 중구 태평로1가 31' });
    expect(splitFullAddress('A04', '서울특별시 중구 세종대로 110')).toEqual({ road: '서울특별시 중구 세종대로 110' });
    expect(splitFullAddress('A10', '서울특별시 중구 명동,서울특별시 중구 태평로1가 76-6,')).toEqual({
      admin: '서울특별시 중구 명동',
      lot: '서울특별시 중구 태평로1가 76-6',
      road: undefined,
    });
    expect(splitFullAddress('A10', '')).toEqual({});
  });
});
