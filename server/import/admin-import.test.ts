import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadRegions } from '../db/imported-regions';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { datasetGeneration } from '../national/datasets';
import { createWorldServices } from '../world-services';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { adminFixture, FIXTURE_DONGS, FIXTURE_MALFORMED, POINT_IN_GARAM1 } from '../testing/admin-fixture';
import { testConfig, TEST_KEY } from '../testing/test-app';
import { importAdminBoundaries, ImportError, type AdminImportOptions } from './admin-import';

let dir: string;
let plain: string;
let gzipped: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-import-'));
  const text = JSON.stringify(adminFixture());
  plain = join(dir, 'fixture.geojson');
  // A gzip file whose name does not say so: it is recognised by its magic bytes.
  gzipped = join(dir, 'fixture-gz.data');
  writeFileSync(plain, text);
  writeFileSync(gzipped, gzipSync(text));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(db: Db, options: Partial<AdminImportOptions> = {}) {
  const lines: string[] = [];
  const problems: string[] = [];
  const summary = importAdminBoundaries(db, {
    admin: plain,
    log: (line) => lines.push(line),
    warn: (line) => problems.push(line),
    progressEvery: 3,
    ...options,
  });
  return { summary, lines, problems };
}

describe('importAdminBoundaries on the fixture', () => {
  it('imports provinces, districts and dongs with parent links, and reports progress', async () => {
    const db = openDatabase(MEMORY_DB);
    const { summary, lines } = run(db);
    const result = await summary;
    expect(result.featuresRead).toBe(7);
    expect(result.counts).toEqual({ provinces: 1, districts: 2, dongs: 5 });
    expect(result.provinceCodes).toEqual(['99']);
    expect(result.generation).toBe(1);
    expect(lines.join('\n')).toMatch(/3 features read, 2 dongs \(\d+\.\d s\)/);
    expect(lines.join('\n')).toContain('1 province, 2 districts, 5 dongs');

    const regions = loadRegions(db).regions;
    expect(regions.map((r) => r.category)).toEqual(['city_do', 'gu_gun', 'gu_gun', ...FIXTURE_DONGS.map(() => 'adminDong')]);
    const byId = new Map(regions.map((r) => [r.regionId, r]));
    for (const dong of regions.filter((r) => r.category === 'adminDong')) {
      const district = byId.get(dong.parentId ?? '');
      expect(district?.code).toBe(`${dong.code.slice(0, 5)}00000`);
      expect(byId.get(district?.parentId ?? '')?.code).toBe('9900000000');
      expect(pointInMultiPolygon(dong.center[0], dong.center[1], district!.geometry)).toBe(true);
    }
    db.close();
  });

  it('reports each malformed feature with its index and skips it', async () => {
    const db = openDatabase(MEMORY_DB);
    const { summary, problems } = run(db);
    const result = await summary;
    expect(result.skipped.map((s) => s.index)).toEqual(FIXTURE_MALFORMED.map((m) => m.index));
    expect(result.skippedDongs).toBe(2);
    expect(problems).toEqual([
      'fixture.geojson: features[2] skipped: adm_cd2 "99110ABC00" is not a 10-digit code',
      'fixture.geojson: features[5] skipped: bad geometry: geometry type "Point" is not Polygon or MultiPolygon',
    ]);
    db.close();
  });

  it('reads gzip input the same as plain', async () => {
    const a = openDatabase(MEMORY_DB);
    const b = openDatabase(MEMORY_DB);
    await run(a).summary;
    await run(b, { admin: gzipped }).summary;
    expect(loadRegions(b).regions).toEqual(loadRegions(a).regions);
    a.close();
    b.close();
  });

  it('is idempotent: a re-import replaces the rows and bumps the generation', async () => {
    const db = openDatabase(MEMORY_DB);
    await run(db).summary;
    const first = loadRegions(db).regions;
    const again = await run(db, { admin: gzipped }).summary;
    expect(again.removed).toBe(8);
    expect(again.generation).toBe(2);
    expect(loadRegions(db).regions).toEqual(first);
    db.close();
  });

  it('refuses a file without a single dong and changes nothing', async () => {
    const db = openDatabase(MEMORY_DB);
    const empty = join(dir, 'empty.geojson');
    writeFileSync(empty, JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: null }] }));
    await expect(run(db, { admin: empty }).summary).rejects.toThrow(ImportError);
    const broken = join(dir, 'broken.geojson');
    writeFileSync(broken, '{"type":"FeatureCollection","features":[{"type":');
    await expect(run(db, { admin: broken }).summary).rejects.toThrow();
    expect(datasetGeneration(db, 'regions')).toBe(0);
    db.close();
  });
});

