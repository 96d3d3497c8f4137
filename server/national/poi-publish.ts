import type { Db } from '../db/open-database';
import { moveRows } from '../db/move-rows';
import { bumpDataset, saveIndex } from './datasets';
import { DEMO_SOURCE } from './demo-shelf';
import type { ImportRun } from './import-runs';
import { createPoiFieldTable } from './poi-fields';
import { buildPoiParts, cellOf } from './poi-spatial';

const COLUMNS = 'id, name, category, lon, lat, source';
/** Rows read per statement when every row is read. */
const PAGE_ROWS = 2000;

/**
 * Merges a run's pending POIs into imported_pois in id order (one pass over the table's B-tree
 * instead of a random write per row) by their stable id (one POI per name and place): importing
 * a file again changes nothing, files of other areas add up, and later rows win within one
 * import as a later import wins over an earlier one. A demo POI with the id of an imported one
 * steps aside to the shelf. Call inside the import's last transaction.
 */
export function mergePendingPois(db: Db, run: ImportRun): void {
  const clashing = db
    .prepare('SELECT id FROM imported_pois WHERE source = ? AND id IN (SELECT id FROM pending_pois WHERE seq >= ? AND seq < ?)')
    .pluck()
    .all(DEMO_SOURCE, run.first, run.end) as number[];
  moveRows(db, { from: 'imported_pois', to: 'shelved_demo_pois', columns: COLUMNS, key: 'id' }, clashing);
  db.prepare(`INSERT INTO imported_pois (${COLUMNS})
    SELECT ${COLUMNS} FROM pending_pois WHERE seq >= ? AND seq < ? ORDER BY id, seq
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, category = excluded.category, lon = excluded.lon, lat = excluded.lat, source = excluded.source
    WHERE name IS NOT excluded.name OR category IS NOT excluded.category OR lon IS NOT excluded.lon OR lat IS NOT excluded.lat OR source IS NOT excluded.source`).run(run.first, run.end);
}

/** The demo world's POIs as a run wrote them into pending_pois: onto the shelf, from where publishPois serves those not replaced. */
export function shelvePendingDemoPois(db: Db, run: ImportRun): void {
  db.prepare(`INSERT INTO shelved_demo_pois (${COLUMNS}) SELECT ${COLUMNS} FROM pending_pois WHERE seq >= ? AND seq < ? AND source = ? ORDER BY seq`).run(run.first, run.end, DEMO_SOURCE);
}

/**
 * The last step of every change to imported_pois (an import, a clear, the demo world written):
 * imported POIs replace the demo world's per 0.01° cell (poi-spatial.ts cellOf): the demo POIs of
 * a cell holding an imported POI wait on the shelf (shelved_demo_pois), and come back when none
 * is there any more, unless an imported POI took their id. Then the spatial index of every served
 * POI and the fields answers read (poi-fields.ts) are built from the rows and stored, and the POI
 * generation bumped. Call inside the change's transaction; returns the new generation.
 */
export function publishPois(db: Db): number {
  const imported = new Set<number>();
  const importedPage = db.prepare(`SELECT id, lon, lat FROM imported_pois WHERE id > ? AND source <> ? ORDER BY id LIMIT ${PAGE_ROWS}`).raw();
  for (let after = -Infinity; ; ) {
    const rows = importedPage.all(after, DEMO_SOURCE) as [number, number, number][];
    if (rows.length === 0) break;
    for (const [, lon, lat] of rows) imported.add(cellOf(lon, lat));
    after = rows[rows.length - 1]![0];
  }
  const served = db.prepare('SELECT id, lon, lat FROM imported_pois WHERE source = ?').raw().all(DEMO_SOURCE) as [number, number, number][];
  const shelf = db.prepare('SELECT id, lon, lat FROM shelved_demo_pois').raw().all() as [number, number, number][];
  const taken = db.prepare('SELECT 1 FROM imported_pois WHERE id = ?').pluck();
  const move = (from: string, to: string, ids: readonly number[]) => moveRows(db, { from, to, columns: COLUMNS, key: 'id' }, ids);
  move('imported_pois', 'shelved_demo_pois', served.filter(([, lon, lat]) => imported.has(cellOf(lon, lat))).map(([id]) => id));
  move('shelved_demo_pois', 'imported_pois', shelf.filter(([id, lon, lat]) => !imported.has(cellOf(lon, lat)) && taken.get(id) === undefined).map(([id]) => id));

  const count = db.prepare('SELECT count(*) FROM imported_pois').pluck().get() as number;
  const ids = new Float64Array(count);
  const coords = new Float64Array(2 * count);
  const fields = createPoiFieldTable();
  let i = 0;
  // In id order (the table's), a page of rows a statement: cheaper per row than an iterator.
  const page = db.prepare(`SELECT id, lon, lat, name, category, source = ? FROM imported_pois WHERE id > ? ORDER BY id LIMIT ${PAGE_ROWS}`).raw();
  for (let after = -Infinity; i < count; ) {
    const rows = page.all(DEMO_SOURCE, after) as [number, number, number, string, string, number][];
    if (rows.length === 0) break;
    for (const [id, lon, lat, name, category, demo] of rows) {
      if (i >= count) break;
      ids[i] = id;
      coords[2 * i] = lon;
      coords[2 * i + 1] = lat;
      fields.add(name, category, demo === 1);
      i++;
    }
    after = rows[rows.length - 1]![0];
  }
  saveIndex(db, 'pois', i === 0 ? {} : { ...buildPoiParts(ids.subarray(0, i), coords.subarray(0, 2 * i)), ...fields.parts() });
  return bumpDataset(db, 'pois');
}
