import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildShareLink, CredentialInLinkError } from '../session/share-link';
import { sessionStore } from '../session/session-store';

/**
 * Copies a link to the current view for a colleague: the page's state and the map camera are
 * already in the URL; the link adds the connection profile, never a credential (checked).
 */
export function CopyLinkButton() {
  const { t } = useTranslation();
  const [said, setSaid] = useState<'copied' | 'refused' | 'failed' | null>(null);
  const copy = async () => {
    try {
      const link = buildShareLink(window.location.href, sessionStore.get());
      await navigator.clipboard.writeText(link);
      setSaid('copied');
    } catch (e) {
      setSaid(e instanceof CredentialInLinkError ? 'refused' : 'failed');
    }
    setTimeout(() => setSaid(null), 2500);
  };
  return (
    <span className="copy-link">
      <button type="button" className="link-button" onClick={() => void copy()} data-testid="copy-link">
        {t('share.copyLink')}
      </button>
      <span aria-live="polite" className={said === 'copied' ? 'copied' : 'warning'}>
        {said ? t(`share.${said}`) : ''}
      </span>
    </span>
  );
}
