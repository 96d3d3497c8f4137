import { join } from 'node:path';
import { ConfigError, parseConfig } from './config';
import { buildConsole, consoleBuildDecision } from './console-build';
import { banner, PROJECT_ROOT, startEmulator, stopOnSignals } from './emulator';

/**
 * `npm start`: builds the console when dist/ is missing or older than its sources, then
 * serves API, emulator paths and console on one port.
 */
async function main(): Promise<void> {
  const config = parseConfig(process.env);
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
  const emulator = await startEmulator({ config, consoleDir: join(PROJECT_ROOT, 'dist') });
  stopOnSignals(() => emulator.stop());
  console.log(banner(emulator, 'emulator'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
