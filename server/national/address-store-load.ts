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

/** What the SQL store reads of the stored parts. */
const SQL_STORE_PARTS = new Set(['points', 'ids32']);
