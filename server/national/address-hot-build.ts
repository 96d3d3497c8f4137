import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import type { IndexPart } from './datasets';
import { createInterner, stableOrder } from './stable-order';
import { createStringTableBuilder, createTupleTableBuilder, type StringTableBuilder } from './string-table';

/**
 * The address hot fields (address-hot-store.ts reads them): every field an address answer reads,
 * in typed arrays, built from the rows at the end of each change of the addresses (beside the
 * spatial index, address-index-build.ts) and stored with it. A building is item i, the i-th row
 * by id (the spatial index's item i, `ids32[i]`); a lot is item j of the lots in the order of the
 * lot index (emd_key, main, sub, then the table's key).
 *
 * Parts:
 * - `coords`: Float64Array, per building lon, lat, ent_lon, ent_lat (the rows' own doubles);
 * - `numbers`: Uint32Array, per building main, sub, underground;
 * - `fields`: Uint32Array, per building four ids: its area (an `areas` tuple of AREA_FIELDS), its
 *   road (a `roads` tuple of ROAD_FIELDS), its zipcode and building name (`strings`);
 * - `areas`, `roads`, `lotAreas` (tuples of LOT_AREA_FIELDS), `strings`: string tables; names and
 *   codes repeat together across thousands of rows, so a tuple costs one id a row;
 * - `keys{Bytes,Offsets}`: the buildings' keys (item order, not distinct);
 * - look-up orders, each a sorted table of keys (UTF-8 byte order, as the SQL index), where each
 *   key's run starts (`…Start`, size + 1) and the run's items in the order the SQL index gives
 *   them: `road*` (road_key; items by main, sub, id), `zip*` (zipcode; by road_key, main, sub, id),
 *   `name*` (name_key, non-empty; by road_key, main, sub, id), `emd*` (lots by emd_key; by main,
 *   sub, then the table's key);
 * - `roadGroups`: Uint32Array, per building the rank of its (road_key, main, sub) in the road
 *   order (lot look-ups sort their buildings by it, as the SQL's ORDER BY road_key, main, sub);
 * - `lotBuildings`: Uint32Array, per lot its building's item; `lotFields`: Uint32Array, per lot
 *   its `lotAreas` tuple, main, sub, and flags (MOUNTAIN, PRIMARY);
 * - `primaryLots`: Uint32Array, per building its own lot (the first by the SQL's ORDER BY
 *   is_primary DESC, mountain, main, sub), NO_LOT when it has none.
 */
export const AREA_FIELDS = ['sgg_code', 'sido_name', 'sgg_name', 'emd_name', 'ri_name', 'legal_dong_code', 'admin_dong_code', 'admin_dong_name'] as const;
export const ROAD_FIELDS = ['road_code', 'road_name'] as const;
export const LOT_AREA_FIELDS = ['legal_dong_code', 'emd_name', 'ri_name'] as const;
/** Ids per building in `fields`. */
export const FIELDS = 4;
export const FIELD = { area: 0, road: 1, zipcode: 2, building_name: 3 } as const;
/** Values per lot in `lotFields`, and its flags. */
export const LOT_VALUES = 4;
export const LOT = { area: 0, main: 1, sub: 2, flags: 3 } as const;
export const MOUNTAIN = 1;
export const PRIMARY = 2;
/** In `primaryLots`: a building without a lot. */
export const NO_LOT = 0xffffffff;

/** Rows read per statement: pages of `all()` cost less per row than a row-by-row iterator. */
const PAGE_ROWS = 2000;

/** `columns` joined by NUL in SQL: one string a row for a tuple table (TupleTableBuilder.idOfJoined). */
const joined = (columns: readonly string[], table = ''): string => columns.map((c) => `${table}${c}`).join(` || char(0) || `);

/**
 * Every stored part of the addresses: the spatial index (`points`, `ids32`: address-index-build.ts)
 * and the hot fields, from one pass over the rows by id and one over the lots in their key's
 * order. The look-up orders are the orders of the SQL indexes (imported_addresses_road,
 * imported_addresses_zipcode, imported_addresses_name, imported_address_lots_lot), sorted in
 * memory (stable-order.ts): an index orders its rows by its columns and then by the row's key,
 * which is the order the rows are read in.
 */
