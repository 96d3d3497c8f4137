import type { WorldServices } from '../app-types';
import type { Db } from '../db/open-database';
import { nameKey } from '../domain/address-normalize';
import type { FullAddrItem, PostcodeItem } from '../domain/address-search';
import { pageOf } from '../domain/address-search';
import { matchImported, parseImportedQuery, rankOf, type ImportedMatch } from './address-find';
import { buildingMatch, convertAdd, fullAddrItem, geocodingInfo, postcodeItem } from './address-items';
import { CLOSE_BUILDING_M, importedReverseGeocode } from './address-reverse';
import { loadAddressStore, type AddressStore } from './address-store';
import { createLiveDataset, type LiveDatasetOptions } from './live-dataset';

/**
 * The routes' services with imported addresses (server/import, tables of migration 8) served over
 * the base world's.
 *
 * Imported data replaces the base world where both cover the same 시군구 (by its 5-digit code, or
 * by 시도 + 시군구 names for rows without codes): there, reverse geocoding answers from imported
 * buildings only, and the base world's answers of full-text and structured geocoding, postcode
 * search and address conversion are left out. Elsewhere the base world answers as before, and
 * imported rows answer wherever they are, also outside every known region (an import of
 * addresses without boundaries still answers). An import made while the emulator runs is served
 * from the next request on (live-dataset.ts).
 */
