import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldServices } from '../world-services-types';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import type { DatasetImportSummary } from './import-context';
import { sharedDataFile } from '../testing/shared-data';
import { importPois } from './poi-import';

/**
 * The public-data facilities sample (../shared/data/public_facilities_sample.csv, 전국개방시설
 * 표준데이터) imported as POIs; reverseLabel at each facility's own coordinates then answers a
 * facility there. The data lives beside the repository, not in it: without it the suite is
 * skipped and says so (sharedDataFile: under CI=true, a present folder with a skipped suite fails).
 */
const FACILITIES = sharedDataFile('public_facilities_sample.csv', 'poi-import-real-data');

describe.skipIf(FACILITIES === null)(
  FACILITIES !== null ? 'POIs from the facilities sample (../shared/data)' : 'POIs from the facilities sample — skipped: ../shared/data not found',
  () => {
    let db: Db;
    let services: WorldServices;
    let summary: DatasetImportSummary;
    let facilities: { name: string; lat: number; lon: number }[];

    beforeAll(async () => {
      db = openDatabase(MEMORY_DB);
      services = createWorldServices(db);
      summary = await importPois(db, [FACILITIES!], {}, { log: () => {}, warn: () => {} });
      const rows = parse(readFileSync(FACILITIES!), { columns: true, bom: true, relax_column_count: true }) as Record<string, string>[];
      facilities = rows
        .map((r) => ({ name: (r['개방시설명'] ?? '').trim(), lat: Number(r['위도']), lon: Number(r['경도']) }))
        .filter((f) => f.name !== '' && f.lat > 33 && f.lat < 38.7 && f.lon > 124.5 && f.lon < 132);
    }, 60_000);

    afterAll(() => db?.close());

    it('imports the facilities', () => {
      expect(facilities.length).toBeGreaterThan(400);
      expect(summary.stored).toBe(facilities.length);
    });

    it('answers reverseLabel at each facility with its name (or that of a facility at the very same place)', () => {
      let alone = 0;
      for (const f of facilities) {
        const label = services.reverseLabel({ lon: f.lon, lat: f.lat, reqLevel: 19 });
        expect(label, f.name).not.toBeNull();
        const sharing = new Set(facilities.filter((g) => g.lat === f.lat && g.lon === f.lon).map((g) => g.name));
        if (sharing.size === 1) {
          alone++;
          expect(label!.name).toBe(f.name);
        } else {
          expect([...sharing], `${f.name} at ${f.lat},${f.lon}`).toContain(label!.name);
        }
        expect(label).toMatchObject({ lat: f.lat, lon: f.lon, id: expect.stringMatching(/^\d+$/) });
      }
      expect(alone).toBeGreaterThan(150);
    });
  },
);
