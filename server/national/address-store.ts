import Flatbush from 'flatbush';
import type { Db } from '../db/open-database';
import { canonicalCity, nameKey } from '../domain/address-normalize';
import { distanceMetres, lonScale, METRES_PER_DEGREE_LAT } from '../../shared/geometry/distance.ts';

/**
 * The read side of the address rows (tables of server/db/address-tables.ts): what a look-up
 * answers (AddressStore), and the row store, which answers it with the spatial index built at
 * import (address-index-build.ts) and prepared statements reading only the rows an answer needs.
 * The services answer from the hot store (address-hot-store.ts: every field in typed arrays, no
 * row read) when its parts are stored; the row store serves a database imported before they
 * were, and is the reference the hot store is tested against (address-hot-store.test.ts).
 */

/** One imported building address, as stored. */
export interface AddressRow {
  id: number;
  building_key: string;
  sgg_code: string;
  sido_name: string;
  sgg_name: string;
  emd_name: string;
  ri_name: string;
  legal_dong_code: string;
  admin_dong_code: string;
  admin_dong_name: string;
  road_code: string;
  road_name: string;
  underground: number;
  main: number;
  sub: number;
  zipcode: string;
  building_name: string;
  lon: number;
  lat: number;
  ent_lon: number;
  ent_lat: number;
}

/** One lot (지번) of a building. */
export interface LotRow {
  legal_dong_code: string;
  emd_name: string;
  ri_name: string;
  mountain: number;
  main: number;
  sub: number;
  is_primary: number;
}

/**
 * Keeps rows of some 시도 / 시군구 (by their names; the road look-ups pass the 읍·면·동 too). Look-ups
 * that take one read the few columns it needs first and full rows only for those it keeps: a
 * road or dong name such as '중앙로' recurs in many 시군구.
 */
export type AreaFilter = (row: Pick<AddressRow, 'sido_name' | 'sgg_name'> & { emd_name?: string }) => boolean;
const all: AreaFilter = () => true;

/** A building as the lot look-ups take it: its row id and key (a row of the store). */
type BuildingRef = Pick<AddressRow, 'id' | 'building_key'>;

export interface NearestAddress {
  row: AddressRow;
  distanceM: number;
}

export interface AddressStore {
  readonly count: number;
  /** The nearest building (by its centre, exact metres) within radiusM, among those `accept` keeps. */
  nearest(lon: number, lat: number, radiusM: number, accept?: (row: AddressRow) => boolean): NearestAddress | null;
  /** Buildings on a road (nameKey of its name) with this main number (every sub when sub is undefined). */
  byRoad(roadKey: string, main: number, sub?: number, inArea?: AreaFilter): AddressRow[];
  /** The building of the road with the highest number below `main` of the same parity, at most `gap` back. */
  precedingOnRoad(roadKey: string, main: number, gap: number, inArea: AreaFilter): AddressRow | null;
  /** A few buildings of a road (for its areas and centre), at most `limit`. */
  roadSample(roadKey: string, limit: number, inArea?: AreaFilter): AddressRow[];
  /** Whether any imported building has this road (nameKey of its name). */
  hasRoad(roadKey: string): boolean;
  /**
   * Buildings standing on a lot: emd key = nameKey of the 리 (when there is one) or the 읍·면·동;
   * only those `inArea` keeps (by 시도 and 시군구 names) are read.
   */
  byLot(emdKey: string, mountain: boolean, main: number, sub: number, inArea?: AreaFilter): { row: AddressRow; lot: LotRow }[];
  /** Lots of a dong (by emd key) with main numbers in [from, to] (at most 200). */
  lotsNear(emdKey: string, mountain: boolean, fromMain: number, toMain: number, inArea?: AreaFilter): { row: AddressRow; lot: LotRow }[];
  /** Some buildings of a dong (by emd key), for its centre. */
  dongSample(emdKey: string, limit: number, inArea?: AreaFilter): { row: AddressRow; lot: LotRow }[];
  /** Buildings by nameKey of their name. */
  byName(nameKey: string): AddressRow[];
  /** One page of the buildings carrying a postcode (by road and number), and how many there are. */
  byPostcode(zipcode: string, offset: number, limit: number): { total: number; rows: AddressRow[] };
  /** The building's own (대표) lot, else its first lot, or null. */
  primaryLot(row: BuildingRef): LotRow | null;
}

