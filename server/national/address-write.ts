import type { Db } from '../db/open-database';
import { nameKey, roadNameKey } from '../domain/address-normalize';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';

/**
 * Writes imported addresses and their lots (tables of server/db/address-tables.ts). Each call
 * is one transaction; a record whose building_key is already stored replaces it (so importing
 * the same file again changes nothing), a lot already stored is left as it is.
 */
export interface AddressWriter {
  write(records: readonly AddressRecord[], lots?: readonly AddressLotRecord[]): void;
  /** Removes the lots of these buildings (before their lots are written again). */
  removeLots(buildingKeys: readonly string[]): void;
}

export function addressWriter(db: Db): AddressWriter {
  // Positional parameters and a one-entry cache of the road's key: this runs for every row of
  // a national import (millions), where named parameters and a spread per row cost more than
  // the insert itself. A row that is already stored as it is is not written again (a monthly
  // refresh or a re-run rewrites no index entry for unchanged buildings).
  const upsert = db.prepare(`INSERT INTO imported_addresses (building_key, sgg_code, sido_name, sgg_name, emd_name, ri_name,
      legal_dong_code, admin_dong_code, admin_dong_name, road_code, road_name, road_key, underground, main, sub, zipcode,
      building_name, name_key, lon, lat, ent_lon, ent_lat, source)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (building_key) DO UPDATE SET sgg_code = excluded.sgg_code, sido_name = excluded.sido_name,
      sgg_name = excluded.sgg_name, emd_name = excluded.emd_name, ri_name = excluded.ri_name,
      legal_dong_code = excluded.legal_dong_code, admin_dong_code = excluded.admin_dong_code,
      admin_dong_name = excluded.admin_dong_name, road_code = excluded.road_code, road_name = excluded.road_name,
      road_key = excluded.road_key, underground = excluded.underground, main = excluded.main, sub = excluded.sub,
      zipcode = excluded.zipcode, building_name = excluded.building_name, name_key = excluded.name_key,
      lon = excluded.lon, lat = excluded.lat, ent_lon = excluded.ent_lon, ent_lat = excluded.ent_lat, source = excluded.source
    WHERE (sgg_code, sido_name, sgg_name, emd_name, ri_name, legal_dong_code, admin_dong_code, admin_dong_name, road_code, road_name,
        road_key, underground, main, sub, zipcode, building_name, name_key, lon, lat, ent_lon, ent_lat, source)
      IS NOT (excluded.sgg_code, excluded.sido_name, excluded.sgg_name, excluded.emd_name, excluded.ri_name, excluded.legal_dong_code,
        excluded.admin_dong_code, excluded.admin_dong_name, excluded.road_code, excluded.road_name, excluded.road_key, excluded.underground,
        excluded.main, excluded.sub, excluded.zipcode, excluded.building_name, excluded.name_key, excluded.lon, excluded.lat,
        excluded.ent_lon, excluded.ent_lat, excluded.source)`);
  let lastRoad = '';
  let lastRoadKey = '';
  const roadKey = (name: string): string => {
    if (name !== lastRoad) {
      lastRoad = name;
      lastRoadKey = roadNameKey(name);
    }
    return lastRoadKey;
  };
  const insertLot = db.prepare(`INSERT INTO imported_address_lots
      (building_key, legal_dong_code, emd_name, ri_name, emd_key, mountain, main, sub, is_primary)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT DO UPDATE SET is_primary = max(is_primary, excluded.is_primary)`);
  const deleteLots = db.prepare('DELETE FROM imported_address_lots WHERE building_key = ?');
  const write = db.transaction((records: readonly AddressRecord[], lots: readonly AddressLotRecord[]) => {
    for (const r of records) {
      upsert.run(r.buildingKey, r.sggCode, r.sidoName, r.sggName, r.emdName, r.riName, r.legalDongCode, r.adminDongCode, r.adminDongName,
        r.roadCode, r.roadName, roadKey(r.roadName), r.underground, r.main, r.sub, r.zipcode, r.buildingName,
        r.buildingName === '' ? '' : nameKey(r.buildingName), r.lon, r.lat, r.entLon, r.entLat, r.source);
    }
    for (const l of lots) {
      insertLot.run(l.buildingKey, l.legalDongCode, l.emdName, l.riName, nameKey(l.riName || l.emdName), l.mountain ? 1 : 0, l.main, l.sub, l.primary ? 1 : 0);
    }
  });
  const removeLots = db.transaction((keys: readonly string[]) => {
    for (const key of keys) deleteLots.run(key);
  });
  return { write: (records, lots = []) => write(records, lots), removeLots: (keys) => removeLots(keys) };
}
