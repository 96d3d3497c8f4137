import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { lazyWithMessages } from '../lib/i18n/i18n';
import { useGo } from '../lib/routing';
import { useNow } from '../lib/use-now';
import { useConsoleHost } from '../session/console-host';
import { cspViolations, findViolation, VIOLATION_FRESH_MS } from '../session/csp-violations';
import { useProfileWhere } from '../session/profile-where';
import { useSession } from '../session/session-store';
import { profileBaseUrl } from '../session/profiles';
import { CheckNowButton } from './check-now-button';
import { useConnectionHealth } from './connection-monitor';

const BACK_NOTICE_MS = 5_000;

// What answers when it is not the service is said with its own code and texts, fetched when it is
// shown (that host answered, so it can be reached).
const NotTheServiceBanner = lazyWithMessages(['hosting'], () => import('./not-the-service-banner').then((m) => m.NotTheServiceBanner));

/**
 * The offline state, above every page: what cannot be reached, that nothing typed is lost,
 * when the next check is, and a button to check now. For a few seconds after the service
 * answers again it says so (failed lookups are being fetched again).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const health = useConnectionHealth();
  // The "connected again" notice shows for a few seconds after each recovery.
  const [dismissed, setDismissed] = useState<number>();
  const { recoveredAt } = health;
  useEffect(() => {
    if (recoveredAt === undefined) return;
    const timer = setTimeout(() => setDismissed(recoveredAt), BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [recoveredAt]);

  if (health.status === 'offline') return <OfflineBanner nextProbeAt={health.nextProbeAt} />;
  if (health.status === 'not-the-service') {
    return (
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <NotTheServiceBanner answeredBy={health.answeredBy ?? ''} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  if (recoveredAt !== undefined && dismissed !== recoveredAt) {
    return (
      <div className="connection-banner connection-back" role="status" data-testid="connection-banner" data-state="back">
        {t('connection.back')}
      </div>
    );
  }
  return null;
}

/**
 * The offline state with its countdown (the clock ticks only while this is shown). What it says
 * depends on the profile: the local emulator by name; another service by its profile and base
 * URL, as blocked by the page's own CSP when the browser reported that, or else as unreachable
 * or refusing this page (CORS, which the page cannot tell from an outage), with a link to the
 * connection test that can.
 */
function OfflineBanner({ nextProbeAt }: { nextProbeAt: number | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const where = useProfileWhere();
  const go = useGo();
  const now = useNow(1_000);
  const [checking, setChecking] = useState(false);
  const violations = useSyncExternalStore(cspViolations.subscribe, cspViolations.get, cspViolations.get);
  const consoleHost = useConsoleHost();
  const base = profileBaseUrl(session.profileId, session.customBaseUrl);
  const origin = base === '' ? undefined : originOf(base);
  const csp = origin === undefined ? undefined : findViolation(violations, origin, now - VIOLATION_FRESH_MS);
  const seconds = nextProbeAt === undefined ? 0 : Math.max(0, Math.ceil((nextProbeAt - now) / 1000));
  return (
    <div
      className="connection-banner connection-offline"
      role="alert"
      data-testid="connection-banner"
      data-state="offline"
      data-cause={csp ? 'csp' : session.profileId === 'local' ? 'local' : 'remote'}
    >
      {csp ? (
        <>
          <strong>{t('connection.cspTitle')}</strong>{' '}
          <span>{t(consoleHost === 'static' ? 'connection.cspStatic' : 'connection.cspEmulator', { blocked: csp.blockedOrigin })}</span>
        </>
      ) : (
        <>
          <strong>{t('connection.offlineTitle')}</strong>{' '}
          <span>{session.profileId === 'local' ? t('connection.offlineLocal') : t('connection.offlineRemote', { where })}</span>
        </>
      )}
      {base !== '' && (
        <p>
          {t('connection.testHint')}{' '}
          <button type="button" className="link-button" onClick={() => go('/settings?check=connection')}>
            {t('connection.testLink')}
          </button>
        </p>
      )}
      <p>{t('connection.kept')}</p>
      <p className="connection-actions">
        <span className="muted">{checking ? t('connection.retrying') : t('connection.retryIn', { seconds })}</span>
        <CheckNowButton checking={checking} onChecking={setChecking} label={t('connection.retryNow')} />
      </p>
    </div>
  );
}

function originOf(base: string): string | undefined {
  try {
    return new URL(base).origin;
  } catch {
    return undefined;
  }
}
