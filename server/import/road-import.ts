import type { Db } from '../db/open-database';
import type { DatasetImportSummary, ImportContext } from './import-context';

/** Imports roads (placeholder until the importer lands). */
export async function importRoads(_db: Db, _files: readonly string[], _context: ImportContext): Promise<DatasetImportSummary> {
  await Promise.resolve();
  throw new Error('--roads is not implemented yet');
}

/** Removes every imported road; returns how many were removed. */
export function clearRoads(_db: Db): number {
  throw new Error('--clear-roads is not implemented yet');
}
