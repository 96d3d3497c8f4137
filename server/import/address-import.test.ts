import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { datasetGeneration, listSources, loadIndex } from '../national/datasets';
import { buildingLine, CITY_HALL, CITY_HALL_LOT, HAENAM, HAENAM_LOT, lotLine, PRESS_CENTER } from '../testing/juso-fixture';
import { lot, record } from '../national/address-fixtures';
import { writeAddresses } from '../national/address-publish';
import { AddressFileError, clearAddresses, importAddresses } from './address-import';
import type { ImportContext } from './import-context';

let dir: string;
const files: Record<string, string> = {};

function write(name: string, text: string, encoding: 'cp949' | 'utf-8'): string {
  const path = join(dir, name);
  writeFileSync(path, encoding === 'cp949' ? iconv.encode(text, 'cp949') : Buffer.from(text, 'utf8'));
  return path;
}

const CSV_HEADER = '개방시설명,소재지도로명주소,소재지지번주소,위도,경도,데이터기준일자';
const CSV_ROWS = [
  '강동구민회관,서울특별시 강동구 강동대로53길 76,서울특별시 강동구 성내동 430-29,37.5260027,127.1328729,2023-08-18',
  '강동구민회관 소강당,서울특별시 강동구 강동대로53길 76,서울특별시 강동구 성내동 430-29,37.5260027,127.1328729,2023-08-18',
  '옥동 체육관,울산광역시 남구 옥동 852,울산광역시 남구 옥동 852,35.53350327,129.269925,2019-10-02',
  '평창군문화복지센터,강원도 평창군 평창읍 평창중앙로 67,평창읍 하리,37.3687683,128.3948846,2022-11-30',
  '해운대구청,부산광역시 해운대구 중동2로 11,부산광역시 해운대구 중동 1509,35.16308,129.16360,2024-01-05',
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-address-import-'));
  // Seoul building file in CP949 with a malformed third line; Jeonnam in UTF-8.
  files.seoul = write('build_seoul.txt', [buildingLine(CITY_HALL), buildingLine(PRESS_CENTER), 'broken|line'].join('\r\n') + '\r\n', 'cp949');
  files.seoulSmaller = write('build_seoul_next.txt', buildingLine(CITY_HALL) + '\r\n', 'cp949');
  files.seoulChanged = write('build_seoul_changed.txt', [buildingLine({ ...CITY_HALL, zipcode: '04525', name: '서울시청' }), buildingLine(PRESS_CENTER)].join('\n') + '\n', 'utf-8');
  files.jeonnam = write('build_jeonnam_202405.txt', buildingLine(HAENAM) + '\n', 'utf-8');
  files.lots = write('jibun_all.txt', [lotLine(CITY_HALL_LOT), lotLine({ ...CITY_HALL_LOT, main: 31, sub: 2, seq: 2 }), lotLine(HAENAM_LOT)].join('\n') + '\n', 'cp949');
  files.csv = write('facilities.csv', [CSV_HEADER, ...CSV_ROWS].join('\r\n') + '\r\n', 'cp949');
  files.other = write('notes.txt', '이것은 주소 파일이 아닙니다\n그냥 메모\n', 'utf-8');
  files.latin1 = join(dir, 'latin1.txt');
  writeFileSync(files.latin1, Buffer.from('Café|Zürich\n', 'latin1'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let db: Db;
let out: string[];
let err: string[];
const context: ImportContext = { log: (l) => out.push(l), warn: (l) => err.push(l) };
beforeEach(() => {
  db?.close();
  db = openDatabase(MEMORY_DB);
  out = [];
  err = [];
});

function f(name: string): string {
  const path = files[name];
  if (!path) throw new Error(name);
  return path;
}

function addresses(): Record<string, unknown>[] {
  return db.prepare('SELECT * FROM imported_addresses ORDER BY building_key').all() as Record<string, unknown>[];
}
function lots(): Record<string, unknown>[] {
  return db.prepare('SELECT * FROM imported_address_lots ORDER BY building_key, main, sub').all() as Record<string, unknown>[];
}

describe('importAddresses', () => {
  it('imports building, related-lot and CSV files recognised by content, in any order', async () => {
    const summary = await importAddresses(db, [f('lots'), f('csv'), f('seoul'), f('jeonnam')], context);
    expect(summary).toMatchObject({ rows: 3 + 1 + 3 + 5, skipped: 2, generation: 1 });
    expect(addresses().map((r) => r.building_key)).toEqual([
      CITY_HALL.key, PRESS_CENTER.key, HAENAM.key,
      'csv:강원특별자치도 평창군 평창중앙로 67', 'csv:부산광역시 해운대구 중동2로 11', 'csv:서울특별시 강동구 강동대로53길 76',
    ].sort());
    const hall = addresses().find((r) => r.building_key === CITY_HALL.key);
    expect(hall).toMatchObject({ sgg_code: '11140', road_name: '세종대로', main: 110, zipcode: '04524', building_name: '서울특별시청', source: 'build_seoul.txt' });
    // The 리 comes from the building's primary lot (the building file has none).
    expect(addresses().find((r) => r.building_key === HAENAM.key)).toMatchObject({ emd_name: '문내면', ri_name: '학동리', legal_dong_code: '4682036021' });
    expect(lots().filter((l) => l.building_key === CITY_HALL.key).map((l) => [l.main, l.sub, l.is_primary])).toEqual([[31, 0, 1], [31, 2, 0]]);
    expect(lots().find((l) => l.building_key === 'csv:서울특별시 강동구 강동대로53길 76')).toMatchObject({ emd_name: '성내동', main: 430, sub: 29, is_primary: 1 });
  });

  it('reports every malformed row with its file and line, and a lot left out with its reason', async () => {
    await importAddresses(db, [f('seoul'), f('csv')], context);
    expect(err.filter((l) => l.endsWith('— skipped'))).toEqual([
      expect.stringMatching(/^build_seoul\.txt:3: building line has 2 fields/),
      expect.stringMatching(/^facilities\.csv:4: 소재지도로명주소 '울산광역시 남구 옥동 852' has no road name/),
    ]);
    expect(err).toContainEqual(expect.stringMatching(/^facilities\.csv:5: 소재지지번주소 '평창읍 하리' does not start with a 시·도 \('평창읍'\) — lot left out/));
    expect(err).toContainEqual(expect.stringMatching(/^addresses: \d+ rows read, [\d,]+ rows\/s, [\d.]+ s$/));
  });

  it('records each file as a source with its layout, encoding and as-of date', async () => {
    await importAddresses(db, [f('seoul'), f('jeonnam'), f('lots'), f('csv')], context);
    expect(listSources(db).map(({ kind, file, rows, version, layout }) => ({ kind, file, rows, version, layout }))).toEqual([
      { kind: 'addresses', file: 'build_jeonnam_202405.txt', rows: 1, version: '2024-05', layout: 'juso navigation DB building file (UTF-8)' },
      { kind: 'addresses', file: 'build_seoul.txt', rows: 2, version: '', layout: 'juso navigation DB building file (CP949)' },
      { kind: 'addresses', file: 'facilities.csv', rows: 4, version: '2024-01-05', layout: 'public-data standard CSV (CP949)' },
      { kind: 'addresses', file: 'jibun_all.txt', rows: 3, version: '', layout: 'juso navigation DB related-lot file (CP949)' },
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    await importAddresses(db, [f('seoul'), f('jeonnam'), f('lots'), f('csv')], context);
    const [a, l] = [addresses(), lots()];
    await importAddresses(db, [f('csv'), f('lots'), f('jeonnam'), f('seoul')], context);
    expect(addresses()).toEqual(a);
    expect(lots()).toEqual(l);
  });

  it.each([
    ['before', ['lots', 'jeonnam']],
    ['after', ['jeonnam', 'lots']],
  ])('takes a related-lot file imported on its own %s its building file', async (_when, order) => {
    for (const name of order) await importAddresses(db, [f(name)], context);
    expect(addresses().find((r) => r.building_key === HAENAM.key)).toMatchObject({ ri_name: '학동리', legal_dong_code: '4682036021' });
    expect(lots().filter((l) => l.building_key === HAENAM.key).map((l) => [l.main, l.is_primary])).toEqual([[1021, 1]]);
  });

  it('fills the 리 of the buildings of the 시군구 the import touched, and of no other', async () => {
    // Rows written without the fill-in: a 읍·면 building of 해남군 (46820) and of 평창군 (51760), each with a primary lot in a 리.
    const other = { ...HAENAM, key: '5176034021110210000000001', roadCode: '517603197044', emdCode: '5176034000', sgg: '평창군', emd: '미탄면' };
    writeAddresses(
      db,
      [HAENAM, other].map((b) => record({ buildingKey: b.key, sggCode: b.roadCode.slice(0, 5), emdName: b.emd, legalDongCode: b.emdCode, roadCode: b.roadCode, roadName: b.road, main: b.main })),
      [lot(HAENAM.key, '4682036021', '문내면', 1021, 0, { ri: '학동리' }), lot(other.key, '5176034021', '미탄면', 5, 0, { ri: '창리' })],
    );
    expect(addresses().map((r) => r.ri_name)).toEqual(['', '']);
    // The lot file touches 46820 alone.
    await importAddresses(db, [f('lots')], context);
    expect(addresses().map((r) => [r.building_key, r.ri_name, r.legal_dong_code])).toEqual([
      [HAENAM.key, '학동리', '4682036021'],
      [other.key, '', '5176034000'],
    ]);
  });

  it('updates a building whose row changed, and only that one', async () => {
    await importAddresses(db, [f('seoul')], context);
    const press = addresses().find((r) => r.building_key === PRESS_CENTER.key);
    await importAddresses(db, [f('seoulChanged')], context);
    expect(addresses().find((r) => r.building_key === CITY_HALL.key)).toMatchObject({ zipcode: '04525', building_name: '서울시청', name_key: '서울시청', source: 'build_seoul_changed.txt' });
    expect(addresses().find((r) => r.building_key === PRESS_CENTER.key)).toEqual({ ...press, source: 'build_seoul_changed.txt' });
  });

  it('adds up files of other areas', async () => {
    await importAddresses(db, [f('seoul')], context);
    await importAddresses(db, [f('jeonnam')], context);
    expect(addresses().map((r) => r.sgg_code)).toEqual(['11140', '11140', '46820']);
  });

  it("removes a 시군구's rows that its new building file no longer has, with their lots, and nothing else", async () => {
    await importAddresses(db, [f('seoul'), f('jeonnam'), f('lots'), f('csv')], context);
    await importAddresses(db, [f('seoulSmaller')], context);
    const keys = addresses().map((r) => r.building_key);
    expect(keys).not.toContain(PRESS_CENTER.key);
    expect(keys).toContain(CITY_HALL.key);
    expect(keys).toContain(HAENAM.key);
    expect(keys).toContain('csv:서울특별시 강동구 강동대로53길 76');
    expect(out).toContain("removed 1 address(es) no longer in their 시군구's building file");
  });

  it('imports the same rows when it loads in bulk, and builds the indexes again as they were', async () => {
    const indexes = (): unknown[] => db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE 'imported_address%' ORDER BY name").all();
    const before = indexes();
    await importAddresses(db, [f('seoul'), f('jeonnam'), f('lots'), f('csv')], context);
    const [a, l] = [addresses(), lots()];
    db.close();
    db = openDatabase(MEMORY_DB);
    await importAddresses(db, [f('seoul'), f('jeonnam'), f('lots'), f('csv')], context, { bulkRows: 1 });
    expect(out).toContainEqual(expect.stringMatching(/^address indexes built in/));
    expect(indexes()).toEqual(before);
    expect(addresses()).toEqual(a);
    expect(lots()).toEqual(l);
    // The stale-row check and the 리 fill-in run with the indexes back.
    await importAddresses(db, [f('seoulSmaller')], context, { bulkRows: 1 });
    expect(addresses().map((r) => r.building_key)).not.toContain(PRESS_CENTER.key);
    expect(indexes()).toEqual(before);
  });

  it('moves the generation and stores the index with the rows', async () => {
    expect(datasetGeneration(db, 'addresses')).toBe(0);
    await importAddresses(db, [f('seoul')], context);
    expect(datasetGeneration(db, 'addresses')).toBe(1);
    const ids = loadIndex(db, 'addresses')?.get('ids32');
    expect(ids && new Uint32Array(ids).length).toBe(2);
  });

  it('clears every address and lot, and moves the generation', async () => {
    await importAddresses(db, [f('seoul'), f('lots')], context);
    const before = datasetGeneration(db, 'addresses');
    expect(clearAddresses(db)).toBe(2);
    expect(addresses()).toEqual([]);
    expect(lots()).toEqual([]);
    expect(datasetGeneration(db, 'addresses')).toBe(before + 1);
    expect(loadIndex(db, 'addresses')).toBeNull();
  });

  it('refuses a file that is no address file, naming it, before writing anything', async () => {
    await expect(importAddresses(db, [f('seoul'), f('other')], context)).rejects.toThrow(AddressFileError);
    await expect(importAddresses(db, [f('seoul'), f('other')], context)).rejects.toThrow(/^notes\.txt: not an address file/);
    expect(addresses()).toEqual([]);
  });

  it('refuses a file in neither UTF-8 nor CP949, naming it, before writing anything', async () => {
    await expect(importAddresses(db, [f('seoul'), f('latin1')], context)).rejects.toThrow(/^latin1\.txt: /);
    expect(addresses()).toEqual([]);
  });
});
