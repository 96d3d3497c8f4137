import type { Db } from '../db/open-database';
import type { RoadLink } from '../domain/road-network';
import { beginImportRun } from './import-runs';
import { writeDemoDataset } from './demo-dataset';
import { publishRoads } from './road-index-build';
import { roadWriter, shelvePendingDemoRoads } from './road-write';

/**
 * The demo world's road links as a roads dataset: written into the same tables as an import of
 * OpenStreetMap roads (imported_roads, through the importers' pending rows and one publication),
 * and answered by the same engine (road-services.ts) for nearToRoad and the map. A demo link
 * keeps its id and header; its way_id is negative (one per link), which tells it from imported
 * links. Written when the emulator opens a database whose demo links are not this world's (first
 * start, or a changed world: demo-dataset.ts); imported links then replace them per mesh cell
 * (road-write.ts placeDemoRoads).
 */
export function writeDemoRoads(db: Db, links: readonly RoadLink[]): boolean {
  return writeDemoDataset(db, 'roads', [FORMAT, links], (keep) => {
    const run = beginImportRun(db, 'roads');
    try {
      const writer = roadWriter(db, run);
      links.forEach((link, i) => {
        const points = new Int32Array(2 * link.points.length);
        link.points.forEach(([lon, lat], v) => {
          points[2 * v] = Math.round(lon * 1e7);
          points[2 * v + 1] = Math.round(lat * 1e7);
        });
        // Way ids −n … −1: negative, one per link, increasing (so the writer keeps every one).
        const wayId = i - links.length;
        const attributes = { ...link, lane: link.lanes, reverse: false };
        writer.write(wayId, attributes, [{ linkId: Number(link.linkId), wayId, idxName: link.idxName, points, totalDistance: link.totalDistance, oneway: link.oneway }]);
      });
      writer.finish();
      run.publish(() => {
        // The previous demo links (a changed world) go, the new ones are placed, in one transaction.
        for (const table of ['imported_roads', 'shelved_demo_roads']) db.prepare(`DELETE FROM ${table} WHERE way_id < 0`).run();
        shelvePendingDemoRoads(db, run);
        keep();
        return publishRoads(db, null);
      });
    } finally {
      run.discard();
    }
  });
}

/** Bump when the mapping above changes (the hash covers the links it writes). */
const FORMAT = 1;
