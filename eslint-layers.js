/*
 * The layers of the code base, as eslint-plugin-boundaries sees them, and which may import which.
 *
 *   app -> features -> shared console layers (api, lib, map, session, components) -> shared/
 *   server -> shared/
 *
 * shared/ is the isomorphic home of what both runtimes use: it imports nothing from src/ or
 * server/. A feature imports the shared layers and itself, never another feature or the app.
 * Kept apart from eslint.config.js so that the lint fixture test checks these very rules.
 */

/** Folders (from the repository root) and their element types. */
export const layerElements = [
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'map', pattern: 'src/map', partialMatch: false },
  { type: 'session', pattern: 'src/session', partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
];

/** Files classified across the layers. */
export const layerFiles = [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }];

const CONSOLE_SHARED = ['api', 'lib', 'map', 'session', 'components'];

/** Who may import whom; everything not allowed here is refused. */
export const layerPolicies = [
  { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
  { from: { element: { type: CONSOLE_SHARED } }, allow: { to: { element: { type: ['shared', ...CONSOLE_SHARED] } } } },
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['shared', ...CONSOLE_SHARED] } } } },
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } } },
  { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['shared', ...CONSOLE_SHARED, 'feature', 'app'] } } } },
  { from: { element: { type: 'server' } }, allow: { to: { element: { type: ['shared', 'server'] } } } },
  // The client's own tests may run the emulator in process (a test, never shipped code).
  { from: { element: { type: 'api' }, file: { categories: 'test' } }, allow: { to: { element: { type: 'server' } } } },
];
