import type { Db } from '../db/open-database';
import type { IndexPart } from './datasets';
import { createStringTableBuilder, type StringTableBuilder } from './string-table';

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
 * - `fields`: Uint32Array, per building BUILDING_FIELDS.length ids into the `strings` table;
 * - `strings{Bytes,Offsets}`: the distinct names and codes of buildings and lots;
 * - `keys{Bytes,Offsets}`: the buildings' keys (item order, not distinct);
 * - look-up orders, each a sorted table of keys (UTF-8 byte order, as the SQL index), where each
 *   key's run starts (`…Start`, size + 1) and the run's items in the order the SQL index gives
 *   them: `road*` (road_key; items by main, sub, id), `zip*` (zipcode; by road_key, main, sub, id),
 *   `name*` (name_key, non-empty; by road_key, main, sub, id), `emd*` (lots by emd_key; by main,
 *   sub, then the table's key);
 * - `roadGroups`: Uint32Array, per building the rank of its (road_key, main, sub) in the road
 *   order (lot look-ups sort their buildings by it, as the SQL's ORDER BY road_key, main, sub);
 * - `lotBuildings`: Uint32Array, per lot its building's item; `lotFields`: Uint32Array, per lot
 *   LOT_FIELDS.length values (string ids and numbers);
 * - `buildingLots`, `buildingLotStart`: each building's lots (lot items), its own lot first, in
 *   the SQL's ORDER BY is_primary DESC, mountain, main, sub.
 */
export const BUILDING_FIELDS = [
  'sgg_code',
  'sido_name',
  'sgg_name',
  'emd_name',
  'ri_name',
  'legal_dong_code',
  'admin_dong_code',
  'admin_dong_name',
  'road_code',
  'road_name',
  'zipcode',
  'building_name',
] as const;
export const BF = Object.fromEntries(BUILDING_FIELDS.map((f, i) => [f, i])) as Record<(typeof BUILDING_FIELDS)[number], number>;

/** Per lot: three string ids, then mountain, main, sub, is_primary. */
export const LOT_FIELDS = ['legal_dong_code', 'emd_name', 'ri_name', 'mountain', 'main', 'sub', 'is_primary'] as const;
export const LF = Object.fromEntries(LOT_FIELDS.map((f, i) => [f, i])) as Record<(typeof LOT_FIELDS)[number], number>;

/** The hot parts of the `count` rows whose ids are `ids` (ascending, the spatial index's items). */
export function buildAddressHotParts(db: Db, ids: Uint32Array): Record<string, IndexPart> {
  const count = ids.length;
  const itemOf = itemLookup(ids);
  const strings = createStringTableBuilder();
  const keys = createStringTableBuilder({ distinct: false });
  const coords = new Float64Array(count * 4);
  const numbers = new Uint32Array(count * 3);
  const fields = new Uint32Array(count * BUILDING_FIELDS.length);
  const columns = `id, building_key, ${BUILDING_FIELDS.join(', ')}, main, sub, underground, lon, lat, ent_lon, ent_lat`;
  let i = 0;
  for (const row of db.prepare(`SELECT ${columns} FROM imported_addresses ORDER BY id`).raw().iterate() as IterableIterator<unknown[]>) {
    if (i >= count || row[0] !== ids[i]) throw new Error('the address rows changed while their hot fields were built');
    keys.id(row[1] as string);
    for (let f = 0; f < BUILDING_FIELDS.length; f++) fields[i * BUILDING_FIELDS.length + f] = strings.id(row[2 + f] as string);
    const n = 2 + BUILDING_FIELDS.length;
    numbers[i * 3] = row[n] as number;
    numbers[i * 3 + 1] = row[n + 1] as number;
    numbers[i * 3 + 2] = row[n + 2] as number;
    for (let c = 0; c < 4; c++) coords[i * 4 + c] = row[n + 3 + c] as number;
    i++;
  }
  if (i !== count) throw new Error('the address rows changed while their hot fields were built');

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
  const lotFields = new Uint32Array(lotCount * LOT_FIELDS.length);
  const emdKeys = createStringTableBuilder();
  const emdStart: number[] = [];
  let j = 0;
  let lastEmd: string | null = null;
  const lots = db.prepare(`SELECT l.emd_key, a.id, l.legal_dong_code, l.emd_name, l.ri_name, l.mountain, l.main, l.sub, l.is_primary
    FROM imported_address_lots l INDEXED BY imported_address_lots_lot CROSS JOIN imported_addresses a ON a.building_key = l.building_key
    ORDER BY l.emd_key, l.main, l.sub`);
  for (const row of lots.raw().iterate() as IterableIterator<unknown[]>) {
    if (j >= lotCount) throw new Error('the address lots changed while their hot fields were built');
    const emd = row[0] as string;
    if (emd !== lastEmd) {
      emdKeys.id(emd);
      emdStart.push(j);
      lastEmd = emd;
    }
    lotBuildings[j] = itemOf(row[1] as number);
    const at = j * LOT_FIELDS.length;
    lotFields[at] = strings.id(row[2] as string);
    lotFields[at + 1] = strings.id(row[3] as string);
    lotFields[at + 2] = strings.id(row[4] as string);
    for (let f = 3; f < LOT_FIELDS.length; f++) lotFields[at + f] = row[2 + f] as number;
    j++;
  }
  emdStart.push(j);
  const lotTotal = j;

  // Each building's lots, its own first (ORDER BY is_primary DESC, mountain, main, sub).
  const buildingLotStart = new Uint32Array(count + 1);
  for (let k = 0; k < lotTotal; k++) buildingLotStart[(lotBuildings[k] ?? 0) + 1]!++;
  for (let b = 0; b < count; b++) buildingLotStart[b + 1]! += buildingLotStart[b]!;
  const buildingLots = new Uint32Array(lotTotal);
  const filled = buildingLotStart.slice(0, count);
  for (let k = 0; k < lotTotal; k++) buildingLots[filled[lotBuildings[k] ?? 0]!++] = k;
  const lotValue = (k: number, f: number): number => lotFields[k * LOT_FIELDS.length + f] ?? 0;
  const lotOrder = (a: number, b: number): number =>
    lotValue(b, LF.is_primary) - lotValue(a, LF.is_primary) || lotValue(a, LF.mountain) - lotValue(b, LF.mountain) || lotValue(a, LF.main) - lotValue(b, LF.main) || lotValue(a, LF.sub) - lotValue(b, LF.sub) || a - b;
  for (let b = 0; b < count; b++) {
    const from = buildingLotStart[b]!;
    const to = buildingLotStart[b + 1]!;
    if (to - from > 1) buildingLots.set(buildingLots.slice(from, to).sort(lotOrder), from);
  }

  return {
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
    lotFields: lotFields.subarray(0, lotTotal * LOT_FIELDS.length),
    ...emdKeys.parts('emdKeys'),
    emdStart: Uint32Array.from(emdStart),
    buildingLots,
    buildingLotStart,
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
