import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import type { DatasetImportSummary } from './import-context';
import { sharedDataFile } from '../testing/shared-data';
import { importAddresses } from './address-import';

/**
 * The public facilities sample (a public-data standard CSV, 499 rows all over Korea) imported as
 * addresses. The data lives beside the repository (../shared/data), not in it: without it the
 * suite is skipped and says so (sharedDataFile: under CI=true a skip while the folder is there is a failure).
 */
const CSV = sharedDataFile('public_facilities_sample.csv', 'address-import-real-data');

describe.skipIf(CSV === null)(
  CSV !== null ? 'import of public_facilities_sample.csv (../shared/data)' : 'import of public_facilities_sample.csv — skipped: ../shared/data not found',
  () => {
    let db: Db;
    let summary: DatasetImportSummary;
    const warnings: string[] = [];
    let rows: Record<string, string>[];

    beforeAll(async () => {
      rows = parse(readFileSync(CSV!, 'utf8'), { columns: true }) as Record<string, string>[];
      db = openDatabase(MEMORY_DB);
      summary = await importAddresses(db, [CSV!], { log: () => undefined, warn: (l) => warnings.push(l) });
    });

    it('stores every row or reports it with its line', () => {
      expect(summary.rows).toBe(rows.length);
      const skippedLines = warnings.filter((w) => w.endsWith('— skipped')).map((w) => Number(/^public_facilities_sample\.csv:(\d+): /.exec(w)?.[1]));
      expect(skippedLines).toHaveLength(summary.skipped);
      expect(summary.stored + summary.skipped).toBe(rows.length);
      // Each reported line is a data line whose road-name address is empty or not one.
      for (const line of skippedLines) {
        const row = rows[line - 2];
        expect(row, `line ${line}`).toBeDefined();
        expect(row?.['소재지도로명주소'] === '' || !/(?:로|길)\s*\d/.test(row?.['소재지도로명주소'] ?? ''), `line ${line}`).toBe(true);
      }
    });

    it('stores its 81 Seoul rows with road name, number and coordinates', () => {
      const seoul = rows.filter((r) => r['소재지도로명주소']?.startsWith('서울특별시'));
      expect(seoul).toHaveLength(81);
      const find = db.prepare("SELECT road_name, main, sub, lon, lat FROM imported_addresses WHERE sido_name = '서울특별시' AND road_name = ? AND main = ? AND sub = ?");
      for (const r of seoul) {
        const m = /^서울특별시 \S+구 (\S+?)\s*(\d+)(?:-(\d+))?(?:\s|\(|$)/.exec(r['소재지도로명주소'] ?? '');
        expect(m, r['소재지도로명주소']).not.toBeNull();
        const stored = find.get(m?.[1], Number(m?.[2]), Number(m?.[3] ?? 0)) as { lon: number; lat: number } | undefined;
        expect(stored, r['소재지도로명주소']).toBeDefined();
        // Rows at one address are one building (the last row's point): within 30 m of each row's.
        const dy = ((stored?.lat ?? 0) - Number(r['위도'])) * 111_000;
        const dx = ((stored?.lon ?? 0) - Number(r['경도'])) * 88_000;
        expect(Math.hypot(dx, dy), r['소재지도로명주소']).toBeLessThan(30);
      }
    });

    it("records the file with the data's latest as-of date", () => {
      const source = db.prepare("SELECT version, layout FROM data_sources WHERE kind = 'addresses'").get();
      const latest = rows.map((r) => r['데이터기준일자'] ?? '').sort().at(-1);
      expect(source).toEqual({ version: latest, layout: 'public-data standard CSV (UTF-8)' });
    });
  },
);
