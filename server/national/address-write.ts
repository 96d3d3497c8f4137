import { batchedTransaction } from '../db/batched-transaction';
import type { Db } from '../db/open-database';
import { nameKey, roadNameKey } from '../domain/address-normalize';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import type { ImportRun } from './import-runs';

/**
 * Writes an address import's rows as they are read: records and lots go to the run's pending
 * rows (pending_addresses, pending_address_lots; server/db/pending-tables.ts), where nothing serves
 * them; publishAddresses (address-publish.ts) moves them into the served tables at the end of the
 * import. `write` writes its rows in one transaction; `add` and `addLot` write each row as it is
 * read, committing every `batchRows` rows (no batch of records is held: a national import's
 * millions of records die young), and `finish` commits the rest (`abort` after an error).
 */
export interface AddressWriter {
  write(records: readonly AddressRecord[], lots?: readonly AddressLotRecord[]): void;
  add(record: AddressRecord): void;
  addLot(lot: AddressLotRecord): void;
  finish(): void;
  abort(): void;
}

export function addressWriter(db: Db, run: ImportRun, batchRows = 50_000): AddressWriter {
  // Positional parameters and a one-entry cache of the road's key: this runs for every row of
  // a national import (millions), where named parameters and a spread per row cost more than
  // the insert itself.
  const insert = db.prepare(`INSERT INTO pending_addresses (seq, building_key, sgg_code, sido_name, sgg_name, emd_name, ri_name,
      legal_dong_code, admin_dong_code, admin_dong_name, road_code, road_name, road_key, underground, main, sub, zipcode,
      building_name, name_key, lon, lat, ent_lon, ent_lat, source)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let lastRoad = '';
  let lastRoadKey = '';
  const roadKey = (name: string): string => {
    if (name !== lastRoad) {
      lastRoad = name;
      lastRoadKey = roadNameKey(name);
    }
    return lastRoadKey;
  };
  const insertLot = db.prepare(`INSERT INTO pending_address_lots
      (seq, building_key, legal_dong_code, emd_name, ri_name, emd_key, mountain, main, sub, is_primary)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertRecord = (r: AddressRecord): void => {
    insert.run(run.next(), r.buildingKey, r.sggCode, r.sidoName, r.sggName, r.emdName, r.riName, r.legalDongCode, r.adminDongCode, r.adminDongName,
      r.roadCode, r.roadName, roadKey(r.roadName), r.underground, r.main, r.sub, r.zipcode, r.buildingName,
      r.buildingName === '' ? '' : nameKey(r.buildingName), r.lon, r.lat, r.entLon, r.entLat, r.source);
  };
  const insertLotRecord = (l: AddressLotRecord): void => {
    insertLot.run(run.next(), l.buildingKey, l.legalDongCode, l.emdName, l.riName, nameKey(l.riName || l.emdName), l.mountain ? 1 : 0, l.main, l.sub, l.primary ? 1 : 0);
  };
  const write = db.transaction((records: readonly AddressRecord[], lots: readonly AddressLotRecord[]) => {
    for (const r of records) insertRecord(r);
    for (const l of lots) insertLotRecord(l);
  });
  const batch = batchedTransaction(db, batchRows);
  return {
    write(records, lots = []) {
      batch.finish();
      write(records, lots);
    },
    add(record) {
      batch.open();
      insertRecord(record);
      batch.wrote(1);
    },
    addLot(lot) {
      batch.open();
      insertLotRecord(lot);
      batch.wrote(1);
    },
    finish: () => batch.finish(),
    abort: () => batch.abort(),
  };
}
