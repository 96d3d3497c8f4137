import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/ui/dialog';
import { useGo } from '../lib/routing';
import { useProfileWhere } from '../session/profile-where';
import { sessionStore } from '../session/session-store';
import type { proxyModeLabel } from '../session/use-emulator-info';
import { CodeText } from '../components/ui/code-text';

/** Asks for the active profile's key; through a proxy, says where the calls go with it. */
export function KeyPrompt({ forwardsTo }: { forwardsTo: ReturnType<typeof proxyModeLabel> }) {
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
              <span><CodeText text={t('settings.appKey')} /></span>
              <span className="secret-input">
                <input
                  type={show ? 'text' : 'password'}
                  value={appKey}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error}
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
              <span><CodeText text={t('settings.appId')} /></span>
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
