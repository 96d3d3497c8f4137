import type { Db } from '../db/open-database';
import type { DatasetImportSummary, ImportContext } from './import-context';

/** Imports addresss (placeholder until the importer lands). */
export async function importAddresses(_db: Db, _files: readonly string[], _context: ImportContext): Promise<DatasetImportSummary> {
  await Promise.resolve();
  throw new Error('--addresss is not implemented yet');
}

/** Removes every imported address; returns how many were removed. */
export function clearAddresses(_db: Db): number {
  throw new Error('--clear-addresss is not implemented yet');
}
