import { describe, expect, it } from 'vitest';
import { clearImportedRegions, replaceDemoRegions, replaceImportedRegions } from './db/imported-regions';
import { MEMORY_DB, openDatabase } from './db/open-database';
import { createRegionIndex } from './domain/region-index';
import { regionIdFor } from './domain/world-builder';
import type { Region, RegionCategory } from './domain/world-types';
import { createLiveRegions } from './live-regions';
import { bumpDataset } from './national/datasets';

function region(category: RegionCategory, code: string, parentId: string | null, name: string, x: number): Region {
  return {
    regionId: regionIdFor(category, code),
    code,
    name,
    category,
    parentId,
    fullName: name,
    geometry: [[[[x, 0], [x + 1, 0], [x + 1, 1], [x, 1], [x, 0]]]],
    center: [x + 0.5, 0.5],
  };
}

const base = createRegionIndex([region('city_do', '1100000000', null, 'base city', 0)]);
const imported = [region('city_do', '1100000000', null, 'imported city', 0), region('city_do', '2600000000', null, 'other city', 5)];

describe('createLiveRegions', () => {
  it("serves the demo world's own index while its rows are not written", () => {
    const db = openDatabase(MEMORY_DB);
    expect(createLiveRegions(db, base).current()).toBe(base);
    db.close();
  });

  it("serves the demo world's rows and imported ones in one index: an imported region replaces the demo one of its regionId until cleared", () => {
    const db = openDatabase(MEMORY_DB);
    const live = createLiveRegions(db, base);
    replaceDemoRegions(db, base.regions);
    const names = () => live.current().regions.map((r) => `${r.name}${live.isDemo(r) ? ' (demo)' : ''}`);
    expect(names()).toEqual(['base city (demo)']);
    replaceImportedRegions(db, ['11', '26'], imported);
    expect(names()).toEqual(['imported city', 'other city']);
    expect(db.prepare('SELECT name FROM shelved_demo_regions').pluck().all()).toEqual(['base city']);
    replaceImportedRegions(db, ['11'], []);
    expect(names()).toEqual(['other city', 'base city (demo)']);
    clearImportedRegions(db);
    expect(names()).toEqual(['base city (demo)']);
    expect(db.prepare('SELECT count(*) FROM shelved_demo_regions').pluck().get()).toBe(0);
    db.close();
  });

  it('rebuilds only when the generation moves, and says so', () => {
    const db = openDatabase(MEMORY_DB);
    const log: string[] = [];
    const live = createLiveRegions(db, base, { log: (m) => log.push(m) });
    expect(log).toEqual([]);
    replaceImportedRegions(db, ['11', '26'], imported);
    const first = live.current();
    expect(first.regions.map((r) => r.name)).toEqual(['imported city', 'other city']);
    expect(live.current()).toBe(first);
    expect(live.generation()).toBe(1);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^regions: import generation 1 loaded in \d+ ms: 2 imported regions, 2 served$/);

    clearImportedRegions(db);
    expect(live.current()).toBe(base);
    expect(live.generation()).toBe(2);
    expect(log[1]).toMatch(/^regions: import generation 2 loaded in \d+ ms$/);
    db.close();
  });

  it('keeps serving the previous regions when the new ones cannot be read', () => {
    const db = openDatabase(MEMORY_DB);
    const log: string[] = [];
    const live = createLiveRegions(db, base, { log: (m) => log.push(m) });
    replaceImportedRegions(db, ['11'], imported.slice(0, 1));
    const good = live.current();
    db.prepare('ALTER TABLE imported_regions RENAME COLUMN min_lon TO lost').run();
    bumpDataset(db, 'regions');
    expect(live.current()).toBe(good);
    expect(log.at(-1)).toMatch(/^regions: could not load import generation 2, still serving the previous data/);
    db.close();
  });

  it('a region whose stored shape is damaged is named in the log and located nowhere; the others are served', () => {
    const db = openDatabase(MEMORY_DB);
    const log: string[] = [];
    const live = createLiveRegions(db, base, { log: (m) => log.push(m) });
    replaceImportedRegions(db, ['11', '26'], imported);
    // Cut short: the header promises more than the value holds.
    db.prepare("UPDATE imported_regions SET shape = substr(shape, 1, 20) WHERE code = '1100000000'").run();
    bumpDataset(db, 'regions');
    const index = live.current();
    expect(index.regions.map((r) => r.name)).toEqual(['imported city', 'other city']);
    expect(index.regionsAt(0.5, 0.5)).toEqual([]);
    expect(index.regionsAt(5.5, 0.5).map((r) => r.name)).toEqual(['other city']);
    expect(log.filter((m) => m.includes('damaged'))).toEqual(['regions: the stored geometry of imported city (1100000000) is damaged; the region has no shape until it is imported again']);
    db.close();
  });
});
