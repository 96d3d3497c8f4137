import { describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { mulberry32 } from '../domain/hash';
import type { AddressLotRecord, AddressRecord } from '../domain/address-records';
import { record } from './address-fixtures';
import { LOT, LOT_AREA_FIELDS, LOT_VALUES } from './address-hot-build';
import { writeAddresses } from './address-publish';
import { loadIndex } from './datasets';
import { stringTableFrom, tupleTableFrom } from './string-table';

/**
 * The look-up orders stored with the addresses (sorted in memory at publish) against the SQL
 * indexes they stand for, scanned in their own order: every key, every run and every item the
 * same, over rows made to tie (equal roads, numbers, postcodes and names), with empty postcodes,
 * names that sort differently in UTF-16 and in UTF-8, numbers above 65,535 and lots in many 동.
 */
const ROADS = ['중앙대로', '중앙대로10번길', '수영로', 'Haeundae-ro', '광안해변로 🌊', '광안해변로 \uff5e', '가'];
const NAMES = ['', '', '', '롯데타워', '롯데타워', '시청 😀', '시청 \uffe0', 'A동'];
const DONGS = ['연산동', '우동', '반여동', '가야동', '좌동 🌊'];

function rows(seed: number, count: number): { records: AddressRecord[]; lots: AddressLotRecord[] } {
  const random = mulberry32(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const records: AddressRecord[] = [];
  const lots: AddressLotRecord[] = [];
  for (let i = 0; i < count; i++) {
    const buildingKey = String(1_000_000 + Math.floor(random() * 9_000_000)) + String(i).padStart(6, '0');
    const big = random() < 0.05;
    records.push(
      record({
        buildingKey,
        sggCode: pick(['26470', '26350', '11140']),
        sidoName: '부산광역시',
        sggName: pick(['연제구', '해운대구']),
        emdName: pick(DONGS),
        roadName: pick(ROADS),
        roadCode: '264704196001',
        main: big ? 70_000 + Math.floor(random() * 3) : 1 + Math.floor(random() * 4),
        sub: Math.floor(random() * 3) * (random() < 0.05 ? 40_000 : 1),
        zipcode: pick(['', '48058', '48059', '47500']),
        buildingName: pick(NAMES),
        lon: 129 + random() * 0.1,
        lat: 35.1 + random() * 0.1,
        entLon: 129 + random() * 0.1,
        entLat: 35.1 + random() * 0.1,
      }),
    );
    for (let l = 0, n = Math.floor(random() * 3); l < n; l++) {
      const emdName = pick(DONGS);
      const ri = random() < 0.2 ? pick(['', '송정리', '기장리']) : '';
      lots.push({ buildingKey, legalDongCode: pick(['2647010200', '2635010500']), emdName, riName: ri, mountain: random() < 0.2, main: 1 + Math.floor(random() * 5) * (random() < 0.1 ? 30_000 : 1), sub: Math.floor(random() * 3), primary: l === 0 });
    }
  }
  return { records, lots };
}

/** A stored order as [key, items' row ids] runs. */
function storedRuns(parts: Map<string, ArrayBuffer>, prefix: string, rowIdOf: (item: number) => number): [string, number[]][] {
  const keys = stringTableFrom(parts, `${prefix}Keys`)!;
  const start = new Uint32Array(parts.get(`${prefix}Start`)!);
  const order = new Uint32Array(parts.get(`${prefix}Order`)!);
  const runs: [string, number[]][] = [];
  for (let k = 0; k < keys.size; k++) runs.push([keys.get(k), Array.from(order.subarray(start[k], start[k + 1]), rowIdOf)]);
  return runs;
}

/** An index scan as [key, rows' ids] runs. */
function sqlRuns(db: Db, sql: string): [string, number[]][] {
  const runs: [string, number[]][] = [];
  for (const [key, id] of db.prepare(sql).raw().all() as [string, number][]) {
    const last = runs[runs.length - 1];
    if (last && last[0] === key) last[1].push(id);
    else runs.push([key, [id]]);
  }
  return runs;
}

describe('the addresses’ look-up orders', () => {
  it('are the orders of the SQL indexes they stand for', () => {
    const db = openDatabase(MEMORY_DB);
    const { records, lots } = rows(5, 3000);
    writeAddresses(db, records, lots);
    // Some rows again, changed: a later row takes the place of the first (upsert), ids not in key order.
    const again = rows(6, 400);
    writeAddresses(db, again.records.map((r, i) => ({ ...r, buildingKey: records[i * 7]!.buildingKey })), []);
    const parts = loadIndex(db, 'addresses')!;
    const ids = new Uint32Array(parts.get('ids32')!);
    const rowIdOf = (item: number): number => ids[item]!;
    expect(ids.length).toBe(db.prepare('SELECT count(*) FROM imported_addresses').pluck().get());

    expect(storedRuns(parts, 'road', rowIdOf)).toEqual(sqlRuns(db, 'SELECT road_key, id FROM imported_addresses INDEXED BY imported_addresses_road ORDER BY road_key, main, sub'));
    expect(storedRuns(parts, 'zip', rowIdOf)).toEqual(sqlRuns(db, 'SELECT zipcode, id FROM imported_addresses INDEXED BY imported_addresses_zipcode ORDER BY zipcode, road_key, main, sub'));
    expect(storedRuns(parts, 'name', rowIdOf)).toEqual(sqlRuns(db, "SELECT name_key, id FROM imported_addresses WHERE name_key <> '' ORDER BY name_key, road_key, main, sub, id"));

    // Road groups: one per (road_key, main, sub), numbered in the road order.
    const groups = new Uint32Array(parts.get('roadGroups')!);
    const expected = db.prepare('SELECT id, dense_rank() OVER (ORDER BY road_key, main, sub) - 1 FROM imported_addresses').raw().all() as [number, number][];
    const itemOf = new Map(Array.from(ids, (id, item) => [id, item]));
    for (const [id, group] of expected) expect(groups[itemOf.get(id)!]).toBe(group);

    // Lots: in the lot index's order, each with its building, area tuple, numbers and flags.
    const lotRows = db
      .prepare(
        `SELECT l.emd_key, a.id, l.legal_dong_code, l.emd_name, l.ri_name, l.mountain, l.main, l.sub, l.is_primary
          FROM imported_address_lots l INDEXED BY imported_address_lots_lot CROSS JOIN imported_addresses a ON a.building_key = l.building_key
          ORDER BY l.emd_key, l.main, l.sub`,
      )
      .raw()
      .all() as [string, number, string, string, string, number, number, number, number][];
    const lotBuildings = new Uint32Array(parts.get('lotBuildings')!);
    const lotFields = new Uint32Array(parts.get('lotFields')!);
    const lotAreas = tupleTableFrom(parts, 'lotAreas', LOT_AREA_FIELDS.length)!;
    const emdKeys = stringTableFrom(parts, 'emdKeys')!;
    const emdStart = new Uint32Array(parts.get('emdStart')!);
    expect(lotBuildings.length).toBe(lotRows.length);
    const stored = Array.from(lotBuildings, (item, j) => {
      const at = j * LOT_VALUES;
      let emd = 0;
      while (emdStart[emd + 1]! <= j) emd++;
      return [emdKeys.get(emd), ids[item], ...lotAreas.get(lotFields[at + LOT.area]!), lotFields[at + LOT.flags]! & 1, lotFields[at + LOT.main], lotFields[at + LOT.sub], lotFields[at + LOT.flags]! >> 1];
    });
    expect(stored).toEqual(lotRows);
    // Lot area tuples numbered as first met in that order.
    const firstMet: number[] = [];
    for (let j = 0; j < lotBuildings.length; j++) {
      const area = lotFields[j * LOT_VALUES + LOT.area]!;
      if (!firstMet.includes(area)) firstMet.push(area);
    }
    expect(firstMet).toEqual(firstMet.map((_, k) => k));
    db.close();
  });
});
