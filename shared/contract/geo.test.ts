import { describe, expect, it } from 'vitest';
import {
  convertAddressParamsSchema,
  convertAddressResponseSchema,
  coordConvertParamsSchema,
  coordConvertResponseSchema,
  fullAddrGeoParamsSchema,
  fullAddrGeoResponseSchema,
  geocodingParamsSchema,
  geocodingResponseSchema,
  postcodeParamsSchema,
  postcodeResponseSchema,
  reverseGeocodingParamsSchema,
  reverseGeocodingResponseSchema,
  reverseLabelParamsSchema,
  reverseLabelResponseSchema,
} from './geo';

// ------------------------------------------------------------------------------------------------
// reversegeocoding

describe('reverseGeocoding response', () => {
  it('parses a body with the fields of the real A10 capture (all strings)', () => {
    // Field set and the fullAddress / mappingDistance / roadCode values of a captured A10 answer;
    // the other values are illustrative. addressKey and roadAddressKey were absent there.
    const body = {
      addressInfo: {
        fullAddress:
          '서울특별시 노원구 중계본동,서울특별시 노원구 중계동 363-8,서울특별시 노원구 한글비석로8길 20 "대림,벽산아파트"',
        addressType: 'A10',
        city_do: '서울특별시',
        gu_gun: '노원구',
        eup_myun: '',
        adminDong: '중계본동',
        adminDongCode: '1135056000',
        legalDong: '중계동',
        legalDongCode: '1135010600',
        ri: '',
        bunji: '363-8',
        roadName: '한글비석로8길',
        buildingIndex: '20',
        buildingName: '대림,벽산아파트',
        mappingDistance: '148.192442',
        roadCode: '113504130431',
      },
    };
    const parsed = reverseGeocodingResponseSchema.parse(body);
    expect(parsed.addressInfo?.mappingDistance).toBe(148.192442);
    expect(parsed.addressInfo?.roadCode).toBe('113504130431');
    expect(parsed.addressInfo?.fullAddress?.split(',')).toHaveLength(4);
    expect(parsed.addressInfo?.addressKey).toBeUndefined();
  });

  it('parses the documented sample with keys and the coordinate nodes', () => {
    const body = {
      addressInfo: {
        fullAddress: '서울특별시 강서구 화곡3동,서울특별시 강서구 화곡동 1019-1',
        addressKey: '3004545827',
        roadAddressKey: '4001807949',
        addressType: 'A00',
        city_do: '서울특별시',
        gu_gun: '강서구',
        adminDong: '화곡3동',
        adminDongCode: '1150056000',
        legalDong: '화곡동',
        bunji: '1019-1',
        adminDongCoord: { lat: '37.5413', lon: '126.8471', latEntr: '', lonEntr: '' },
        legalDongCoord: { lat: '37.5407', lon: '126.8446', latEntr: '0', lonEntr: '0' },
        roadCoord: { lat: '37.541', lon: '126.845', latEntr: '37.5412', lonEntr: '126.8452' },
        newFieldFromService: 'kept',
      },
    };
    const parsed = reverseGeocodingResponseSchema.parse(body);
    expect(parsed.addressInfo?.adminDongCoord?.lat).toBe(37.5413);
    expect(parsed.addressInfo?.adminDongCoord?.latEntr).toBeUndefined();
    expect(parsed.addressInfo?.roadCoord?.lonEntr).toBe(126.8452);
    expect(parsed.addressInfo?.newFieldFromService).toBe('kept');
  });

  it('accepts an empty body (addressInfo is optional) and flags a non-numeric distance', () => {
    expect(reverseGeocodingResponseSchema.parse({})).toEqual({});
    expect(
      reverseGeocodingResponseSchema.safeParse({ addressInfo: { mappingDistance: 'far' } }).success,
    ).toBe(false);
  });
});

