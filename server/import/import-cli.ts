/**
 * `npm run emulator:import -- …`: loads real boundary data into the emulator's database.
 * See import-args.ts for the options and admin-import.ts for what an import does.
 */
import { existsSync } from 'node:fs';
import { parseConfig, MEMORY_DATA_DIR } from '../config';
import { clearImportedRegions } from '../db/imported-regions';
import { openDatabase } from '../db/open-database';
import { importAdminBoundaries } from './admin-import';
import { IMPORT_USAGE, parseImportArgs, UsageError, type ImportCommand } from './import-args';

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
  if (command.kind === 'admin') {
    for (const file of [command.admin, command.provinces, command.districts]) {
      if (file !== undefined && !existsSync(file)) {
        console.error(`No such file: ${file}`);
        return 1;
      }
    }
  }

  const db = openDatabase(config.dbPath);
  try {
    console.log(`database: ${config.dbPath}`);
    if (command.kind === 'clear') {
      const { removed, generation } = clearImportedRegions(db);
      console.log(`removed ${removed.toLocaleString('en')} imported regions (import generation ${generation})`);
    } else {
      const summary = await importAdminBoundaries(db, {
        admin: command.admin,
        ...(command.provinces ? { provinces: command.provinces } : {}),
        ...(command.districts ? { districts: command.districts } : {}),
        log: (line) => console.log(line),
        warn: (line) => console.error(line),
      });
      const { counts, skipped, skippedDongs } = summary;
      const others = skipped.length - skippedDongs;
      console.log(
        `done in ${summary.seconds.toFixed(1)} s: ${counts.provinces} province(s) (city_do), ${counts.districts} district(s) (gu_gun), ` +
          `${counts.dongs.toLocaleString('en')} administrative dong(s) (adminDong); ${skippedDongs} malformed dong feature(s) skipped` +
          `${others ? `, ${others} malformed boundary feature(s)` : ''}; import generation ${summary.generation}`,
      );
    }
    console.log('A running emulator on this data directory serves the change from its next request; no restart is needed.');
    return 0;
  } catch (error) {
    // The database is written in one transaction at the very end: a failure changes nothing.
    console.error(`Import failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    db.close();
  }
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
