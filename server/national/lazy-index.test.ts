import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { importFixtureAddresses, record } from './address-fixtures';
import { bumpDataset, datasetGeneration, loadIndexLazily, StaleIndexError, withGenerationSnapshot } from './datasets';
import { createLiveDataset } from './live-dataset';

let db: Db;
afterEach(() => db.close());

const building = (key: string, lon: number) => record({ buildingKey: key, sidoName: '부산광역시', sggName: '연제구', roadName: '중앙대로', lon, lat: 35.18 });

describe('stored index parts read on first use', () => {
  it('reads the parts it is told to at once and the others when first asked for', () => {
    db = openDatabase(MEMORY_DB);
    importFixtureAddresses(db, [building('a', 129.08), building('b', 129.081)], []);
    const stored = loadIndexLazily(db, 'addresses', (part) => part === 'points');
    expect([...(stored?.eager.keys() ?? [])]).toEqual(['points']);
    expect(stored?.has('ids32')).toBe(true);
    expect(stored?.part('ids32')?.byteLength).toBe(8);
    expect(stored?.part('ids32')).toBe(stored?.part('ids32'));
    expect(stored?.has('nothing')).toBe(false);
    expect(stored?.part('nothing')).toBeNull();
    const empty = openDatabase(MEMORY_DB);
    expect(loadIndexLazily(empty, 'addresses', () => true)).toBeNull();
    empty.close();
  });

  it('refuses a part stored by a later change than the parts it read at once', () => {
    db = openDatabase(MEMORY_DB);
    importFixtureAddresses(db, [building('a', 129.08)], []);
    const stored = loadIndexLazily(db, 'addresses', (part) => part === 'points');
    importFixtureAddresses(db, [building('b', 129.081)], []);
    expect(() => stored?.part('ids32')).toThrow(StaleIndexError);
  });

  it('answers from the new generation when a use finds its parts stale', () => {
    db = openDatabase(MEMORY_DB);
    db.transaction(() => bumpDataset(db, 'addresses'))();
    let loads = 0;
    const live = createLiveDataset(db, 'addresses', () => ({ load: ++loads }));
    let tries = 0;
    const answer = live.use((value) => {
      tries++;
      if (tries === 1) {
        // An import commits between the generation check and a lazy read.
        db.transaction(() => bumpDataset(db, 'addresses'))();
        throw new StaleIndexError('addresses');
      }
      return value?.load;
    });
    expect(answer).toBe(2);
    expect(tries).toBe(2);
    expect(() => live.use(() => { throw new Error('other'); })).toThrow('other');
  });

  it('answers from the new generation inside one call too (the call had read the stale one)', () => {
    db = openDatabase(MEMORY_DB);
    db.transaction(() => bumpDataset(db, 'addresses'))();
    let loads = 0;
    const live = createLiveDataset(db, 'addresses', () => ({ load: ++loads }));
    let tries = 0;
    const answer = withGenerationSnapshot(() =>
      live.use((value) => {
        if (++tries === 1) {
          db.transaction(() => bumpDataset(db, 'addresses'))();
          throw new StaleIndexError('addresses');
        }
        return value?.load;
      }),
    );
    expect(answer).toBe(2);
  });
});

describe('one generation per dataset and call', () => {
  it('reads a generation once per call: an import another process commits meanwhile is served from the next call', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locus-generations-'));
    try {
      db = openDatabase(join(dir, 'locus.db'));
      const other = openDatabase(join(dir, 'locus.db'));
      const bump = () => other.transaction(() => bumpDataset(other, 'roads'))();
      bump();
      const seen = withGenerationSnapshot(() => {
        const first = datasetGeneration(db, 'roads');
        bump();
        return [first, datasetGeneration(db, 'roads'), withGenerationSnapshot(() => datasetGeneration(db, 'roads'))];
      });
      expect(seen).toEqual([1, 1, 1]);
      expect(datasetGeneration(db, 'roads')).toBe(2);
      expect(withGenerationSnapshot(() => datasetGeneration(db, 'roads'))).toBe(2);
      other.close();
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
