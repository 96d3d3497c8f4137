import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { canRetryFix, explainError } from './explain-error';

/** Explains a failed call in the UI language: what happened, what to do, and the raw code. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const { key, code, status, message } = explainError(error);
  return (
    <div className="error-panel" role="alert" data-error-code={code ?? ''}>
      <strong className="error-title">{t(`errors.${key}.title`)}</strong>
      <p>{t(`errors.${key}.hint`)}</p>
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
