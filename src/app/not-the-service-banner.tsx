import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../lib/routing';
import { useServerMode } from '../session/server-mode-store';
import { useSession } from '../session/session-store';
import { profileBaseUrl } from '../session/profiles';
import { CheckNowButton } from './check-now-button';

/**
 * Something answers, but not as the service (or, for the local profile, not as the emulator):
 * most often a static host's fallback page. What answered, and what to pick instead.
 */
export function NotTheServiceBanner({ answeredBy }: { answeredBy: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const go = useGo();
  const [checking, setChecking] = useState(false);
  const mode = useServerMode(session.profileId === 'proxy').mode;
  const base = profileBaseUrl(session.profileId, session.customBaseUrl);
  // Through this server a web page came from the service behind it, or from a recording: this
  // page's host is the Locus server all the same.
  const kind = session.profileId === 'local' ? 'local' : session.profileId === 'proxy' ? (mode?.kind === 'replay' ? 'replay' : 'proxy') : 'remote';
  const upstream = mode?.kind === 'proxy' ? mode.upstream : '';
  const title = {
    local: t('staticHost.notEmulatorTitle'),
    proxy: t('staticHost.notServiceTitle'),
    replay: t('staticHost.recordedPageTitle'),
    remote: t('staticHost.notServiceTitle'),
  }[kind];
  const text = {
    local: t('staticHost.notEmulator', { answeredBy }),
    proxy: t('staticHost.notServiceViaProxy', { upstream, answeredBy }),
    replay: t('staticHost.recordedPage', { answeredBy }),
    remote: t('staticHost.notService', { base, answeredBy }),
  }[kind];
  return (
    <div className="connection-banner connection-offline" role="alert" data-testid="connection-banner" data-state="not-the-service">
      <strong>{title}</strong> <span>{text}</span>
      <p className="connection-actions">
        <button type="button" onClick={() => go('/settings')}>
          {t('staticHost.toSettings')}
        </button>
        <CheckNowButton checking={checking} onChecking={setChecking} label={checking ? t('connection.retrying') : t('staticHost.checkAgain')} />
      </p>
    </div>
  );
}
