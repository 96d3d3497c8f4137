import { parseConfig } from '../config';
import { banner, startEmulator, stopOnSignals } from '../emulator';

/**
 * The emulator as `npm start` runs it (config from the environment, the database file under
 * LOCUS_DATA_DIR, the demo world) but without the console: no console build, so tests that run
 * it as a child process (kill-recovery.test.ts) start fast and never touch dist/.
 * Run: `node --import tsx server/testing/api-only-emulator.ts`.
 */
const emulator = await startEmulator({ config: parseConfig(process.env), consoleDir: null });
stopOnSignals(() => emulator.stop());
console.log(banner(emulator, 'emulator (API only)'));
