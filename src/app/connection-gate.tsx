import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/ui/dialog';
import { useGo, usePlace } from '../lib/routing';
import { applyLinkProfile, needsKey, readLinkProfile, withoutLinkParams } from '../session/share-link';
import { useProfileWhere } from '../session/profile-where';
import { useServerMode } from '../session/server-mode-store';
import { isSameOrigin } from '../session/server-profile';
import { proxyModeLabel } from '../session/use-emulator-info';
import { sessionStore, useSession } from '../session/session-store';

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
  return <KeyPrompt forwardsTo={proxyModeLabel(server.mode)} />;
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

/** Asks for the active profile's key; through a proxy, says where the calls go with it. */
function KeyPrompt({ forwardsTo }: { forwardsTo: ReturnType<typeof proxyModeLabel> }) {
  const { t } = useTranslation();
  const go = useGo();
  const [open, setOpen] = useState(true);
  const [appKey, setAppKey] = useState('');
  const [appId, setAppId] = useState('');
  const [show, setShow] = useState(false);
  const [error, setError] = useState(false);
  const where = useProfileWhere();
  const why = forwardsTo?.key === 'status.viaServer' ? t('share.keyNeededProxy', { host: forwardsTo.host }) : t('share.keyNeeded', { where });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const key = appKey.trim();
    if (!key || /\s/.test(key)) {
      setError(true);
      return;
    }
    sessionStore.update((s) => ({
      ...s,
      credentials: {
        ...s.credentials,
        [s.profileId]: { ...s.credentials[s.profileId], appKey: key, ...(appId.trim() ? { appId: appId.trim() } : {}) },
      },
    }));
  };

  return (
    <div className="page">
      <h1>{t('share.keyNeededTitle')}</h1>
      <p>{why}</p>
      <div className="row-actions">
        <button type="button" className="button primary" onClick={() => setOpen(true)}>
          {t('share.enterKey')}
        </button>
        <button type="button" className="button" onClick={() => go('/settings')}>
          {t('share.toSettings')}
        </button>
      </div>
      {open && (
        <Dialog title={t('share.keyNeededTitle')} onClose={() => setOpen(false)}>
          <form className="zone-form" onSubmit={submit} noValidate>
            <p>{why}</p>
            <label className="field">
              <span>{t('settings.appKey')}</span>
              <span className="secret-input">
                <input
                  type={show ? 'text' : 'password'}
                  value={appKey}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error}
                  autoFocus
                  onChange={(e) => {
                    setAppKey(e.target.value);
                    setError(false);
                  }}
                />
                <button type="button" className="button" aria-pressed={show} onClick={() => setShow(!show)}>
                  {show ? t('settings.hideKey') : t('settings.show')}
                </button>
              </span>
            </label>
            {error && <p className="field-error">{t('settings.errors.keyRequired')}</p>}
            <label className="field">
              <span>{t('settings.appId')}</span>
              <input value={appId} autoComplete="off" spellCheck={false} onChange={(e) => setAppId(e.target.value)} placeholder={t('share.optional')} />
            </label>
            <p className="note">{t('settings.sessionOnly')}</p>
            <button type="submit" className="button primary">
              {t('share.connect')}
            </button>
          </form>
        </Dialog>
      )}
    </div>
  );
}
