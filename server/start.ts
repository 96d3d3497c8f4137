import { join } from 'node:path';
import { parseConfig, type LocusConfig } from './config';
import { buildConsole, consoleBuildDecision } from './console-build';
import { PROJECT_ROOT } from './project-root';
import { exitOnStartupFailure, preflight } from './startup-failure';
import { tilePoolFor } from './tiles/tile-pool';

let config: LocusConfig | undefined;

/**
 * `npm start`: builds the console when dist/ is missing or older than its sources, then
 * serves API, emulator paths and console on one port. The database and the port are checked
 * first, so a start-up failure is told at once (one line, startup-failure.ts), not after a build.
 */
async function main(): Promise<void> {
  config = parseConfig(process.env);
  await preflight(config);
  // The database is up to date (preflight opened it): the tile workers start warming up now,
  // while this thread loads and builds the rest of the server.
  const tilePool = tilePoolFor(config.tiles, config.dbPath);
  void tilePool?.warm();
  const { banner, startEmulator, stopOnSignals } = await import('./emulator');
  const decision = consoleBuildDecision(PROJECT_ROOT);
  if (decision.build) {
    console.log(
      decision.reason === 'missing' ? 'Building the console (no build yet)…' : `Building the console (${decision.newest ?? 'sources'} changed)…`,
    );
    const started = Date.now();
    await buildConsole(PROJECT_ROOT);
    console.log(`Console built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else if (decision.reason === 'no sources') {
    console.log('No console sources found: serving the API only.');
  }
  const emulator = await startEmulator({ config, consoleDir: join(PROJECT_ROOT, 'dist'), tilePool });
  stopOnSignals(() => emulator.stop());
  console.log(banner(emulator, config.apiMode.kind === 'proxy' ? 'proxy' : config.apiMode.kind === 'replay' ? 'replay server' : 'emulator'));
}

main().catch((error: unknown) => exitOnStartupFailure(error, config));
