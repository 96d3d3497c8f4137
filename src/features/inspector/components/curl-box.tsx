import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '../../../api/request-events';
import { CopyButton } from '../../../components/ui/copy-button';
import { buildCurl } from '../model/curl';

/** "Copy as curl": the key stays $APP_KEY unless the user revealed it for this view. */
export function CurlBox({ event, revealed }: { event: RequestEvent; revealed: { appKey?: string; appId?: string } | undefined }) {
  const { t } = useTranslation('inspector');
  const curl = buildCurl(event, revealed ? { revealed } : {});
  return (
    <div className="curl-box">
      <div className="section-head">
        <h3>{t('inspector.curl.title')}</h3>
        <CopyButton value={curl.text} label={t('inspector.curl.title')} />
      </div>
      <pre className="mono body-text" data-testid="curl-command">{curl.text}</pre>
      {curl.variables.length > 0 && (
        <p className="note">
          {t('inspector.curl.note')}{' '}
          <code>{curl.variables.map((v) => `export ${v}=...`).join('; ')}</code>
        </p>
      )}
      {revealed && <p className="warning">{t('inspector.curl.revealed')}</p>}
      {curl.incomplete && <p className="warning">{t('inspector.curl.incomplete')}</p>}
    </div>
  );
}