describe('reverseGeocoding params', () => {
  it('accepts the documented and the captured requests as query strings', () => {
    expect(
      reverseGeocodingParamsSchema.parse({
        version: '1',
        lat: '37.5657',
        lon: '126.9769',
        coordType: 'WGS84GEO',
        addressType: 'A02',
        appKey: '<API_KEY>',
        newAddressExtend: 'Y',
      }),
    ).toEqual({ lat: 37.5657, lon: 126.9769, coordType: 'WGS84GEO', addressType: 'A02', newAddressExtend: 'Y' });
    expect(reverseGeocodingParamsSchema.parse({ lat: '37.65', lon: '127.07', addressType: 'A10' }).addressType).toBe(
      'A10',
    );
  });

  it('rejects missing lat/lon, a bad coordType or addressType, and out-of-range degrees', () => {
    expect(reverseGeocodingParamsSchema.safeParse({ lon: '126.9' }).success).toBe(false);
    expect(reverseGeocodingParamsSchema.safeParse({ lat: '', lon: '126.9' }).success).toBe(false);
    expect(reverseGeocodingParamsSchema.safeParse({ lat: '37.5', lon: '126.9', coordType: 'WGS84' }).success).toBe(false);
    expect(reverseGeocodingParamsSchema.safeParse({ lat: '37.5', lon: '126.9', addressType: 'A05' }).success).toBe(false);
    expect(reverseGeocodingParamsSchema.safeParse({ lat: '137.5', lon: '126.9' }).success).toBe(false);
    expect(reverseGeocodingParamsSchema.safeParse({ lat: '37.5', lon: 'east' }).success).toBe(false);
  });

  it('does not range-check projected coordinates', () => {
    expect(
      reverseGeocodingParamsSchema.safeParse({ lat: '552074.351684', lon: '309911.6786', coordType: 'KATECH' }).success,
    ).toBe(true);
  });
});

// ------------------------------------------------------------------------------------------------
// geocoding