describe('the emulator after an import', () => {
  it('answers reverse geocoding and regionsAt from imported regions, picked up without a restart', async () => {
    const db = openDatabase(MEMORY_DB);
    const services = createWorldServices(db);
    const app = createApp({ config: testConfig(), db, world: services, consoleDir: null });
    const [lon, lat] = POINT_IN_GARAM1;
    const ask = () => app.fetch(new Request(`http://localhost/tmap/geo/reversegeocoding?version=1&lat=${lat}&lon=${lon}&appKey=${TEST_KEY}`));

    expect(services.regions().regionsAt(lon, lat)).toEqual([]);
    expect((await ask()).status).toBe(400);

    await run(db).summary;

    expect(services.regions().regionsAt(lon, lat).map((r) => [r.category, r.name])).toEqual([
      ['city_do', '가상도'],
      ['gu_gun', '가람구'],
      ['adminDong', '가람1동'],
    ]);
    const res = await ask();
    expect(res.status).toBe(200);
    const { addressInfo } = (await res.json()) as { addressInfo: Record<string, unknown> };
    expect(addressInfo).toMatchObject({
      city_do: '가상도',
      gu_gun: '가람구',
      adminDong: '가람1동',
      adminDongCode: '9911051000',
      legalDong: '',
      fullAddress: '가상도 가람구 가람1동,가상도 가람구',
    });
    expect(services.reverseGeocode({ lon: 128.035, lat: 36.015, addressType: 'A01', newAddressExtend: 'N' })).toMatchObject({
      fullAddress: '가상도 나래구 나래2동',
    });
    db.close();
  });

  it('still serves the demo world where nothing was imported', async () => {
    const db = openDatabase(MEMORY_DB);
    const services = createWorldServices(db);
    await run(db).summary;
    // Seoul City Hall: demo 중구, administrative dong 명동, legal dong 태평로1가 and its lot.
    expect(services.reverseGeocode({ lon: 126.978, lat: 37.5665, addressType: 'A10', newAddressExtend: 'N' })).toMatchObject({
      city_do: '서울특별시',
      gu_gun: '중구',
      adminDong: '명동',
      adminDongCode: '1114055000',
      legalDong: '태평로1가',
      bunji: expect.stringMatching(/^\d+(-\d+)?$/),
      roadName: '세종대로',
    });
    expect(services.regions().regionsAt(126.978, 37.5665).map((r) => r.name)).toEqual(['서울특별시', '중구', '명동', '태평로1가']);
    expect(services.regions().byCode('1114055000', 'adminDong')?.name).toBe('명동');
    db.close();
  });

  it('picks up an import made by another connection (the CLI while the emulator runs)', async () => {
    const path = join(dir, 'shared', 'locus.db');
    const server = openDatabase(path);
    const cli = openDatabase(path);
    const services = createWorldServices(server);
    const [lon, lat] = POINT_IN_GARAM1;
    expect(services.regions().regionsAt(lon, lat)).toEqual([]);
    await run(cli).summary;
    expect(services.regions().locate(lon, lat)?.adminDong?.name).toBe('가람1동');
    cli.close();
    server.close();
  });

  it('keeps createWorldServices() without a database on the demo world alone', () => {
    const services = createWorldServices();
    expect(services.regions().regionsAt(...POINT_IN_GARAM1)).toEqual([]);
    expect(services.regions().locate(126.978, 37.5665)?.adminDong?.name).toBe('명동');
  });
});
