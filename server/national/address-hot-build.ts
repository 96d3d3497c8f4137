import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import type { IndexPart } from './datasets';
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

/**
 * Every stored part of the addresses: the spatial index (`points`, `ids32`: address-index-build.ts)
 * and the hot fields, from one pass over the rows by id and one over each SQL index.
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
  // Neighbouring rows mostly share their area and road (a file lists a 시군구's buildings
  // together): the last tuple read and its id spare most look-ups of the tables' maps.
  const area = reuseLast(AREA_FIELDS.length, (values) => areas.id(values));
  const roadTuple = reuseLast(ROAD_FIELDS.length, (values) => roads.id(values));
  const zipcode = reuseLast(1, (values) => strings.id(values[0] ?? ''));
  const columns = `id, building_key, ${AREA_FIELDS.join(', ')}, ${ROAD_FIELDS.join(', ')}, zipcode, building_name, main, sub, underground, lon, lat, ent_lon, ent_lat`;
  let i = 0;
  for (const row of db.prepare(`SELECT ${columns} FROM imported_addresses ORDER BY id`).raw().iterate() as IterableIterator<unknown[]>) {
    if (i >= count) throw new Error('the address rows changed while their parts were built');
    ids[i] = row[0] as number;
    keys.id(row[1] as string);
    let n = 2;
    fields[i * FIELDS + FIELD.area] = area(row, n);
    n += AREA_FIELDS.length;
    fields[i * FIELDS + FIELD.road] = roadTuple(row, n);
    n += ROAD_FIELDS.length;
    fields[i * FIELDS + FIELD.zipcode] = zipcode(row, n++);
    fields[i * FIELDS + FIELD.building_name] = strings.id(row[n++] as string);
    numbers[i * 3] = row[n] as number;
    numbers[i * 3 + 1] = row[n + 1] as number;
    numbers[i * 3 + 2] = row[n + 2] as number;
    for (let c = 0; c < 4; c++) coords[i * 4 + c] = row[n + 3 + c] as number;
    index.add(coords[i * 4]!, coords[i * 4 + 1]!, coords[i * 4]!, coords[i * 4 + 1]!);
    i++;
  }
  if (i !== count) throw new Error('the address rows changed while their parts were built');
  index.finish();
  const itemOf = itemLookup(ids);

  // Orders from the SQL indexes themselves, so each run's items come in the order the queries gave.
  const road = keyedOrder(db, `SELECT road_key, id, main, sub FROM imported_addresses INDEXED BY imported_addresses_road ORDER BY road_key, main, sub`, itemOf, count);
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
  const zip = keyedOrder(db, `SELECT zipcode, id FROM imported_addresses INDEXED BY imported_addresses_zipcode ORDER BY zipcode, road_key, main, sub`, itemOf, count);
  const name = keyedOrder(db, `SELECT name_key, id FROM imported_addresses WHERE name_key <> '' ORDER BY name_key, road_key, main, sub, id`, itemOf, count);

  // Lots in the lot index's order, with their building's item.
  const lotCount = db.prepare('SELECT count(*) FROM imported_address_lots').pluck().get() as number;
  const lotBuildings = new Uint32Array(lotCount);
  const lotFields = new Uint32Array(lotCount * LOT_VALUES);
  const lotAreas = createTupleTableBuilder(LOT_AREA_FIELDS.length);
  const lotArea = reuseLast(LOT_AREA_FIELDS.length, (values) => lotAreas.id(values));
  const emdKeys = createStringTableBuilder();
  const emdStart: number[] = [];
  let j = 0;
  let lastEmd: string | null = null;
  const lots = db.prepare(`SELECT l.emd_key, a.id, l.legal_dong_code, l.emd_name, l.ri_name, l.mountain, l.main, l.sub, l.is_primary
    FROM imported_address_lots l INDEXED BY imported_address_lots_lot CROSS JOIN imported_addresses a ON a.building_key = l.building_key
    ORDER BY l.emd_key, l.main, l.sub`);
  for (const row of lots.raw().iterate() as IterableIterator<unknown[]>) {
    if (j >= lotCount) throw new Error('the address lots changed while their parts were built');
    const emd = row[0] as string;
    if (emd !== lastEmd) {
      emdKeys.id(emd);
      emdStart.push(j);
      lastEmd = emd;
    }
    lotBuildings[j] = itemOf(row[1] as number);
    const at = j * LOT_VALUES;
    lotFields[at + LOT.area] = lotArea(row, 2);
    lotFields[at + LOT.main] = row[6] as number;
    lotFields[at + LOT.sub] = row[7] as number;
    lotFields[at + LOT.flags] = (row[5] ? MOUNTAIN : 0) | (row[8] ? PRIMARY : 0);
    j++;
  }
  emdStart.push(j);
  const lotTotal = j;

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
    lotBuildings: lotBuildings.subarray(0, lotTotal),
    lotFields: lotFields.subarray(0, lotTotal * LOT_VALUES),
    ...areas.parts('areas'),
    ...roads.parts('roads'),
    ...lotAreas.parts('lotAreas'),
    ...emdKeys.parts('emdKeys'),
    emdStart: Uint32Array.from(emdStart),
    primaryLots,
  };
}

/**
 * The id of the tuple of `width` columns from `at` of a row, through `id` only when the tuple
 * differs from the last one read.
 */
function reuseLast(width: number, id: (values: string[]) => number): (row: readonly unknown[], at: number) => number {
  const last: unknown[] = new Array(width).fill(null);
  let lastId = -1;
  return (row, at) => {
    let same = lastId >= 0;
    for (let k = 0; k < width && same; k++) same = row[at + k] === last[k];
    if (!same) {
      for (let k = 0; k < width; k++) last[k] = row[at + k];
      lastId = id(last as string[]);
    }
    return lastId;
  };
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

/** Runs of items per key, in a query's order (its first two columns: the key and the row id). */
function keyedOrder(db: Db, sql: string, itemOf: (id: number) => number, capacity: number): KeyedOrder {
  const keys: StringTableBuilder = createStringTableBuilder();
  const start: number[] = [];
  const order = new Uint32Array(capacity);
  let n = 0;
  let last: string | null = null;
  for (const row of db.prepare(sql).raw().iterate() as IterableIterator<unknown[]>) {
    const key = row[0] as string;
    if (key !== last) {
      keys.id(key);
      start.push(n);
      last = key;
    }
    if (n >= capacity) throw new Error('the address rows changed while their hot fields were built');
    order[n++] = itemOf(row[1] as number);
  }
  start.push(n);
  const starts = Uint32Array.from(start);
  const taken = order.subarray(0, n);
  return {
    order: taken,
    starts,
    parts: (prefix) => ({ ...keys.parts(`${prefix}Keys`), [`${prefix}Start`]: starts, [`${prefix}Order`]: taken }),
  };
}
