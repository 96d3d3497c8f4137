import { batchedTransaction } from '../db/batched-transaction';
import type { Db } from '../db/open-database';
import { moveRows } from '../db/move-rows';
import type { LinkAttributes } from '../domain/osm-road-tags';
import { LINK_PIECES, type WayLink } from '../domain/osm-way-links';
import type { ImportRun } from './import-runs';

/**
 * Writes a roads import's links as they come (server/db/road-tables.ts columns): each way at
 * once into the run's pending rows (pending_roads), nothing held back in memory, in transactions
 * committed every `batchLinks` links and at `finish`; nothing serves them until
 * mergePendingRoads moves them into imported_roads in the import's last transaction. A failure
 * rolls the open batch back.
 */
export interface RoadWriter {
  /** Writes one way's links; returns how many. */
  write(wayId: number, attributes: LinkAttributes, links: readonly WayLink[]): number;
  /** Commits the open batch. */
  finish(): void;
  /** Rolls the open batch back (after an error). */
  abort(): void;
  /** Whether the ways came in increasing id order (so none came twice). */
  readonly ordered: boolean;
}

export function roadWriter(db: Db, run: ImportRun, batchLinks = 20_000): RoadWriter {
  const batch = batchedTransaction(db, batchLinks);
  const insert = db.prepare(`INSERT INTO pending_roads (seq, way_write, link_id, way_id, idx_name, road_name, road_category, speed, lane,
      lane_type, toll_link, link_facil, oneway, total_distance, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let writes = 0;
  let lastWay = -Infinity;
  let ordered = true;
  return {
    write(wayId, a, links) {
      batch.open();
      writes++;
      if (wayId <= lastWay) ordered = false;
      lastWay = wayId;
      for (const link of links) {
        const points = Buffer.from(link.points.buffer, link.points.byteOffset, link.points.byteLength);
        insert.run(run.next(), writes, link.linkId, wayId, link.idxName, a.roadName, a.roadCategory, a.speed, a.lane, a.laneType, a.tollLink, a.linkFacil, link.oneway, link.totalDistance, points);
      }
      batch.wrote(links.length);
      return links.length;
    },
    finish: () => batch.finish(),
    abort: () => batch.abort(),
    get ordered() {
      return ordered;
    },
  };
}

const COLUMNS = 'link_id, way_id, idx_name, road_name, road_category, speed, lane, lane_type, toll_link, link_facil, oneway, total_distance, points';
const TO_SHELF = { from: 'imported_roads', to: 'shelved_demo_roads', columns: COLUMNS, key: 'link_id' };

/**
 * Moves the run's pending links into imported_roads (inside the import's last transaction): a
 * way imported replaces every link that way had (its link-id range), so importing the same file
 * again changes nothing and files of other areas add up; a way read twice in the import keeps
 * the links of its last reading. A demo link with the id of an imported one steps aside to the
 * shelf. Returns whether imported_roads held no imported (non-demo) link before.
 */
export function mergePendingRoads(db: Db, run: ImportRun, ordered: boolean): boolean {
  if (!ordered) {
    db.prepare(`DELETE FROM pending_roads WHERE seq IN (
      SELECT seq FROM (SELECT seq, way_write, max(way_write) OVER (PARTITION BY way_id) AS last FROM pending_roads WHERE seq >= ? AND seq < ?)
      WHERE way_write < last)`).run(run.first, run.end);
  }
  const empty = !hasImportedRoads(db);
  if (!empty) {
    db.prepare(`DELETE FROM imported_roads WHERE link_id IN (
      SELECT r.link_id FROM (SELECT DISTINCT way_id FROM pending_roads WHERE seq >= ? AND seq < ?) AS w
      JOIN imported_roads AS r ON r.link_id >= w.way_id * ${LINK_PIECES} AND r.link_id < (w.way_id + 1) * ${LINK_PIECES} AND r.way_id >= 0)`).run(run.first, run.end);
  }
  const clashing = db
    .prepare('SELECT link_id FROM imported_roads WHERE way_id < 0 AND link_id IN (SELECT link_id FROM pending_roads WHERE seq >= ? AND seq < ?)')
    .pluck()
    .all(run.first, run.end) as number[];
  moveRows(db, TO_SHELF, clashing);
  db.prepare(`INSERT INTO imported_roads (${COLUMNS}) SELECT ${COLUMNS} FROM pending_roads WHERE seq >= ? AND seq < ? ORDER BY seq`).run(run.first, run.end);
  return empty;
}

/** Whether imported_roads holds an imported (non-demo) link. */
export function hasImportedRoads(db: Db): boolean {
  // The demo links (way_id < 0) have the lowest ids: a walk in id order passes them, then stops.
  return db.prepare('SELECT EXISTS (SELECT 1 FROM imported_roads WHERE way_id >= 0)').pluck().get() === 1;
}

/**
 * The demo world's links (way_id < 0) as a run wrote them into pending_roads: onto the shelf,
 * from where placeDemoRoads serves those no imported link replaces.
 */
export function shelvePendingDemoRoads(db: Db, run: ImportRun): void {
  db.prepare(`INSERT INTO shelved_demo_roads (${COLUMNS}) SELECT ${COLUMNS} FROM pending_roads WHERE seq >= ? AND seq < ? AND way_id < 0 ORDER BY seq`).run(run.first, run.end);
}

/**
 * Imported roads replace the demo world's per mesh cell (the idxName grid, about 1 km²): the demo
 * links whose cell (their idxName) holds a vertex of an imported link wait on the shelf
 * (shelved_demo_roads), and come back when no imported link is there any more (a clear), unless
 * an imported link took their id. Plain moves between tables, inside the caller's transaction.
 */
export function placeDemoRoads(db: Db, importedCells: ReadonlySet<number>): void {
  const served = db.prepare('SELECT link_id, idx_name FROM imported_roads WHERE way_id < 0').raw().all() as [number, string][];
  const shelf = db.prepare('SELECT link_id, idx_name FROM shelved_demo_roads').raw().all() as [number, string][];
  const toShelf = served.filter(([, cell]) => importedCells.has(Number(cell))).map(([id]) => id);
  const taken = db.prepare('SELECT 1 FROM imported_roads WHERE link_id = ?').pluck();
  const toServe = shelf.filter(([id, cell]) => !importedCells.has(Number(cell)) && taken.get(id) === undefined).map(([id]) => id);
  moveRows(db, TO_SHELF, toShelf);
  moveRows(db, { from: 'shelved_demo_roads', to: 'imported_roads', columns: COLUMNS, key: 'link_id' }, toServe);
}
