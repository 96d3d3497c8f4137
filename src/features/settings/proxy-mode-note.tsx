import { useTranslation } from 'react-i18next';
import { PROXY_START_COMMAND } from '../../session/profiles';
import { useServerMode } from '../../session/server-mode-store';

/**
 * For the profile "SK open API via this server": what this server does with the requests, from
 * its /_locus/info — forwards them to the real service (and records them), replays recordings,
 * or neither, in which case how to start it as a proxy.
 */
export function ProxyModeNote() {
  const { t } = useTranslation('settings');
  const { state, mode } = useServerMode();
  if (state.status !== 'known') return null;
  if (mode?.kind === 'proxy') {
    return (
      <div className="note" data-testid="proxy-mode">
        <p>{t('settings.proxy.forwarding', { upstream: mode.upstream })}</p>
        {mode.recording && <p>{t('settings.proxy.recording')}</p>}
      </div>
    );
  }
  if (mode?.kind === 'replay') {
    return (
      <p className="note" data-testid="proxy-mode">
        {t('settings.proxy.replaying')}
      </p>
    );
  }
  return (
    <div className="note" data-testid="proxy-mode">
      <p>{t('settings.proxy.notStarted')}</p>
      <pre className="mono proxy-command">{PROXY_START_COMMAND}</pre>
    </div>
  );
}