/** Key of a 시군구 by names: canonical 시도 + 시군구, without spaces ('서울특별시|중구'). */
export function areaNameKey(sido: string, sgg: string): string {
  return `${nameKey(canonicalCity(sido) ?? sido)}|${nameKey(sgg)}`;
}

/** Candidates read from the index per nearest query (the index ranks by degrees, not metres). */
export const NEAREST_CANDIDATES = 8;

/**
 * Each item's point, by item number, from the index's leaf boxes (Float32, as stored): one search
 * over the index's whole extent hands every leaf's box to its filter, which keeps nothing.
 */
function pointsOf(index: Flatbush): Float32Array {
  const xy = new Float32Array(index.numItems * 2);
  index.search(index.minX, index.minY, index.maxX, index.maxY, (item, x, y) => {
    xy[item * 2] = x;
    xy[item * 2 + 1] = y;
    return false;
  });
  return xy;
}

/**
 * The look-ups over the rows: the spatial index in memory, every answer's fields read from
 * SQLite (the reference the hot store is compared with: address-hot-store.test.ts).
 */
export function sqlAddressStore(db: Db, parts: ReadonlyMap<string, ArrayBuffer> | null): AddressStore | null {
  const points = parts?.get('points');
  const idBytes = parts?.get('ids32');
  if (!points || !idBytes) return null;
  const index = Flatbush.from(points);
  const ids = new Uint32Array(idBytes);
  const xy = pointsOf(index);

  const columns = `id, building_key, sgg_code, sido_name, sgg_name, emd_name, ri_name, legal_dong_code, admin_dong_code,
    admin_dong_name, road_code, road_name, underground, main, sub, zipcode, building_name, lon, lat, ent_lon, ent_lat`;
  const lotColumns = 'l.legal_dong_code AS l_legal_dong_code, l.emd_name AS l_emd_name, l.ri_name AS l_ri_name, l.mountain AS l_mountain, l.main AS l_main, l.sub AS l_sub, l.is_primary AS l_is_primary';
  const byId = db.prepare(`SELECT ${columns} FROM imported_addresses WHERE id = ?`);
  const light = 'id, sido_name, sgg_name, emd_name';
  const byRoadSub = db.prepare(`SELECT ${light} FROM imported_addresses WHERE road_key = ? AND main = ? AND sub = ? ORDER BY id`);
  const byRoadMain = db.prepare(`SELECT ${light} FROM imported_addresses WHERE road_key = ? AND main = ? ORDER BY sub, id`);
  const preceding = db.prepare(
    `SELECT ${light} FROM imported_addresses WHERE road_key = ? AND main < ? AND main >= ? AND main % 2 = ? ORDER BY main DESC, sub DESC`,
  );
  const roadSample = db.prepare(`SELECT ${light} FROM imported_addresses WHERE road_key = ? ORDER BY main, sub LIMIT ?`);
  const hasRoad = db.prepare('SELECT 1 FROM imported_addresses WHERE road_key = ? LIMIT 1').pluck();
  type Light = { id: number; sido_name: string; sgg_name: string; emd_name: string };
  const full = (rows: Light[], inArea: AreaFilter): AddressRow[] =>
    rows.flatMap((r) => {
      if (!inArea(r)) return [];
      const row = byId.get(r.id) as AddressRow | undefined;
      return row ? [row] : [];
    });
  const lotJoin = `FROM imported_address_lots l JOIN imported_addresses a ON a.building_key = l.building_key`;
  // Lots are found by their key alone, the buildings' full rows read afterwards for those in
  // the query's area only (a dong name such as '중앙동' recurs in many 시군구).
  const byLot = db.prepare(`SELECT a.id, a.sido_name, a.sgg_name, ${lotColumns} ${lotJoin} WHERE l.emd_key = ? AND l.main = ? AND l.sub = ? AND l.mountain = ? ORDER BY a.road_key, a.main, a.sub`);
  const lotsNear = db.prepare(`SELECT a.id, a.sido_name, a.sgg_name, ${lotColumns} ${lotJoin} WHERE l.emd_key = ? AND l.main BETWEEN ? AND ? AND l.mountain = ? ORDER BY l.main, l.sub LIMIT 200`);
  const dongSample = db.prepare(`SELECT a.id, a.sido_name, a.sgg_name, ${lotColumns} ${lotJoin} WHERE l.emd_key = ? LIMIT ?`);
  const byName = db.prepare(`SELECT ${columns} FROM imported_addresses WHERE name_key = ? AND name_key <> '' ORDER BY road_key, main, sub LIMIT 500`);
  const postcodeCount = db.prepare('SELECT count(*) FROM imported_addresses WHERE zipcode = ?').pluck();
  const postcodePage = db.prepare(`SELECT ${columns} FROM imported_addresses WHERE zipcode = ? ORDER BY road_key, main, sub LIMIT ? OFFSET ?`);
  const lotsOf = db.prepare(
    'SELECT legal_dong_code, emd_name, ri_name, mountain, main, sub, is_primary FROM imported_address_lots WHERE building_key = ? ORDER BY is_primary DESC, mountain, main, sub',
  );


  type LotHit = { row: AddressRow; lot: LotRow };
  const joined = (rows: Record<string, unknown>[], inArea: AreaFilter): LotHit[] =>
    rows.flatMap((r) => {
      if (!inArea({ sido_name: r.sido_name as string, sgg_name: r.sgg_name as string })) return [];
      const row = byId.get(r.id) as AddressRow | undefined;
      return row ? [{ row, lot: lotOf(r) }] : [];
    });
  const lotOf = (r: Record<string, unknown>): LotRow => ({
      legal_dong_code: r.l_legal_dong_code as string,
      emd_name: r.l_emd_name as string,
      ri_name: r.l_ri_name as string,
      mountain: r.l_mountain as number,
      main: r.l_main as number,
      sub: r.l_sub as number,
      is_primary: r.l_is_primary as number,
  });

  return {
    count: ids.length,
    nearest(lon, lat, radiusM, accept) {
      // The index measures degrees: a longitude degree is shorter than a latitude degree, so
      // the search radius is the longitude span of radiusM, and the few nearest candidates are
      // ranked by metres (from the index's own Float32 coordinates, about 1 m); only the winning
      // rows are read.
      const maxDeg = radiusM / (METRES_PER_DEGREE_LAT * Math.max(0.2, lonScale(lat)));
      const candidates: { item: number; d: number }[] = [];
      for (const item of index.neighbors(lon, lat, NEAREST_CANDIDATES, maxDeg)) {
        const d = distanceMetres([lon, lat], [xy[item * 2] ?? 0, xy[item * 2 + 1] ?? 0]);
        if (d <= radiusM + 2) candidates.push({ item, d });
      }
      candidates.sort((a, b) => a.d - b.d);
      for (const { item } of candidates) {
        const id = ids[item];
        const row = id === undefined ? undefined : (byId.get(id) as AddressRow | undefined);
        if (!row || (accept && !accept(row))) continue;
        const distanceM = distanceMetres([lon, lat], [row.lon, row.lat]);
        return distanceM <= radiusM ? { row, distanceM } : null;
      }
      return null;
    },
    byRoad: (roadKey, main, sub, inArea = all) => full((sub === undefined ? byRoadMain.all(roadKey, main) : byRoadSub.all(roadKey, main, sub)) as Light[], inArea),
    precedingOnRoad(roadKey, main, gap, inArea) {
      for (const r of preceding.iterate(roadKey, main, main - gap, main % 2) as IterableIterator<Light>) {
        if (inArea(r)) return (byId.get(r.id) as AddressRow | undefined) ?? null;
      }
      return null;
    },
    roadSample: (roadKey, limit, inArea = all) => full(roadSample.all(roadKey, limit) as Light[], inArea),
    hasRoad: (roadKey) => hasRoad.get(roadKey) !== undefined,
    byLot: (emdKey, mountain, main, sub, inArea = all) => joined(byLot.all(emdKey, main, sub, mountain ? 1 : 0) as Record<string, unknown>[], inArea),
    lotsNear: (emdKey, mountain, from, to, inArea = all) => joined(lotsNear.all(emdKey, from, to, mountain ? 1 : 0) as Record<string, unknown>[], inArea),
    dongSample: (emdKey, limit, inArea = all) => joined(dongSample.all(emdKey, limit) as Record<string, unknown>[], inArea),
    byName: (key) => byName.all(key) as AddressRow[],
    byPostcode(zipcode, offset, limit) {
      const total = postcodeCount.get(zipcode) as number;
      return { total, rows: total > offset && limit > 0 ? (postcodePage.all(zipcode, limit, offset) as AddressRow[]) : [] };
    },
    primaryLot: (row) => (lotsOf.get(row.building_key) as LotRow | undefined) ?? null,
  };
}
