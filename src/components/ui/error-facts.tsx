import { useTranslation } from 'react-i18next';

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
