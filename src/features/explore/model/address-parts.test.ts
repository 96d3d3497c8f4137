import { describe, expect, it } from 'vitest';
import { hasLotNumber, readAddressCard, splitFullAddress } from './address-parts';

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

describe('the card: one plot, a neighbour apart', () => {
  const station = { city_do: '서울특별시', gu_gun: '강남구', roadName: '강남대로', buildingIndex: '363', mappingDistance: 49.07 };

  it('shows the road-name address of the building on the lot beside its lot', () => {
    const card = readAddressCard('A10', { ...station, fullAddress: '서울특별시 강남구 역삼1동,서울특별시 강남구 역삼동 2393-1,서울특별시 강남구 강남대로 363' });
    expect(card).toEqual({ admin: '서울특별시 강남구 역삼1동', lot: '서울특별시 강남구 역삼동 2393-1', road: '서울특별시 강남구 강남대로 363', noLot: false });
  });

  it('names a building off the lot as a neighbour, never as the lot’s road-name address', () => {
    const a10 = readAddressCard('A10', { ...station, buildingName: '태평빌딩', fullAddress: '서울특별시 강남구 역삼1동,서울특별시 강남구 역삼동 2237-4' });
    expect(a10.road).toBeUndefined();
    expect(a10.lot).toBe('서울특별시 강남구 역삼동 2237-4');
    expect(a10.neighbour).toEqual({ address: '서울특별시 강남구 강남대로 363 "태평빌딩"', distanceM: 49.07 });
    // A03/A04 fall back to the lot form: a lot, not a road-name address.
    for (const type of ['A03', 'A04']) {
      const card = readAddressCard(type, { ...station, fullAddress: '서울특별시 강남구 역삼동 2237-4' });
      expect(card.road).toBeUndefined();
      expect(card.lot).toBe('서울특별시 강남구 역삼동 2237-4');
      expect(card.neighbour?.address).toBe('서울특별시 강남구 강남대로 363');
    }
    expect(readAddressCard('A04', { ...station, fullAddress: '서울특별시 강남구 강남대로 363' })).toEqual({ road: '서울특별시 강남구 강남대로 363', noLot: false });
    expect(readAddressCard('A03', { ...station, fullAddress: '서울특별시 강남구 강남대로' })).toEqual({ road: '서울특별시 강남구 강남대로', noLot: false });
    // A dong named like the road is not the road: 종로1가 (lot form) for 종로 33.
    expect(readAddressCard('A04', { roadName: '종로', buildingIndex: '33', fullAddress: '서울특별시 종로구 종로1가 33' })).toMatchObject({ lot: '서울특별시 종로구 종로1가 33' });
  });

  it('shows no lot line where the answer names no lot, with or without the trailing comma of old answers', () => {
    for (const fullAddress of ['부산광역시 연제구 연산5동,부산광역시 연제구', '부산광역시 연제구 연산5동,부산광역시 연제구,']) {
      const card = readAddressCard('A10', { city_do: '부산광역시', gu_gun: '연제구', fullAddress });
      expect(card).toEqual({ admin: '부산광역시 연제구 연산5동', noLot: true });
    }
    expect(readAddressCard('A02', { fullAddress: '서울특별시 영등포구' })).toEqual({ admin: '서울특별시 영등포구', noLot: true });
    expect(readAddressCard('A01', { fullAddress: '서울특별시 중구 명동' })).toEqual({ admin: '서울특별시 중구 명동', noLot: false });
    expect(hasLotNumber('울산광역시 울주군 범서읍 구영리 산5')).toBe(true);
    expect(hasLotNumber('서울특별시 종로구 종로1가')).toBe(false);
  });
});