describe('geocoding', () => {
  it('parses the single coordinateInfo object', () => {
    const body = {
      coordinateInfo: {
        coordType: 'WGS84GEO',
        addressFlag: 'F01',
        matchFlag: 'M11',
        lat: '37.566573',
        lon: '126.978205',
        city_do: '서울',
        gu_gun: '중구',
      },
    };
    const parsed = geocodingResponseSchema.parse(body);
    expect(parsed.coordinateInfo?.lat).toBe(37.566573);
    expect(parsed.coordinateInfo?.lon).toBe(126.978205);
  });

  it('keeps the misspelled "Buildng" names and code values outside the tables', () => {
    const body = {
      coordinateInfo: {
        coordType: 'C01',
        matchFlag: 'M01',
        newMatchFlag: 'NM01',
        newLat: '37.5662',
        newLon: '126.9784',
        newRoadName: '세종대로',
        newBuildngIndex: '110',
        newBuildngName: '서울특별시청',
        newBuildngCateName: '',
        remainder: '',
      },
    };
    const parsed = geocodingResponseSchema.parse(body);
    expect(parsed.coordinateInfo?.newBuildngIndex).toBe('110');
    expect(parsed.coordinateInfo?.newBuildngName).toBe('서울특별시청');
    expect(parsed.coordinateInfo?.newLat).toBe(37.5662);
    expect(parsed.coordinateInfo?.coordType).toBe('C01');
  });

  it('checks its params', () => {
    const request = {
      coordType: 'WGS84GEO',
      city_do: '수원시',
      gu_gun: '영통구',
      dong: '망포동',
      bunji: '',
      detailAddress: '마젤란아파트 1102동 1004호',
      addressFlag: 'F01',
    };
    expect(geocodingParamsSchema.parse(request).bunji).toBeUndefined();
    expect(geocodingParamsSchema.parse({ city_do: '서울', gu_gun: '중구', dong: '동헌로 305', addressFlag: 'F02' }).dong).toBe(
      '동헌로 305',
    );
    expect(geocodingParamsSchema.safeParse({ city_do: '서울', gu_gun: '중구' }).success).toBe(false);
    expect(geocodingParamsSchema.safeParse({ ...request, addressFlag: 'F03' }).success).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------------
// fullAddrGeo

describe('fullAddrGeo', () => {
  it('parses the item shape with empty strings for the unused half', () => {
    const body = {
      coordinateInfo: {
        coordType: 'WGS84GEO',
        addressFlag: 'F00',
        page: '1',
        count: '20',
        totalCount: '2',
        coordinate: [
          {
            matchFlag: 'M11',
            lat: '37.497256',
            lon: '127.026963',
            latEntr: '37.497303',
            lonEntr: '127.026889',
            city_do: '서울특별시',
            gu_gun: '서초구',
            eup_myun: '',
            legalDong: '서초동',
            legalDongCode: '1165010800',
            adminDong: '서초4동',
            adminDongCode: '1165065000',
            ri: '',
            bunji: '1318-2',
            buildingName: '',
            buildingDong: '',
            newMatchFlag: '',
            newLat: '',
            newLon: '',
            newLatEntr: '',
            newLonEntr: '',
            newRoadName: '',
            newBuildingIndex: '',
            newBuildingName: '',
            newBuildingCateName: '',
            newBuildingDong: '',
            zipcode: '',
          },
          {
            matchFlag: '',
            lat: '',
            lon: '',
            latEntr: '',
            lonEntr: '',
            city_do: '서울특별시',
            gu_gun: '서초구',
            eup_myun: '',
            legalDong: '서초동',
            legalDongCode: '1165010800',
            adminDong: '',
            adminDongCode: '',
            ri: '',
            bunji: '',
            buildingName: '',
            buildingDong: '',
            newMatchFlag: 'N51',
            newLat: '37.497301',
            newLon: '127.027002',
            newLatEntr: '37.497199',
            newLonEntr: '127.027101',
            newRoadName: '강남대로',
            newBuildingIndex: '396',
            newBuildingName: '',
            newBuildingCateName: '',
            newBuildingDong: '',
            zipcode: '06232',
            remainder: '',
          },
        ],
      },
    };
    const parsed = fullAddrGeoResponseSchema.parse(body);
    const info = parsed.coordinateInfo;
    expect(info?.page).toBe(1);
    expect(info?.count).toBe(20);
    expect(info?.totalCount).toBe(2);
    const [lot, road] = info?.coordinate ?? [];
    expect(lot?.lat).toBe(37.497256);
    expect(lot?.newLat).toBeUndefined();
    expect(road?.lat).toBeUndefined();
    expect(road?.newLon).toBe(127.027002);
    expect(road?.zipcode).toBe('06232');
  });

  it('takes a single coordinate object (as decoded from XML) as a one-item list', () => {
    const body = {
      coordinateInfo: { page: '1', count: '20', totalCount: '1', coordinate: { matchFlag: 'M31', lat: '37.5', lon: '127.0' } },
    };
    expect(fullAddrGeoResponseSchema.parse(body).coordinateInfo?.coordinate).toHaveLength(1);
  });

  it('flags the hand-written empty fixture, which lacks the required paging fields', () => {
    const result = fullAddrGeoResponseSchema.safeParse({ coordinateInfo: { coordinate: [] } });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['coordinateInfo.count', 'coordinateInfo.page', 'coordinateInfo.totalCount']);
  });

  it('checks its params: fullAddr required, count at most 150', () => {
    expect(
      fullAddrGeoParamsSchema.parse({
        addressFlag: 'F00',
        coordType: 'WGS84GEO',
        version: '1',
        fullAddr: '서울시 마포구 와우산로 29가길 69',
        page: '1',
        count: '20',
      }),
    ).toEqual({ addressFlag: 'F00', coordType: 'WGS84GEO', fullAddr: '서울시 마포구 와우산로 29가길 69', page: 1, count: 20 });
    expect(fullAddrGeoParamsSchema.safeParse({ fullAddr: '강남대로 396', count: '150' }).success).toBe(true);
    expect(fullAddrGeoParamsSchema.safeParse({ fullAddr: '강남대로 396', count: '151' }).success).toBe(false);
    expect(fullAddrGeoParamsSchema.safeParse({ fullAddr: '강남대로 396', count: '0' }).success).toBe(false);
    expect(fullAddrGeoParamsSchema.safeParse({ fullAddr: '강남대로 396', page: '1.5' }).success).toBe(false);
    expect(fullAddrGeoParamsSchema.safeParse({ fullAddr: '강남대로 396', coordType: 'KATEC' }).success).toBe(false);
    expect(fullAddrGeoParamsSchema.safeParse({ count: '20' }).success).toBe(false);
    expect(fullAddrGeoParamsSchema.safeParse({ fullAddr: '   ' }).success).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------------
// coordconvert

describe('coordConvert', () => {
  it('parses the string coordinate of the WGS84 to KATECH answer', () => {
    const parsed = coordConvertResponseSchema.parse({ coordinate: { lat: '552074.351684', lon: '309911.6786' } });
    expect(parsed.coordinate).toEqual({ lat: 552074.351684, lon: 309911.6786 });
  });

  it('requires both values', () => {
    expect(coordConvertResponseSchema.safeParse({ coordinate: { lat: '1' } }).success).toBe(false);
    expect(coordConvertResponseSchema.safeParse({}).success).toBe(false);
  });

  it('checks its params', () => {
    expect(
      coordConvertParamsSchema.parse({ lat: '37.5665', lon: '126.9780', fromCoord: 'WGS84GEO', toCoord: 'KATECH' }),
    ).toEqual({ lat: 37.5665, lon: 126.978, fromCoord: 'WGS84GEO', toCoord: 'KATECH' });
    expect(coordConvertParamsSchema.safeParse({ lat: '552074.35', lon: '309911.67', fromCoord: 'KATECH' }).success).toBe(
      true,
    );
    expect(coordConvertParamsSchema.safeParse({ lat: '37.5', lon: '127', toCoord: 'TM128' }).success).toBe(false);
    expect(coordConvertParamsSchema.safeParse({ lat: '37.5' }).success).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------------
// convertAddress

describe('convertAddress', () => {
  it('parses the ConvertAdd excerpt (capital C)', () => {
    const body = {
      ConvertAdd: {
        resCount: '1',
        resMulti: 'S',
        reqAddress: 'N',
        upperDistName: '서울',
        middleDistName: '중구',
        legalLowerDistName: '태평로1가',
        adminDistName: '태평로1가',
      },
    };
    const parsed = convertAddressResponseSchema.parse(body);
    expect(parsed.ConvertAdd.resCount).toBe(1);
    expect(parsed.ConvertAdd.legalLowerDistName).toBe('태평로1가');
  });

  it('parses a full NtoO/OtoN answer with the newAddressList wrapper', () => {
    const body = {
      ConvertAdd: {
        resCount: '1',
        resMulti: 'S',
        reqAddress: 'O',
        upperDistCode: '11',
        upperDistName: '서울',
        middleDistCode: '140',
        middleDistName: '중구',
        legalLowerDistCode: '10300',
        legalLowerDistName: '태평로1가',
        legalDetailCode: '',
        legalDetailName: '',
        adminLowerDistCode: '1114055000',
        adminDistName: '소공동',
        primary: '31',
        secondary: '0',
        mlClass: '1',
        oldLat: '37.5663',
        oldLon: '126.9779',
        newAddressList: {
          newAddress: [
            { newLat: '37.5662', newLon: '126.9784', roadName: '세종대로', bldNo1: '110', bldNo2: '0', roadId: '111402005001' },
          ],
        },
      },
    };
    const parsed = convertAddressResponseSchema.parse(body);
    expect(parsed.ConvertAdd.oldLat).toBe(37.5663);
    expect(parsed.ConvertAdd.newAddressList?.newAddress?.[0]?.roadName).toBe('세종대로');
    expect(parsed.ConvertAdd.newAddressList?.newAddress?.[0]?.newLon).toBe(126.9784);
  });

  it('rejects the lower-case key and a missing resCount', () => {
    expect(convertAddressResponseSchema.safeParse({ convertAdd: { resCount: '1' } }).success).toBe(false);
    expect(convertAddressResponseSchema.safeParse({ ConvertAdd: { resMulti: 'S' } }).success).toBe(false);
  });

  it('checks its params', () => {
    expect(convertAddressParamsSchema.parse({ searchTypCd: 'NtoO', reqAdd: '세종대로 110', reqMulti: 'S' })).toEqual({
      searchTypCd: 'NtoO',
      reqAdd: '세종대로 110',
      reqMulti: 'S',
    });
    expect(convertAddressParamsSchema.safeParse({ searchTypCd: 'NTOO', reqAdd: 'x' }).success).toBe(false);
    expect(convertAddressParamsSchema.safeParse({ searchTypCd: 'OtoN' }).success).toBe(false);
    expect(convertAddressParamsSchema.safeParse({ searchTypCd: 'OtoN', reqAdd: 'x', reqMulti: 'A' }).success).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------------
// postcode

describe('postcode', () => {
  it('parses a result page with string coordinates and a zipcode', () => {
    const body = {
      coordinateInfo: {
        coordType: 'WGS84GEO',
        addressFlag: 'F00',
        page: '1',
        count: '5',
        totalCount: '1',
        coordinate: [
          {
            lat: '37.566295',
            lon: '126.977945',
            latEntr: '37.566181',
            lonEntr: '126.977673',
            city_do: '서울특별시',
            gu_gun: '중구',
            eup_myun: '',
            legalDong: '태평로1가',
            adminDong: '',
            ri: '',
            bunji: '31',
            buildingName: '서울특별시청',
            buildingDong: '',
            newRoadName: '세종대로',
            newBuildingIndex: '110',
            zipcode: '04524',
          },
        ],
      },
    };
    const item = postcodeResponseSchema.parse(body).coordinateInfo?.coordinate?.[0];
    expect(item?.lat).toBe(37.566295);
    expect(item?.zipcode).toBe('04524');
  });

  it('requires the coordinate keys of an item', () => {
    const body = { coordinateInfo: { page: '1', count: '5', totalCount: '1', coordinate: [{ lat: '37.5', lon: '127' }] } };
    expect(postcodeResponseSchema.safeParse(body).success).toBe(false);
  });

  it('checks its params', () => {
    expect(
      postcodeParamsSchema.parse({ coordType: 'WGS84GEO', addressFlag: 'F00', format: 'json', page: '1', count: '5', addr: '세종대로 110' }),
    ).toEqual({ coordType: 'WGS84GEO', addressFlag: 'F00', page: 1, count: 5, addr: '세종대로 110' });
    expect(postcodeParamsSchema.safeParse({ fullAddr: '세종대로 110' }).success).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------------
// reverseLabel

describe('reverseLabel', () => {
  it('parses poiInfo with numeric poiLat/poiLon', () => {
    const body = { poiInfo: { id: '40189', name: '서울특별시청', poiLat: 37.56670018296471, poiLon: 126.97840390417564 } };
    const parsed = reverseLabelResponseSchema.parse(body);
    expect(parsed.poiInfo.poiLat).toBe(37.56670018296471);
    expect(parsed.poiInfo.id).toBe('40189');
  });

  it('parses poiInfo with string poiLat/poiLon and no name', () => {
    const parsed = reverseLabelResponseSchema.parse({ poiInfo: { id: '40189', poiLat: '37.5667', poiLon: '126.9784' } });
    expect(parsed.poiInfo.poiLon).toBe(126.9784);
    expect(parsed.poiInfo.name).toBeUndefined();
  });

  it('requires id, poiLat and poiLon', () => {
    expect(reverseLabelResponseSchema.safeParse({ poiInfo: { name: '서울특별시청', poiLat: 37.5, poiLon: 127 } }).success).toBe(
      false,
    );
  });

  it('checks its params: centerLat/centerLon, reqLevel 15-19', () => {
    const request = {
      version: '1',
      format: 'json',
      callback: 'result',
      centerLat: '37.5667',
      centerLon: '126.9784',
      reqCoordType: 'WGS84GEO',
      resCoordType: 'WGS84GEO',
      reqLevel: '15',
    };
    expect(reverseLabelParamsSchema.parse(request)).toEqual({
      centerLat: 37.5667,
      centerLon: 126.9784,
      reqCoordType: 'WGS84GEO',
      resCoordType: 'WGS84GEO',
      reqLevel: 15,
    });
    expect(reverseLabelParamsSchema.safeParse({ ...request, reqLevel: '19' }).success).toBe(true);
    expect(reverseLabelParamsSchema.safeParse({ ...request, reqLevel: '14' }).success).toBe(false);
    expect(reverseLabelParamsSchema.safeParse({ ...request, reqLevel: '20' }).success).toBe(false);
    expect(reverseLabelParamsSchema.safeParse({ lat: '37.5', lon: '127' }).success).toBe(false);
  });
});
