import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applySharedLinkProfile } from './app/connection-gate';
import { initI18n } from './lib/i18n/i18n';
import { loadPreferences } from './lib/preferences';
import './styles.css';

// A shared link names its connection profile (never a key): switch to it before anything runs.
applySharedLinkProfile(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// The console renders once its language's texts are in (one small chunk, the only one it needs).
void initI18n(loadPreferences().language).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