export function withImportedAddresses(base: WorldServices, db: Db | undefined, options: LiveDatasetOptions = {}): WorldServices {
  const live = createLiveDataset(db, 'addresses', loadAddressStore, options);
  /** The base world's answers that lie in an area imported addresses cover are left out. */
  const baseKept = (store: AddressStore, item: { city_do: string; gu_gun: string; legalDongCode?: string; adminDongCode?: string }): boolean =>
    !(
      store.covers({ sido: item.city_do, sgg: item.gu_gun }) ||
      (item.legalDongCode !== undefined && store.covers({ code: item.legalDongCode })) ||
      (item.adminDongCode !== undefined && store.covers({ code: item.adminDongCode }))
    );
  /** Every base answer of a search (the demo world's lists are short), for merging. */
  const BASE_ALL = 1000;

  return {
    ...base,
    reverseGeocode(query) {
      const store = live.current();
      if (!store) return base.reverseGeocode(query);
      const regions = base.regions();
      const hit = Number.isFinite(query.lon) && Number.isFinite(query.lat) ? regions.locate(query.lon, query.lat) : null;
      const covered = hit === null || store.covers({ code: hit.gu_gun.code, sido: hit.city_do.name, sgg: hit.gu_gun.name });
      const close = store.nearest(query.lon, query.lat, CLOSE_BUILDING_M);
      if (!covered && !close) return base.reverseGeocode(query);
      return importedReverseGeocode(store, regions, hit, query, close) ?? (hit ? null : base.reverseGeocode(query));
    },
    geocode(query, format) {
      const store = live.current();
      if (!store) return base.geocode(query, format);
      const text = [query.city_do, query.gu_gun, query.dong, query.bunji ?? '', query.detailAddress ?? ''].join(' ');
      const parsedQuery = parseImportedQuery(text);
      // The district is given as its own parameter: keep it even when the parser read it otherwise.
      if (parsedQuery.parsed.district === undefined && query.gu_gun.trim() !== '') parsedQuery.parsed.district = query.gu_gun.trim();
      const best = matchImported(store, base.regions(), parsedQuery, query.addressFlag)[0];
      const fromBase = base.geocode(query, format);
      const kept = fromBase && baseKept(store, fromBase) ? fromBase : null;
      if (!best) return kept;
      const mine = geocodingInfo(best, format);
      if (kept && rankOf(kept.matchFlag || kept.newMatchFlag) < rankOf(best.flag)) return kept;
      return mine;
    },
    fullAddrGeo(query, format) {
      const store = live.current();
      if (!store) return base.fullAddrGeo(query, format);
      const mine = matchImported(store, base.regions(), parseImportedQuery(query.text), query.addressFlag);
      const theirs = base.fullAddrGeo({ ...query, page: 1, count: BASE_ALL }, format).items.filter((item) => baseKept(store, item));
      const all = merge(mine, theirs, (m) => fullAddrItem(m, format));
      return { totalCount: all.length, items: pageOf(all, query.page, query.count) };
    },
    postcode(query, format) {
      const store = live.current();
      if (!store) return base.postcode(query, format);
      const theirs = base.postcode({ ...query, page: 1, count: BASE_ALL }, format).items.filter((item) => baseKept(store, item));
      const code = query.text.replace(/\s+/g, '');
      if (/^\d{5}$/.test(code)) {
        // Imported buildings of the postcode first (by road and number), then the base world's.
        const offset = Math.max(0, (query.page - 1) * query.count);
        const { total, rows } = store.byPostcode(code, offset, query.count);
        const items: PostcodeItem[] = rows.map((row) => postcodeItem(fullAddrItem(buildingMatch(row, store.primaryLot(row.building_key)), format), row));
        const rest = query.count - items.length;
        if (rest > 0) items.push(...theirs.slice(Math.max(0, offset - total), Math.max(0, offset - total) + rest));
        return { totalCount: total + theirs.length, items };
      }
      const mine = matchImported(store, base.regions(), parseImportedQuery(query.text), 'F00');
      const all = merge(mine, theirs, (m) => postcodeItem(fullAddrItem(m, format), m.building ? m.row : undefined));
      return { totalCount: all.length, items: pageOf(all, query.page, query.count) };
    },
    convertAddress(query, format) {
      const store = live.current();
      if (!store) return base.convertAddress(query, format);
      const parsedQuery = parseImportedQuery(query.reqAdd);
      if (query.searchTypCd === 'OtoN') {
        const exact = matchImported(store, base.regions(), parsedQuery, 'F01').find((m) => m.flag === 'M11');
        if (exact?.lot) {
          const lot = exact.lot;
          const emdKey = lot.ri_name || lot.emd_name;
          const on = store.byLot(nameKey(emdKey), lot.mountain === 1, lot.main, lot.sub).filter((h) => h.lot.legal_dong_code === lot.legal_dong_code && h.row.sgg_name === exact.row.sgg_name);
          // A place known by its lot only (a standard-data row without a road-name address) has no new address.
          const buildings = on.map((h) => h.row).filter((row) => row.road_name !== '');
          if (buildings.length > 0) return convertAdd('O', query.reqMulti, lot, exact.row, buildings, format);
        }
      } else {
        const exact = matchImported(store, base.regions(), parsedQuery, 'F02').find((m) => m.flag === 'N51');
        if (exact?.lot) return convertAdd('N', query.reqMulti, exact.lot, exact.row, [exact.row], format);
      }
      const fromBase = base.convertAddress(query, format);
      return fromBase && baseKept(store, { city_do: fromBase.upperDistName, gu_gun: fromBase.middleDistName, legalDongCode: fromBase.legalLowerDistCode }) ? fromBase : null;
    },
  };
}

/** Imported and base answers in one list, best first (match order, imported first on a tie). */
function merge<T extends FullAddrItem | PostcodeItem>(mine: readonly ImportedMatch[], theirs: readonly T[], write: (m: ImportedMatch) => T): T[] {
  const ranked = [
    ...mine.map((m, i) => ({ rank: rankOf(m.flag), i, item: write(m) })),
    ...theirs.map((item, i) => ({ rank: 'matchFlag' in item ? rankOf(item.matchFlag || item.newMatchFlag) : 99, i: mine.length + i, item })),
  ];
  return ranked.sort((a, b) => a.rank - b.rank || a.i - b.i).map((r) => r.item);
}
