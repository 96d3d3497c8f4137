import Flatbush from 'flatbush';
import { distanceMetres, lonScale, METRES_PER_DEGREE_LAT } from '../../shared/geometry/distance.ts';
import { AREA_FIELDS, FIELD, FIELDS, LOT, LOT_AREA_FIELDS, LOT_VALUES, MOUNTAIN, NO_LOT, PRIMARY, ROAD_FIELDS } from './address-hot-build';
import { NEAREST_CANDIDATES, type AddressRow, type AddressStore, type AreaFilter, type LotRow } from './address-store';
import type { LazyIndex } from './datasets';
import { sortedIndexOf } from '../import/number-multiset';
import { stringTableFrom, tupleTableFrom } from './string-table';

/** The parts a reverse geocoding reads, loaded at start; the others (search orders, building keys) on first use. */
export const EAGER_PARTS = new Set([
  'points', 'ids32', 'coords', 'numbers', 'fields', 'lotFields', 'primaryLots',
  ...['strings', 'areas', 'roads', 'lotAreas'].flatMap((table) => [`${table}Bytes`, `${table}Offsets`]),
]);
const LAZY_PARTS = ['roadGroups', 'roadStart', 'roadOrder', 'zipStart', 'zipOrder', 'nameStart', 'nameOrder', 'lotBuildings', 'emdStart', 'keysBytes', 'roadKeysBytes', 'zipKeysBytes', 'nameKeysBytes', 'emdKeysBytes'];

/**
 * The address store over the hot fields (address-hot-build.ts): every look-up answered from typed
 * arrays viewed over the stored parts, no row read. Each look-up gives the rows the SQL store
 * (address-store.ts sqlAddressStore) gives, in the same order: its runs are the SQL indexes' own
 * order, taken at build. Strings are decoded when first read and kept.
 *
 * What reverse geocoding reads is loaded at start (EAGER_PARTS); the orders of the searches and
 * the buildings' keys are read on first use (datasets.ts loadIndexLazily), so a restart reads
 * about two thirds of the parts.
 *
 * Returns null when a part is missing (a database imported before the hot fields were stored:
 * the SQL store answers it).
 */
