import { describe, expect, it } from 'vitest';
import { isStandardHeader, parseStandardLotAddress, parseStandardRoadAddress, parseStandardRow } from './standard-address-csv';

describe('standard-data road-name address', () => {
  it.each([
    ['서울특별시 강동구 강동대로53길 76', { sido: '서울특별시', sgg: '강동구', eupMyeon: '', road: '강동대로53길', main: 76, sub: 0, dong: '' }],
    ['강원도 평창군 평창읍 평창중앙로 67', { sido: '강원특별자치도', sgg: '평창군', eupMyeon: '평창읍', road: '평창중앙로', main: 67 }],
    ['전라북도 군산시 세풍길 21(구암동)', { sido: '전북특별자치도', sgg: '군산시', road: '세풍길', main: 21, dong: '구암동' }],
    ['울산 남구 은월로 74-21', { sido: '울산광역시', sgg: '남구', road: '은월로', main: 74, sub: 21 }],
    ['경상남도 창원시 마산회원구 팔용로 128', { sgg: '창원시 마산회원구', road: '팔용로', main: 128 }],
    ['경상남도 창원시 성산구 공단로 474번길 160', { sgg: '창원시 성산구', road: '공단로474번길', main: 160 }],
    ['광주광역시 서구 내방로338번길11', { sido: '광주광역시', road: '내방로338번길', main: 11 }],
    ['세종특별자치시 호려울로42', { sido: '세종특별자치시', sgg: '', road: '호려울로', main: 42 }],
    ['세종특별자치시 조치원읍 대첩로 76', { sgg: '', eupMyeon: '조치원읍', road: '대첩로', main: 76 }],
    ['경기도 군포시 산본천로 111 (산본동)', { sgg: '군포시', road: '산본천로', main: 111, dong: '산본동' }],
    ['서울특별시 양천구 목동중앙남로16나길 55 (목동, 현대아파트)', { road: '목동중앙남로16나길', main: 55, dong: '목동' }],
    ['광주광역시 서구 풍암1로 27 풍암동주민센터', { road: '풍암1로', main: 27 }],
    ['서울특별시 중구 세종대로 지하 2', { road: '세종대로', underground: true, main: 2 }],
  ])('%s', (text, expected) => {
    const parsed = parseStandardRoadAddress(text);
    expect(parsed).toMatchObject({ ok: true, value: expected });
  });

  it.each([
    ['울산광역시 남구 옥동 852', /no road name.*'옥동'.*reads as a lot address/],
    ['남구 은월로 74', /does not start with a 시·도 \('남구'\)/],
    ['경기도 은월로 74', /no 시·군·구 after '경기도'/],
    ['서울특별시 강동구 강동대로53길', /no building number after the road name '강동대로53길'/],
    ['', /is empty/],
  ])('reports %s', (text, reason) => {
    const parsed = parseStandardRoadAddress(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});

describe('standard-data lot address', () => {
  it.each([
    ['강원도 평창군 평창읍 하리 113-1', { sido: '강원특별자치도', sgg: '평창군', emd: '평창읍', ri: '하리', mountain: false, main: 113, sub: 1 }],
    ['경상남도 창원시 마산합포구 진동면 인곡리 산198', { emd: '진동면', ri: '인곡리', mountain: true, main: 198 }],
    ['경기도 안성시 일죽면 송천리 산 35-10', { ri: '송천리', mountain: true, main: 35, sub: 10 }],
    ['경상남도 통영시 도산면 원산리933', { emd: '도산면', ri: '원산리', main: 933 }],
    ['대구광역시 서구 원대동1가 633', { emd: '원대동1가', ri: '', main: 633 }],
    ['세종특별자치시 반곡동 45-8', { sgg: '', emd: '반곡동', main: 45, sub: 8 }],
    ['충청남도 예산군 대술면 농리 267-1,514', { ri: '농리', main: 267, sub: 1 }],
    ['전라남도 강진군 남성리 23-2', { emd: '', ri: '남성리', main: 23, sub: 2 }],
  ])('%s', (text, expected) => {
    expect(parseStandardLotAddress(text)).toMatchObject({ ok: true, value: expected });
  });

  it.each([
    ['서울특별시 강동구 성내동', /no lot number after '성내동'/],
    ['서울특별시 강동구 430-29', /no 읍·면·동 or 리/],
  ])('reports %s', (text, reason) => {
    const parsed = parseStandardLotAddress(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});

describe('standard-data row', () => {
  const row = {
    개방시설명: '강동구민회관',
    소재지도로명주소: '서울특별시 강동구 강동대로53길 76',
    소재지지번주소: '서울특별시 강동구 성내동 430-29',
    위도: '37.5260027',
    경도: '127.1328729',
    데이터기준일자: '2023-08-18',
  };

  it('recognises the header by its four address columns', () => {
    expect(isStandardHeader(Object.keys(row))).toBe(true);
    expect(isStandardHeader(['개방시설명', '소재지도로명주소', '위도', '경도'])).toBe(false);
  });

  it('is one building with its lot; the facility name is not the building name', () => {
    const parsed = parseStandardRow(row);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        record: {
          buildingKey: 'csv:서울특별시 강동구 강동대로53길 76', sidoName: '서울특별시', sggName: '강동구', emdName: '성내동', riName: '',
          roadName: '강동대로53길', main: 76, sub: 0, buildingName: '', lon: 127.1328729, lat: 37.5260027, entLon: 127.1328729, entLat: 37.5260027,
        },
        lot: { buildingKey: 'csv:서울특별시 강동구 강동대로53길 76', emdName: '성내동', riName: '', mountain: false, main: 430, sub: 29, primary: true },
        lotProblem: '',
        asOf: '2023-08-18',
      },
    });
  });

  it('gives two spellings of one address one key', () => {
    const a = parseStandardRow(row);
    const b = parseStandardRow({ ...row, 소재지도로명주소: '서울 강동구  강동대로53길 76 (성내동)' });
    expect(a.ok && b.ok && a.value.record.buildingKey === b.value.record.buildingKey).toBe(true);
  });

  it('keeps the road-name address when the lot address does not read, and says why', () => {
    const parsed = parseStandardRow({ ...row, 소재지지번주소: '성내동 430-29' });
    expect(parsed.ok && parsed.value.lot).toBeNull();
    expect(parsed.ok && parsed.value.lotProblem).toMatch(/소재지지번주소 '성내동 430-29' does not start with a 시·도/);
  });

  it('keeps a place known by its lot only (no road-name address) with its lot and no road', () => {
    const parsed = parseStandardRow({ ...row, 소재지도로명주소: '', 소재지지번주소: '부산광역시 사하구 하단동 1149-12 (을숙도 상단부)', 위도: '35.10991075', 경도: '128.9466511' });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        record: { buildingKey: 'csv-lot:부산광역시 사하구 하단동 1149-12', sidoName: '부산광역시', sggName: '사하구', emdName: '하단동', roadName: '', main: 0, sub: 0, lon: 128.9466511, lat: 35.10991075 },
        lot: { buildingKey: 'csv-lot:부산광역시 사하구 하단동 1149-12', emdName: '하단동', mountain: false, main: 1149, sub: 12, primary: true },
      },
    });
  });

  it.each([
    [{ 소재지도로명주소: '', 소재지지번주소: '' }, /소재지도로명주소 and 소재지지번주소 are both empty/],
    [{ 소재지도로명주소: '', 소재지지번주소: '성내동 430-29' }, /소재지도로명주소 is empty and 소재지지번주소 '성내동 430-29' does not start with a 시·도/],
    [{ 소재지도로명주소: '울산광역시 남구 옥동 852' }, /소재지도로명주소 '울산광역시 남구 옥동 852' has no road name/],
    [{ 위도: '' }, /위도\/경도 is empty/],
    [{ 위도: '북위37' }, /are not numbers/],
    [{ 위도: '127.1328729', 경도: '37.5260027' }, /look swapped/],
    [{ 위도: '0', 경도: '0' }, /not WGS84 degrees in Korea/],
  ])('reports %o', (change, reason) => {
    const parsed = parseStandardRow({ ...row, ...change });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});
