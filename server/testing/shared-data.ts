import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The real open-data samples beside the repository (`../shared/data`), which tests read but the
 * repository never holds. Every test that needs one calls sharedDataFile(name) and skips when it
 * answers null; this is the only place that decides:
 * - the folder is absent → null, and a warning says the test is skipped (a clean clone on a
 *   machine without the samples);
 * - the folder is there but the file is not → under CI=true an error (a test that silently
 *   skips where the data is present proves nothing), otherwise null with a warning;
 * - the file is there → its path, and the test runs.
 */
const SHARED_DATA_DIR = resolve(import.meta.dirname, '..', '..', '..', 'shared', 'data');

export function sharedDataFile(name: string, test: string): string | null {
  return dataFileIn(SHARED_DATA_DIR, name, test, process.env.CI === 'true');
}

/** sharedDataFile's decision for a given folder and CI flag. */
export function dataFileIn(dir: string, name: string, test: string, ci: boolean): string | null {
  const path = join(dir, name);
  if (existsSync(path)) return path;
  if (existsSync(dir) && ci) {
    throw new Error(`${test}: ../shared/data is present but ${name} is not in it; under CI=true this test may not skip`);
  }
  console.warn(`${test}: skipped: ${existsSync(dir) ? `../shared/data has no ${name}` : '../shared/data not found'}`);
  return null;
}
