import type Database from 'better-sqlite3';

/**
 * Tables a reset keeps: the schema record, the database's own metadata, and imported reference
 * data (boundaries, addresses, roads and POIs loaded by `npm run emulator:import`: like the demo
 * world, not state that API calls create, and slow to load again): every `imported_*` table, the
 * datasets' book-keeping, the rows of imports still running (`import_runs`, `pending_*`), and the
 * demo world's rows written as a dataset.
 */
const KEPT_TABLES: ReadonlySet<string> = new Set([
  'schema_version',
  'meta',
  'dataset_state',
  'data_sources',
  'dataset_indexes',
  'import_runs',
  // The demo world's rows, as a dataset (server/national/demo-addresses.ts).
  'demo_dataset',
  'shelved_demo_addresses',
  'shelved_demo_address_lots',
  'shelved_demo_roads',
  'shelved_demo_pois',
  'shelved_demo_regions',
]);

function kept(name: string): boolean {
  return KEPT_TABLES.has(name) || name.startsWith('imported_') || name.startsWith('pending_');
}

/** Empties every data table (control reset). Returns the names of the tables emptied. */
export function resetData(db: Database.Database): string[] {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
      name: string;
    }[]
  )
    .map((r) => r.name)
    .filter((name) => !kept(name));
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) === 1;
  if (foreignKeys) db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const name of tables) db.exec(`DELETE FROM "${name.replaceAll('"', '""')}"`);
    })();
  } finally {
    if (foreignKeys) db.pragma('foreign_keys = ON');
  }
  return tables;
}
