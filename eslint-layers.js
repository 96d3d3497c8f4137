/*
 * The layers of the code base, as eslint-plugin-boundaries sees them, and which may import which.
 *
 *   app -> features -> the console's shared layers -> shared/
 *   the console's shared layers, one way:  map, components -> session -> api -> lib
 *   server -> server/domain (pure engines) and server/data (the demo world's seeds) -> shared/
 *   scripts/batch (npm run batch) -> the Batch feature and the console's shared layers -> shared/
 *
 * shared/ is the isomorphic home of what both runtimes use: it imports nothing from src/ or
 * server/. A feature imports the shared layers and itself, never another feature or the app.
 * map and components sit side by side above session and do not import each other.
 * server/domain imports nothing of the rest of the server (national/, db/, routes/, http/, ...):
 * whatever its engines need is handed to them; only its tests may set a database or a fixture up.
 * Kept apart from eslint.config.js so that the lint fixture test checks these very rules.
 */

/** Folders (from the repository root) and their element types; the first pattern that matches wins. */
export const layerElements = [
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'map', pattern: 'src/map', partialMatch: false },
  { type: 'session', pattern: 'src/session', partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'server-domain', pattern: 'server/domain', partialMatch: false },
  { type: 'batch-cli', pattern: 'scripts/batch', partialMatch: false },
  { type: 'server-data', pattern: 'server/data', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
];

/** Files classified across the layers. */
export const layerFiles = [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }];

/** The console's shared layers, each with what it may import besides shared/ and itself. */
const CONSOLE_LAYERS_BELOW = {
  lib: [],
  api: ['lib'],
  session: ['lib', 'api'],
  map: ['lib', 'api', 'session'],
  components: ['lib', 'api', 'session'],
};
const CONSOLE_SHARED = Object.keys(CONSOLE_LAYERS_BELOW);
const SERVER_ALL = ['server', 'server-domain', 'server-data'];

/** Who may import whom; everything not allowed here is refused. */
export const layerPolicies = [
  { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
  ...Object.entries(CONSOLE_LAYERS_BELOW).map(([layer, below]) => ({
    from: { element: { type: layer } },
    allow: { to: { element: { type: ['shared', ...below, layer] } } },
  })),
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['shared', ...CONSOLE_SHARED] } } } },
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } } },
  { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['shared', ...CONSOLE_SHARED, 'feature', 'app'] } } } },
  { from: { element: { type: 'server' } }, allow: { to: { element: { type: ['shared', ...SERVER_ALL] } } } },
  { from: { element: { type: ['server-domain', 'server-data'] } }, allow: { to: { element: { type: ['shared', 'server-domain', 'server-data'] } } } },
  // npm run batch (scripts/batch) runs the Batch page's model in Node: that one feature and the layers below it.
  { from: { element: { type: 'batch-cli' } }, allow: { to: { element: { type: ['shared', ...CONSOLE_SHARED, 'batch-cli'] } } } },
  { from: { element: { type: 'batch-cli' } }, allow: { to: { element: { type: 'feature', captured: { feature: 'batch' } } } } },
  // Its integration test runs the emulator as a child process.
  { from: { element: { type: 'batch-cli' }, file: { categories: 'test' } }, allow: { to: { element: { type: SERVER_ALL } } } },
  // A domain engine's test may open a database or read a fixture to feed the engine.
  { from: { element: { type: 'server-domain' }, file: { categories: 'test' } }, allow: { to: { element: { type: 'server' } } } },
  // The client's own tests may run the emulator in process (a test, never shipped code).
  { from: { element: { type: 'api' }, file: { categories: 'test' } }, allow: { to: { element: { type: SERVER_ALL } } } },
];
