import type { Db } from '../db/open-database';
import { MAX_AREA_VERTICES, vertexCount } from '../domain/area-geometry';
import { clearAreas, rebuildAreaIndex, type AreaKind } from '../national/area-index';
import { recordSource, type DataSource } from '../national/datasets';
import { areaWriter, mergePendingAreas, osmKey } from '../national/area-write';
import { beginImportRun } from '../national/import-runs';
import { geoJsonAreaSource } from './area-geojson-source';
import { pbfAreaSource } from './area-pbf-source';
import type { AreaSource } from './area-sources';
import type { ImportContext } from './import-context';
import { isPbfFile } from './road-pbf-source';

/** Rows written per transaction. */
const BATCH_ROWS = 20_000;

export interface AreaImportSummary {
  water: { stored: number; skipped: number; generation: number };
  buildings: { stored: number; skipped: number; generation: number };
  seconds: number;
}

/**
 * The water and building footprints of the `--roads` files (`.osm.pbf` or GeoJSON, told apart by
 * content): written into the import's pending rows as they are read (area-write.ts); then, once
 * every file is read, one transaction moves them into imported_water / imported_buildings
 * (server/db/area-tables.ts), each OSM object replacing its own row, rebuilds and stores each
 * kind's index, records the sources and bumps both generations (area-index.ts,
 * national/import-runs.ts). An import that fails or is killed before that end serves what was
 * served before it. A feature
 * left out (not closed, a node missing, a ring that does not close, too many vertices) is
 * reported with its file and way, relation, line or feature, and counted as skipped.
 */
export async function importAreas(db: Db, files: readonly string[], context: ImportContext): Promise<AreaImportSummary> {
  const started = performance.now();
  const sources: AreaSource[] = [];
  for (const path of files) sources.push((await isPbfFile(path)) ? pbfAreaSource(path) : await geoJsonAreaSource(path));
  const run = beginImportRun(db, 'water and buildings', context.warn);
  const writer = areaWriter(db, run, BATCH_ROWS);
  const counts: Record<AreaKind, { stored: number; skipped: number }> = { water: { stored: 0, skipped: 0 }, buildings: { stored: 0, skipped: 0 } };
  const recorded: Omit<DataSource, 'importedAt'>[] = [];
  let skipped = 0;
  let generations: Record<AreaKind, number>;
  try {
    for (const source of sources) {
      const before = { water: counts.water.stored, buildings: counts.buildings.stored };
      await source.read({
        area(type, id, kind, geometry, where) {
          const vertices = vertexCount(geometry);
          if (vertices > MAX_AREA_VERTICES) {
            counts[kind.layer].skipped++;
            context.warn(`${source.file}: ${where}: ${vertices.toLocaleString('en')} vertices, more than ${MAX_AREA_VERTICES.toLocaleString('en')} — skipped`);
            return;
          }
          if (kind.layer === 'water') writer.water(osmKey(type, id), kind.kind, geometry);
          else writer.building(osmKey(type, id), geometry);
          counts[kind.layer].stored++;
        },
        malformed(where, reason, layer) {
          if (layer) counts[layer].skipped++;
          else skipped++;
          context.warn(`${source.file}: ${where}: ${reason} — skipped`);
        },
        partly(where, reason) {
          context.warn(`${source.file}: ${where}: ${reason} — those rings left out, the rest kept`);
        },
      });
      writer.finish();
      for (const kind of ['water', 'buildings'] as const) {
        const rows = counts[kind].stored - before[kind];
        if (rows > 0) recorded.push({ kind, file: source.file, rows, version: '', layout: 'OpenStreetMap' });
      }
    }
    generations = run.publish(() => {
      mergePendingAreas(db, run);
      for (const source of recorded) recordSource(db, source);
      return { water: rebuildAreaIndex(db, 'water'), buildings: rebuildAreaIndex(db, 'buildings') };
    });
  } catch (error) {
    writer.abort();
    throw error;
  } finally {
    run.discard();
  }
  const water = { ...counts.water, generation: generations.water };
  const buildings = { ...counts.buildings, generation: generations.buildings };
  context.log(
    `water: ${water.stored.toLocaleString('en')} read, ${water.skipped.toLocaleString('en')} skipped; ` +
      `buildings: ${buildings.stored.toLocaleString('en')} read, ${buildings.skipped.toLocaleString('en')} skipped; ` +
      `${skipped.toLocaleString('en')} member way(s) of relations skipped`,
  );
  return { water, buildings, seconds: (performance.now() - started) / 1000 };
}

/** Removes every imported water feature or building; returns how many. */
export function clearWater(db: Db): number {
  return clearAreas(db, 'water');
}

export function clearBuildings(db: Db): number {
  return clearAreas(db, 'buildings');
}
