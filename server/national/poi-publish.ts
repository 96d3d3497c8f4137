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
  // Every served row once, in id order (the table's), a page a statement; the rows the demo
  // shelf moves in or out are then taken out of or merged into what was read.
  const read = readPois(db, `WHERE id > ? ORDER BY id LIMIT ${PAGE_ROWS}`);
  const imported = new Set<number>();
  for (let k = 0; k < read.size; k++) if (!read.demo[k]) imported.add(cellOf(read.coords[2 * k]!, read.coords[2 * k + 1]!));
  const served: number[] = [];
  for (let k = 0; k < read.size; k++) if (read.demo[k] && imported.has(cellOf(read.coords[2 * k]!, read.coords[2 * k + 1]!))) served.push(read.ids[k]!);
  const shelf = db.prepare('SELECT id, lon, lat FROM shelved_demo_pois').raw().all() as [number, number, number][];
  const taken = db.prepare('SELECT 1 FROM imported_pois WHERE id = ?').pluck();
  const move = (from: string, to: string, ids: readonly number[]) => moveRows(db, { from, to, columns: COLUMNS, key: 'id' }, ids);
  move('imported_pois', 'shelved_demo_pois', served);
  const back = shelf.filter(([id, lon, lat]) => !imported.has(cellOf(lon, lat)) && taken.get(id) === undefined).map(([id]) => id);
  move('shelved_demo_pois', 'imported_pois', back);

  const gone = new Set(served);
  const came = back.length === 0 ? null : readPois(db, 'WHERE id = ?', [...back].sort((a, b) => a - b));
  const count = read.size - gone.size + (came?.size ?? 0);
  const ids = new Float64Array(count);
  const coords = new Float64Array(2 * count);
  const fields = createPoiFieldTable();
  let i = 0;
  const take = (from: PoiRows, k: number): void => {
    ids[i] = from.ids[k]!;
    coords[2 * i] = from.coords[2 * k]!;
    coords[2 * i + 1] = from.coords[2 * k + 1]!;
    fields.add(from.names[k]!, from.categories[k]!, from.demo[k] === 1);
    i++;
  };
  for (let k = 0, c = 0; k < read.size || (came && c < came.size); ) {
    if (came && c < came.size && (k >= read.size || came.ids[c]! < read.ids[k]!)) take(came, c++);
    else if (gone.has(read.ids[k]!)) k++;
    else take(read, k++);
  }
  saveIndex(db, 'pois', i === 0 ? {} : { ...buildPoiParts(ids.subarray(0, i), coords.subarray(0, 2 * i)), ...fields.parts() });
  return bumpDataset(db, 'pois');
}

interface PoiRows {
  size: number;
  ids: Float64Array;
  coords: Float64Array;
  names: string[];
  categories: string[];
  /** 1: a POI of the demo world. */
  demo: Uint8Array;
}

/**
 * Served POIs as `where` picks them: `WHERE id > ? … LIMIT` a page at a time from the first id,
 * else once for each of `keys`, in their order.
 */
function readPois(db: Db, where: string, keys: readonly number[] = []): PoiRows {
  const paged = where.includes('LIMIT');
  const statement = db.prepare(`SELECT id, lon, lat, name, category, source = ? FROM imported_pois ${where}`).raw();
  const capacity = (paged ? (db.prepare('SELECT count(*) FROM imported_pois').pluck().get() as number) : keys.length) + 1;
  const rows: PoiRows = { size: 0, ids: new Float64Array(capacity), coords: new Float64Array(2 * capacity), names: [], categories: [], demo: new Uint8Array(capacity) };
  for (let after = -Infinity, key = 0; ; key++) {
    if (!paged && key >= keys.length) break;
    const page = (paged ? statement.all(DEMO_SOURCE, after) : statement.all(DEMO_SOURCE, keys[key])) as [number, number, number, string, string, number][];
    for (const [id, lon, lat, name, category, demo] of page) {
      if (rows.size >= capacity) throw new Error('the POI rows changed while their index was built');
      const k = rows.size++;
      rows.ids[k] = id;
      rows.coords[2 * k] = lon;
      rows.coords[2 * k + 1] = lat;
      rows.names.push(name);
      rows.categories.push(category);
      rows.demo[k] = demo;
    }
    if (!paged) continue;
    if (page.length === 0) break;
    after = page[page.length - 1]![0];
  }
  return rows;
}
