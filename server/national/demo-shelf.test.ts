import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { CSV_MOUNTAIN, importFixtureAddresses } from './address-fixtures';
import { importedCoverage } from './demo-shelf';

let db: Db;
afterEach(() => db.close());

describe('imported coverage (what shelves the demo rows)', () => {
  it('knows the covered 시군구 by code and, for rows without codes, by names in any 시도 form', () => {
    db = openDatabase(MEMORY_DB);
    importFixtureAddresses(db);
    const coverage = importedCoverage(db);
    expect(coverage.covers({ code: '1114000000' })).toBe(true);
    expect(coverage.covers({ code: '1111000000' })).toBe(false);
    expect(coverage.covers({ sido: '서울특별시', sgg: '중구' })).toBe(true);
    expect(coverage.covers({ sido: '강원도', sgg: '춘천시' })).toBe(true);
    expect(coverage.covers({ sido: '울산', sgg: '울주군' })).toBe(true);
    expect(coverage.covers({ sido: '서울특별시', sgg: '종로구' })).toBe(false);
    expect(CSV_MOUNTAIN.sggCode).toBe('');
  });
});
