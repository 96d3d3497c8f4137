import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../lib/routing';
import { useNow } from '../../lib/use-now';
import { useConsoleHost } from '../../session/console-host';
import { cspViolations, findViolation, VIOLATION_FRESH_MS } from '../../session/csp-violations';
import { useProfileWhere } from '../../session/profile-where';
import { profileBaseUrl } from '../../session/profiles';
import { useSession } from '../../session/session-store';

/**
 * What to do about a call that got no answer, for the active profile: the emulator or the network
 * for the local one; for another service, its page-policy (CSP) block when the browser reported
 * one, or else "cannot be reached or refused this page (CORS)" with the way to the connection test.
 */
export function NetworkHint() {
  const { t } = useTranslation();
  const session = useSession();
  const where = useProfileWhere();
  const go = useGo();
  const consoleHost = useConsoleHost();
  const violations = useSyncExternalStore(cspViolations.subscribe, cspViolations.get, cspViolations.get);
  const now = useNow(30_000);
  const base = profileBaseUrl(session.profileId, session.customBaseUrl);
  if (session.profileId === 'local') return <p>{t('errors.network.hint')}</p>;
  let origin: string | undefined;
  try {
    origin = new URL(base).origin;
  } catch {
    origin = undefined;
  }
  const csp = origin === undefined ? undefined : findViolation(violations, origin, now - VIOLATION_FRESH_MS);
  return (
    <p>
      {csp ? t(consoleHost === 'static' ? 'connection.cspStatic' : 'connection.cspEmulator', { blocked: csp.blockedOrigin }) : t('errors.networkRemote', { where })}{' '}
      <button type="button" className="link-button" onClick={() => go('/settings?check=connection')}>
        {t('connection.testLink')}
      </button>
    </p>
  );
}
