import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { formatWgs84 } from '../domain/address-search';
import { mulberry32 } from '../domain/hash';
import { fillSyntheticAddresses, type AddressQuerySample } from '../testing/synthetic-addresses';
import { createWorldServices } from '../world-services';
import type { WorldServices } from '../world-services-types';
import { loadAddressStore } from './address-store-load';
import { sqlAddressStore } from './address-store';
import { hotAddressStore } from './address-hot-store';
import { loadIndexLazily } from './datasets';

/**
 * The hot store (typed arrays, no row read) against the SQL store (every field read from the
 * rows) on the national benchmark's synthetic addresses and the demo world: 10,000 random queries
 * per operation, each answer equal field for field. The SQL store serves a copy of the database
 * whose hot parts were removed (as a database imported before they existed).
 */
const QUERIES = 10_000;
let dir: string;
let hotDb: Db;
let sqlDb: Db;
let hot: WorldServices;
let sql: WorldServices;
let samples: AddressQuerySample[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-hot-'));
  hotDb = openDatabase(join(dir, 'hot.db'));
  samples = fillSyntheticAddresses(hotDb, 60_000, 20261127);
  hot = createWorldServices(hotDb);
  hotDb.exec(`VACUUM INTO '${join(dir, 'sql.db')}'`);
  sqlDb = openDatabase(join(dir, 'sql.db'));
  sqlDb.prepare("DELETE FROM dataset_indexes WHERE kind = 'addresses' AND part NOT IN ('points', 'ids32')").run();
  sql = createWorldServices(sqlDb);
}, 120_000);

afterAll(() => {
  hotDb.close();
  sqlDb.close();
  rmSync(dir, { recursive: true, force: true });
});

const random = mulberry32(31);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A road-name address written the ways people write it, some of which match nothing exactly. */
function roadText(s: AddressQuerySample): string {
  const [sido = '', sgg = '', road = '', number = ''] = s.road.split(' ');
  const [main = 1, sub = 0] = number.split('-').map(Number);
  // A road without a number (its whole run read) one time in twelve.
  const variant = random() < 1 / 12 ? 5 : Math.floor(random() * 8);
  if (variant === 0 || variant === 5) return variant === 0 ? s.road : `${sido} ${sgg} ${road}`;
  if (variant === 1) return `${sgg} ${road} ${number}`;
  if (variant === 2) return `${road} ${number}`;
  if (variant === 3) return `${sido} ${sgg} ${road} ${main}-${sub + 1 + Math.floor(random() * 3)}`;
  if (variant === 4) return `${sido} ${sgg} ${road} ${main + 2 * (1 + Math.floor(random() * 6))}`;
  if (variant === 6) return `${sido} ${road} ${number} 101동`;
  return `${sido} ${sgg} ${road} ${main + 500}`;
}

function lotText(s: AddressQuerySample): string {
  const [sido = '', sgg = '', dong = '', lot = ''] = s.lot.split(' ');
  const [main = 1, sub = 0] = lot.split('-').map(Number);
  // A dong without a lot (its lots sampled) and a 산 lot (none: the dong's lots sampled) one time
  // in sixteen each: the rows' answer to them is slow.
  const draw = random();
  const variant = draw < 1 / 16 ? 4 : draw < 2 / 16 ? 5 : [0, 1, 2, 3][Math.floor(random() * 4)];
  if (variant === 0 || variant === 4) return variant === 0 ? s.lot : `${sgg} ${dong}`;
  if (variant === 1) return `${dong} ${lot}`;
  if (variant === 2) return `${sido} ${sgg} ${dong} ${main}-${sub + 7}`;
  if (variant === 3) return `${sido} ${sgg} ${dong} ${main + 3}`;
  return `${sido} ${sgg} ${dong} 산${main}`;
}

