import type { Db } from '../db/open-database';
import { parseBunji } from '../domain/lots';
import type { Building } from '../domain/road-addresses';
import { writeAddresses } from './address-publish';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import { DEMO_SOURCE } from './demo-shelf';
import { writeDemoDataset } from './demo-dataset';

/**
 * The demo world's buildings as an address dataset: each building with its road-name address,
 * its own lot (the lattice lot under its centre, domain/lots.ts) and its postcode, written into
 * the same tables as an import of national addresses (source DEMO_SOURCE), and answered by the
 * same engine (address-find.ts, address-reverse.ts).
 *
 * Written when the emulator opens a database whose demo rows are not this world's (first start,
 * or a changed world: the rows' hash is kept in demo_dataset); an import of national addresses
 * then shelves the demo rows of the 시군구 it covers (demo-shelf.ts).
 */
export function writeDemoAddresses(db: Db, buildings: readonly Building[]): boolean {
  const { records, lots } = demoAddressRecords(buildings);
  return writeDemoDataset(db, 'addresses', [FORMAT, records, lots], (keep) => {
    // Through the importers' path: pending rows, published with the index (and the shelving) in
    // one transaction, which first removes the previous demo rows (a changed world).
    writeAddresses(db, records, lots, [], () => {
      for (const table of ['imported_addresses', 'shelved_demo_addresses']) db.prepare(`DELETE FROM ${table} WHERE source = ?`).run(DEMO_SOURCE);
      for (const table of ['imported_address_lots', 'shelved_demo_address_lots']) db.prepare(`DELETE FROM ${table} WHERE building_key LIKE 'demo:%'`).run();
      keep();
    });
  });
}

/** Bump when the mapping below changes (the hash covers the rows it writes). */
const FORMAT = 1;

export function demoAddressRecords(buildings: readonly Building[]): { records: AddressRecord[]; lots: AddressLotRecord[] } {
  const records: AddressRecord[] = [];
  const lots: AddressLotRecord[] = [];
  for (const b of buildings) {
    // The road-name address key is unique per building of the demo world.
    const buildingKey = `demo:${b.roadAddressKey}`;
    records.push({
      buildingKey,
      sggCode: b.districtCode.slice(0, 5),
      sidoName: DEMO_CITY,
      sggName: b.districtName,
      emdName: b.legalDongName,
      riName: '',
      legalDongCode: b.legalDongCode,
      adminDongCode: b.adminDongCode,
      adminDongName: b.adminDongName,
      roadCode: b.roadCode,
      roadName: b.roadName,
      underground: 0,
      main: b.main,
      sub: b.sub,
      zipcode: b.postcode,
      buildingName: b.name,
      lon: b.center[0],
      lat: b.center[1],
      entLon: b.entrance[0],
      entLat: b.entrance[1],
      source: DEMO_SOURCE,
    });
    const lot = parseBunji(b.bunji);
    if (lot) lots.push({ buildingKey, legalDongCode: b.legalDongCode, emdName: b.legalDongName, riName: '', mountain: lot.mountain, main: lot.main, sub: lot.sub, primary: true });
  }
  return { records, lots };
}

/** Every building of the demo world is in Seoul (server/data/seoul-seeds.ts). */
const DEMO_CITY = '서울특별시';
