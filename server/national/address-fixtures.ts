import type { Db } from '../db/open-database';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import { writeAddresses } from './address-publish';

/**
 * Imported addresses for the tests, authored from the published layouts' fields (not copied from
 * any file): a Busan building with a name and two lots, a 읍 address with its 리, a building in
 * 서울특별시 중구 (a district the demo world also has), a 강원 building filed under the province's new
 * name, and a 산 lot.
 */
export function record(overrides: Partial<AddressRecord> & Pick<AddressRecord, 'buildingKey'>): AddressRecord {
  return {
    sggCode: '',
    sidoName: '',
    sggName: '',
    emdName: '',
    riName: '',
    legalDongCode: '',
    adminDongCode: '',
    adminDongName: '',
    roadCode: '',
    roadName: '',
    underground: 0,
    main: 1,
    sub: 0,
    zipcode: '',
    buildingName: '',
    lon: 0,
    lat: 0,
    entLon: 0,
    entLat: 0,
    source: 'fixture.txt',
    ...overrides,
  };
}

export function lot(buildingKey: string, legalDongCode: string, emdName: string, main: number, sub = 0, options: { ri?: string; mountain?: boolean; primary?: boolean } = {}): AddressLotRecord {
  return { buildingKey, legalDongCode, emdName, riName: options.ri ?? '', mountain: options.mountain ?? false, main, sub, primary: options.primary ?? true };
}

export const BUSAN_HALL = record({
  buildingKey: '2647010200110000001000001',
  sggCode: '26470',
  sidoName: '부산광역시',
  sggName: '연제구',
  emdName: '연산동',
  legalDongCode: '2647010200',
  adminDongCode: '2647068000',
  adminDongName: '연산5동',
  roadCode: '264704196001',
  roadName: '중앙대로',
  main: 1001,
  zipcode: '47545',
  buildingName: '부산광역시청',
  lon: 129.07509,
  lat: 35.17981,
  entLon: 129.0747,
  entLat: 35.1796,
});

/** A second building on 중앙대로 (1003-2), for N52/N53 and for the preceding-number rules. */
const BUSAN_NEXT = record({
  ...BUSAN_HALL,
  buildingKey: '2647010200110000001003002',
  main: 1003,
  sub: 2,
  buildingName: '',
  lon: 129.0762,
  lat: 35.1805,
  entLon: 129.0759,
  entLat: 35.1804,
});

export const YANGPYEONG = record({
  buildingKey: '4183025021100120000000001',
  sggCode: '41830',
  sidoName: '경기도',
  sggName: '양평군',
  emdName: '양평읍',
  riName: '양근리',
  legalDongCode: '4183025021',
  adminDongCode: '4183025000',
  adminDongName: '양평읍',
  roadCode: '418303500010',
  roadName: '양근로',
  main: 12,
  zipcode: '12554',
  lon: 127.4875,
  lat: 37.4915,
  entLon: 127.4873,
  entLat: 37.4914,
});

export const SEOUL_JUNGGU = record({
  buildingKey: '1114010300100310000000001',
  sggCode: '11140',
  sidoName: '서울특별시',
  sggName: '중구',
  emdName: '태평로1가',
  legalDongCode: '1114010300',
  adminDongCode: '1114055000',
  adminDongName: '명동',
  roadCode: '111402005001',
  roadName: '세종대로',
  main: 110,
  zipcode: '04524',
  buildingName: '임포트청사',
  lon: 126.97841,
  lat: 37.56671,
  entLon: 126.9776,
  entLat: 37.5667,
});

export const CHUNCHEON = record({
  buildingKey: '5111010100100010000000001',
  sggCode: '51110',
  sidoName: '강원특별자치도',
  sggName: '춘천시',
  emdName: '봉의동',
  legalDongCode: '5111010100',
  adminDongCode: '5111052000',
  adminDongName: '소양동',
  roadCode: '511103100001',
  roadName: '중앙로',
  main: 1,
  zipcode: '24266',
  buildingName: '강원특별자치도청',
  lon: 127.7298,
  lat: 37.8853,
  entLon: 127.7297,
  entLat: 37.8851,
});

/** A CSV row: no codes at all, a 산 lot. */
export const CSV_MOUNTAIN = record({
  buildingKey: 'csv:울산광역시 울주군 범서읍 구영리 산5',
  sidoName: '울산광역시',
  sggName: '울주군',
  emdName: '범서읍',
  riName: '구영리',
  roadName: '구영로',
  main: 80,
  buildingName: '구영산장',
  lon: 129.2248,
  lat: 35.5716,
  entLon: 129.2248,
  entLat: 35.5716,
  source: 'facilities.csv',
});

const FIXTURE_RECORDS = [BUSAN_HALL, BUSAN_NEXT, YANGPYEONG, SEOUL_JUNGGU, CHUNCHEON, CSV_MOUNTAIN];

const FIXTURE_LOTS: AddressLotRecord[] = [
  lot(BUSAN_HALL.buildingKey, '2647010200', '연산동', 1000),
  lot(BUSAN_HALL.buildingKey, '2647010200', '연산동', 1000, 1, { primary: false }),
  lot(BUSAN_NEXT.buildingKey, '2647010200', '연산동', 1003, 4),
  lot(YANGPYEONG.buildingKey, '4183025021', '양평읍', 100, 3, { ri: '양근리' }),
  lot(SEOUL_JUNGGU.buildingKey, '1114010300', '태평로1가', 31),
  lot(CHUNCHEON.buildingKey, '5111010100', '봉의동', 15),
  lot(CSV_MOUNTAIN.buildingKey, '', '범서읍', 5, 0, { ri: '구영리', mountain: true }),
];

/** Writes the fixture addresses and builds their index, as an import does. */
export function importFixtureAddresses(db: Db, records: readonly AddressRecord[] = FIXTURE_RECORDS, lots: readonly AddressLotRecord[] = FIXTURE_LOTS): void {
  writeAddresses(db, records, lots);
}