describe('the hot address store', () => {
  it('is what the services load when its parts are stored, and the SQL store otherwise', () => {
    const all = () => true;
    const hotParts = loadIndexLazily(hotDb, 'addresses', all);
    const sqlParts = loadIndexLazily(sqlDb, 'addresses', all);
    expect(hotParts && hotAddressStore(hotParts)).not.toBeNull();
    expect(sqlParts && hotAddressStore(sqlParts)).toBeNull();
    expect(loadAddressStore(sqlDb)?.count).toBe(sqlAddressStore(sqlDb, sqlParts?.eager ?? null)?.count);
    expect(loadAddressStore(hotDb)?.count).toBe(60_000 + (hotDb.prepare("SELECT count(*) FROM imported_addresses WHERE source <> 'synthetic'").pluck().get() as number));
  });

  it('answers reverse geocoding as the rows do', () => {
    let answered = 0;
    for (let i = 0; i < QUERIES; i++) {
      const s = pick(samples);
      // Near a building (its plot, a neighbour's), or anywhere in Korea, or in the demo world's Seoul.
      const spread = pick([0.00002, 0.0002, 0.002, 2]);
      const lon = i % 10 === 0 ? 126.9 + random() * 0.2 : s.lon + (random() - 0.5) * spread;
      const lat = i % 10 === 0 ? 37.5 + random() * 0.1 : s.lat + (random() - 0.5) * spread;
      const query = { lon, lat, addressType: pick(['A00', 'A01', 'A02', 'A03', 'A04', 'A10'] as const), newAddressExtend: pick(['Y', 'N'] as const) };
      const answer = hot.reverseGeocode(query);
      expect(answer, JSON.stringify(query)).toEqual(sql.reverseGeocode(query));
      if (answer && (answer as { roadName?: string }).roadName) answered++;
    }
    expect(answered).toBeGreaterThan(QUERIES / 4);
  });

  it('answers road-name full-text and structured geocoding as the rows do', () => {
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const s = pick(samples);
      const query = { text: roadText(s), addressFlag: pick(['F00', 'F02'] as const), page: 1, count: 20 };
      const answer = hot.fullAddrGeo(query, formatWgs84);
      expect(answer, query.text).toEqual(sql.fullAddrGeo(query, formatWgs84));
      if (answer.totalCount > 0) found++;
      if (i % 4 !== 0) continue;
      const [sido = '', sgg = '', road = '', number = ''] = query.text.split(' ');
      const structured = { city_do: sido, gu_gun: sgg, dong: road, bunji: number, addressFlag: query.addressFlag };
      expect(hot.geocode(structured, formatWgs84), JSON.stringify(structured)).toEqual(sql.geocode(structured, formatWgs84));
    }
    // Most queries find something (the comparison is not between two empty answers).
    expect(found).toBeGreaterThan(QUERIES / 2);
  }, 120_000);

  it('answers lot full-text and structured geocoding as the rows do', () => {
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const s = pick(samples);
      const query = { text: lotText(s), addressFlag: pick(['F00', 'F01'] as const), page: 1, count: 20 };
      const answer = hot.fullAddrGeo(query, formatWgs84);
      expect(answer, query.text).toEqual(sql.fullAddrGeo(query, formatWgs84));
      if (answer.totalCount > 0) found++;
      if (i % 4 !== 0) continue;
      const [sido = '', sgg = '', dong = '', bunji = ''] = query.text.split(' ');
      const structured = { city_do: sido, gu_gun: sgg, dong, bunji, addressFlag: query.addressFlag };
      expect(hot.geocode(structured, formatWgs84), JSON.stringify(structured)).toEqual(sql.geocode(structured, formatWgs84));
    }
    expect(found).toBeGreaterThan(QUERIES / 2);
  }, 120_000);

  it('answers postcode search as the rows do', () => {
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const s = pick(samples);
      const query = { text: i % 4 === 0 ? roadText(s) : s.zipcode, page: 1 + Math.floor(random() * 3), count: pick([5, 20]) };
      const answer = hot.postcode(query, formatWgs84);
      expect(answer, query.text).toEqual(sql.postcode(query, formatWgs84));
      if (answer.totalCount > 0) found++;
    }
    expect(found).toBeGreaterThan(QUERIES / 2);
  }, 120_000);

  it('converts addresses (new to old, old to new) as the rows do', () => {
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const s = pick(samples);
      const query = i % 2 === 0
        ? { searchTypCd: 'NtoO' as const, reqAdd: roadText(s), reqMulti: pick(['S', 'M'] as const) }
        : { searchTypCd: 'OtoN' as const, reqAdd: lotText(s), reqMulti: pick(['S', 'M'] as const) };
      const answer = hot.convertAddress(query, formatWgs84);
      expect(answer, query.reqAdd).toEqual(sql.convertAddress(query, formatWgs84));
      if (answer) found++;
    }
    expect(found).toBeGreaterThan(QUERIES / 5);
  }, 120_000);
});
