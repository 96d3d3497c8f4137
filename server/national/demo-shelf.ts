import type { Db } from '../db/open-database';
import { ADDRESS_COLUMNS, LOT_COLUMNS } from '../db/address-tables';
import { areaNameKey } from './address-store';

/** The `source` of the demo world's address rows (demo-addresses.ts). */
export const DEMO_SOURCE = 'demo world';

/**
 * Imported addresses replace the demo world's per 시군구: the demo rows of a 시군구 that imported
 * rows cover (by 5-digit code, or by 시도 + 시군구 names for rows without codes) are moved to the
 * shelf tables, and come back when the imported rows leave (a clear). Both are plain moves
 * between tables, inside the caller's transaction: the import that covers a 시군구 and the
 * demo rows stepping aside become visible together. Returns the rows moved each way.
 */
export function shelveDemoAddresses(db: Db): { shelved: number; restored: number } {
  const coverage = importedCoverage(db);
  const covered = (row: { sgg_code: string; sido_name: string; sgg_name: string }): boolean => coverage.covers({ code: row.sgg_code, sido: row.sido_name, sgg: row.sgg_name });
  const areas = (table: string) =>
    db.prepare(`SELECT DISTINCT sgg_code, sido_name, sgg_name FROM ${table} WHERE source = ?`).all(DEMO_SOURCE) as { sgg_code: string; sido_name: string; sgg_name: string }[];
  const move = (from: string, to: string, fromLots: string, toLots: string, area: { sgg_code: string; sido_name: string; sgg_name: string }): number => {
    const where = `source = ? AND sgg_code = ? AND sido_name = ? AND sgg_name = ?`;
    const args = [DEMO_SOURCE, area.sgg_code, area.sido_name, area.sgg_name];
    db.prepare(`INSERT INTO ${toLots} (${LOT_COLUMNS}) SELECT ${LOT_COLUMNS} FROM ${fromLots} WHERE building_key IN (SELECT building_key FROM ${from} WHERE ${where})`).run(...args);
    db.prepare(`DELETE FROM ${fromLots} WHERE building_key IN (SELECT building_key FROM ${from} WHERE ${where})`).run(...args);
    db.prepare(`INSERT INTO ${to} (${ADDRESS_COLUMNS}) SELECT ${ADDRESS_COLUMNS} FROM ${from} WHERE ${where}`).run(...args);
    return db.prepare(`DELETE FROM ${from} WHERE ${where}`).run(...args).changes;
  };
  let shelved = 0;
  let restored = 0;
  for (const area of areas('imported_addresses')) {
    if (covered(area)) shelved += move('imported_addresses', 'shelved_demo_addresses', 'imported_address_lots', 'shelved_demo_address_lots', area);
  }
  for (const area of areas('shelved_demo_addresses')) {
    if (!covered(area)) restored += move('shelved_demo_addresses', 'imported_addresses', 'shelved_demo_address_lots', 'imported_address_lots', area);
  }
  return { shelved, restored };
}

/**
 * The 시군구 imported (non-demo) rows cover: their codes, and their names (rows of a standard-data
 * CSV may lack codes; names compare in any 시도 form). One row per code is read by stepping through
 * the sgg_code index (a few hundred look-ups for the whole country); rows without a code by name.
 */
export function importedCoverage(db: Db): { covers(area: { code?: string; sido?: string; sgg?: string }): boolean } {
  const codes = new Set<string>();
  const names = new Set<string>();
  const next = db.prepare('SELECT sgg_code, sido_name, sgg_name, source FROM imported_addresses WHERE sgg_code > ? ORDER BY sgg_code LIMIT 1');
  const imported = db.prepare('SELECT sido_name, sgg_name FROM imported_addresses WHERE sgg_code = ? AND source <> ? LIMIT 1');
  let last = '';
  for (;;) {
    const row = next.get(last) as { sgg_code: string; sido_name: string; sgg_name: string; source: string } | undefined;
    if (!row) break;
    const mine = row.source === DEMO_SOURCE ? (imported.get(row.sgg_code, DEMO_SOURCE) as { sido_name: string; sgg_name: string } | undefined) : row;
    if (mine) {
      codes.add(row.sgg_code.slice(0, 5));
      names.add(areaNameKey(mine.sido_name, mine.sgg_name));
    }
    last = row.sgg_code;
  }
  const uncoded = db.prepare("SELECT DISTINCT sido_name, sgg_name FROM imported_addresses WHERE sgg_code = '' AND source <> ?").all(DEMO_SOURCE) as { sido_name: string; sgg_name: string }[];
  for (const row of uncoded) names.add(areaNameKey(row.sido_name, row.sgg_name));
  return {
    covers: ({ code, sido, sgg }) =>
      (code !== undefined && code.length >= 5 && codes.has(code.slice(0, 5))) || (sido !== undefined && sgg !== undefined && names.has(areaNameKey(sido, sgg))),
  };
}