export function hotAddressStore(stored: LazyIndex): AddressStore | null {
  if ([...EAGER_PARTS].some((name) => !stored.has(name)) || LAZY_PARTS.some((name) => !stored.has(name))) return null;
  // Those not read yet are read now (a warm-up reads them a part at a time first: address-store-load.ts).
  const parts = new Map([...EAGER_PARTS].map((name) => [name, stored.part(name)!]));
  const buffer = (name: string): ArrayBuffer | undefined => parts.get(name);
  const u32 = (name: string): Uint32Array => new Uint32Array(buffer(name)!);
  const strings = stringTableFrom(parts, 'strings');
  const areas = tupleTableFrom(parts, 'areas', AREA_FIELDS.length);
  const roads = tupleTableFrom(parts, 'roads', ROAD_FIELDS.length);
  const lotAreas = tupleTableFrom(parts, 'lotAreas', LOT_AREA_FIELDS.length);
  if (!strings || !areas || !roads || !lotAreas) return null;
  const index = Flatbush.from(buffer('points')!);
  const ids = u32('ids32');
  const coords = new Float64Array(buffer('coords')!);
  const numbers = u32('numbers');
  const fields = u32('fields');
  const lotFields = u32('lotFields');
  const primaryLots = u32('primaryLots');
  const count = ids.length;
  if (coords.length !== count * 4 || numbers.length !== count * 3 || fields.length !== count * FIELDS || primaryLots.length !== count) return null;

  /** A stored table or array read on first use. */
  const later = <T,>(read: (part: (name: string) => ArrayBuffer) => T | null): (() => T) => {
    let value: T | undefined;
    return () => {
      if (value === undefined) {
        const found = read((name) => {
          const part = stored.part(name);
          if (!part) throw new Error(`the stored address part ${name} is missing`);
          return part;
        });
        if (found === null) throw new Error('the stored address parts do not fit together');
        value = found;
      }
      return value as T;
    };
  };
  const tableOf = (prefix: string, sorted: boolean) =>
    later((part) => stringTableFrom(new Map([[`${prefix}Bytes`, part(`${prefix}Bytes`)], [`${prefix}Offsets`, part(`${prefix}Offsets`)]]), prefix, { sorted }));
  const arrayOf = (name: string) => later((part) => new Uint32Array(part(name)));
  const keys = tableOf('keys', false);
  const roadKeys = tableOf('roadKeys', true);
  const zipKeys = tableOf('zipKeys', true);
  const nameKeys = tableOf('nameKeys', true);
  const emdKeys = tableOf('emdKeys', true);
  const roadGroups = arrayOf('roadGroups');
  const roadStart = arrayOf('roadStart');
  const roadOrderOf = arrayOf('roadOrder');
  const zipStart = arrayOf('zipStart');
  const zipOrder = arrayOf('zipOrder');
  const nameStart = arrayOf('nameStart');
  const nameOrder = arrayOf('nameOrder');
  const lotBuildings = arrayOf('lotBuildings');
  const emdStart = arrayOf('emdStart');

  const areaTuple = (item: number): readonly string[] => areas.get(fields[item * FIELDS + FIELD.area] ?? 0);
  // The row built last and its item: a reverse geocoding asks for the primary lot of the row nearest gave it.
  let lastRow: AddressRow | null = null;
  let lastItem = -1;
  const rowOf = (item: number): AddressRow => {
    lastRow = rowAt(item);
    lastItem = item;
    return lastRow;
  };
  const rowAt = (item: number): AddressRow => {
    const [sgg_code = '', sido_name = '', sgg_name = '', emd_name = '', ri_name = '', legal_dong_code = '', admin_dong_code = '', admin_dong_name = ''] = areaTuple(item);
    const [road_code = '', road_name = ''] = roads.get(fields[item * FIELDS + FIELD.road] ?? 0);
    return {
    id: ids[item] ?? 0,
    // Read when asked for (roadAddressKey, with newAddressExtend=Y): the keys are the largest
    // part read on first use, and a reverse geocoding without extended fields never needs them.
    get building_key() {
      return keys().get(item);
    },
    sgg_code,
    sido_name,
    sgg_name,
    emd_name,
    ri_name,
    legal_dong_code,
    admin_dong_code,
    admin_dong_name,
    road_code,
    road_name,
    underground: numbers[item * 3 + 2] ?? 0,
    main: numbers[item * 3] ?? 0,
    sub: numbers[item * 3 + 1] ?? 0,
    zipcode: strings.get(fields[item * FIELDS + FIELD.zipcode] ?? 0),
    building_name: strings.get(fields[item * FIELDS + FIELD.building_name] ?? 0),
    lon: coords[item * 4] ?? 0,
    lat: coords[item * 4 + 1] ?? 0,
    ent_lon: coords[item * 4 + 2] ?? 0,
    ent_lat: coords[item * 4 + 3] ?? 0,
    };
  };
  /** The 시도 and 시군구 an area filter reads, without building the row. */
  const areaOf = (item: number) => {
    const tuple = areaTuple(item);
    return { sido_name: tuple[1] ?? '', sgg_name: tuple[2] ?? '', emd_name: tuple[3] ?? '' };
  };
  const lotValue = (lot: number, field: number): number => lotFields[lot * LOT_VALUES + field] ?? 0;
  const mountainOf = (lot: number): number => (lotValue(lot, LOT.flags) & MOUNTAIN ? 1 : 0);
  const lotOf = (lot: number): LotRow => {
    const [legal_dong_code = '', emd_name = '', ri_name = ''] = lotAreas.get(lotValue(lot, LOT.area));
    return {
      legal_dong_code,
      emd_name,
      ri_name,
      mountain: mountainOf(lot),
      main: lotValue(lot, LOT.main),
      sub: lotValue(lot, LOT.sub),
      is_primary: lotValue(lot, LOT.flags) & PRIMARY ? 1 : 0,
    };
  };
  /** The item of a row id, or -1 (ids ascend with items). */
  const itemOfId = (id: number): number => sortedIndexOf(ids, id);
  /** The run [from, to) of a key in a keyed order, or an empty run. */
  const run = (table: () => { find(key: string): number }, start: () => Uint32Array, key: string): [number, number] => {
    const k = table().find(key);
    return k < 0 ? [0, 0] : [start()[k] ?? 0, start()[k + 1] ?? 0];
  };
  /** The first position in [from, to) whose value is ≥ target (values ascending in the run). */
  const lowerBound = (from: number, to: number, target: number, valueAt: (position: number) => number): number => {
    let low = from;
    let high = to;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (valueAt(middle) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const roadMain = (position: number): number => numbers[(roadOrderOf()[position] ?? 0) * 3] ?? 0;
  const lotMain = (lot: number): number => lotValue(lot, LOT.main);
  const rows = (items: Iterable<number>, inArea: AreaFilter): AddressRow[] => {
    const out: AddressRow[] = [];
    for (const item of items) if (inArea(areaOf(item))) out.push(rowOf(item));
    return out;
  };
  /** Lots as the SQL's lot look-ups give them: their buildings in the area, by road order (stable). */
  const joined = (lots: number[], inArea: AreaFilter, byRoad: boolean): { row: AddressRow; lot: LotRow }[] => {
    const buildings = lotBuildings();
    if (byRoad) {
      const groups = roadGroups();
      lots.sort((a, b) => (groups[buildings[a] ?? 0] ?? 0) - (groups[buildings[b] ?? 0] ?? 0));
    }
    const out: { row: AddressRow; lot: LotRow }[] = [];
    for (const lot of lots) {
      const item = buildings[lot] ?? 0;
      const area = areaOf(item);
      if (inArea({ sido_name: area.sido_name, sgg_name: area.sgg_name })) out.push({ row: rowOf(item), lot: lotOf(lot) });
    }
    return out;
  };
  const all: AreaFilter = () => true;

  return {
    count,
    nearest(lon, lat, radiusM, accept) {
      // As the SQL store: candidates ranked by metres from the index's own Float32 coordinates.
      const maxDeg = radiusM / (METRES_PER_DEGREE_LAT * Math.max(0.2, lonScale(lat)));
      const candidates: { item: number; d: number }[] = [];
      for (const item of index.neighbors(lon, lat, NEAREST_CANDIDATES, maxDeg)) {
        const d = distanceMetres([lon, lat], [Math.fround(coords[item * 4] ?? 0), Math.fround(coords[item * 4 + 1] ?? 0)]);
        if (d <= radiusM + 2) candidates.push({ item, d });
      }
      candidates.sort((a, b) => a.d - b.d);
      for (const { item } of candidates) {
        const row = rowOf(item);
        if (accept && !accept(row)) continue;
        const distanceM = distanceMetres([lon, lat], [row.lon, row.lat]);
        return distanceM <= radiusM ? { row, distanceM } : null;
      }
      return null;
    },
    byRoad(roadKey, main, sub, inArea = all) {
      const [from, to] = run(roadKeys, roadStart, roadKey);
      const roadOrder = roadOrderOf();
      const items: number[] = [];
      for (let p = lowerBound(from, to, main, roadMain); p < to && roadMain(p) === main; p++) {
        const item = roadOrder[p] ?? 0;
        if (sub === undefined || numbers[item * 3 + 1] === sub) items.push(item);
      }
      return rows(items, inArea);
    },
    precedingOnRoad(roadKey, main, gap, inArea) {
      const [from, to] = run(roadKeys, roadStart, roadKey);
      const roadOrder = roadOrderOf();
      for (let p = lowerBound(from, to, main, roadMain) - 1; p >= from && roadMain(p) >= main - gap; p--) {
        const item = roadOrder[p] ?? 0;
        if (roadMain(p) % 2 !== main % 2) continue;
        if (inArea(areaOf(item))) return rowOf(item);
      }
      return null;
    },
    roadSample(roadKey, limit, inArea = all) {
      const [from, to] = run(roadKeys, roadStart, roadKey);
      return rows(roadOrderOf().subarray(from, Math.min(to, from + Math.max(0, limit))), inArea);
    },
    hasRoad: (roadKey) => roadKeys().find(roadKey) >= 0,
    byLot(emdKey, mountain, main, sub, inArea = all) {
      const [from, to] = run(emdKeys, emdStart, emdKey);
      const lots: number[] = [];
      for (let k = lowerBound(from, to, main, lotMain); k < to && lotMain(k) === main; k++) {
        if (lotValue(k, LOT.sub) === sub && mountainOf(k) === (mountain ? 1 : 0)) lots.push(k);
      }
      return joined(lots, inArea, true);
    },
    lotsNear(emdKey, mountain, fromMain, toMain, inArea = all) {
      const [from, to] = run(emdKeys, emdStart, emdKey);
      const lots: number[] = [];
      for (let k = lowerBound(from, to, fromMain, lotMain); k < to && lotMain(k) <= toMain && lots.length < 200; k++) {
        if (mountainOf(k) === (mountain ? 1 : 0)) lots.push(k);
      }
      return joined(lots, inArea, false);
    },
    dongSample(emdKey, limit, inArea = all) {
      const [from, to] = run(emdKeys, emdStart, emdKey);
      const lots: number[] = [];
      for (let k = from; k < to && lots.length < limit; k++) lots.push(k);
      return joined(lots, inArea, false);
    },
    byName(key) {
      const [from, to] = run(nameKeys, nameStart, key);
      return rows(nameOrder().subarray(from, Math.min(to, from + 500)), all);
    },
    byPostcode(zipcode, offset, limit) {
      const [from, to] = run(zipKeys, zipStart, zipcode);
      const total = to - from;
      if (!(total > offset && limit > 0)) return { total, rows: [] };
      return { total, rows: rows(zipOrder().subarray(from + offset, Math.min(to, from + offset + limit)), all) };
    },
    primaryLot(row) {
      const item = row === lastRow ? lastItem : itemOfId(row.id);
      const lot = item < 0 ? NO_LOT : (primaryLots[item] ?? NO_LOT);
      return lot === NO_LOT ? null : lotOf(lot);
    },
  };
}
