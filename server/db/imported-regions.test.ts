import { bboxOf } from '../../shared/geometry/area';
import { describe, expect, it } from 'vitest';
import { regionIdFor } from '../domain/world-builder';
import type { Region, RegionCategory } from '../domain/world-types';
import {
  clearImportedRegions,
  importedRegionCounts,
  loadRegions,
  replaceImportedRegions,
} from './imported-regions';
import { datasetGeneration, listSources } from '../national/datasets';
import { MIGRATIONS, runMigrations } from './migrations';
import { MEMORY_DB, openDatabase } from './open-database';
import { resetData } from './reset-data';

function region(category: RegionCategory, code: string, parentId: string | null): Region {
  return {
    regionId: regionIdFor(category, code),
    code,
    name: `n${code}`,
    category,
    parentId,
    fullName: `full ${code}`,
    geometry: [[[[127, 37], [127.1, 37], [127.1, 37.1], [127, 37.1], [127, 37]]]],
    center: [127.05, 37.05],
  };
}

const seoul = [region('adminDong', '1114055000', '21114000000'), region('gu_gun', '1114000000', '11100000000'), region('city_do', '1100000000', null)];
const busan = [region('city_do', '2600000000', null), region('gu_gun', '2647000000', '12600000000')];

describe('imported regions', () => {
  it('starts at generation 0 with nothing imported', () => {
    const db = openDatabase(MEMORY_DB);
    expect(datasetGeneration(db, 'regions')).toBe(0);
    expect(loadRegions(db).regions).toEqual([]);
    db.close();
  });

  it('round-trips regions, sorted by level then code, records the file and bumps the generation', () => {
    const db = openDatabase(MEMORY_DB);
    expect(replaceImportedRegions(db, ['11'], seoul, { file: 'seoul.geojson', layout: 'admdongkor GeoJSON' })).toEqual({ generation: 1, removed: 0, inserted: 3 });
    const loaded = loadRegions(db).regions;
    expect(loaded.map(({ bbox: _bbox, shapeBands: _bands, shape: _shape, ...region }) => region)).toEqual([seoul[2], seoul[1], seoul[0]]);
    // The boxes come from their columns, the shapes are read when first needed.
    expect(loaded.map((r) => r.bbox)).toEqual(loaded.map((r) => bboxOf(r.geometry)));
    expect(datasetGeneration(db, 'regions')).toBe(1);
    expect(listSources(db)).toEqual([expect.objectContaining({ kind: 'regions', file: 'seoul.geojson', rows: 1, layout: 'admdongkor GeoJSON' })]);
    db.close();
  });

  it('replaces the provinces it covers and keeps the others: re-importing changes nothing but the generation', () => {
    const db = openDatabase(MEMORY_DB);
    replaceImportedRegions(db, ['11'], seoul, { file: 'a.geojson', layout: 'test' });
    replaceImportedRegions(db, ['26'], busan, { file: 'b.geojson', layout: 'test' });
    expect(importedRegionCounts(db)).toEqual({ city_do: 2, gu_gun: 2, adminDong: 1, legalDong: 0 });
    const again = replaceImportedRegions(db, ['11'], seoul, { file: 'a.geojson', layout: 'test' });
    expect(again).toEqual({ generation: 3, removed: 3, inserted: 3 });
    expect(loadRegions(db).regions).toHaveLength(5);
    // A newer Seoul without the dong: the dong goes away, Busan stays.
    replaceImportedRegions(db, ['11'], seoul.slice(1), { file: 'a2.geojson', layout: 'test' });
    expect(loadRegions(db).regions.map((r) => r.code)).toEqual(['1100000000', '2600000000', '1114000000', '2647000000']);
    db.close();
  });

  it('clears everything and its sources, and survives a control reset', () => {
    const db = openDatabase(MEMORY_DB);
    replaceImportedRegions(db, ['11'], seoul, { file: 'a.geojson', layout: 'test' });
    resetData(db);
    expect(loadRegions(db).regions).toHaveLength(3);
    expect(datasetGeneration(db, 'regions')).toBe(1);
    expect(clearImportedRegions(db)).toEqual({ generation: 2, removed: 3, inserted: 0 });
    expect(loadRegions(db).regions).toEqual([]);
    expect(listSources(db)).toEqual([]);
    db.close();
  });

  it('writes nothing when the transaction fails', () => {
    const db = openDatabase(MEMORY_DB);
    replaceImportedRegions(db, ['11'], seoul, { file: 'a.geojson', layout: 'test' });
    expect(() => replaceImportedRegions(db, ['11'], [...seoul, seoul[0]!], { file: 'dup.geojson', layout: 'test' })).toThrow(/UNIQUE/);
    expect(loadRegions(db).regions).toHaveLength(3);
    expect(datasetGeneration(db, 'regions')).toBe(1);
    expect(listSources(db).map((s) => s.file)).toEqual(['a.geojson']);
    db.close();
  });

  it('migration 12 fills the boxes of regions imported before it', () => {
    const db = openDatabase(MEMORY_DB, MIGRATIONS.filter((m) => m.version < 12));
    db.prepare(`INSERT INTO imported_regions (region_id, category, code, name, parent_id, full_name, province, center_lon, center_lat, geometry)
      VALUES ('11100000000', 'city_do', '1100000000', 'old', NULL, 'old', '11', 0.5, 0.5, ?)`).run(JSON.stringify([[[[1, 2], [3, 2], [3, 5], [1, 2]]]]));
    runMigrations(db);
    expect(loadRegions(db).regions.map((r) => r.bbox)).toEqual([[1, 2, 3, 5]]);
    db.close();
  });

  it('serves a region whose stored shape is damaged with its name and box and no shape, reported once', () => {
    const db = openDatabase(MEMORY_DB);
    replaceImportedRegions(db, ['11'], seoul);
    db.prepare("UPDATE imported_regions SET shape = X'0700000000000000' WHERE code = '1114055000'").run();
    const reports: string[] = [];
    const dong = loadRegions(db, (message) => reports.push(message)).regions.find((r) => r.code === '1114055000')!;
    expect([dong.name, dong.bbox]).toEqual(['n1114055000', [127, 37, 127.1, 37.1]]);
    expect(dong.geometry).toEqual([]);
    expect(dong.shape?.partEnds).toHaveLength(0);
    expect(dong.geometry).toEqual([]);
    expect(reports).toEqual(['regions: the stored geometry of full 1114055000 (1114055000) is damaged; the region has no shape until it is imported again']);
    db.close();
  });

  it('reads a region’s shape when first needed: one an import replaced meanwhile gives its new shape, one it removed none, and neither is reported', () => {
    const db = openDatabase(MEMORY_DB);
    replaceImportedRegions(db, ['11', '26'], [...seoul, ...busan]);
    const reports: string[] = [];
    const { regions } = loadRegions(db, (message) => reports.push(message));
    const dong = regions.find((r) => r.code === '1114055000')!;
    const busanCity = regions.find((r) => r.code === '2600000000')!;
    const moved = seoul.map((r): Region => (r.code === '1114055000' ? { ...r, geometry: [[[[0, 0], [1, 0], [1, 1], [0, 0]]]] } : r));
    replaceImportedRegions(db, ['11'], moved);
    replaceImportedRegions(db, ['26'], []);
    expect(dong.geometry).toEqual([[[[0, 0], [1, 0], [1, 1], [0, 0]]]]);
    expect(busanCity.geometry).toEqual([]);
    expect(busanCity.shapeBands).toBeUndefined();
    expect(reports).toEqual([]);
    db.close();
  });

  it('migration 19 stores the JSON geometry of earlier imports and demo shelves in binary, and drops the JSON', () => {
    const db = openDatabase(MEMORY_DB, MIGRATIONS.filter((m) => m.version < 19));
    const geometry = [[[[126.9, 37.5], [127.0000001, 37.5], [127.0000001, 37.6], [126.9, 37.5]]], [[[1 / 3, 0], [1, 0], [1, 1], [1 / 3, 0]]]];
    for (const [table, id, province, json] of [
      ['imported_regions', '11100000000', '11', JSON.stringify(geometry)],
      ['imported_regions', '12600000000', '26', '[[['],
      ['shelved_demo_regions', '11100000000', 'demo', JSON.stringify(geometry.slice(1))],
    ] as const) {
      db.prepare(`INSERT INTO ${table} (region_id, category, code, name, parent_id, full_name, province, center_lon, center_lat, min_lon, min_lat, max_lon, max_lat, geometry)
        VALUES (?, 'city_do', ?, 'old', NULL, 'old', ?, 127, 37.5, 0, 0, 127.0000001, 37.6, ?)`).run(id, `${id.slice(1, 3)}00000000`, province, json);
    }
    runMigrations(db);
    for (const table of ['imported_regions', 'shelved_demo_regions']) {
      const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      expect(columns).toContain('shape');
      expect(columns).not.toContain('geometry');
    }
    const reports: string[] = [];
    const regions = loadRegions(db, (message) => reports.push(message)).regions;
    expect(regions.map((r) => [r.code, r.geometry])).toEqual([
      ['1100000000', geometry],
      ['2600000000', []],
    ]);
    expect(reports).toEqual(['regions: the stored geometry of old (2600000000) is damaged; the region has no shape until it is imported again']);
    // The shelved demo row comes back, its shape with it, when no import holds its id.
    clearImportedRegions(db);
    expect(loadRegions(db).regions.map((r) => r.geometry)).toEqual([geometry.slice(1)]);
    db.close();
  });

  it('migration 15 moves the generation of regions imported before it into dataset_state', () => {
    const db = openDatabase(MEMORY_DB, MIGRATIONS.filter((m) => m.version < 15));
    db.prepare("UPDATE region_import_state SET generation = 7, source = 'old.geojson' WHERE id = 1").run();
    runMigrations(db);
    expect(datasetGeneration(db, 'regions')).toBe(7);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'region_import_state'").all()).toEqual([]);
    replaceImportedRegions(db, ['11'], seoul);
    expect(datasetGeneration(db, 'regions')).toBe(8);
    db.close();
  });

  it('migration 14 writes the district names of earlier imports with their space', () => {
    const db = openDatabase(MEMORY_DB, MIGRATIONS.filter((m) => m.version < 14));
    const insert = db.prepare(`INSERT INTO imported_regions (region_id, category, code, name, parent_id, full_name, province, center_lon, center_lat, geometry)
      VALUES (?, ?, ?, ?, NULL, ?, '41', 127, 37.4, '[]')`);
    insert.run('24113300000', 'gu_gun', '4113300000', '성남시중원구', '경기도 성남시중원구');
    insert.run('34113352000', 'adminDong', '4113352000', '성남동', '경기도 성남시중원구 성남동');
    insert.run('24111000000', 'gu_gun', '4111000000', '종로구', '서울특별시 종로구');
    runMigrations(db);
    expect(db.prepare('SELECT name, full_name FROM imported_regions ORDER BY region_id').raw().all()).toEqual([
      ['종로구', '서울특별시 종로구'],
      ['성남시 중원구', '경기도 성남시 중원구'],
      ['성남동', '경기도 성남시 중원구 성남동'],
    ]);
    db.close();
  });
});
