import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useGo, usePlace } from '../lib/routing';
import { applyLinkProfile, needsKey, readLinkProfile, withoutLinkParams } from '../session/share-link';
import { useServerMode } from '../session/server-mode-store';
import { isSameOrigin } from '../session/server-profile';
import { proxyModeLabel } from '../session/use-emulator-info';
import { sessionStore, useSession } from '../session/session-store';
import { RouteError } from './route-error';

// The key prompt is needed only by a profile without a key: its code is fetched then.
const KeyPrompt = lazy(() => import('./key-prompt').then((m) => ({ default: m.KeyPrompt })));

/** Switches the session to the profile a shared link names; call once before the first render. */
export function applySharedLinkProfile(search: string): void {
  const link = readLinkProfile(new URLSearchParams(search));
  if (link) sessionStore.set(applyLinkProfile(sessionStore.get(), link));
}

/**
 * Opens shared links: a link that names a connection profile switches this tab to it (once, then
 * the parameters leave the address bar). When the active profile has no key, the page waits and a
 * dialog asks for the key (kept in sessionStorage only); then the page runs its queries. A
 * profile that talks to this server waits until the server has said what it is (emulator, proxy,
 * replayer): that may change the profile, and whether a key is needed at all.
 */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const location = usePlace();
  const go = useGo();
  const session = useSession();

  // The profile was applied before the first render (applySharedLinkProfile); the parameters
  // leave the address bar so that a later reload does not switch the profile back.
  const hasLinkParams = readLinkProfile(new URLSearchParams(location.search)) !== undefined;
  useEffect(() => {
    if (hasLinkParams) {
      go(`${location.pathname}${withoutLinkParams(location.search)}`, { replace: true });
    }
  }, [hasLinkParams, location.pathname, location.search, go]);

  const sameOrigin = isSameOrigin(session.profileId);
  const server = useServerMode(sameOrigin);
  const onSettings = location.pathname.startsWith('/settings');
  if (sameOrigin && server.state.status !== 'known') return <ServerCheck />;
  if (!needsKey(session, server.mode) || onSettings) return <>{children}</>;
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <Suspense fallback={null}>
        <KeyPrompt forwardsTo={proxyModeLabel(server.mode)} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** While this server says what it is (a moment on every first load of the local or proxy profile). */
function ServerCheck() {
  const { t } = useTranslation();
  return (
    <div className="page" aria-busy="true">
      <p className="muted">
        {t('share.checkingServer')}
      </p>
    </div>
  );
}
