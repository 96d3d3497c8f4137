/**
 * `npm run emulator:import -- …`: loads real open data into the emulator's database.
 * See import-args.ts for the options; admin-import.ts, address-import.ts, road-import.ts and
 * poi-import.ts for what each import does.
 */
import { existsSync } from 'node:fs';
import { parseConfig, MEMORY_DATA_DIR } from '../config';
import { clearImportedRegions } from '../db/imported-regions';
import { openDatabase, type Db } from '../db/open-database';
import { clearAddresses, importAddresses } from './address-import';
import { importAdminBoundaries } from './admin-import';
import { IMPORT_USAGE, parseImportArgs, UsageError, type ClearTarget, type ImportCommand } from './import-args';
import type { DatasetImportSummary, ImportContext } from './import-context';
import { clearPois, importPois } from './poi-import';
import { clearRoads, importRoads } from './road-import';
import { clearBuildings, clearWater, importAreas } from './area-import';
import { writeDemoWorldInto } from '../world-services';

async function main(argv: readonly string[]): Promise<number> {
  let command: ImportCommand;
  try {
    command = parseImportArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${IMPORT_USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(IMPORT_USAGE);
    return 0;
  }

  const config = parseConfig(process.env);
  if (config.dataDir === MEMORY_DATA_DIR) {
    console.error('LOCUS_DATA_DIR is :memory:, which keeps nothing: set it to the data directory the emulator uses.');
    return 2;
  }
  const files = [command.admin?.admin, command.admin?.provinces, command.admin?.districts, ...command.addresses, ...command.roads, ...command.pois];
  for (const file of files) {
    if (file !== undefined && !existsSync(file)) {
      console.error(`No such file: ${file}`);
      return 1;
    }
  }

  const db = openDatabase(config.dbPath);
  const context: ImportContext = { log: (line) => console.log(line), warn: (line) => console.error(line) };
  try {
    console.log(`database: ${config.dbPath}`);
    // The demo world first (a new data directory's first open), so the import shelves it once.
    writeDemoWorldInto(db);
    for (const target of command.clear) clear(db, target);
    if (command.admin) {
      const { admin } = command;
      const summary = await importAdminBoundaries(db, {
        admin: admin.admin,
        ...(admin.provinces ? { provinces: admin.provinces } : {}),
        ...(admin.districts ? { districts: admin.districts } : {}),
        log: context.log,
        warn: context.warn,
      });
      const { counts, skipped, skippedDongs } = summary;
      const others = skipped.length - skippedDongs;
      console.log(
        `done in ${summary.seconds.toFixed(1)} s: ${counts.provinces} province(s) (city_do), ${counts.districts} district(s) (gu_gun), ` +
          `${counts.dongs.toLocaleString('en')} administrative dong(s) (adminDong); ${skippedDongs} malformed dong feature(s) skipped` +
          `${others ? `, ${others} malformed boundary feature(s)` : ''}; import generation ${summary.generation}`,
      );
    }
    if (command.addresses.length > 0) report('addresses', await importAddresses(db, command.addresses, context));
    if (command.roads.length > 0) {
      report('roads', await importRoads(db, command.roads, context));
      const areas = await importAreas(db, command.roads, context);
      console.log(
        `water and buildings done in ${areas.seconds.toFixed(1)} s: ${areas.water.stored.toLocaleString('en')} water feature(s), ` +
          `${areas.buildings.stored.toLocaleString('en')} building(s); generations ${areas.water.generation} (water), ${areas.buildings.generation} (buildings)`,
      );
    }
    if (command.pois.length > 0) report('POIs', await importPois(db, command.pois, command.poiColumns, context));
    console.log('A running emulator on this data directory serves the change from its next request; no restart is needed.');
    return 0;
  } catch (error) {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    db.close();
  }
}

function clear(db: Db, target: ClearTarget): void {
  if (target === 'regions') {
    const { removed, generation } = clearImportedRegions(db);
    console.log(`removed ${removed.toLocaleString('en')} imported regions (import generation ${generation})`);
    return;
  }
  const removed =
    target === 'addresses' ? clearAddresses(db) : target === 'roads' ? clearRoads(db) : target === 'water' ? clearWater(db) : target === 'buildings' ? clearBuildings(db) : clearPois(db);
  console.log(`removed ${removed.toLocaleString('en')} imported ${target === 'pois' ? 'POIs' : target === 'water' ? 'water features' : target}`);
}

function report(what: string, summary: DatasetImportSummary): void {
  console.log(
    `${what}: ${summary.rows.toLocaleString('en')} rows read in ${summary.seconds.toFixed(1)} s ` +
      `(${Math.round(summary.rowsPerSecond).toLocaleString('en')} rows/s), ${summary.stored.toLocaleString('en')} stored, ` +
      `${summary.skipped.toLocaleString('en')} malformed row(s) skipped; import generation ${summary.generation}`,
  );
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
