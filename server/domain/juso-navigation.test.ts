import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { buildingLine, CITY_HALL, CITY_HALL_LOT, HAENAM, HAENAM_LOT, lotLine } from '../testing/juso-fixture';
import { navigationLineKind, navigationLotSggCode, parseNavigationBuilding, parseNavigationLot } from './juso-navigation';

/** The same bytes read back from CP949 and from UTF-8, as the files come in both. */
function roundTrips(line: string): string[] {
  return [iconv.decode(iconv.encode(line, 'cp949'), 'cp949'), new TextDecoder().decode(new TextEncoder().encode(line))];
}

function replace(line: string, column: number, value: string): string {
  const f = line.split('|');
  f[column - 1] = value;
  return f.join('|');
}

describe('navigation DB building line', () => {
  it.each(roundTrips(buildingLine(CITY_HALL)))('reads every field of the layout (%#: CP949, UTF-8)', (line) => {
    expect(navigationLineKind(line)).toBe('building');
    const parsed = parseNavigationBuilding(line);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const r = parsed.value;
    expect(r).toMatchObject({
      buildingKey: '1114010300100310000000001', sggCode: '11140', sidoName: '서울특별시', sggName: '중구', emdName: '태평로1가', riName: '',
      legalDongCode: '1114010300', adminDongCode: '1114055000', adminDongName: '명동', roadCode: '111402005001', roadName: '세종대로',
      underground: 0, main: 110, sub: 0, zipcode: '04524', buildingName: '서울특별시청',
    });
    // UTM-K → WGS84 within a few centimetres of where the fixture put it; the entrance 10 m east.
    expect(r.lon).toBeCloseTo(126.97794, 6);
    expect(r.lat).toBeCloseTo(37.56647, 6);
    expect((r.entLon - r.lon) * 88_000).toBeCloseTo(10, 0);
    expect(r.entLat).toBeCloseTo(r.lat, 5);
  });

  it('uses the centre for the entrance when the file has none', () => {
    const parsed = parseNavigationBuilding(buildingLine({ ...HAENAM, entrance: null }));
    expect(parsed.ok && [parsed.value.entLon, parsed.value.entLat]).toEqual(parsed.ok && [parsed.value.lon, parsed.value.lat]);
  });

  it('takes the 시군구 code from the road code, not from the building key', () => {
    const line = replace(buildingLine(HAENAM), 5, '468303197044');
    const parsed = parseNavigationBuilding(line);
    expect(parsed.ok && parsed.value.sggCode).toBe('46830');
  });

  const base = buildingLine(CITY_HALL);
  it.each([
    ['too few fields', base.split('|').slice(0, 20).join('|'), /has 20 fields/],
    ['a short building key', replace(base, 11, '1234'), /건물관리번호 \(column 11\) '1234' is not 25 digits/],
    ['a bad 읍면동 code', replace(base, 1, '11140103'), /주소관할읍면동코드 \(column 1\)/],
    ['a bad road code', replace(base, 5, 'X11402005001'), /도로명코드 \(column 5\)/],
    ['no road name', replace(base, 6, ''), /도로명 \(column 6\) is empty/],
    ['an unknown 지하여부', replace(base, 7, '3'), /지하여부 \(column 7\) '3'/],
    ['building number 0', replace(base, 8, '0'), /건물본번 \(column 8\) '0'/],
    ['a sub number that is not a number', replace(base, 9, 'ㄱ'), /건물부번 \(column 9\)/],
    ['a 4-digit postcode', replace(base, 10, '0452'), /우편번호 \(column 10\) '0452'/],
    ['degrees instead of UTM-K', replace(replace(base, 24, '126.97794'), 25, '37.56647'), /건물중심점 \(columns 24–25\).*not a UTM-K/],
    ['no coordinates at all', replace(replace(replace(replace(base, 24, ''), 25, ''), 26, ''), 27, ''), /no coordinates/],
  ])('reports %s', (_what, line, reason) => {
    const parsed = parseNavigationBuilding(line);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});

describe('navigation DB related-lot line', () => {
  it.each(roundTrips(lotLine(HAENAM_LOT)))('reads the lot and its building (%#: CP949, UTF-8)', (line) => {
    expect(navigationLineKind(line)).toBe('lot');
    expect(parseNavigationLot(line)).toEqual({
      ok: true,
      value: { buildingKey: HAENAM.key, legalDongCode: '4682036021', emdName: '문내면', riName: '학동리', mountain: false, main: 1021, sub: 0, primary: false },
    });
  });

  it('reads a 산 lot with a sub number', () => {
    const parsed = parseNavigationLot(lotLine({ ...CITY_HALL_LOT, mountain: true, main: 12, sub: 3 }));
    expect(parsed.ok && parsed.value).toMatchObject({ mountain: true, main: 12, sub: 3, riName: '' });
  });

  const base = lotLine(CITY_HALL_LOT);
  it.each([
    ['a building line given as a lot', buildingLine(CITY_HALL), /has 32 fields/],
    ['a short building key', replace(base, 19, '11140'), /건물관리번호 \(column 19\)/],
    ['a bad legal code', replace(base, 1, 'abc'), /법정동코드 \(column 1\)/],
    ['an unknown 산여부', replace(base, 6, '2'), /산여부 \(column 6\) '2'/],
    ['lot number 0', replace(base, 7, '0'), /지번본번 \(column 7\)/],
    ['no 읍면동 name', replace(base, 4, ''), /법정읍면동명 \(column 4\) is empty/],
  ])('reports %s', (_what, line, reason) => {
    const parsed = parseNavigationLot(line);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('recognises neither layout in other text', () => {
    expect(navigationLineKind('개방시설명,소재지도로명주소,위도,경도')).toBeNull();
    expect(navigationLineKind(base.replace(/\|/g, ','))).toBeNull();
  });
});

describe('navigationLotSggCode', () => {
  it('reads the 시군구 code from the related-lot line’s road code (column 9)', () => {
    const line = '3011010700|대전광역시|동구|대암동||0|98|0|301103000001|0|1|0|1|||||31|3011010700000980000612801|3011010700';
    expect(navigationLotSggCode(line)).toBe('30110');
    expect(navigationLotSggCode('a|b|c|d|e|f|g|h|2647')).toBe('2647');
    expect(navigationLotSggCode('a|b|c')).toBe('');
  });
});