export function buildAddressParts(db: Db): Record<string, IndexPart> {
  const count = db.prepare('SELECT count(*) FROM imported_addresses').pluck().get() as number;
  if (count === 0) return {};
  const ids = new Uint32Array(count);
  const index = new Flatbush(count, 16, Float32Array);
  const strings = createStringTableBuilder();
  const areas = createTupleTableBuilder(AREA_FIELDS.length);
  const roads = createTupleTableBuilder(ROAD_FIELDS.length);
  const keys = createStringTableBuilder({ distinct: false });
  const coords = new Float64Array(count * 4);
  const numbers = new Uint32Array(count * 3);
  const fields = new Uint32Array(count * FIELDS);
  // The sort keys of the look-up orders: the row's road_key, zipcode and name_key as ids, then
  // ranks (NO_NAME: no name_key); main and sub as SQLite gives them.
  const roadKeys = createInterner();
  const zipKeys = createInterner();
  const nameKeys = createInterner();
  const roadKeyOf = new Uint32Array(count);
  const zipOf = new Uint32Array(count);
  const nameOf = new Uint32Array(count).fill(NO_NAME);
  const mains = new Float64Array(count);
  const subs = new Float64Array(count);
  let named = 0;
  // Neighbouring rows mostly share their area and road (a file lists a 시군구's buildings
  // together): the last tuple read and its id spare most look-ups of the tables' maps.
  const area = reuseLastJoined((text) => areas.idOfJoined(text));
  const roadTuple = reuseLastJoined((text) => roads.idOfJoined(text));
  const zipcode = reuseLastJoined((text) => strings.id(text));
  const page = db
    .prepare(
      `SELECT id, building_key, ${joined(AREA_FIELDS)}, ${joined(ROAD_FIELDS)}, zipcode, building_name, main, sub, underground, lon, lat, ent_lon, ent_lat, road_key, name_key
        FROM imported_addresses WHERE id > ? ORDER BY id LIMIT ${PAGE_ROWS}`,
    )
    .raw();
  let i = 0;
  for (let after = -Infinity; ; ) {
    const rows = page.all(after) as unknown[][];
    if (rows.length === 0) break;
    for (const row of rows) {
      if (i >= count) throw new Error('the address rows changed while their parts were built');
      ids[i] = row[0] as number;
      keys.id(row[1] as string);
      fields[i * FIELDS + FIELD.area] = area(row[2] as string);
      fields[i * FIELDS + FIELD.road] = roadTuple(row[3] as string);
      const zip = row[4] as string;
      fields[i * FIELDS + FIELD.zipcode] = zipcode(zip);
      fields[i * FIELDS + FIELD.building_name] = strings.id(row[5] as string);
      const main = row[6] as number;
      const sub = row[7] as number;
      numbers[i * 3] = main;
      numbers[i * 3 + 1] = sub;
      numbers[i * 3 + 2] = row[8] as number;
      mains[i] = main;
      subs[i] = sub;
      for (let c = 0; c < 4; c++) coords[i * 4 + c] = row[9 + c] as number;
      index.add(coords[i * 4]!, coords[i * 4 + 1]!, coords[i * 4]!, coords[i * 4 + 1]!);
      roadKeyOf[i] = roadKeys.id(row[13] as string);
      zipOf[i] = zipKeys.id(zip);
      const nameKey = row[14] as string;
      if (nameKey !== '') {
        nameOf[i] = nameKeys.id(nameKey);
        named++;
      }
      i++;
    }
    after = rows[rows.length - 1]![0] as number;
  }
  if (i !== count) throw new Error('the address rows changed while their parts were built');
  index.finish();
  const itemOf = itemLookup(ids);

  // Road order: road_key, main, sub (then the id: items come in id order).
  const all = new Uint32Array(count);
  for (let k = 0; k < count; k++) all[k] = k;
  const roadRanked = roadKeys.ranked();
  const roadRank = ranksOf(roadKeyOf, roadRanked.rank);
  const road = keyedRuns(stableOrder(all, [roadRank, mains, subs]), roadRank, roadRanked.sorted);
  const roadGroups = new Uint32Array(count);
  {
    let group = -1;
    for (let run = 0; run + 1 < road.starts.length; run++) {
      let last = -1;
      for (let position = road.starts[run]!; position < road.starts[run + 1]!; position++) {
        const item = road.order[position]!;
        const numberKey = numbers[item * 3]! * 2 ** 32 + numbers[item * 3 + 1]!;
        if (numberKey !== last) group++;
        last = numberKey;
        roadGroups[item] = group;
      }
    }
  }
  // Zipcode order: zipcode, road_key, main, sub, id; name order: name_key, road_key, main, sub, id.
  const zipRanked = zipKeys.ranked();
  const zipRank = ranksOf(zipOf, zipRanked.rank);
  const zip = keyedRuns(stableOrder(all, [zipRank, roadRank, mains, subs]), zipRank, zipRanked.sorted);
  const nameRanked = nameKeys.ranked();
  const nameRank = new Uint32Array(count);
  const namedItems = new Uint32Array(named);
  for (let k = 0, n = 0; k < count; k++) {
    const id = nameOf[k]!;
    if (id === NO_NAME) continue;
    nameRank[k] = nameRanked.rank[id]!;
    namedItems[n++] = k;
  }
  const name = keyedRuns(stableOrder(namedItems, [nameRank, roadRank, mains, subs]), nameRank, nameRanked.sorted);

  // Lots in their key's order (building_key, legal_dong_code, emd_key, mountain, main, sub) with
  // their building's item, then sorted as the lot index (emd_key, main, sub, then that key).
  const lotCount = db.prepare('SELECT count(*) FROM imported_address_lots').pluck().get() as number;
  const readBuildings = new Uint32Array(lotCount);
  const readFields = new Uint32Array(lotCount * LOT_VALUES);
  // Lot area tuples by id here, numbered in the lot index's order below (as when read through it).
  const lotAreas = createInterner();
  const lotAreaIds = new Uint32Array(lotCount);
  const emdKeys = createInterner();
  const emdOf = new Uint32Array(lotCount);
  const lotMains = new Float64Array(lotCount);
  const lotSubs = new Float64Array(lotCount);
  const lotKey = 'l.building_key, l.legal_dong_code, l.emd_key, l.mountain, l.main, l.sub';
  const lotPage = db
    .prepare(
      `SELECT ${lotKey}, a.id, ${joined(LOT_AREA_FIELDS, 'l.')}, l.is_primary
        FROM imported_address_lots l CROSS JOIN imported_addresses a ON a.building_key = l.building_key
        WHERE (${lotKey}) > (?, ?, ?, ?, ?, ?) ORDER BY ${lotKey} LIMIT ${PAGE_ROWS}`,
    )
    .raw();
  let read = 0;
  for (let after: unknown[] = ['', '', '', -Infinity, -Infinity, -Infinity]; ; ) {
    const rows = lotPage.all(...after) as unknown[][];
    if (rows.length === 0) break;
    for (const row of rows) {
      if (read >= lotCount) throw new Error('the address lots changed while their parts were built');
      emdOf[read] = emdKeys.id(row[2] as string);
      readBuildings[read] = itemOf(row[6] as number);
      lotAreaIds[read] = lotAreas.id(row[7] as string);
      const main = row[4] as number;
      const sub = row[5] as number;
      lotMains[read] = main;
      lotSubs[read] = sub;
      const at = read * LOT_VALUES;
      readFields[at + LOT.main] = main;
      readFields[at + LOT.sub] = sub;
      readFields[at + LOT.flags] = (row[3] ? MOUNTAIN : 0) | (row[8] ? PRIMARY : 0);
      read++;
    }
    after = rows[rows.length - 1]!.slice(0, 6);
  }
  const emdRanked = emdKeys.ranked();
  const emdRank = ranksOf(emdOf.subarray(0, read), emdRanked.rank);
  const readOrder = new Uint32Array(read);
  for (let k = 0; k < read; k++) readOrder[k] = k;
  const lotOrder = stableOrder(readOrder, [emdRank, lotMains, lotSubs]);
  const lotTotal = read;
  const lotBuildings = new Uint32Array(lotTotal);
  const lotFields = new Uint32Array(lotTotal * LOT_VALUES);
  const emdStart: number[] = [];
  const emdTable = createStringTableBuilder();
  let lastEmd = -1;
  const lotAreaTexts = lotAreas.ranked();
  const lotAreaRenumbered = new Int32Array(lotAreas.size).fill(-1);
  const lotAreaTable = createTupleTableBuilder(LOT_AREA_FIELDS.length);
  for (let j = 0; j < lotTotal; j++) {
    const k = lotOrder[j]!;
    const emd = emdRank[k]!;
    if (emd !== lastEmd) {
      emdTable.id(emdRanked.sorted[emd]!);
      emdStart.push(j);
      lastEmd = emd;
    }
    lotBuildings[j] = readBuildings[k]!;
    const from = k * LOT_VALUES;
    const at = j * LOT_VALUES;
    const areaId = lotAreaIds[k]!;
    let renumbered = lotAreaRenumbered[areaId]!;
    if (renumbered < 0) {
      renumbered = lotAreaTable.idOfJoined(lotAreaTexts.sorted[lotAreaTexts.rank[areaId]!]!);
      lotAreaRenumbered[areaId] = renumbered;
    }
    lotFields[at + LOT.area] = renumbered;
    lotFields[at + LOT.main] = readFields[from + LOT.main]!;
    lotFields[at + LOT.sub] = readFields[from + LOT.sub]!;
    lotFields[at + LOT.flags] = readFields[from + LOT.flags]!;
  }
  emdStart.push(lotTotal);

  // Each building's own lot: the first by the SQL's ORDER BY is_primary DESC, mountain, main, sub.
  const lotValue = (k: number, f: number): number => lotFields[k * LOT_VALUES + f] ?? 0;
  const flag = (k: number, bit: number): number => (lotValue(k, LOT.flags) & bit ? 1 : 0);
  const before = (a: number, b: number): boolean =>
    (flag(b, PRIMARY) - flag(a, PRIMARY) || flag(a, MOUNTAIN) - flag(b, MOUNTAIN) || lotValue(a, LOT.main) - lotValue(b, LOT.main) || lotValue(a, LOT.sub) - lotValue(b, LOT.sub) || a - b) < 0;
  const primaryLots = new Uint32Array(count).fill(NO_LOT);
  for (let k = 0; k < lotTotal; k++) {
    const b = lotBuildings[k] ?? 0;
    const best = primaryLots[b] ?? NO_LOT;
    if (best === NO_LOT || before(k, best)) primaryLots[b] = k;
  }

  return {
    points: new Uint8Array(index.data),
    ids32: ids,
    coords,
    numbers,
    fields,
    ...strings.parts('strings'),
    ...keys.parts('keys'),
    ...road.parts('road'),
    ...zip.parts('zip'),
    ...name.parts('name'),
    roadGroups,
    lotBuildings,
    lotFields,
    ...areas.parts('areas'),
    ...roads.parts('roads'),
    ...lotAreaTable.parts('lotAreas'),
    ...emdTable.parts('emdKeys'),
    emdStart: Uint32Array.from(emdStart),
    primaryLots,
  };
}

