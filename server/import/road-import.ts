import type { Db } from '../db/open-database';
import { linkAttributes } from '../domain/osm-road-tags';
import { wayLinks } from '../domain/osm-way-links';
import { clearSources, recordSource, type DataSource } from '../national/datasets';
import { beginImportRun } from '../national/import-runs';
import { createRoadIndexBuilder, publishRoads, type RoadIndexBuilder } from '../national/road-index-build';
import { hasImportedRoads, mergePendingRoads, roadWriter } from '../national/road-write';
import type { DatasetImportSummary, ImportContext } from './import-context';
import { createNumberMultiset } from './number-multiset';
import { createProgress } from './progress';
import { geoJsonRoadSource } from './road-geojson-source';
import { isPbfFile, pbfRoadSource } from './road-pbf-source';
import type { RoadSource } from './road-sources';

/** Links written per transaction. */
const BATCH_LINKS = 20_000;

/**
 * `--roads FILE…`: OpenStreetMap roads, `.osm.pbf` or GeoJSON (told apart by content), into
 * imported_roads (server/db/road-tables.ts), the demo world's links of the cells they reach set
 * aside, with the in-memory index stored beside the rows (road-index-build.ts) and the roads generation bumped, so a running emulator serves them from
 * its next request.
 *
 * Two passes over the files: the first collects the junctions of all of them (so ways of two
 * files of the same import are cut where they meet), the second maps each road way's tags to
 * the link fields (osm-road-tags.ts), cuts it into links (osm-way-links.ts) and writes them at
 * once into the import's pending rows, BATCH_LINKS links a transaction (road-write.ts). All or
 * nothing: one last transaction moves them into imported_roads (a way's links replace what that
 * way had, so re-importing a file changes nothing and files of other areas add up), stores the
 * index and the sources and bumps the generation (national/import-runs.ts); an import that fails
 * or is killed leaves what was served before it. A row is a feature (GeoJSON) or a way with a
 * highway tag (PBF); ways that are not roads (footway, path…) are counted, malformed ones
 * reported with the file and the line, feature index or way id, and skipped.
 */
export async function importRoads(db: Db, files: readonly string[], context: ImportContext): Promise<DatasetImportSummary> {
  const started = performance.now();
  const sources: RoadSource[] = [];
  for (const path of files) sources.push((await isPbfFile(path)) ? pbfRoadSource(path) : await geoJsonRoadSource(path));

  const keys = createNumberMultiset();
  for (const source of sources) await source.collect(keys);
  keys.seal();
  context.warn(`roads: junctions collected in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const run = beginImportRun(db, 'roads', context.warn);
  const writer = roadWriter(db, run, BATCH_LINKS);
  // Into a table without imported links, links arriving in id order (a PBF file's ways are sorted
  // by id) are indexed as they are written; otherwise the index is rebuilt from the rows at the end.
  let builder: RoadIndexBuilder | null = hasImportedRoads(db) ? null : createRoadIndexBuilder();
  const progress = createProgress('roads', context.warn);
  const recorded: Omit<DataSource, 'importedAt'>[] = [];
  let stored = 0;
  let skipped = 0;
  let notRoads = 0;
  try {
    for (const source of sources) {
      let rows = 0;
      await source.read(keys, {
        row() {
          rows++;
          progress.add(1);
        },
        notRoad() {
          notRoads++;
        },
        malformed(where, reason) {
          skipped++;
          context.warn(`${source.file}: ${where}: ${reason} — skipped`);
        },
        way(wayId, tags, lines, where) {
          const attributes = linkAttributes(tags);
          if (!attributes) {
            notRoads++;
            return;
          }
          const links = wayLinks(wayId, lines, attributes);
          if (typeof links === 'string') {
            skipped++;
            context.warn(`${source.file}: ${where}: ${links} — skipped`);
            return;
          }
          stored += writer.write(wayId, attributes, links);
          if (builder && (links[0]?.linkId ?? 0) <= builder.lastId) builder = null;
          if (builder) {
            // One header a way, its link's fields set before each add (the builder keeps none of it).
            const header = { ...attributes, idxName: '', totalDistance: 0, oneway: 0 };
            for (const link of links) {
              header.idxName = link.idxName;
              header.totalDistance = link.totalDistance;
              header.oneway = link.oneway;
              builder.add(link.linkId, link.points, header);
            }
          }
        },
      });
      writer.finish();
      recorded.push({ kind: 'roads', file: source.file, rows, version: source.version(), layout: source.layout });
    }
    const totals = progress.finish();
    context.log(`roads: ${stored.toLocaleString('en')} links from ${totals.rows.toLocaleString('en')} rows; ${notRoads.toLocaleString('en')} ways that are not roads left out`);
    const publishing = performance.now();
    const generation = run.publish(() => {
      const wasEmpty = mergePendingRoads(db, run, writer.ordered);
      for (const source of recorded) recordSource(db, source);
      // The builder made while writing, when it holds every imported link (none were there before).
      return publishRoads(db, wasEmpty ? builder : null);
    });
    builder = null;
    context.log(`roads: links moved into place and indexed in ${((performance.now() - publishing) / 1000).toFixed(1)} s`);
    const seconds = (performance.now() - started) / 1000;
    return { rows: totals.rows, stored, skipped, seconds, rowsPerSecond: seconds > 0 ? totals.rows / seconds : totals.rows, generation };
  } catch (error) {
    writer.abort();
    throw error;
  } finally {
    run.discard();
  }
}

/** Removes every imported road and its sources (the demo world's come back); returns how many links were removed. */
export function clearRoads(db: Db): number {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM imported_roads WHERE way_id >= 0').run().changes;
    clearSources(db, 'roads');
    publishRoads(db, null);
    return removed;
  })();
}
