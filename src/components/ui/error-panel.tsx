import { useSyncExternalStore } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useGo } from '../../lib/routing';
import { useNow } from '../../lib/use-now';
import { useConsoleHost } from '../../session/console-host';
import { cspViolations, findViolation, VIOLATION_FRESH_MS } from '../../session/csp-violations';
import { useProfileWhere } from '../../session/profile-where';
import { profileBaseUrl } from '../../session/profiles';
import { useServerMode } from '../../session/server-mode-store';
import { offeredDemo } from '../../session/server-profile';
import { useSession } from '../../session/session-store';
import { canRetryFix, explainError } from './explain-error';

/** Explains a failed call in the UI language: what happened, what to do, and the raw code. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const { key, code, status, message } = explainError(error);
  return (
    <div className="error-panel" role="alert" data-error-code={code ?? ''}>
      <strong className="error-title">{t(`errors.${key}.title` as ParseKeys)}</strong>
      {key === 'network' ? <NetworkHint /> : <p>{t(`errors.${key}.hint` as ParseKeys)}</p>}
      {key === 'INVALID_API_KEY' && <DemoKeyHint />}
      <ErrorFacts code={code} status={status} message={message} />
      {onRetry && isApiError(error) && canRetryFix(error) && (
        <button type="button" className="button" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}

/** The raw facts of an error under its explanation: service code, HTTP status, the service's own message. */
export function ErrorFacts({ code, status, message }: { code: string | undefined; status: number | undefined; message: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
        <dl className="error-facts">
          {code && (
            <>
              <dt>{t('errors.code')}</dt>
              <dd>
                <code>{code}</code>
              </dd>
            </>
          )}
          {status !== undefined && (
            <>
              <dt>{t('errors.status')}</dt>
              <dd>{status}</dd>
            </>
          )}
        </dl>
        {message && <p className="error-message">{message}</p>}
    </>
  );
}

/**
 * What to do about a call that got no answer, for the active profile: the emulator or the network
 * for the local one; for another service, its page-policy (CSP) block when the browser reported
 * one, or else "cannot be reached or refused this page (CORS)" with the way to the connection test.
 */
function NetworkHint() {
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

/** With the local emulator only, and only one that accepts its demo key: the key it accepts. */
function DemoKeyHint() {
  const { t } = useTranslation();
  const local = useSession().profileId === 'local';
  const { mode } = useServerMode(local);
  return local && offeredDemo(mode) !== null ? <p>{t('errors.demoKeyHint')}</p> : null;
}
