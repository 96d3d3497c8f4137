import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { NAMESPACES } from './app/i18n-namespaces';
import { applySharedLinkProfile } from './app/connection-gate';
import { isChunkLoadError } from './lib/chunk-load-error';
import { initI18n } from './lib/i18n/i18n';
import { loadPreferences } from './lib/preferences';
import { markStartupReady } from './lib/startup-ready';
import { startMapEarly } from './map/map-stage';
import { cspViolations } from './session/csp-violations';
import { serverModeStore } from './session/server-mode-store';
import { isSameOrigin } from './session/server-profile';
import { sessionStore } from './session/session-store';
// The interface's font, bundled (Korean on any system); the map reads the same @font-face rules.
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
import './styles.css';

// The page's own security policy refusing a call is recorded, so the console can say so.
cspViolations.watch(document);

// A shared link names its connection profile (never a key): switch to it before anything runs.
applySharedLinkProfile(window.location.search);

// The map's worker and tile description are asked for at once, not after the first render.
startMapEarly();

// What this server is (emulator, proxy, replayer) decides the profile before the first call: a
// proxy must never be sent the demo key. Asked with the first texts, waited for a moment at most
// (the connection gate holds the page's calls until it is known; the map's basemap waits as well).
if (isSameOrigin(sessionStore.get().profileId)) void serverModeStore.load();
const modeOrTimeout = serverModeStore.settledOrAfter(3000);

// The console's texts: the shell's and the first page's (two small chunks, the only ones it needs;
// each other page brings its own), fetched by i18next's backend.
const texts = initI18n(loadPreferences().language, NAMESPACES, ['explore']);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// A page whose code cannot be fetched while offline is explained in its panel (RouteError):
// an expected state, so only other errors caught by a boundary are reported on the console.
createRoot(root, {
  onCaughtError: (error, info) => {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// The map stage renders at once; the rest of the console once the texts are in and this server's
// mode is known (or a moment has passed).
void Promise.all([texts, modeOrTimeout]).then(markStartupReady);
