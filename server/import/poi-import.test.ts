import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorldServices } from '../world-services-types';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { listSources } from '../national/datasets';
import type { ImportContext } from './import-context';
import { clearPois, importPois } from './poi-import';

/**
 * Fixtures written here from the public-data standard layout (전국개방시설 표준데이터: 개방시설명 …
 * 위도, 경도, 데이터기준일자) and a plain English one; places chosen by hand, not copied.
 */
const STANDARD_HEADER =
  '개방시설명,휴관일,평일운영시작시각,평일운영종료시각,주말운영시작시각,주말운영종료시각,유료사용여부,사용기준시간,사용료,초과사용단위시간,초과사용료,수용가능인원수,면적,소재지도로명주소,소재지지번주소,사용안내전화번호,위도,경도,데이터기준일자';
const standardRow = (name: string, lat: string, lon: string, asOf = '2022-11-30') =>
  `${name},연중무휴,9:00,18:00,9:00,18:00,N,,,,,,,부산광역시 연제구 중앙대로 1001,부산광역시 연제구 연산동 1000,051-000-0000,${lat},${lon},${asOf}`;

const STANDARD_ROWS = [
  STANDARD_HEADER,
  standardRow('부산시청 대강당', '35.1797', '129.0750'), // line 2
  standardRow('연산 문화마당', '35.1830', '129.0800', '2023-01-15'), // line 3
  standardRow('', '35.1800', '129.0760'), // line 4: empty name
  standardRow('바다 위 시설', '35.1800', '135.0000'), // line 5: outside Korea
  standardRow('좌표 없는 시설', '', '129.0760'), // line 6: not a number
  '짧은 줄,35.18,129.07', // line 7: field count
];

interface Logged extends ImportContext {
  lines: string[];
}
const logger = (): Logged => {
  const lines: string[] = [];
  return { lines, log: (l) => lines.push(l), warn: (l) => lines.push(l) };
};

