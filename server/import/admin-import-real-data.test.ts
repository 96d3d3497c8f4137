import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedRegionCounts } from '../db/imported-regions';
import { openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import type { WorldServices } from '../world-services-types';
import { sharedDataFile } from '../testing/shared-data';
import { importAdminBoundaries, type AdminImportSummary } from './admin-import';

/**
 * The whole country's administrative dongs (admdongkor ver20250401, 3,554 dongs, 30 MB of JSON)
 * imported into a temporary database, then the main places of FACTS.md asked through reverse
 * geocoding. The data lives beside the repository (../shared/data), not in it; without it the
 * suite is skipped and says so.
 */
const NATIONAL = sharedDataFile('HangJeongDong_ver20250401.geojson.gz', 'admin-import-real-data');

/** FACTS.md main table, rows 1, 3, 6 and 13 (answers for ver20250401). */
const FACTS = [
  { row: 1, place: 'Seoul City Hall', lat: 37.5665, lon: 126.978, dong: '명동', code: '1114055000', gu: '중구', city: '서울특별시' },
  { row: 3, place: 'Gangnam Station (east)', lat: 37.4981, lon: 127.0286, dong: '역삼1동', code: '1168064000', gu: '강남구', city: '서울특별시' },
  { row: 6, place: 'National Assembly', lat: 37.5318, lon: 126.914, dong: '여의동', code: '1156054000', gu: '영등포구', city: '서울특별시' },
  { row: 13, place: 'Busan City Hall', lat: 35.1798, lon: 129.075, dong: '연산5동', code: '2647069000', gu: '연제구', city: '부산광역시' },
];

describe.skipIf(NATIONAL === null)(
  NATIONAL !== null ? 'import of the national admdongkor file (../shared/data)' : 'import of the national admdongkor file — skipped: ../shared/data not found',
  () => {
    let dir: string;
    let db: Db;
    let services: WorldServices;
    let summary: AdminImportSummary;
    let busanBefore: object | null;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'locus-national-'));
      db = openDatabase(join(dir, 'locus.db'));
      services = createWorldServices(db);
      busanBefore = services.reverseGeocode({ lon: 129.075, lat: 35.1798, addressType: 'A10', newAddressExtend: 'N' });
      summary = await importAdminBoundaries(db, { admin: NATIONAL! });
    }, 120_000);

    afterAll(() => {
      db?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('imports every dong, district and province', () => {
      expect(summary.featuresRead).toBe(3554);
      expect(summary.skipped).toEqual([]);
      expect(summary.counts).toEqual({ provinces: 17, districts: 252, dongs: 3554 });
      expect(importedRegionCounts(db)).toEqual({ city_do: 17, gu_gun: 252, adminDong: 3554, legalDong: 0 });
      // The districts of cities with their space, as the service writes them.
      const districts = services.regions().regions.filter((r) => r.category === 'gu_gun').map((r) => r.name);
      expect(districts).toContain('성남시 중원구');
      expect(districts.filter((name) => /\S시\S+구$/.test(name))).toEqual([]);
    });

    it.each(FACTS)('row $row, $place: $city $gu $dong ($code)', ({ lat, lon, dong, code, gu, city }) => {
      const info = services.reverseGeocode({ lon, lat, addressType: 'A01', newAddressExtend: 'N' });
      expect(info).toMatchObject({ adminDong: dong, adminDongCode: code, gu_gun: gu, city_do: city, fullAddress: `${city} ${gu} ${dong}` });
      expect(services.regions().regionsAt(lon, lat).filter((r) => r.category !== 'legalDong').map((r) => r.code)).toEqual([
        `${code.slice(0, 2)}00000000`,
        `${code.slice(0, 5)}00000`,
        code,
      ]);
    });

    it('answers outside the demo world, where it answered nothing before', () => {
      expect(busanBefore).toBeNull();
      expect(services.regions().locate(129.075, 35.1798)?.legalDong).toBeUndefined();
    });

    it("keeps the demo world's legal dongs under the imported districts", () => {
      expect(services.reverseGeocode({ lon: 126.978, lat: 37.5665, addressType: 'A10', newAddressExtend: 'N' })).toMatchObject({
        adminDong: '명동',
        legalDong: '태평로1가',
      });
    });
  },
);
