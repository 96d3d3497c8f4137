import type { Db } from '../db/open-database';
import { hotAddressStore } from './address-hot-store';
import { sqlAddressStore, type AddressStore } from './address-store';
import { loadIndex } from './datasets';

/**
 * Loads the stored address index and prepares the look-ups, or null when nothing is imported:
 * over the hot fields (address-hot-store.ts) when they are stored, else over the rows (a
 * database imported before they were stored).
 */
export function loadAddressStore(db: Db): AddressStore | null {
  const parts = loadIndex(db, 'addresses');
  return (parts && hotAddressStore(parts)) ?? sqlAddressStore(db, parts);
}
