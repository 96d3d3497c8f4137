import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { importFixtureAddresses, record } from './address-fixtures';
import { loadAddressStore } from './address-store-load';

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

  it('holds nothing before an import', () => {
    db = openDatabase(MEMORY_DB);
    expect(loadAddressStore(db)).toBeNull();
  });
});
