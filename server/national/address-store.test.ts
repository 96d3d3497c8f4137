import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { CSV_MOUNTAIN, importFixtureAddresses, record } from './address-fixtures';
import { loadAddressStore } from './address-store';

let db: Db;
afterEach(() => db.close());

describe('address store', () => {
  it('finds the nearest building in metres, not in degrees', () => {
    db = openDatabase(MEMORY_DB);
    const at = { lon: 129.0, lat: 35.0 };
    // North: 0.0009° ≈ 100 m; east: 0.0010° ≈ 91 m at 35° N. Degrees rank north first, metres east.
    const north = record({ buildingKey: 'north', sidoName: '부산광역시', sggName: '연제구', roadName: '북로', lon: at.lon, lat: at.lat + 0.0009 });
    const east = record({ buildingKey: 'east', sidoName: '부산광역시', sggName: '연제구', roadName: '동로', lon: at.lon + 0.001, lat: at.lat });
    importFixtureAddresses(db, [north, east], []);
    const store = loadAddressStore(db);
    const found = store?.nearest(at.lon, at.lat, 300);
    expect(found?.row.road_name).toBe('동로');
    expect(found?.distanceM).toBeCloseTo(91.2, 0);
    expect(store?.nearest(at.lon, at.lat, 300, (row) => row.road_name !== '동로')?.row.road_name).toBe('북로');
    expect(store?.nearest(at.lon, at.lat, 90)).toBeNull();
  });

  it('knows the covered 시군구 by code and, for rows without codes, by names in any 시도 form', () => {
    db = openDatabase(MEMORY_DB);
    importFixtureAddresses(db);
    const store = loadAddressStore(db);
    expect(store?.covers({ code: '1114000000' })).toBe(true);
    expect(store?.covers({ code: '1111000000' })).toBe(false);
    expect(store?.covers({ sido: '서울특별시', sgg: '중구' })).toBe(true);
    expect(store?.covers({ sido: '강원도', sgg: '춘천시' })).toBe(true);
    expect(store?.covers({ sido: '울산', sgg: '울주군' })).toBe(true);
    expect(store?.covers({ sido: '서울특별시', sgg: '종로구' })).toBe(false);
    expect(CSV_MOUNTAIN.sggCode).toBe('');
  });

  it('holds nothing before an import', () => {
    db = openDatabase(MEMORY_DB);
    expect(loadAddressStore(db)).toBeNull();
  });
});