describe('importPois', () => {
  let dir: string;
  let db: Db;
  let services: WorldServices;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-pois-'));
    db = openDatabase(MEMORY_DB);
    services = createWorldServices(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const write = (name: string, lines: readonly string[], encoding: 'utf-8' | 'cp949' = 'utf-8'): string => {
    const path = join(dir, name);
    const text = `${lines.join('\r\n')}\r\n`;
    writeFileSync(path, encoding === 'cp949' ? iconv.encode(text, 'cp949') : text);
    return path;
  };
  const labelAt = (lon: number, lat: number, reqLevel = 19) => services.reverseLabel({ lon, lat, reqLevel });

  it.each(['utf-8', 'cp949'] as const)('imports a standard-data CSV in %s, reports each malformed row with file and line, and answers reverseLabel', async (encoding) => {
    expect(labelAt(129.075, 35.1797)).toBeNull();
    const file = write(`facilities-${encoding}.csv`, STANDARD_ROWS, encoding);
    const context = logger();
    const summary = await importPois(db, [file], {}, context);
    expect(summary).toMatchObject({ stored: 2, skipped: 4 });
    const skipped = context.lines.filter((l) => l.endsWith('— skipped'));
    expect(skipped).toEqual([
      expect.stringMatching(new RegExp(`^facilities-${encoding}\\.csv:4: empty name`)),
      expect.stringMatching(new RegExp(`^facilities-${encoding}\\.csv:5: coordinates outside Korea`)),
      expect.stringMatching(new RegExp(`^facilities-${encoding}\\.csv:6: coordinates are not numbers`)),
      expect.stringMatching(new RegExp(`^facilities-${encoding}\\.csv:7: 3 fields, the header has 19`)),
    ]);
    // The running services pick the import up at their next call.
    expect(labelAt(129.0751, 35.1797)).toMatchObject({ name: '부산시청 대강당', lat: 35.1797, lon: 129.075, id: expect.stringMatching(/^\d+$/) });
    expect(labelAt(129.0801, 35.1831)?.name).toBe('연산 문화마당');
    expect(listSources(db)).toEqual([
      expect.objectContaining({ kind: 'pois', file: `facilities-${encoding}.csv`, rows: 2, version: '2023-01-15', layout: expect.stringContaining(encoding === 'cp949' ? 'CP949' : 'UTF-8') }),
    ]);
  });

  it('finds English columns by header and takes named columns', async () => {
    const plain = write('plain.csv', ['id,title,latitude,lng,kind', '1,Harbour Gate,35.1000,129.0400,landmark', '2,"Pier 7, ""old""', 'quay",35.1100,129.0500,pier', '3,Lighthouse,35.1200,129.0600,"landmark']);
    const context = logger();
    await importPois(db, [plain], {}, context);
    expect(labelAt(129.04, 35.1)?.name).toBe('Harbour Gate');
    expect(labelAt(129.05, 35.11)?.name).toBe('Pier 7, "old"\nquay');
    expect(context.lines.filter((l) => l.endsWith('— skipped'))).toEqual(['plain.csv:5: a quoted field is not closed at the end of the file — skipped']);
    const named = write('named.csv', ['상점,북위,동경,title', '광안 카페,35.1530,129.1180,무시할 제목']);
    await importPois(db, [named], { name: '상점', lat: '북위', lon: '동경' }, logger());
    expect(labelAt(129.118, 35.153)?.name).toBe('광안 카페');
  });

  it('refuses an unknown named column, listing the header, and a file without a name column', async () => {
    const file = write('shops.csv', ['상점,위도,경도', '광안 카페,35.1530,129.1180']);
    await expect(importPois(db, [file], { name: '가게이름' }, logger())).rejects.toThrow("shops.csv: no column '가게이름' (--name-column); the header has: 상점, 위도, 경도");
    await expect(importPois(db, [file], {}, logger())).rejects.toThrow(/shops\.csv: no name column found .*--name-column/);
  });

  it('is idempotent: importing the same file again changes nothing; another area adds up', async () => {
    const file = write('busan.csv', STANDARD_ROWS);
    await importPois(db, [file], {}, logger());
    const rows = () => db.prepare("SELECT id, name, category, lon, lat, source FROM imported_pois WHERE source <> 'demo world' ORDER BY id").all();
    const before = rows();
    expect(before).toHaveLength(2);
    await importPois(db, [file], {}, logger());
    expect(rows()).toEqual(before);
    expect(listSources(db)).toEqual([expect.objectContaining({ file: 'busan.csv', rows: 2 })]);
    const other = write('daegu.csv', [STANDARD_HEADER, standardRow('대구 시민회관', '35.8714', '128.6014')]);
    await importPois(db, [other], {}, logger());
    expect(rows()).toHaveLength(3);
    expect(labelAt(129.075, 35.1797)?.name).toBe('부산시청 대강당');
    expect(labelAt(128.6014, 35.8714)?.name).toBe('대구 시민회관');
  });

  it('replaces the demo POIs where imported ones cover the point, keeps them elsewhere, and clears', async () => {
    // 서울특별시청 is a demo POI; an imported POI 60 m away in the same coverage cell replaces it.
    expect(labelAt(126.9784039, 37.5667002)?.name).toBe('서울특별시청');
    const file = write('seoul.csv', ['name,lat,lon', '시청 앞 정류장,37.56724,126.97836']);
    await importPois(db, [file], {}, logger());
    expect(labelAt(126.97836, 37.56724)?.name).toBe('시청 앞 정류장');
    expect(labelAt(126.9784039, 37.5667002, 19)).toBeNull(); // 60 m: beyond level 19's 50 m, and covered
    expect(labelAt(126.9784039, 37.5667002, 18)?.name).toBe('시청 앞 정류장');
    // Outside the imported cells the demo world still answers.
    expect(labelAt(127.0276, 37.4979)).not.toBeNull();
    expect(clearPois(db)).toBe(1);
    expect(labelAt(126.9784039, 37.5667002)?.name).toBe('서울특별시청');
    expect(listSources(db).filter((s) => s.kind === 'pois')).toEqual([]);
  });

  it('reports bytes invalid in the detected encoding by line', async () => {
    const path = join(dir, 'broken.csv');
    // Past the first 256 KB the encoding is detected from, a row breaks CP949.
    const rows = Array.from({ length: 3000 }, (_, i) => standardRow(`부산 시설 ${i}`, (35.1 + i * 1e-5).toFixed(5), '129.0750'));
    const good = iconv.encode(`${STANDARD_HEADER}\n${rows.join('\n')}\n`, 'cp949');
    const bad = iconv.encode(`${standardRow('깨진@@', '35.1800', '129.0700')}\n`, 'cp949');
    const at = bad.indexOf('@@');
    bad[at] = 0xff;
    bad[at + 1] = 0xff;
    writeFileSync(path, Buffer.concat([good, bad]));
    const context = logger();
    const summary = await importPois(db, [path], { name: '개방시설명' }, context);
    expect(good.length).toBeGreaterThan(256 * 1024);
    expect(summary.stored).toBe(3000);
    expect(context.lines.filter((l) => l.endsWith('— skipped'))).toEqual([expect.stringMatching(/^broken\.csv:3002: bytes invalid in CP949/)]);
  });
});
