import type { WorldServices } from '../world-services-types';
import type { Db } from '../db/open-database';
import { nameKey } from '../domain/address-normalize';
import type { PostcodeItem } from '../domain/address-search';
import { pageOf } from '../domain/address-search';
import type { RegionIndex } from '../domain/region-index';
import { matchImported, parseImportedQuery } from './address-find';
import { buildingMatch, convertAdd, fullAddrItem, geocodingInfo, postcodeItem } from './address-items';
import { CLOSE_BUILDING_M, importedReverseGeocode, type ParcelAt, type RoadPointNear } from './address-reverse';
import { DEMO_SOURCE } from './demo-shelf';
import { loadAddressStore, loadAddressStoreQuickly, type WarmingAddressStore } from './address-store-load';
import type { AddressStore } from './address-store';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';

export type AddressServices = Pick<WorldServices, 'reverseGeocode' | 'geocode' | 'fullAddrGeo' | 'postcode' | 'convertAddress'>;

/**
 * The address services, answered from the address rows (tables of server/db/address-tables.ts):
 * the demo world's buildings (demo-addresses.ts) and imported national addresses alike, by one
 * engine (address-find.ts for text, address-reverse.ts for points). Where an import covers a
 * 시군구, the demo rows of it are shelved (demo-shelf.ts), so each 시군구 answers from one dataset.
 * An import made while the emulator runs is served from the next request on (live-dataset.ts).
 */
export function addressServices(
  db: Db,
  regions: () => RegionIndex,
  roadPoint: RoadPointNear,
  /** The demo world's lattice of lots (domain/lots.ts), its parcels where its rows answer. */
  demoParcelAt: ParcelAt,
  options: LiveDatasetOptions = {},
): AddressServices {
  // In a warm-up, the row store answers first and the hot fields load later, a part at a time (a
  // later import, served while the emulator runs, loads them at once).
  const warmUp = options.warmUp;
  let quickly = warmUp !== undefined;
  const load = (d: Db): (AddressStore & Partial<WarmingAddressStore>) | null => {
    const first = quickly;
    quickly = false;
    return first ? loadAddressStoreQuickly(d) : loadAddressStore(d);
  };
  const live = createLiveDataset(db, 'addresses', load, { ...options, rank: 1 });
  warmUp?.add(3, () => {
    const store = live.current();
    if (!store?.warmStep) return true;
    const done = store.warmStep();
    if (done) {
      quickly = false;
      options.log?.('addresses: the hot fields answer from now on');
    }
    return done;
  });
  // Whether a 시군구 answers from the demo world's rows (an import shelves them: demo-shelf.ts), per loaded store.
  const demoServed = db.prepare('SELECT 1 FROM imported_addresses WHERE sgg_code = ? AND source = ? LIMIT 1').pluck();
  let servedFor: object | null = null;
  const served = new Map<string, boolean>();
  const parcelAt: ParcelAt = (hit, lon, lat) => {
    const store = live.current();
    if (store !== servedFor) {
      served.clear();
      servedFor = store;
    }
    const code = hit.gu_gun.code.slice(0, 5);
    let demo = served.get(code);
    if (demo === undefined) {
      demo = demoServed.get(code, DEMO_SOURCE) !== undefined;
      served.set(code, demo);
    }
    return demo ? demoParcelAt(hit, lon, lat) : null;
  };
  const empty = { totalCount: 0, items: [] };
  return {
    reverseGeocode: (query) =>
      live.use((store) => {
        const index = regions();
        const hit = Number.isFinite(query.lon) && Number.isFinite(query.lat) ? index.locate(query.lon, query.lat) : null;
        if (!store) return hit ? importedReverseGeocode(null, index, hit, query, null, roadPoint, parcelAt) : null;
        const close = store.nearest(query.lon, query.lat, CLOSE_BUILDING_M);
        return importedReverseGeocode(store, index, hit, query, close, roadPoint, parcelAt);
      }),
    geocode: (query, format) =>
      live.use((store) => {
        if (!store) return null;
        const text = [query.city_do, query.gu_gun, query.dong, query.bunji ?? '', query.detailAddress ?? ''].join(' ');
        const parsedQuery = parseImportedQuery(text);
        // The district is given as its own parameter: keep it even when the parser read it otherwise.
        if (parsedQuery.parsed.district === undefined && query.gu_gun.trim() !== '') parsedQuery.parsed.district = query.gu_gun.trim();
        const best = matchImported(store, regions(), parsedQuery, query.addressFlag)[0];
        return best ? geocodingInfo(best, format) : null;
      }),
    fullAddrGeo: (query, format) =>
      live.use((store) => {
        if (!store) return empty;
        const all = matchImported(store, regions(), parseImportedQuery(query.text), query.addressFlag).map((m) => fullAddrItem(m, format));
        return { totalCount: all.length, items: pageOf(all, query.page, query.count) };
      }),
    postcode: (query, format) =>
      live.use((store) => {
        if (!store) return empty;
        const code = query.text.replace(/\s+/g, '');
        if (/^\d{5}$/.test(code)) {
          // The buildings of the postcode, by road and number.
          const offset = Math.max(0, (query.page - 1) * query.count);
          const { total, rows } = store.byPostcode(code, offset, query.count);
          const items: PostcodeItem[] = rows.map((row) => postcodeItem(fullAddrItem(buildingMatch(row, store.primaryLot(row)), format), row));
          return { totalCount: total, items };
        }
        const all = matchImported(store, regions(), parseImportedQuery(query.text), 'F00').map((m) => postcodeItem(fullAddrItem(m, format), m.building ? m.row : undefined));
        return { totalCount: all.length, items: pageOf(all, query.page, query.count) };
      }),
    convertAddress: (query, format) =>
      live.use((store) => {
        if (!store) return null;
        const parsedQuery = parseImportedQuery(query.reqAdd);
        if (query.searchTypCd === 'OtoN') {
          const exact = matchImported(store, regions(), parsedQuery, 'F01').find((m) => m.flag === 'M11');
          if (!exact?.lot) return null;
          const lot = exact.lot;
          const emdKey = lot.ri_name || lot.emd_name;
          const on = store.byLot(nameKey(emdKey), lot.mountain === 1, lot.main, lot.sub).filter((h) => h.lot.legal_dong_code === lot.legal_dong_code && h.row.sgg_name === exact.row.sgg_name);
          // A place known by its lot only (a standard-data row without a road-name address) has no new address.
          const buildings = on.map((h) => h.row).filter((row) => row.road_name !== '');
          return buildings.length > 0 ? convertAdd('O', query.reqMulti, lot, exact.row, buildings, format) : null;
        }
        const exact = matchImported(store, regions(), parsedQuery, 'F02').find((m) => m.flag === 'N51');
        return exact?.lot ? convertAdd('N', query.reqMulti, exact.lot, exact.row, [exact.row], format) : null;
      }),
  };
}
