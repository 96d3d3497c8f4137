import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { runImport } from '../testing/import-child';
import { buildingLine, CITY_HALL } from '../testing/juso-fixture';
import { createWorldServices } from '../world-services';

/**
 * The import command on a new data directory writes the demo world first, as a first start would:
 * a start after a national import then finds the demo world stored and writes nothing (before,
 * it wrote the demo world then, and rebuilt the index of every imported row: a minute at
 * national size).
 */
const dir = mkdtempSync(join(tmpdir(), 'locus-first-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an import into a new data directory', () => {
  it('writes the demo world first, so the next start writes nothing', async () => {
    const file = join(dir, 'build_seoul.txt');
    writeFileSync(file, `${buildingLine(CITY_HALL)}\n`);
    await runImport(dir, ['--addresses', file]);
    const db = openDatabase(join(dir, 'locus.db'));
    try {
      const kinds = db.prepare('SELECT kind FROM demo_dataset ORDER BY kind').pluck().all();
      expect(kinds).toEqual(['addresses', 'pois', 'regions', 'roads', 'water']);
      const generations = () => db.prepare('SELECT kind, generation FROM dataset_state ORDER BY kind').all();
      const before = generations();
      const services = createWorldServices(db);
      expect(generations()).toEqual(before);
      // The import is served beside the demo world.
      expect(services.fullAddrGeo({ text: '서울특별시 중구 세종대로 110', addressFlag: 'F00', page: 1, count: 5 }, (p) => ({ lon: String(p[0]), lat: String(p[1]) })).items[0]?.newBuildingName).toBe('서울특별시청');
    } finally {
      db.close();
    }
  });
});
