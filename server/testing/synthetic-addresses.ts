import type { Db } from '../db/open-database';
import { mulberry32 } from '../domain/hash';
import { formatBuildingIndex } from '../domain/road-addresses';
import { publishAddresses } from '../national/address-publish';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import { addressWriter } from '../national/address-write';
import { beginImportRun } from '../national/import-runs';

/**
 * Synthetic national-style addresses (fixed seed), shared by the national benchmark
 * (bench/national/address-queries.ts) and the tests that compare the address stores on them.
 *
 * 256 시군구 (16 per 시도, real 시도 names, made-up 시군구 names and codes that no real district
 * uses) laid out on a grid over Korea's extent; in each, roads of 100 buildings 15 m apart (odd
 * numbers on one side, even on the other, a tenth with a sub number), 20 legal dongs with one lot
 * per building, about 190 buildings per postcode and 3 % of buildings named. Road names repeat
 * across 시군구 as real ones do ('중앙로').
 */
export interface AddressQuerySample {
  /** A point a few metres from a building's centre. */
  lon: number;
  lat: number;
  /** Its road-name address, e.g. '부산광역시 가람구 누리로 12-1'. */
  road: string;
  /** Its lot address, e.g. '부산광역시 가람구 다온동 1234'. */
  lot: string;
  zipcode: string;
}

const SIDO: readonly [string, string][] = [
  ['11', '서울특별시'], ['26', '부산광역시'], ['27', '대구광역시'], ['28', '인천광역시'], ['29', '광주광역시'], ['30', '대전광역시'],
  ['31', '울산광역시'], ['36', '세종특별자치시'], ['41', '경기도'], ['51', '강원특별자치도'], ['43', '충청북도'], ['44', '충청남도'],
  ['52', '전북특별자치도'], ['46', '전라남도'], ['47', '경상북도'], ['48', '경상남도'],
];
const SYLLABLES = ['가람', '나래', '다온', '라온', '마루', '바다', '사랑', '아라', '자람', '차오', '카로', '타래', '파랑', '하늘', '구름', '누리', '도담', '보람', '소망', '여울'];
const PER_SGG = 16;
const SGG_COUNT = SIDO.length * PER_SGG;
const PER_ROAD = 100;
const DONGS_PER_SGG = 20;
const PER_POSTCODE = 190;
const BATCH = 20_000;
/** Korea's extent (mainland), split into a 16 × 16 grid of 시군구 cells. */
const WEST = 126.2;
const EAST = 129.4;
const SOUTH = 34.6;
const NORTH = 38.2;

const syllable = (i: number): string => SYLLABLES[i % SYLLABLES.length] ?? '가람';
const roadName = (i: number): string => `${syllable(i)}${syllable(Math.floor(i / 20) + 7)}${i >= 400 ? Math.floor(i / 400) : ''}${i % 3 === 0 ? '길' : '로'}`;

/**
 * Writes `count` synthetic addresses (with one lot each) as one import (addressWriter's pending
 * rows, then published), and returns about 2,000 query samples spread over them.
 */
export function fillSyntheticAddresses(db: Db, count: number, seed: number): AddressQuerySample[] {
  const random = mulberry32(seed);
  const run = beginImportRun(db, 'addresses');
  const writer = addressWriter(db, run);
  const perSgg = Math.ceil(count / SGG_COUNT);
  const sampleEvery = Math.max(1, Math.floor(count / 2000));
  const samples: AddressQuerySample[] = [];
  let records: AddressRecord[] = [];
  let lots: AddressLotRecord[] = [];
  let written = 0;
  for (let s = 0; s < SGG_COUNT && written < count; s++) {
    const [sidoCode, sidoName] = SIDO[Math.floor(s / PER_SGG)] ?? ['11', '서울특별시'];
    const sggCode = `${sidoCode}${900 + (s % PER_SGG)}`;
    const sggName = `${syllable(s)}${syllable(s + 3)}${s % 4 === 0 ? '군' : '구'}`;
    const cellW = (EAST - WEST) / 16;
    const cellH = (NORTH - SOUTH) / 16;
    const west = WEST + (s % 16) * cellW;
    const south = SOUTH + Math.floor(s / 16) * cellH;
    const lotMain = new Array<number>(DONGS_PER_SGG).fill(0);
    let zipIndex = 0;
    for (let k = 0; k < perSgg && written < count; k++, written++) {
      const road = Math.floor(k / PER_ROAD);
      const n = k % PER_ROAD;
      const name = roadName(road + s * 7);
      const main = Math.floor(n / 2) * 2 + (n % 2 === 0 ? 1 : 2);
      const sub = random() < 0.1 ? 1 + Math.floor(random() * 3) : 0;
      // Roads run west-east in rows within the cell; buildings 15 m apart.
      const row = road % 200;
      const lat = south + (row + 0.5) * (cellH / 200) + (n % 2 === 0 ? 0.00015 : -0.00015);
      const lon = west + cellW * 0.05 + Math.floor(road / 200) * 0.0165 + Math.floor(n / 2) * 0.00017 + random() * 0.00005;
      const d = k % DONGS_PER_SGG;
      lotMain[d] = (lotMain[d] ?? 0) + 1;
      // Dong names recur in a few 시군구, as real ones do (중앙동, 신촌동).
      const dongName = `${syllable(d + (s % 8))}${d + 1}동`;
      const legal = `${sggCode}${String(101 + d).padStart(3, '0')}00`;
      const zipcode = String(10_000 + ((s * 400 + Math.floor(zipIndex++ / PER_POSTCODE)) % 90_000)).padStart(5, '0');
      const buildingKey = `${sggCode}${String(k).padStart(20, '0')}`;
      const record: AddressRecord = {
        buildingKey,
        sggCode,
        sidoName,
        sggName,
        emdName: dongName,
        riName: '',
        legalDongCode: legal,
        adminDongCode: `${sggCode}${String(510 + d).padStart(3, '0')}00`,
        adminDongName: `${syllable(d)}${d + 1}동`,
        roadCode: `${sggCode}${String(3_000_000 + road).padStart(7, '0')}`,
        roadName: name,
        underground: 0,
        main,
        sub,
        zipcode,
        buildingName: random() < 0.03 ? `${name}${main}빌딩` : '',
        lon,
        lat,
        entLon: lon,
        entLat: lat + (n % 2 === 0 ? -0.0001 : 0.0001),
        source: 'synthetic',
      };
      records.push(record);
      const lotSub = random() < 0.3 ? 1 + Math.floor(random() * 5) : 0;
      lots.push({ buildingKey, legalDongCode: legal, emdName: dongName, riName: '', mountain: false, main: lotMain[d] ?? 1, sub: lotSub, primary: true });
      if (written % sampleEvery === 0) {
        const lotText = lotSub === 0 ? String(lotMain[d]) : `${lotMain[d]}-${lotSub}`;
        samples.push({
          lon: lon + 0.00003,
          lat: lat + 0.00002,
          road: `${sidoName} ${sggName} ${name} ${formatBuildingIndex(main, sub)}`,
          lot: `${sidoName} ${sggName} ${dongName} ${lotText}`,
          zipcode,
        });
      }
      if (records.length >= BATCH) {
        writer.write(records, lots);
        records = [];
        lots = [];
      }
    }
  }
  if (records.length > 0) writer.write(records, lots);
  publishAddresses(db, run, { buildingCounts: new Map(), touched: new Set(), sources: [], rows: 2 * written });
  return samples;
}