/** In `nameOf`: a building without a name_key. */
const NO_NAME = 0xffffffff;

/** The id of a string through `id` only when it differs from the last one read. */
function reuseLastJoined(id: (text: string) => number): (text: string) => number {
  let last: string | null = null;
  let lastId = -1;
  return (text) => {
    if (text !== last) {
      last = text;
      lastId = id(text);
    }
    return lastId;
  };
}

/** Each item's rank, from its string's id. */
function ranksOf(idOf: Uint32Array, rank: Uint32Array): Uint32Array {
  const ranks = new Uint32Array(idOf.length);
  for (let k = 0; k < idOf.length; k++) ranks[k] = rank[idOf[k]!]!;
  return ranks;
}

/** Item of a row id (ids ascending). */
function itemLookup(ids: Uint32Array): (id: number) => number {
  const max = ids.length === 0 ? 0 : ids[ids.length - 1]!;
  const items = new Uint32Array(max + 1);
  for (let i = 0; i < ids.length; i++) items[ids[i]!] = i;
  return (id) => items[id] ?? 0;
}

interface KeyedOrder {
  order: Uint32Array;
  /** Where each key's run starts in `order`, and the end. */
  starts: Uint32Array;
  parts(prefix: string): Record<string, IndexPart>;
}

/** Runs of items per key of an order sorted by the keys' ranks (`sorted[rank]` is the key). */
function keyedRuns(order: Uint32Array, rankOf: Uint32Array, sorted: readonly string[]): KeyedOrder {
  const keys: StringTableBuilder = createStringTableBuilder();
  const start: number[] = [];
  let last = -1;
  for (let n = 0; n < order.length; n++) {
    const rank = rankOf[order[n]!]!;
    if (rank !== last) {
      keys.id(sorted[rank]!);
      start.push(n);
      last = rank;
    }
  }
  start.push(order.length);
  const starts = Uint32Array.from(start);
  return {
    order,
    starts,
    parts: (prefix) => ({ ...keys.parts(`${prefix}Keys`), [`${prefix}Start`]: starts, [`${prefix}Order`]: order }),
  };
}
