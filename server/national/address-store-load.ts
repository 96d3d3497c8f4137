import type { Db } from '../db/open-database';
import { EAGER_PARTS, hotAddressStore } from './address-hot-store';
import { sqlAddressStore, type AddressStore } from './address-store';
import { loadIndexLazily } from './datasets';

/**
 * Loads the stored address index and prepares the look-ups, or null when nothing is imported:
 * over the hot fields (address-hot-store.ts) when they are stored, else over the rows (a
 * database imported before they were stored).
 */
export function loadAddressStore(db: Db): AddressStore | null {
  const stored = loadIndexLazily(db, 'addresses', (part) => EAGER_PARTS.has(part) || SQL_STORE_PARTS.has(part));
  return (stored && hotAddressStore(stored)) ?? sqlAddressStore(db, stored?.eager ?? null);
}

/** An address store that answers at once and becomes faster as its warm-up steps load the rest. */
export interface WarmingAddressStore extends AddressStore {
  /**
   * Loads one more part of the hot fields; the last step makes them answer. Returns true when
   * there is nothing more to load.
   */
  warmStep(): boolean;
}

/**
 * What a start serves first (warm-up.ts): the row store over the spatial index alone (a sixth
 * of the hot fields' bytes), answering as the hot store does (address-hot-store.test.ts holds
 * them to the same answers), while warmStep reads the hot fields a part at a time and then
 * answers from them. Null when nothing is imported.
 */
export function loadAddressStoreQuickly(db: Db): WarmingAddressStore | null {
  const stored = loadIndexLazily(db, 'addresses', (part) => SQL_STORE_PARTS.has(part));
  const rows = sqlAddressStore(db, stored?.eager ?? null);
  if (!rows) return null;
  let served: AddressStore = rows;
  const pending = stored ? [...EAGER_PARTS].filter((part) => stored.has(part) && !stored.eager.has(part)) : [];
  let done = !stored;
  return {
    get count() {
      return served.count;
    },
    nearest: (...args) => served.nearest(...args),
    byRoad: (...args) => served.byRoad(...args),
    precedingOnRoad: (...args) => served.precedingOnRoad(...args),
    roadSample: (...args) => served.roadSample(...args),
    hasRoad: (...args) => served.hasRoad(...args),
    byLot: (...args) => served.byLot(...args),
    lotsNear: (...args) => served.lotsNear(...args),
    dongSample: (...args) => served.dongSample(...args),
    byName: (...args) => served.byName(...args),
    byPostcode: (...args) => served.byPostcode(...args),
    primaryLot: (...args) => served.primaryLot(...args),
    warmStep() {
      if (done || !stored) return true;
      const part = pending.shift();
      if (part !== undefined) {
        stored.part(part);
        return false;
      }
      done = true;
      served = hotAddressStore(stored) ?? rows;
      return true;
    },
  };
}

/** What the SQL store reads of the stored parts. */
const SQL_STORE_PARTS = new Set(['points', 'ids32']);
