import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { NAMESPACES } from './app/i18n-namespaces';
import { applySharedLinkProfile } from './app/connection-gate';
import { isChunkLoadError } from './lib/chunk-load-error';
import { initI18n } from './lib/i18n/i18n';
import { loadPreferences } from './lib/preferences';
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

// What this server is (emulator, proxy, replayer) decides the profile before the first call: a
// proxy must never be sent the demo key. Asked with the first texts, waited for a moment at most
// (the connection gate holds the page's calls until it is known).
const serverMode = isSameOrigin(sessionStore.get().profileId) ? serverModeStore.load() : Promise.resolve(null);
const modeOrTimeout = Promise.race([serverMode, new Promise((resolve) => setTimeout(resolve, 3000))]);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// The console renders once its language's texts are in: the shell's and the first page's (two small
// chunks, the only ones it needs; each other page brings its own).
void Promise.all([initI18n(loadPreferences().language, NAMESPACES, ['explore']), modeOrTimeout]).then(() =>
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
  ),
);
