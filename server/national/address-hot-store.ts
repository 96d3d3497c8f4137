import Flatbush from 'flatbush';
import { distanceMetres, lonScale, METRES_PER_DEGREE_LAT } from '../../shared/geometry/distance.ts';
import { BF, BUILDING_FIELDS, LF, LOT_FIELDS } from './address-hot-build';
import { NEAREST_CANDIDATES, type AddressRow, type AddressStore, type AreaFilter, type LotRow } from './address-store';
import { stringTableFrom } from './string-table';

/**
 * The address store over the hot fields (address-hot-build.ts): every look-up answered from typed
 * arrays viewed over the stored parts, no row read. Each look-up gives the rows the SQL store
 * (address-store.ts sqlAddressStore) gives, in the same order: its runs are the SQL indexes' own
 * order, taken at build. Strings are decoded when first read and kept.
 *
 * Returns null when a part is missing (a database imported before the hot fields were stored:
 * the SQL store answers it).
 */
export function hotAddressStore(parts: ReadonlyMap<string, ArrayBuffer>): AddressStore | null {
  const buffer = (name: string): ArrayBuffer | undefined => parts.get(name);
  const need = ['points', 'ids32', 'coords', 'numbers', 'fields', 'roadGroups', 'roadStart', 'roadOrder', 'zipStart', 'zipOrder', 'nameStart', 'nameOrder', 'lotBuildings', 'lotFields', 'emdStart', 'buildingLots', 'buildingLotStart'];
  if (need.some((name) => !buffer(name))) return null;
  const u32 = (name: string): Uint32Array => new Uint32Array(buffer(name)!);
  const strings = stringTableFrom(parts, 'strings');
  const keys = stringTableFrom(parts, 'keys');
  const roadKeys = stringTableFrom(parts, 'roadKeys', { sorted: true });
  const zipKeys = stringTableFrom(parts, 'zipKeys', { sorted: true });
  const nameKeys = stringTableFrom(parts, 'nameKeys', { sorted: true });
  const emdKeys = stringTableFrom(parts, 'emdKeys', { sorted: true });
  if (!strings || !keys || !roadKeys || !zipKeys || !nameKeys || !emdKeys) return null;
  const index = Flatbush.from(buffer('points')!);
  const ids = u32('ids32');
  const coords = new Float64Array(buffer('coords')!);
  const numbers = u32('numbers');
  const fields = u32('fields');
  const roadGroups = u32('roadGroups');
  const roadStart = u32('roadStart');
  const roadOrder = u32('roadOrder');
  const zipStart = u32('zipStart');
  const zipOrder = u32('zipOrder');
  const nameStart = u32('nameStart');
  const nameOrder = u32('nameOrder');
  const lotBuildings = u32('lotBuildings');
  const lotFields = u32('lotFields');
  const emdStart = u32('emdStart');
  const buildingLots = u32('buildingLots');
  const buildingLotStart = u32('buildingLotStart');
  const count = ids.length;
  if (coords.length !== count * 4 || numbers.length !== count * 3 || fields.length !== count * BUILDING_FIELDS.length || keys.size !== count) return null;
  const NF = BUILDING_FIELDS.length;
  const NL = LOT_FIELDS.length;

  const text = (item: number, field: number): string => strings.get(fields[item * NF + field] ?? 0);
  const rowOf = (item: number): AddressRow => ({
    id: ids[item] ?? 0,
    building_key: keys.get(item),
    sgg_code: text(item, BF.sgg_code),
    sido_name: text(item, BF.sido_name),
    sgg_name: text(item, BF.sgg_name),
    emd_name: text(item, BF.emd_name),
    ri_name: text(item, BF.ri_name),
    legal_dong_code: text(item, BF.legal_dong_code),
    admin_dong_code: text(item, BF.admin_dong_code),
    admin_dong_name: text(item, BF.admin_dong_name),
    road_code: text(item, BF.road_code),
    road_name: text(item, BF.road_name),
    underground: numbers[item * 3 + 2] ?? 0,
    main: numbers[item * 3] ?? 0,
    sub: numbers[item * 3 + 1] ?? 0,
    zipcode: text(item, BF.zipcode),
    building_name: text(item, BF.building_name),
    lon: coords[item * 4] ?? 0,
    lat: coords[item * 4 + 1] ?? 0,
    ent_lon: coords[item * 4 + 2] ?? 0,
    ent_lat: coords[item * 4 + 3] ?? 0,
  });
  /** The 시도 and 시군구 an area filter reads, without building the row. */
  const areaOf = (item: number) => ({ sido_name: text(item, BF.sido_name), sgg_name: text(item, BF.sgg_name), emd_name: text(item, BF.emd_name) });
  const lotValue = (lot: number, field: number): number => lotFields[lot * NL + field] ?? 0;
  const lotOf = (lot: number): LotRow => ({
    legal_dong_code: strings.get(lotValue(lot, LF.legal_dong_code)),
    emd_name: strings.get(lotValue(lot, LF.emd_name)),
    ri_name: strings.get(lotValue(lot, LF.ri_name)),
    mountain: lotValue(lot, LF.mountain),
    main: lotValue(lot, LF.main),
    sub: lotValue(lot, LF.sub),
    is_primary: lotValue(lot, LF.is_primary),
  });
  /** The item of a row id, or -1 (ids ascend with items). */
  const itemOfId = (id: number): number => {
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = ids[middle] ?? 0;
      if (at === id) return middle;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  };
  /** The run [from, to) of a key in a keyed order, or an empty run. */
  const run = (table: { find(key: string): number }, start: Uint32Array, key: string): [number, number] => {
    const k = table.find(key);
    return k < 0 ? [0, 0] : [start[k] ?? 0, start[k + 1] ?? 0];
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
  const roadMain = (position: number): number => numbers[(roadOrder[position] ?? 0) * 3] ?? 0;
  const lotMain = (lot: number): number => lotValue(lot, LF.main);
  const rows = (items: Iterable<number>, inArea: AreaFilter): AddressRow[] => {
    const out: AddressRow[] = [];
    for (const item of items) if (inArea(areaOf(item))) out.push(rowOf(item));
    return out;
  };
  /** Lots as the SQL's lot look-ups give them: their buildings in the area, by road order (stable). */
  const joined = (lots: number[], inArea: AreaFilter, byRoad: boolean): { row: AddressRow; lot: LotRow }[] => {
    if (byRoad) lots.sort((a, b) => (roadGroups[lotBuildings[a] ?? 0] ?? 0) - (roadGroups[lotBuildings[b] ?? 0] ?? 0));
    const out: { row: AddressRow; lot: LotRow }[] = [];
    for (const lot of lots) {
      const item = lotBuildings[lot] ?? 0;
      const area = areaOf(item);
      if (inArea({ sido_name: area.sido_name, sgg_name: area.sgg_name })) out.push({ row: rowOf(item), lot: lotOf(lot) });
    }
    return out;
  };
  const all: AreaFilter = () => true;
  const lotsOfItem = (item: number): number[] => {
    const out: number[] = [];
    for (let k = buildingLotStart[item] ?? 0; k < (buildingLotStart[item + 1] ?? 0); k++) out.push(buildingLots[k] ?? 0);
    return out;
  };

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
      const items: number[] = [];
      for (let p = lowerBound(from, to, main, roadMain); p < to && roadMain(p) === main; p++) {
        const item = roadOrder[p] ?? 0;
        if (sub === undefined || numbers[item * 3 + 1] === sub) items.push(item);
      }
      return rows(items, inArea);
    },
    precedingOnRoad(roadKey, main, gap, inArea) {
      const [from, to] = run(roadKeys, roadStart, roadKey);
      for (let p = lowerBound(from, to, main, roadMain) - 1; p >= from && roadMain(p) >= main - gap; p--) {
        const item = roadOrder[p] ?? 0;
        if (roadMain(p) % 2 !== main % 2) continue;
        if (inArea(areaOf(item))) return rowOf(item);
      }
      return null;
    },
    roadSample(roadKey, limit, inArea = all) {
      const [from, to] = run(roadKeys, roadStart, roadKey);
      return rows(roadOrder.subarray(from, Math.min(to, from + Math.max(0, limit))), inArea);
    },
    hasRoad: (roadKey) => roadKeys.find(roadKey) >= 0,
    byLot(emdKey, mountain, main, sub, inArea = all) {
      const [from, to] = run(emdKeys, emdStart, emdKey);
      const lots: number[] = [];
      for (let k = lowerBound(from, to, main, lotMain); k < to && lotMain(k) === main; k++) {
        if (lotValue(k, LF.sub) === sub && lotValue(k, LF.mountain) === (mountain ? 1 : 0)) lots.push(k);
      }
      return joined(lots, inArea, true);
    },
    lotsNear(emdKey, mountain, fromMain, toMain, inArea = all) {
      const [from, to] = run(emdKeys, emdStart, emdKey);
      const lots: number[] = [];
      for (let k = lowerBound(from, to, fromMain, lotMain); k < to && lotMain(k) <= toMain && lots.length < 200; k++) {
        if (lotValue(k, LF.mountain) === (mountain ? 1 : 0)) lots.push(k);
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
      return rows(nameOrder.subarray(from, Math.min(to, from + 500)), all);
    },
    byPostcode(zipcode, offset, limit) {
      const [from, to] = run(zipKeys, zipStart, zipcode);
      const total = to - from;
      if (!(total > offset && limit > 0)) return { total, rows: [] };
      return { total, rows: rows(zipOrder.subarray(from + offset, Math.min(to, from + offset + limit)), all) };
    },
    primaryLot(row) {
      const item = itemOfId(row.id);
      const first = item < 0 ? undefined : lotsOfItem(item)[0];
      return first === undefined ? null : lotOf(first);
    },
    lots(row) {
      const item = itemOfId(row.id);
      return item < 0 ? [] : lotsOfItem(item).map(lotOf);
    },
  };
}
