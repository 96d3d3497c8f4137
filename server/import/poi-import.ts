import type { Db } from '../db/open-database';
import type { PoiColumns } from './import-args';
import type { DatasetImportSummary, ImportContext } from './import-context';

/** Imports pois (placeholder until the importer lands). */
export async function importPois(_db: Db, _files: readonly string[], _columns: PoiColumns, _context: ImportContext): Promise<DatasetImportSummary> {
  await Promise.resolve();
  throw new Error('--pois is not implemented yet');
}

/** Removes every imported poi; returns how many were removed. */
export function clearPois(_db: Db): number {
  throw new Error('--clear-pois is not implemented yet');
}
