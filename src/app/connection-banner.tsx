import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../lib/use-now';
import { useSession } from '../session/session-store';
import { profileBaseUrl } from '../session/profiles';
import { useGo } from '../lib/routing';
import { connectionMonitor, useConnectionHealth } from './connection-monitor';

const BACK_NOTICE_MS = 5_000;

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
  if (health.status === 'not-the-service') return <NotTheServiceBanner answeredBy={health.answeredBy ?? ''} />;
  if (recoveredAt !== undefined && dismissed !== recoveredAt) {
    return (
      <div className="connection-banner connection-back" role="status" data-testid="connection-banner" data-state="back">
        {t('connection.back')}
      </div>
    );
  }
  return null;
}

/** The offline state with its countdown (the clock ticks only while this is shown). */
function OfflineBanner({ nextProbeAt }: { nextProbeAt: number | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const now = useNow(1_000);
  const [checking, setChecking] = useState(false);
  const base = profileBaseUrl(session.profileId, session.customBaseUrl);
  const seconds = nextProbeAt === undefined ? 0 : Math.max(0, Math.ceil((nextProbeAt - now) / 1000));
  return (
    <div className="connection-banner connection-offline" role="alert" data-testid="connection-banner" data-state="offline">
      <strong>{t('connection.offlineTitle')}</strong>{' '}
      <span>{base === '' ? t('connection.offlineLocal') : t('connection.offlineRemote', { base })}</span>
      <p>{t('connection.kept')}</p>
      <p className="connection-actions">
        <span className="muted">{checking ? t('connection.retrying') : t('connection.retryIn', { seconds })}</span>
        <button
          type="button"
          disabled={checking}
          onClick={() => {
            setChecking(true);
            void connectionMonitor.probeNow().finally(() => setChecking(false));
          }}
        >
          {t('connection.retryNow')}
        </button>
      </p>
    </div>
  );
}

/**
 * Something answers, but not as the service (or, for the local profile, not as the emulator):
 * most often a static host's fallback page. What answered, and what to pick instead.
 */
function NotTheServiceBanner({ answeredBy }: { answeredBy: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const go = useGo();
  const [checking, setChecking] = useState(false);
  const base = profileBaseUrl(session.profileId, session.customBaseUrl);
  const local = base === '';
  return (
    <div className="connection-banner connection-offline" role="alert" data-testid="connection-banner" data-state="not-the-service">
      <strong>{t(local ? 'staticHost.notEmulatorTitle' : 'staticHost.notServiceTitle')}</strong>{' '}
      <span>{local ? t('staticHost.notEmulator', { answeredBy }) : t('staticHost.notService', { base, answeredBy })}</span>
      <p className="connection-actions">
        <button type="button" onClick={() => go('/settings')}>
          {t('staticHost.toSettings')}
        </button>
        <button
          type="button"
          disabled={checking}
          onClick={() => {
            setChecking(true);
            void connectionMonitor.probeNow().finally(() => setChecking(false));
          }}
        >
          {checking ? t('connection.retrying') : t('staticHost.checkAgain')}
        </button>
      </p>
    </div>
  );
}
